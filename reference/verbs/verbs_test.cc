// The verbs' own rejections (beyond each format's): each has its code and
// its offset in the input as given.
#include "verbs/verbs.h"

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "kit/draw.h"
#include "kit/format_kit.h"
#include "registry/format.h"

namespace slugspec::verbs {
namespace {

TEST(Verbs, ModelJsonOverItsLimitIsBadModelAtTheLimit) {
  const std::string json = "{\"format\":\"" + std::string(AllFormats().front()->name()) + "\",\"x\":\"" +
                           std::string(kLongestModelJson, 'a') + "\"}";
  const StatusOr<std::string> slug = EncodeJson(json, "", "");
  ASSERT_FALSE(slug.ok());
  EXPECT_EQ(slug.status().code(), BAD_MODEL);
  EXPECT_EQ(slug.status().offset(), kLongestModelJson);
  // At the limit exactly, the text is read: refused here for what it says
  // (an array is no model), where it says it.
  const StatusOr<std::string> at_limit = EncodeJson("[" + std::string(kLongestModelJson - 1, ' '), "", "");
  ASSERT_FALSE(at_limit.ok());
  EXPECT_EQ(at_limit.status().offset(), 0u) << at_limit.status().message();
}

TEST(Verbs, AFormatNoOneHasIsUnknownFormatAtZero) {
  for (const bool may_be_link : {false, true}) {
    Located l;
    const Status s = Locate({.format = "no-such-format", .profile = Profile::kStrict, .may_be_link = may_be_link},
                            "https://example.org/#x", &l);
    EXPECT_EQ(s.code(), UNKNOWN_FORMAT) << may_be_link;
    EXPECT_EQ(s.offset(), 0u) << may_be_link;
  }
}

TEST(Verbs, ALinkWithoutASlugIsEmptyInputAndItsFormatIsFoundAtItsOffset) {
  Located l;
  const Reading link{.format = "", .profile = Profile::kStrict, .may_be_link = true};
  EXPECT_EQ(Locate(link, "https://example.org/play", &l).code(), EMPTY_INPUT);
  const std::string name(AllFormats().front()->name());
  const Status s = Locate(link, "https://example.org/play?x=" + name, &l);
  ASSERT_FALSE(s.ok());  // a format's bare name is no slug of it
  EXPECT_EQ(s.code(), UNKNOWN_FORMAT);
  EXPECT_EQ(s.offset(), std::string("https://example.org/play?x=").size()) << "offsets count from the link's start";
}

// Lenient validation says which transit repairs it made (the playground and
// `slug validate --lenient` show them): for every format, a canonical slug
// with a line break inside and a full stop after is read after two repairs,
// as that canonical slug again; the canonical slug itself needs none.
TEST(Verbs, LenientValidationNamesTheRepairsItMade) {
  for (const FormatKit* kit : AllKits()) {
    const Format& f = kit->format();
    SeededDraw draw(7);
    const std::unique_ptr<google::protobuf::Message> model = kit->Generate(draw, f.current_version());
    std::string slug;
    ASSERT_TRUE(f.Encode(*model, f.current_version(), &slug).ok()) << f.name();
    const Reading lenient{.format = f.name(), .profile = Profile::kLenient, .may_be_link = false};
    const auto verdict = [&](const std::string& input) {
      Located l;
      EXPECT_TRUE(Locate(lenient, input, &l).ok()) << f.name() << " " << input;
      const std::unique_ptr<google::protobuf::Message> read = f.NewModel();
      EXPECT_TRUE(f.Decode(l.slug, Profile::kLenient, read.get()).ok()) << f.name() << " " << input;
      return Validate(lenient, l, *read);
    };
    const Verdict clean = verdict(slug);
    EXPECT_TRUE(clean.repairs.empty()) << f.name() << ": " << clean.repairs.front();
    EXPECT_EQ(clean.repaired_text, "");
    const std::string damaged = slug.substr(0, slug.size() / 2) + "\n" + slug.substr(slug.size() / 2) + ".";
    const Verdict repaired = verdict(damaged);
    EXPECT_EQ(repaired.repairs.size(), 2u) << f.name() << ": " << ::testing::PrintToString(repaired.repairs);
    EXPECT_EQ(repaired.repaired_text, slug) << f.name();
    ASSERT_FALSE(VerdictNotes(repaired).empty());
    EXPECT_EQ(VerdictNotes(repaired).front().rfind("repaired: ", 0), 0u) << VerdictNotes(repaired).front();
  }
}

TEST(Verbs, RejectionTextHasTheVerdictAndTheCaret) {
  const Status s(BAD_CHARACTER, 2, "a character that is not one");
  EXPECT_EQ(RejectionText("ab!c", s), "invalid: BAD_CHARACTER at 2: a character that is not one\n  ab!c\n    ^\n");
}

}  // namespace
}  // namespace slugspec::verbs
