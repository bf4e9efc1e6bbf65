// The lenient repairs of a prefixed slug (spec/README.md §2, "Transit
// repairs"), and the property the random vectors rest on: whatever damage
// RandomTransitDamage does, the repairs undo it, and every character they
// leave points at the input byte it came from.
#include "corpusgen/common/transit_repairs.h"

#include <rapidcheck.h>

#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "corpusgen/common/transit_damage.h"

namespace slugspec::corpusgen {
namespace {

constexpr size_t kNoFold = std::string_view::npos;

TEST(LenientTransitRepairs, SpacesBreaksAndEscapesGoWhereverTheyAre) {
  const Text t = LenientTransitRepairs("  ab%0Acd\r\nef%5f  ");
  EXPECT_EQ(t.chars, "abcdef_");
  EXPECT_EQ(t.origin, (std::vector<uint32_t>{2, 3, 7, 8, 11, 12, 13}));
  EXPECT_EQ(t.input_size, 18u);
}

// Two rounds of percent-decoding, never a third.
TEST(LenientTransitRepairs, TwoRoundsOfEscapesAtMost) {
  EXPECT_EQ(LenientTransitRepairs("a%255Fb").chars, "a_b");
  EXPECT_EQ(LenientTransitRepairs("a%25255Fb").chars, "a%5Fb");
}

// The whole run of prose punctuation at each end, then the spaces it held
// in; punctuation inside the slug stays.
TEST(LenientTransitRepairs, ProsePunctuationAtTheEndsOnly) {
  EXPECT_EQ(LenientTransitRepairs("(\"ab.cd\").").chars, "ab.cd");
  EXPECT_EQ(LenientTransitRepairs("( ab )").chars, "ab");
  EXPECT_EQ(LenientTransitRepairs(" `ab'!? ").chars, "ab");
  // Each end once: a space between two runs stops the trimming there.
  EXPECT_EQ(LenientTransitRepairs("( (ab").chars, "(ab");
}

TEST(LenientTransitRepairs, CaseIsFoldedFromTheOffsetOnly) {
  EXPECT_EQ(LenientTransitRepairs("SAN2_ABC", 5).chars, "SAN2_abc");
  EXPECT_EQ(LenientTransitRepairs("SAN2_ABC").chars, "SAN2_ABC");
  EXPECT_EQ(LenientTransitRepairs(" (SAN2_ABC) ", 0).chars, "san2_abc");
}

TEST(LenientTransitRepairs, WhatTheRepairsLeaveEmptyIsEmpty) {
  for (const char* input : {"", "   ", "\r\n\t\f", "(\"').", "%20", "%0A", "\" \""}) {
    const Text t = LenientTransitRepairs(input);
    EXPECT_EQ(t.chars, "") << input;
    EXPECT_EQ(t.At(0), t.input_size) << input;
  }
}

// A slug of a prefix-and-version format: the prefix, a digit, '_', then a
// payload of lower-case letters, digits and '-'.
rc::Gen<std::string> PrefixedSlugs() {
  return rc::gen::map(
      rc::gen::tuple(rc::gen::element<std::string>("san", "tpx", "tet"), rc::gen::inRange<char>('1', ':'),
                     rc::gen::nonEmpty(rc::gen::container<std::string>(
                         rc::gen::elementOf(std::string("abcdefghijklmnopqrstuvwxyz0123456789-"))))),
      [](const std::tuple<std::string, char, std::string>& parts) {
        return std::get<0>(parts) + std::get<1>(parts) + "_" + std::get<2>(parts);
      });
}

RC_GTEST_PROP(LenientTransitRepairs, UndoEveryRandomTransitDamage, ()) {
  const std::string slug = *PrefixedSlugs();
  const bool folds = *rc::gen::arbitrary<bool>();
  const RepairableDamage repairable{.fold_from = folds ? size_t{5} : kNoFold,
                                    .escaped_too = *rc::gen::element<std::string_view>("", "-", "-0a")};
  SplitMix64 rng(*rc::gen::arbitrary<uint64_t>());
  std::vector<std::string> flags;
  const std::string damaged = RandomTransitDamage(&rng, repairable, slug, &flags);
  RC_TAG(flags.size());

  const Text repaired = LenientTransitRepairs(damaged, repairable.fold_from);
  RC_ASSERT(repaired.chars == slug);
  // Each character comes from itself (in either case) or from the '%' of
  // its escape.
  for (size_t i = 0; i < repaired.chars.size(); ++i) {
    const char from = damaged.at(repaired.origin[i]);
    RC_ASSERT(from == '%' || std::tolower(static_cast<unsigned char>(from)) == repaired.chars[i]);
  }
  // At least one kind of damage, named; "CombinedDamage" exactly when more
  // than one.
  RC_ASSERT(!flags.empty());
  if (flags.back() == "CombinedDamage") {
    RC_ASSERT(flags.size() >= 3u);
  } else {
    RC_ASSERT(flags.size() == 1u);
  }
}

}  // namespace
}  // namespace slugspec::corpusgen
