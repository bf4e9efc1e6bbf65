// The shapes of the twelve pieces in their eight orientations, checked
// against the table transcribed from the facts (§10.2).
#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "pentomino/geometry.h"
#include "pentomino/geometry_test_support.h"

namespace slugspec::pentomino {
namespace {

using namespace geometry_test;

// ------------------------------------------------------------ shapes

TEST(PentominoShapes, TableCoversEveryLetterAndOrientationOnce) {
  std::map<std::pair<char, int>, int> seen;
  for (const TableRow& row : ParseOffsetTable()) {
    EXPECT_EQ(row.offsets.size(), 5u) << row.letter;
    for (int o : row.orientations) ++seen[{row.letter, o}];
  }
  EXPECT_EQ(seen.size(), 96u);
  for (const auto& [key, count] : seen) EXPECT_EQ(count, 1) << key.first << " o" << key.second;
}

TEST(PentominoShapes, MatchTheFactsTableInPainterOrder) {
  for (char letter : kLetters) {
    for (int o = 0; o < 8; ++o) {
      const std::optional<Shape> shape = ShapeCells(std::string(1, letter), static_cast<uint32_t>(o % 4), o >= 4);
      ASSERT_TRUE(shape.has_value());
      EXPECT_EQ(Show(ToVector(*shape)), Show(OffsetTable().at({letter, o}))) << letter << " o" << o;
    }
  }
}

TEST(PentominoShapes, FiveDistinctCellsIncludingTheCentre) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    for (int o = 0; o < 8; ++o) {
      const Shape s = *ShapeCells(letter, static_cast<uint32_t>(o % 4), o >= 4);
      std::set<std::pair<int, int>> cells;
      for (const Offset& c : s) cells.insert({c.dx, c.dy});
      EXPECT_EQ(cells.size(), 5u);
      EXPECT_TRUE(cells.count({0, 0})) << kLetters[static_cast<size_t>(letter)] << " o" << o;
    }
  }
}

std::set<std::pair<int, int>> CellSet(const Shape& s) {
  std::set<std::pair<int, int>> out;
  for (const Offset& c : s) out.insert({c.dx, c.dy});
  return out;
}

std::set<std::pair<int, int>> TurnClockwise(const std::set<std::pair<int, int>>& cells) {
  std::set<std::pair<int, int>> out;
  for (const auto& [dx, dy] : cells) out.insert({dy, -dx});
  return out;
}

TEST(PentominoShapes, EachRotationIsOneClockwiseTurnAndFourAreTheIdentity) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    for (bool reflected : {false, true}) {
      const auto start = CellSet(*ShapeCells(letter, 0, reflected));
      auto turned = start;
      for (uint32_t r = 1; r <= 4; ++r) {
        turned = TurnClockwise(turned);
        EXPECT_EQ(turned, CellSet(*ShapeCells(letter, r % 4, reflected)))
            << kLetters[static_cast<size_t>(letter)] << " r" << r << " f" << reflected;
      }
      EXPECT_EQ(turned, start);
    }
  }
}

TEST(PentominoShapes, ReflectionFlipsTheBaseUpsideDown) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    std::set<std::pair<int, int>> flipped;
    for (const auto& [dx, dy] : CellSet(*ShapeCells(letter, 0, false))) flipped.insert({-dx, dy});
    EXPECT_EQ(flipped, CellSet(*ShapeCells(letter, 0, true)));
  }
}

TEST(PentominoShapes, SymmetricLettersHaveTheFactsNumberOfDistinctOrientations) {
  const std::map<char, size_t> distinct = {{'F', 8}, {'I', 2}, {'L', 8}, {'P', 8}, {'N', 8}, {'T', 4},
                                           {'U', 4}, {'V', 4}, {'W', 4}, {'X', 1}, {'Y', 8}, {'Z', 4}};
  for (const TableRow& row : ParseOffsetTable()) {
    // Orientations grouped on one line of the facts are equal...
    for (int o : row.orientations) {
      EXPECT_EQ(ToVector(*ShapeCells(std::string(1, row.letter), static_cast<uint32_t>(o % 4), o >= 4)), row.offsets);
    }
  }
  for (char letter : kLetters) {
    // ...and orientations on different lines differ.
    std::set<std::vector<std::pair<int, int>>> shapes;
    for (int o = 0; o < 8; ++o) {
      const auto cells = CellSet(*ShapeCells(std::string(1, letter), static_cast<uint32_t>(o % 4), o >= 4));
      shapes.insert({cells.begin(), cells.end()});
    }
    EXPECT_EQ(shapes.size(), distinct.at(letter)) << letter;
  }
}

TEST(PentominoShapes, BaseShapeIsOrientationZero) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    const std::string_view base = BaseShape(letter);
    int row = 0, col = 0, centre_row = -1, centre_col = -1;
    std::vector<std::pair<int, int>> cells;
    for (char c : base) {
      if (c == '/') {
        ++row;
        col = 0;
        continue;
      }
      if (c == 'C') centre_row = row, centre_col = col;
      if (c == '#' || c == 'C') cells.push_back({row, col});
      ++col;
    }
    ASSERT_GE(centre_row, 0);
    std::set<std::pair<int, int>> relative;
    for (const auto& [r, c] : cells) relative.insert({r - centre_row, c - centre_col});
    EXPECT_EQ(relative, CellSet(*ShapeCells(letter, 0, false)));
  }
}

TEST(PentominoShapes, OutOfRangeArgumentsGiveNothing) {
  EXPECT_FALSE(ShapeCells("Q", 0, false));
  EXPECT_FALSE(ShapeCells("", 0, false));
  EXPECT_FALSE(ShapeCells("FF", 0, false));
  EXPECT_FALSE(ShapeCells("f", 0, false));
  EXPECT_FALSE(ShapeCells(std::string_view("\0", 1), 0, false));
  EXPECT_FALSE(ShapeCells("F", 4, false));
  EXPECT_FALSE(ShapeCells("F", 0xffffffffu, true));
  EXPECT_FALSE(ShapeCells(-1, 0, false));
  EXPECT_FALSE(ShapeCells(12, 0, false));
  EXPECT_TRUE(ShapeCells("Z", 3, true));
  EXPECT_EQ(BaseShape(12), "");
}

}  // namespace
}  // namespace slugspec::pentomino
