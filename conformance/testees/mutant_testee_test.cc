// Each mutant on concrete inputs (most from corpus/*.jsonl): where it
// differs from the reference in the way its bug says, and where it answers
// exactly as the reference does; and the table itself.
#include "conformance/testees/mutant_testee.h"

#include <set>
#include <sstream>
#include <string>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "conformance/protocol/framing.h"
#include "conformance/testees/mutant_test_support.h"
#include "conformance/testees/reference_testee.h"
#include "conformance/testees/session.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::util::MessageDifferencer;
using namespace mutant_test;

TEST(MutantTable, NamesAreUniqueAndChecksKnown) {
  const std::set<std::string_view> checks = {"decode.strict",   "decode.lenient",   "decode.transit",
                                             "decode.mutated",  "encode.canonical", "encode.roundtrip"};
  std::set<std::string_view> names;
  EXPECT_GE(AllMutants().size(), 9u);
  for (const Mutant& m : AllMutants()) {
    EXPECT_TRUE(names.insert(m.name).second) << m.name;
    EXPECT_TRUE(checks.count(m.check)) << m.name << ": " << m.check;
    std::istringstream also{std::string(m.also)};
    for (std::string c; also >> c;) EXPECT_TRUE(checks.count(c)) << m.name << ": " << c;
    EXPECT_EQ(FindMutant(m.name), &m);
    EXPECT_FALSE(m.bug.empty());
    const Hello hello = MutantHello(m, BINARY);
    EXPECT_EQ(hello.name(), "mutant:" + std::string(m.name));
    EXPECT_EQ(hello.capabilities_size(), ReferenceHello(BINARY).capabilities_size());
  }
  EXPECT_EQ(FindMutant("no-such-mutant"), nullptr);
}

// --- each mutant: where it differs, and where it does not -----------------

// The answer of `mutant` and of the reference to `request`.
struct Both {
  Response mutant, reference;
};
Both Ask(std::string_view mutant, const Request& request) {
  return {Named(mutant).answer(request), Answer(request)};
}

TEST(Mutant, SudokuCountOffByOne) {
  // 8 givens: 88 payload bits, no pad bits (sudoku/v1/valid/count-8).
  Both b = Ask("sudoku-count-off-by-one", Decode("sudoku", "UyF2MQAikKOeFQjJ3gxk", "lenient"));
  ASSERT_EQ(b.reference.decoded().sudoku().givens_size(), 8);
  ASSERT_EQ(b.mutant.decoded().sudoku().givens_size(), 7);
  for (int i = 0; i < 7; ++i) {
    EXPECT_TRUE(MessageDifferencer::Equals(b.mutant.decoded().sudoku().givens(i),
                                           b.reference.decoded().sudoku().givens(i)));
  }
  b = Ask("sudoku-count-off-by-one", Decode("sudoku", "UyF2MQAikKOeFQjJ3gxk", "strict"));
  EXPECT_TRUE(b.reference.has_decoded());
  EXPECT_TRUE(b.mutant.has_rejected());  // the unread tuple looks like spare bits
  // 31 givens (the seed): 341 bits and 3 pad bits, read right.
  for (const char* profile : {"strict", "lenient"}) {
    b = Ask("sudoku-count-off-by-one",
            Decode("sudoku", "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=", profile));
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << profile;
  }
}

TEST(Mutant, SudokuPaddingIgnored) {
  // Discarded base64 bits (sudoku/spec-example/discarded-bits) and v1 pad bits.
  for (const char* slug : {"UyF2MR==", "UyF2MSbOUQ=="}) {
    const Both b = Ask("sudoku-padding-ignored", Decode("sudoku", slug, "strict"));
    EXPECT_EQ(b.reference.rejected().code(), NON_CANONICAL) << slug;
    ASSERT_TRUE(b.mutant.has_decoded()) << slug;
    EXPECT_TRUE(SameAnswer(b.mutant, Answer(Decode("sudoku", slug, "lenient")))) << slug;
  }
  // Missing padding is another canonical check, still made.
  const Both b = Ask("sudoku-padding-ignored", Decode("sudoku", "UyF2MSbOUA", "strict"));
  EXPECT_EQ(b.mutant.rejected().code(), NON_CANONICAL);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, SudokuTransposed) {
  // (2,1) and (6,3) become (1,2) and (3,6).
  Both b = Ask("sudoku-transposed", Decode("sudoku", "UyF2MSbOUA==", "strict"));
  ASSERT_TRUE(b.mutant.has_decoded());
  EXPECT_EQ(ToJson(b.mutant.decoded().sudoku()),
            R"({"format":"sudoku","version":"v1","givens":[{"cell":11,"digit":6},{"cell":33,"digit":4}]})");
  const Request encode =
      EncodeJson("sudoku", "v1", R"({"givens":[{"cell":19,"digit":6},{"cell":57,"digit":4}]})");
  b = Ask("sudoku-transposed", encode);
  EXPECT_EQ(b.reference.slug(), "UyF2MSbOUA==");
  EXPECT_NE(b.mutant.slug(), b.reference.slug());
  EXPECT_FALSE(OpensAs("sudoku", b.mutant.slug(), encode.encode().sudoku()));
  // The diagonal is its own transpose; rejections are untouched.
  for (const char* slug : {"UyF2MaEg", "UyF2MQAg", "UyF2MaIg", "UyF2MQ"}) {
    b = Ask("sudoku-transposed", Decode("sudoku", slug, "strict"));
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << slug;
  }
}

TEST(Mutant, SudokuDuplicateAccepted) {
  // Cell 5 as 1, then as 2 (sudoku/v0/duplicate/conflict): the 2 wins.
  for (const char* profile : {"strict", "lenient"}) {
    const Both b = Ask("sudoku-duplicate-accepted", Decode("sudoku", "UyF2MAUBBQI=", profile));
    EXPECT_EQ(b.reference.rejected().code(), DUPLICATE);
    ASSERT_TRUE(b.mutant.has_decoded()) << profile;
    EXPECT_EQ(ToJson(b.mutant.decoded().sudoku()),
              R"({"format":"sudoku","version":"v0","givens":[{"cell":5,"digit":2}]})");
  }
  // An identical repeat (sudoku/v1/duplicate/identical): strict accepts it too.
  Both b = Ask("sudoku-duplicate-accepted", Decode("sudoku", "UyF2MQohRA==", "strict"));
  EXPECT_EQ(b.reference.rejected().code(), DUPLICATE);
  EXPECT_TRUE(b.mutant.has_decoded());
  // A repeat out of order is still out of order for strict (conflict-unsorted).
  b = Ask("sudoku-duplicate-accepted", Decode("sudoku", "UyF2MRQlCFGA", "strict"));
  EXPECT_EQ(b.mutant.rejected().code(), NON_CANONICAL);
  // No repeat, no difference.
  b = Ask("sudoku-duplicate-accepted", Decode("sudoku", "UyF2MBMGOQQ=", "strict"));
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, SudokuTrailingDataAccepted) {
  // sudoku/v1/trailing/8-spare-bits-zero
  Both b = Ask("sudoku-trailing-data-accepted", Decode("sudoku", "UyF2MQA=", "strict"));
  EXPECT_EQ(b.reference.rejected().code(), TRAILING_DATA);
  EXPECT_TRUE(SameAnswer(b.mutant, Answer(Decode("sudoku", "UyF2MQA=", "lenient"))));
  // Pad bits are another check, still made.
  b = Ask("sudoku-trailing-data-accepted", Decode("sudoku", "UyF2MSbOUQ==", "strict"));
  EXPECT_EQ(b.mutant.rejected().code(), NON_CANONICAL);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, SudokuUrlSafeStrict) {
  // sudoku/transport/url-safe/padded
  Both b = Ask("sudoku-url-safe-strict", Decode("sudoku", "UyF2MRzJHco-V_A=", "strict"));
  EXPECT_EQ(b.reference.rejected().code(), BAD_CHARACTER);
  EXPECT_TRUE(SameAnswer(b.mutant, Answer(Decode("sudoku", "UyF2MRzJHco+V/A=", "strict"))));
  EXPECT_TRUE(b.mutant.has_decoded());
  b = Ask("sudoku-url-safe-strict", Decode("sudoku", "UyF2MRzJHco+V/A=", "strict"));
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
  b = Ask("sudoku-url-safe-strict", Decode("sudoku", "UyF2MRzJHco-V_A=", "lenient"));
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, SudokuUnsortedEncode) {
  const Request unsorted =
      EncodeJson("sudoku", "v1", R"({"givens":[{"cell":57,"digit":4},{"cell":19,"digit":6}]})");
  Both b = Ask("sudoku-unsorted-encode", unsorted);
  EXPECT_EQ(b.reference.slug(), "UyF2MSbOUA==");
  EXPECT_NE(b.mutant.slug(), b.reference.slug());
  EXPECT_TRUE(OpensAs("sudoku", b.mutant.slug(), unsorted.encode().sudoku()));
  b = Ask("sudoku-unsorted-encode",
          EncodeJson("sudoku", "v0", R"({"givens":[{"cell":19,"digit":6},{"cell":57,"digit":4}]})"));
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
  b = Ask("sudoku-unsorted-encode", EncodeJson("sudoku", "v1", R"({"givens":[{"cell":81,"digit":4}]})"));
  EXPECT_EQ(b.mutant.rejected().code(), VALUE_OUT_OF_RANGE);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, PentominoSwappedXY) {
  // The article's v3 board: L at row 0, column 5.
  const std::string v3 = "R88L505U110F412V215Z133I037N040Y246W254X063P766T271R07305274";
  Both b = Ask("pentomino-swapped-xy", Decode("pentomino", v3, "strict"));
  ASSERT_TRUE(b.mutant.has_decoded());
  EXPECT_EQ(b.mutant.decoded().pentomino().pieces(0).x(), 5u);
  EXPECT_EQ(b.mutant.decoded().pentomino().pieces(0).y(), 0u);
  EXPECT_FALSE(FindFormat("pentomino")->SameGame(b.mutant.decoded().pentomino(), b.reference.decoded().pentomino()));
  // Terrain is untouched, and legacy versions are read right.
  EXPECT_TRUE(MessageDifferencer::Equals(b.mutant.decoded().pentomino().terrain(0),
                                         b.reference.decoded().pentomino().terrain(0)));
  b = Ask("pentomino-swapped-xy",
          Decode("pentomino", "8_8TA0_1R00_3R00_4R01_3R01_4P11_6FK2_2XA2_5II3_0W33_6V14_1ZC4_4Y65_7NL6_3UA7_1LL7_5",
                 "strict"));
  EXPECT_TRUE(b.mutant.has_decoded());
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, PentominoWrongCaseBit) {
  // The article's opening board: reflected pieces of colours below 6, and
  // unreflected ones of 6 and more.
  const Response board = Answer(Decode("pentomino", "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166", "strict"));
  ASSERT_TRUE(board.has_decoded());
  const Request encode = Encode("pentomino", "v3.1", board.decoded().pentomino());
  Both b = Ask("pentomino-wrong-case-bit", encode);
  EXPECT_EQ(b.reference.slug(), "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166");
  EXPECT_EQ(b.mutant.slug(), "P88yE00vW05p606NZ20LS23WA26Ub32Ii34TL45Xg50ZI63f675R11166166");
  EXPECT_FALSE(OpensAs("pentomino", b.mutant.slug(), board.decoded().pentomino()));
  // No reflected piece, no colour: nothing to get wrong. Legacy: untouched.
  const Response plain = Answer(Decode("pentomino", "R88F033", "strict"));
  ASSERT_TRUE(plain.has_decoded());
  for (const char* version : {"v3.1", "v3", "v2"}) {
    b = Ask("pentomino-wrong-case-bit", Encode("pentomino", version, plain.decoded().pentomino()));
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << version;
  }
  b = Ask("pentomino-wrong-case-bit", Encode("pentomino", "v2", board.decoded().pentomino()));
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, PentominoTerrainTie) {
  // A column of three blocks: "R" + 3 pairs and "RY" + a group of 5 are both
  // 7 characters; pairs win the tie.
  const Request tie = EncodeJson("pentomino", "v3.1",
                                 R"({"surface":"RECTANGLE","height":8,"width":8,)"
                                 R"("terrain":[{"x":1,"y":2},{"x":3,"y":2},{"x":5,"y":2}]})");
  Both b = Ask("pentomino-terrain-tie", tie);
  EXPECT_EQ(b.reference.slug(), "R88R123252");
  EXPECT_EQ(b.mutant.slug(), "R88RY22135");
  EXPECT_TRUE(OpensAs("pentomino", b.mutant.slug(), tie.encode().pentomino()));
  EXPECT_EQ(Answer(Decode("pentomino", b.mutant.slug(), "strict")).rejected().code(), NON_CANONICAL);
  // The article's terrain: the Z form is shortest, no tie; v3 writes pairs.
  const Response article = Answer(Decode(
      "pentomino", "RbbRZ90012346789a710123789a5201289a33019a140a160a37019a5801289a790123789aaa0123456789a_0y1Iu2Wx3Vz4lT5Pn",
      "strict"));
  ASSERT_TRUE(article.has_decoded());
  for (const char* version : {"v3.1", "v3"}) {
    b = Ask("pentomino-terrain-tie", Encode("pentomino", version, article.decoded().pentomino()));
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << version;
  }
  b = Ask("pentomino-terrain-tie", Encode("pentomino", "v3", tie.encode().pentomino()));
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(Mutant, WrongErrorCodes) {
  Both b = Ask("wrong-error-codes", Decode("sudoku", "UyF2MQ", "strict"));
  EXPECT_EQ(b.reference.rejected().code(), NON_CANONICAL);
  EXPECT_EQ(b.mutant.rejected().code(), BAD_CHARACTER);
  EXPECT_EQ(b.mutant.rejected().offset(), b.reference.rejected().offset());
  for (const char* slug : {"UyF2MQ==", "*yF2MSbOUA=="}) {
    b = Ask("wrong-error-codes", Decode("sudoku", slug, "strict"));
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << slug;
  }
}

TEST(Mutant, LenientNoPercent) {
  Both b = Ask("sudoku-lenient-no-percent", Decode("sudoku", "UyF2MSbOUA%3D%3D", "lenient"));
  EXPECT_TRUE(b.reference.has_decoded());
  EXPECT_EQ(b.mutant.rejected().code(), BAD_CHARACTER);
  EXPECT_EQ(b.mutant.rejected().offset(), 10u);
  b = Ask("pentomino-lenient-no-percent", Decode("pentomino", "R88R03%5F0y", "lenient"));
  EXPECT_TRUE(b.reference.has_decoded());
  EXPECT_TRUE(b.mutant.has_rejected());
  // Other repairs still work, strict is untouched, another format is the
  // reference's, and pentomino v0 slugs (escaped by definition) are read by
  // their own decoder.
  for (const Request& r :
       {Decode("sudoku", "(UyF2MSbOUA==).", "lenient"), Decode("sudoku", "UyF2MSbOUA%3D%3D", "strict")}) {
    b = Ask("sudoku-lenient-no-percent", r);
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << r.decode().slug();
  }
  for (const Request& r : {Decode("sudoku", "UyF2MSbOUA%3D%3D", "lenient"),
                           Decode("pentomino", "('g!%5B('p!'X'~o!0~e!0~x!0~y!0)%5D~h!1~w!1)_", "lenient")}) {
    b = Ask("pentomino-lenient-no-percent", r);
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << r.decode().slug();
  }
}

// A whole session: the mutant names itself and answers through the framing.
TEST(Mutant, ServesASession) {
  const Mutant& m = Named("wrong-error-codes");
  for (const Framing framing : {JSON_LINES, BINARY}) {
    std::string input = R"({"protocolVersion":1,"runner":"test"})"
                        "\n";
    input += EncodeFrame(Decode("sudoku", "UyF2MQ", "strict"), framing);
    std::istringstream in(input);
    std::ostringstream out;
    ASSERT_EQ(ServeSession(in, out, MutantHello(m, framing), FramedAnswers(framing, m.answer)), 0);
    const std::string output = out.str();
    Hello hello;
    std::string error;
    ASSERT_TRUE(FromJson(output.substr(0, output.find('\n')), &hello, &error)) << error;
    EXPECT_EQ(hello.name(), "mutant:wrong-error-codes");
    const Frame f = NextFrame(std::string_view(output).substr(output.find('\n') + 1), framing);
    ASSERT_EQ(f.status, FrameStatus::kFrame);
    Response r;
    ASSERT_TRUE(DecodePayload(f.payload, framing, &r, &error)) << error;
    EXPECT_EQ(r.rejected().code(), BAD_CHARACTER);
  }
}

}  // namespace
}  // namespace slugspec::conformance
