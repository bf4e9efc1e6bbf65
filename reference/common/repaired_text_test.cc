#include "common/repaired_text.h"

#include <gtest/gtest.h>

#include "common/transit.h"

namespace slugspec {
namespace {

TEST(RepairedText, IdentityMapsOffsetsToThemselves) {
  RepairedText t("abc");
  EXPECT_EQ(t.text(), "abc");
  EXPECT_EQ(t.RawOffset(1), 1u);
  EXPECT_EQ(t.RawOffset(3), 3u);
}

TEST(RepairedText, PercentDecodeMapsToThePercentSign) {
  RepairedText t("a%2Bb%3d");
  t.PercentDecode(2);
  EXPECT_EQ(t.text(), "a+b=");
  EXPECT_EQ(t.RawOffset(1), 1u);
  EXPECT_EQ(t.RawOffset(2), 4u);
  EXPECT_EQ(t.RawOffset(3), 5u);
  EXPECT_EQ(t.RawOffset(4), 8u);
}

TEST(RepairedText, PercentDecodeStopsAfterTwoRounds) {
  RepairedText twice("%252B");
  twice.PercentDecode(2);
  EXPECT_EQ(twice.text(), "+");
  RepairedText thrice("%25252B");
  thrice.PercentDecode(2);
  EXPECT_EQ(thrice.text(), "%2B");
}

TEST(RepairedText, IncompleteEscapesStay) {
  RepairedText t("a%2");
  t.PercentDecode(2);
  EXPECT_EQ(t.text(), "a%2");
}

TEST(RepairedText, TransitRepairsInOrder) {
  RepairedText t("(ab\r\ncd%0A).");
  RepairTransit(&t);
  EXPECT_EQ(t.text(), "abcd");
  EXPECT_EQ(t.RawOffset(0), 1u);
  EXPECT_EQ(t.RawOffset(2), 5u);
  EXPECT_EQ(t.RawOffset(4), 12u);
}

TEST(RepairedText, TrimToNothing) {
  RepairedText t("...");
  RepairTransit(&t);
  EXPECT_EQ(t.text(), "");
  EXPECT_EQ(t.RawOffset(0), 3u);
}

}  // namespace
}  // namespace slugspec
