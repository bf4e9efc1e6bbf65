// Each pentomino mutant (mutants.cc) on concrete inputs, most from
// corpus/pentomino: where it differs from the reference in the way its bug
// says, and where it answers exactly as the reference does.
#include <string>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "kit/mutant_test_support.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {
namespace {

using google::protobuf::util::MessageDifferencer;
using namespace mutant_test;

const FormatKit& Kit() { return *FindKit("pentomino"); }
Both Ask(std::string_view mutant, std::string_view slug, Profile profile) {
  return AskDecode(Kit(), mutant, slug, profile);
}
Answer Reference(std::string_view slug) {
  Answer a = mutant_test::Decode(Kit(), nullptr, slug, Profile::kStrict);
  EXPECT_TRUE(a.ok()) << slug;
  return a;
}

TEST(PentominoMutant, SwappedXY) {
  // The article's v3 board: L at row 0, column 5.
  const std::string v3 = "R88L505U110F412V215Z133I037N040Y246W254X063P766T271R07305274";
  Both b = Ask("pentomino-swapped-xy", v3, Profile::kStrict);
  ASSERT_TRUE(b.mutant.ok());
  EXPECT_EQ(b.mutant.as<Board>().pieces(0).x(), 5u);
  EXPECT_EQ(b.mutant.as<Board>().pieces(0).y(), 0u);
  EXPECT_FALSE(Kit().format().SameGame(*b.mutant.model, *b.reference.model));
  // Terrain is untouched, and legacy versions are read right.
  EXPECT_TRUE(MessageDifferencer::Equals(b.mutant.as<Board>().terrain(0), b.reference.as<Board>().terrain(0)));
  b = Ask("pentomino-swapped-xy", "8_8TA0_1R00_3R00_4R01_3R01_4P11_6FK2_2XA2_5II3_0W33_6V14_1ZC4_4Y65_7NL6_3UA7_1LL7_5",
          Profile::kStrict);
  EXPECT_TRUE(b.mutant.ok());
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(PentominoMutant, WrongCaseBit) {
  // The article's opening board: reflected pieces of colours below 6, and
  // unreflected ones of 6 and more.
  const std::string opening = "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166";
  const Answer board = Reference(opening);
  ASSERT_TRUE(board.ok());
  Both b = AskEncode(Kit(), "pentomino-wrong-case-bit", *board.model, "v3.1");
  EXPECT_EQ(b.reference.slug, opening);
  EXPECT_EQ(b.mutant.slug, "P88yE00vW05p606NZ20LS23WA26Ub32Ii34TL45Xg50ZI63f675R11166166");
  EXPECT_FALSE(OpensAs(Kit(), b.mutant.slug, *board.model));
  // No reflected piece, no colour: nothing to get wrong. Legacy: untouched.
  const Answer plain = Reference("R88F033");
  ASSERT_TRUE(plain.ok());
  for (const char* version : {"v3.1", "v3", "v2"}) {
    b = AskEncode(Kit(), "pentomino-wrong-case-bit", *plain.model, version);
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << version;
  }
  b = AskEncode(Kit(), "pentomino-wrong-case-bit", *board.model, "v2");
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(PentominoMutant, TerrainTie) {
  // A column of three blocks: "R" + 3 pairs and "RY" + a group of 5 are both
  // 7 characters; pairs win the tie.
  const auto tie = ModelFromJson(Kit(), R"({"surface":"RECTANGLE","height":8,"width":8,)"
                                        R"("terrain":[{"x":1,"y":2},{"x":3,"y":2},{"x":5,"y":2}]})");
  Both b = AskEncode(Kit(), "pentomino-terrain-tie", *tie, "v3.1");
  EXPECT_EQ(b.reference.slug, "R88R123252");
  EXPECT_EQ(b.mutant.slug, "R88RY22135");
  EXPECT_TRUE(OpensAs(Kit(), b.mutant.slug, *tie));
  EXPECT_EQ(mutant_test::Decode(Kit(), nullptr, b.mutant.slug, Profile::kStrict).code(), NON_CANONICAL);
  // The article's terrain: the Z form is shortest, no tie; v3 writes pairs.
  const Answer article = Reference(
      "RbbRZ90012346789a710123789a5201289a33019a140a160a37019a5801289a790123789aaa0123456789a_0y1Iu2Wx3Vz4lT5Pn");
  ASSERT_TRUE(article.ok());
  for (const char* version : {"v3.1", "v3"}) {
    b = AskEncode(Kit(), "pentomino-terrain-tie", *article.model, version);
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << version;
  }
  b = AskEncode(Kit(), "pentomino-terrain-tie", *tie, "v3");
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(PentominoMutant, LenientNoPercent) {
  Both b = Ask("pentomino-lenient-no-percent", "R88R03%5F0y", Profile::kLenient);
  EXPECT_TRUE(b.reference.ok());
  EXPECT_FALSE(b.mutant.ok());
  // v0 slugs (escaped by definition) are read by their own decoder, and
  // strict is untouched.
  b = Ask("pentomino-lenient-no-percent", "('g!%5B('p!'X'~o!0~e!0~x!0~y!0)%5D~h!1~w!1)_", Profile::kLenient);
  EXPECT_TRUE(b.reference.ok());
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
  b = Ask("pentomino-lenient-no-percent", "R88R03%5F0y", Profile::kStrict);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

}  // namespace
}  // namespace slugspec::pentomino
