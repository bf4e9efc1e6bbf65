// The shared transport stage with a made-up format of three versions: the
// parts no registered format reaches (a third version digit, folding of a
// format that reads no case) and the offsets of each rejection.
#include "common/prefixed_slug.h"

#include <gtest/gtest.h>

namespace slugspec {
namespace {

constexpr PrefixedSlug kDemo{
    .format = "demo", .prefix = "dmo", .versions = "123", .max_input_size = 16, .fold_from = 5};

Status Head(std::string_view slug, Profile profile, size_t* version) {
  RepairedText text(slug);
  return ReadPrefixedHead(kDemo, slug, profile, &text, version);
}

TEST(PrefixedSlug, ReadsThePrefixAndTheVersionDigit) {
  size_t version = 9;
  EXPECT_TRUE(Head("dmo3_x", Profile::kStrict, &version).ok());
  EXPECT_EQ(version, 2u);
  const Status unknown = Head("dmo4_x", Profile::kStrict, &version);
  EXPECT_EQ(unknown.code(), UNKNOWN_VERSION);
  EXPECT_EQ(unknown.offset(), 3u);
  EXPECT_EQ(unknown.message(), "unknown version '4': demo versions are 1, 2 and 3");
  EXPECT_EQ(Head("dmx1_", Profile::kStrict, &version).code(), BAD_MAGIC);
  EXPECT_EQ(Head("dmx1_", Profile::kStrict, &version).offset(), 2u);
  EXPECT_EQ(Head("dm", Profile::kStrict, &version).code(), TRUNCATED);
  EXPECT_EQ(Head("dmo", Profile::kStrict, &version).message(), "the version is missing");
  EXPECT_EQ(Head("", Profile::kStrict, &version).code(), EMPTY_INPUT);
  const Status long_input = Head("dmo1_0123456789abc", Profile::kStrict, &version);
  EXPECT_EQ(long_input.code(), INPUT_TOO_LONG);
  EXPECT_EQ(long_input.offset(), 16u);
}

TEST(PrefixedSlug, OnlyTheLenientProfileRepairs) {
  size_t version = 0;
  EXPECT_TRUE(Head(" (dmo2_x). ", Profile::kLenient, &version).ok());
  EXPECT_EQ(version, 1u);
  EXPECT_EQ(Head(" dmo2_x", Profile::kStrict, &version).code(), BAD_MAGIC);
  // Offsets of DetectPrefixedIndex are as received: past the 3 escaped bytes.
  const Status s = DetectPrefixedIndex(kDemo, "%28dmo9", Profile::kLenient, &version);
  EXPECT_EQ(s.code(), UNKNOWN_VERSION);
  EXPECT_EQ(s.offset(), 6u);
  EXPECT_TRUE(RecognisesPrefixed(kDemo, "%20dmo"));
  EXPECT_FALSE(RecognisesPrefixed(kDemo, "dm"));
  EXPECT_FALSE(RecognisesPrefixed(kDemo, "dmo1_0123456789abc"));
}

TEST(PrefixedSlug, FoldsCaseFromItsOffsetInTheLenientProfileOnly) {
  EXPECT_EQ(FoldedPrefixed(kDemo, "DMO1_AbC", Profile::kLenient), "DMO1_abc");
  EXPECT_EQ(FoldedPrefixed(kDemo, "dmo1_AbC", Profile::kStrict), "dmo1_AbC");
  constexpr PrefixedSlug kNoFolding{.format = "demo", .prefix = "dmo", .versions = "1", .max_input_size = 16};
  EXPECT_EQ(FoldedPrefixed(kNoFolding, "dmo1_AbC", Profile::kLenient), "dmo1_AbC");
}

}  // namespace
}  // namespace slugspec
