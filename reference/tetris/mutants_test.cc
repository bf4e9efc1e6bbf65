// Each tetris mutant (mutants.cc) on concrete inputs: where it differs from
// the reference in the way its bug says.
#include <string>

#include <gtest/gtest.h>

#include "kit/mutant_test_support.h"
#include "tetris/tetris.h"

namespace slugspec::tetris {
namespace {

using namespace mutant_test;

const FormatKit& Kit() { return *FindKit("tetris"); }

// The first row of the article's program (spec/tetris.md §4.3).
constexpr char kFirstRow[] = "tet1h_10x10_IEmGWHJlkzy";

TEST(TetrisMutant, RowsFromBottomOpensTheBoardUpsideDown) {
  for (const char* slug : {kFirstRow, "tet1o_10x10_AAAAAAAAAAgCILv_4"}) {
    const Both b = AskDecode(Kit(), "tetris-rows-from-bottom", slug, Profile::kStrict);
    ASSERT_TRUE(b.reference.ok()) << slug;
    EXPECT_FALSE(SameAnswer(b.mutant, b.reference)) << slug;
  }
}

TEST(TetrisMutant, AnchorLeftmostCellMovesZ0) {
  // Z0 (anchor column 1) anchored at (1, 9): the mutant puts its bottom row
  // at columns 2 and 3.
  Puzzle p;
  p.set_format("tetris");
  Board* board = p.mutable_board();
  board->set_width(4);
  board->set_height(4);
  Placement* z = board->mutable_placements()->add_placed();
  z->set_orientation(Z0);
  z->set_column(1);
  z->set_row(3);
  std::string slug;
  ASSERT_TRUE(Encode(p, &slug).ok());
  const Both b = AskDecode(Kit(), "tetris-anchor-leftmost-cell", slug, Profile::kStrict);
  ASSERT_TRUE(b.reference.ok());
  EXPECT_FALSE(SameAnswer(b.mutant, b.reference));
  // I0 has its anchor in column 0: both agree.
  z->set_orientation(I0);
  ASSERT_TRUE(Encode(p, &slug).ok());
  const Both i = AskDecode(Kit(), "tetris-anchor-leftmost-cell", slug, Profile::kStrict);
  EXPECT_TRUE(SameAnswer(i.mutant, i.reference));
}

TEST(TetrisMutant, PadBitsIgnoredOpensANonZeroPadBit) {
  const Both b = AskDecode(Kit(), "tetris-pad-bits-ignored", "tet1h_10x10_IEmGWHJlkzz", Profile::kStrict);
  EXPECT_EQ(b.reference.code(), VALUE_OUT_OF_RANGE);
  EXPECT_TRUE(b.mutant.ok());
}

TEST(TetrisMutant, LenientNoPercent) {
  const Both b = AskDecode(Kit(), "tetris-lenient-no-percent", "tet1p%5F004e", Profile::kLenient);
  ASSERT_TRUE(b.reference.ok());
  EXPECT_EQ(b.mutant.code(), BAD_CHARACTER);
}

}  // namespace
}  // namespace slugspec::tetris
