// The compactness table of spec/tetris.md §9, computed: for each board size
// the information-theoretic bounds (W · H bits for occupancy, log2(19 · W ·
// H) bits for a placement) beside the lengths the codec writes, checked
// against the spec's rows and against slugs the encoder actually writes.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "tetris/codec.h"

namespace slugspec::tetris {
namespace {

std::string SpecText() {
  std::ifstream in(SLUGSPEC_SOURCE_DIR "/spec/tetris.md");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// 20736 -> "20,736".
std::string Grouped(size_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// A board of the size with every cell filled, as the encoder writes it.
std::string FullOccupancySlug(int width, int height) {
  Puzzle p;
  Board* b = p.mutable_board();
  b->set_width(static_cast<uint32_t>(width));
  b->set_height(static_cast<uint32_t>(height));
  for (int r = 0; r < height; ++r) {
    for (int c = 0; c < width; ++c) {
      Cell* cell = b->add_filled();
      cell->set_column(static_cast<uint32_t>(c));
      cell->set_row(static_cast<uint32_t>(r));
    }
  }
  std::string slug;
  EXPECT_TRUE(Encode(p, &slug).ok());
  return slug;
}

struct Row {
  int width, height;
};
constexpr Row kRows[] = {{10, 10}, {64, 72}, {128, 144}, {144, 144}, {192, 216}, {216, 216}};

TEST(TetrisCompactness, TheSpecsTableHasTheComputedFigures) {
  const std::string spec = SpecText();
  ASSERT_FALSE(spec.empty());
  for (const Row& r : kRows) {
    const size_t bits = static_cast<size_t>(r.width) * static_cast<size_t>(r.height);
    const std::string slug = FullOccupancySlug(r.width, r.height);
    const size_t header = ("tet1o_" + std::to_string(r.width) + "x" + std::to_string(r.height) + "_").size();
    const size_t chars = slug.size() - header;
    EXPECT_EQ(chars, (bits + 5) / 6);
    EXPECT_LT(chars * 6 - bits, 6u) << "at most 5 pad bits";
    const double placement_bound = std::log2(19.0 * static_cast<double>(bits));
    const int placement_bits = PlacementBits(r.width, r.height);
    // b is never below the bound, and above it by less than the powers of
    // two that 19, W and H fall short of: (5 - log2 19) + 1 + 1.
    EXPECT_GE(placement_bits, placement_bound);
    EXPECT_LT(placement_bits - placement_bound, 5 - std::log2(19.0) + 2);
    char bound[32];
    std::snprintf(bound, sizeof bound, "%.2f", placement_bound);
    const std::string row = "| " + std::to_string(r.width) + " × " + std::to_string(r.height) + " | " + Grouped(bits) +
                            " bits | " + Grouped(chars) + " chars, " + Grouped(chars * 6) + " bits | " + bound +
                            " bits | " + std::to_string(placement_bits) + " bits |";
    EXPECT_NE(spec.find(row), std::string::npos) << "spec/tetris.md §9 should have the row\n" << row;
  }
}

// The longest slug of §4: a 216 x 216 board tiled by 11,664 O pieces.
TEST(TetrisCompactness, TheLongestSlugFitsTheInputLimit) {
  const Puzzle p = LongestSlugBoard();
  const Board* b = &p.board();
  ASSERT_EQ(b->placements().placed_size(), 11664);
  std::string slug;
  ASSERT_TRUE(Encode(p, &slug).ok());
  EXPECT_EQ(slug.size(), 14u + 40824u);
  EXPECT_LE(slug.size(), kMaxInputSize);
  Puzzle back;
  ASSERT_TRUE(Decode(slug, Profile::kStrict, &back).ok());
  EXPECT_EQ(back.board().filled_size(), kMaxSide * kMaxSide);
}

}  // namespace
}  // namespace slugspec::tetris
