// Each sudoku mutant (mutants.cc) on concrete inputs, most from
// corpus/sudoku: where it differs from the reference in the way its bug
// says, and where it answers exactly as the reference does.
#include <string>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "kit/mutant_test_support.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku {
namespace {

using google::protobuf::util::MessageDifferencer;
using namespace mutant_test;

const FormatKit& Kit() { return *FindKit("sudoku"); }
Both Ask(std::string_view mutant, std::string_view slug, Profile profile) {
  return AskDecode(Kit(), mutant, slug, profile);
}
Both AskEncode(std::string_view mutant, const std::string& json, std::string_view version) {
  return mutant_test::AskEncode(Kit(), mutant, *ModelFromJson(Kit(), json), version);
}
Answer Reference(std::string_view slug, Profile profile) { return mutant_test::Decode(Kit(), nullptr, slug, profile); }
constexpr Profile kStrictAndLenient[] = {Profile::kStrict, Profile::kLenient};

TEST(SudokuMutant, CountOffByOne) {
  // 8 givens: 88 payload bits, no pad bits (sudoku/v1/valid/count-8).
  Both b = Ask("sudoku-count-off-by-one", "UyF2MQAikKOeFQjJ3gxk", Profile::kLenient);
  ASSERT_EQ(b.reference.as<Puzzle>().givens_size(), 8);
  ASSERT_EQ(b.mutant.as<Puzzle>().givens_size(), 7);
  for (int i = 0; i < 7; ++i) {
    EXPECT_TRUE(MessageDifferencer::Equals(b.mutant.as<Puzzle>().givens(i), b.reference.as<Puzzle>().givens(i)));
  }
  b = Ask("sudoku-count-off-by-one", "UyF2MQAikKOeFQjJ3gxk", Profile::kStrict);
  EXPECT_TRUE(b.reference.ok());
  EXPECT_FALSE(b.mutant.ok());  // the unread tuple looks like spare bits
  // 31 givens (the seed): 341 bits and 3 pad bits, read right.
  for (const Profile profile : kStrictAndLenient) {
    b = Ask("sudoku-count-off-by-one", "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=", profile);
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << ProfileName(profile);
  }
}

TEST(SudokuMutant, PaddingIgnored) {
  // Discarded base64 bits (sudoku/spec-example/discarded-bits) and v1 pad bits.
  for (const char* slug : {"UyF2MR==", "UyF2MSbOUQ=="}) {
    const Both b = Ask("sudoku-padding-ignored", slug, Profile::kStrict);
    EXPECT_EQ(b.reference.code(), NON_CANONICAL) << slug;
    ASSERT_TRUE(b.mutant.ok()) << slug;
    EXPECT_TRUE(SameAnswer(b.mutant, Reference(slug, Profile::kLenient))) << slug;
  }
  // Missing padding is another canonical check, still made.
  const Both b = Ask("sudoku-padding-ignored", "UyF2MSbOUA", Profile::kStrict);
  EXPECT_EQ(b.mutant.code(), NON_CANONICAL);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(SudokuMutant, Transposed) {
  // (2,1) and (6,3) become (1,2) and (3,6).
  const Both decoded = Ask("sudoku-transposed", "UyF2MSbOUA==", Profile::kStrict);
  ASSERT_TRUE(decoded.mutant.ok());
  EXPECT_EQ(ToJson(*decoded.mutant.model),
            R"({"format":"sudoku","version":"v1","givens":[{"cell":11,"digit":6},{"cell":33,"digit":4}]})");
  const std::string json = R"({"givens":[{"cell":19,"digit":6},{"cell":57,"digit":4}]})";
  const Both b = AskEncode("sudoku-transposed", json, "v1");
  EXPECT_EQ(b.reference.slug, "UyF2MSbOUA==");
  EXPECT_NE(b.mutant.slug, b.reference.slug);
  EXPECT_FALSE(OpensAs(Kit(), b.mutant.slug, *ModelFromJson(Kit(), json)));
  // The diagonal is its own transpose; rejections are untouched.
  for (const char* slug : {"UyF2MaEg", "UyF2MQAg", "UyF2MaIg", "UyF2MQ"}) {
    const Both same = Ask("sudoku-transposed", slug, Profile::kStrict);
    EXPECT_TRUE(SameAnswer(same.mutant, same.reference)) << slug;
  }
}

TEST(SudokuMutant, DuplicateAccepted) {
  // Cell 5 as 1, then as 2 (sudoku/v0/duplicate/conflict): the 2 wins.
  for (const Profile profile : kStrictAndLenient) {
    const Both b = Ask("sudoku-duplicate-accepted", "UyF2MAUBBQI=", profile);
    EXPECT_EQ(b.reference.code(), DUPLICATE);
    ASSERT_TRUE(b.mutant.ok()) << ProfileName(profile);
    EXPECT_EQ(ToJson(*b.mutant.model), R"({"format":"sudoku","version":"v0","givens":[{"cell":5,"digit":2}]})");
  }
  // An identical repeat (sudoku/v1/duplicate/identical): strict accepts it too.
  Both b = Ask("sudoku-duplicate-accepted", "UyF2MQohRA==", Profile::kStrict);
  EXPECT_EQ(b.reference.code(), DUPLICATE);
  EXPECT_TRUE(b.mutant.ok());
  // A repeat out of order is still out of order for strict (conflict-unsorted).
  b = Ask("sudoku-duplicate-accepted", "UyF2MRQlCFGA", Profile::kStrict);
  EXPECT_EQ(b.mutant.code(), NON_CANONICAL);
  // No repeat, no difference.
  b = Ask("sudoku-duplicate-accepted", "UyF2MBMGOQQ=", Profile::kStrict);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(SudokuMutant, TrailingDataAccepted) {
  // sudoku/v1/trailing/8-spare-bits-zero
  Both b = Ask("sudoku-trailing-data-accepted", "UyF2MQA=", Profile::kStrict);
  EXPECT_EQ(b.reference.code(), TRAILING_DATA);
  EXPECT_TRUE(SameAnswer(b.mutant, Reference("UyF2MQA=", Profile::kLenient)));
  // Pad bits are another check, still made.
  b = Ask("sudoku-trailing-data-accepted", "UyF2MSbOUQ==", Profile::kStrict);
  EXPECT_EQ(b.mutant.code(), NON_CANONICAL);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(SudokuMutant, UrlSafeStrict) {
  // sudoku/transport/url-safe/padded
  Both b = Ask("sudoku-url-safe-strict", "UyF2MRzJHco-V_A=", Profile::kStrict);
  EXPECT_EQ(b.reference.code(), BAD_CHARACTER);
  EXPECT_TRUE(SameAnswer(b.mutant, Reference("UyF2MRzJHco+V/A=", Profile::kStrict)));
  EXPECT_TRUE(b.mutant.ok());
  b = Ask("sudoku-url-safe-strict", "UyF2MRzJHco+V/A=", Profile::kStrict);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
  b = Ask("sudoku-url-safe-strict", "UyF2MRzJHco-V_A=", Profile::kLenient);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(SudokuMutant, UnsortedEncode) {
  const std::string unsorted = R"({"givens":[{"cell":57,"digit":4},{"cell":19,"digit":6}]})";
  Both b = AskEncode("sudoku-unsorted-encode", unsorted, "v1");
  EXPECT_EQ(b.reference.slug, "UyF2MSbOUA==");
  EXPECT_NE(b.mutant.slug, b.reference.slug);
  EXPECT_TRUE(OpensAs(Kit(), b.mutant.slug, *ModelFromJson(Kit(), unsorted)));
  b = AskEncode("sudoku-unsorted-encode", R"({"givens":[{"cell":19,"digit":6},{"cell":57,"digit":4}]})", "v0");
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
  b = AskEncode("sudoku-unsorted-encode", R"({"givens":[{"cell":81,"digit":4}]})", "v1");
  EXPECT_EQ(b.mutant.code(), VALUE_OUT_OF_RANGE);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

TEST(SudokuMutant, LenientNoPercent) {
  Both b = Ask("sudoku-lenient-no-percent", "UyF2MSbOUA%3D%3D", Profile::kLenient);
  EXPECT_TRUE(b.reference.ok());
  EXPECT_EQ(b.mutant.code(), BAD_CHARACTER);
  EXPECT_EQ(b.mutant.status.offset(), 10u);
  // Other repairs still work, and strict is untouched.
  b = Ask("sudoku-lenient-no-percent", "(UyF2MSbOUA==).", Profile::kLenient);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
  b = Ask("sudoku-lenient-no-percent", "UyF2MSbOUA%3D%3D", Profile::kStrict);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference));
}

}  // namespace
}  // namespace slugspec::sudoku
