// The damage the vectors are built with, spelt out: escapes at each depth,
// line wrapping, upper case from an offset.
#include "corpusgen/common/transit_damage.h"

#include <gtest/gtest.h>

namespace slugspec::corpusgen {
namespace {

TEST(TransitDamage, AnEscapeEscapedAgainEscapesItsPercentSign) {
  EXPECT_EQ(PercentEscape('_', 1), "%5F");
  EXPECT_EQ(PercentEscape('_', 2), "%255F");
  EXPECT_EQ(PercentEscape('_', 3), "%25255F");
  EXPECT_EQ(PercentEscape('\n', 1), "%0A");
  EXPECT_EQ(PercentEscape('\xC3', 1), "%C3");
}

TEST(TransitDamage, EscapeTouchesOnlyTheCharactersNamed) {
  EXPECT_EQ(Escape("a_b-c", "_"), "a%5Fb-c");
  EXPECT_EQ(Escape("a_b-c", "_-", 2), "a%255Fb%252Dc");
  EXPECT_EQ(Escape("ab", ""), "%61%62");
}

TEST(TransitDamage, WrapBreaksBetweenCharactersNeverAtTheEnds) {
  EXPECT_EQ(Wrap("abcdefg", 3, "\r\n"), "abc\r\ndef\r\ng");
  EXPECT_EQ(Wrap("abcdef", 3, "\n"), "abc\ndef");
  EXPECT_EQ(Wrap("ab", 3, "\n"), "ab");
}

TEST(TransitDamage, UpperCaseFromTheOffsetOn) {
  EXPECT_EQ(Upper("san2_ab-9z", 5), "san2_AB-9Z");
  EXPECT_EQ(Upper("san2_ab"), "SAN2_AB");
  EXPECT_EQ(Insert("abc", 1, "%"), "a%bc");
}

// Quoted in prose: one opening character before, one closing after.
TEST(TransitDamage, InProseAddsOneCharacterAtEachEnd) {
  SplitMix64 rng(7);
  for (int i = 0; i < 50; ++i) {
    const std::string quoted = InProse("ab", &rng);
    ASSERT_EQ(quoted.size(), 4u);
    EXPECT_NE(std::string_view("([{<\"'`").find(quoted.front()), std::string_view::npos) << quoted;
    EXPECT_NE(std::string_view(".,;:!?)]}>\"'`").find(quoted.back()), std::string_view::npos) << quoted;
  }
}

}  // namespace
}  // namespace slugspec::corpusgen
