#include "corpusgen/tetris/shapes.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/tetris/model.h"

namespace slugspec::corpusgen::tetris {
namespace {

// §2's table, as printed: rows top to bottom, anchor column, bottom width.
constexpr Shape kShapes[kOrientations + 1] = {
    {{"....", "....", "....", "...."}, 0, 0},  // no code 0
    {{"....", "....", "##..", "##.."}, 0, 2},  // 1 O
    {{"....", "....", "##..", ".##."}, 1, 2},  // 2 Z0
    {{"....", ".#..", "##..", "#..."}, 0, 1},  // 3 Z1
    {{"#...", "#...", "#...", "#..."}, 0, 1},  // 4 I0
    {{"....", "....", "....", "####"}, 0, 4},  // 5 I1
    {{"....", "....", ".##.", "##.."}, 0, 2},  // 6 S0
    {{"....", "#...", "##..", ".#.."}, 1, 1},  // 7 S1
    {{"....", "#...", "#...", "##.."}, 0, 2},  // 8 L0
    {{"....", "....", "..#.", "###."}, 0, 3},  // 9 L1
    {{"....", "##..", ".#..", ".#.."}, 1, 1},  // 10 L2
    {{"....", "....", "###.", "#..."}, 0, 1},  // 11 L3
    {{"....", ".#..", ".#..", "##.."}, 0, 2},  // 12 J0
    {{"....", "....", "###.", "..#."}, 2, 1},  // 13 J1
    {{"....", "##..", "#...", "#..."}, 0, 1},  // 14 J2
    {{"....", "....", "#...", "###."}, 0, 3},  // 15 J3
    {{"....", "....", ".#..", "###."}, 0, 3},  // 16 T0
    {{"....", ".#..", "##..", ".#.."}, 1, 1},  // 17 T1
    {{"....", "....", "###.", ".#.."}, 1, 1},  // 18 T2
    {{"....", "#...", "##..", "#..."}, 0, 1},  // 19 T3
};

// The masks the table prints, to check the drawings against.
constexpr uint32_t kPrintedMasks[kOrientations + 1] = {0,      0x00cc, 0x00c6, 0x04c8, 0x8888, 0x000f, 0x006c,
                                                       0x08c4, 0x088c, 0x002e, 0x0c44, 0x00e8, 0x044c, 0x00e2,
                                                       0x0c88, 0x008e, 0x004e, 0x04c4, 0x00e4, 0x08c8};

// A 4 x 4 array as the article indexes it, [row][column].
using Array = std::array<std::array<bool, 4>, 4>;

Array ArrayOf(uint32_t code) {
  Array a{};
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) a[r][c] = ShapeOf(code).rows[r][c] == '#';
  }
  return a;
}

// "Re-aligning it to the bottom left (empty bottom rows moved to the top,
// then empty left columns removed and the rows padded on the right)".
Array Realign(Array a) {
  const auto row_empty = [&](int r) { return std::none_of(a[r].begin(), a[r].end(), [](bool b) { return b; }); };
  const auto column_empty = [&](int c) {
    return std::none_of(a.begin(), a.end(), [&](const std::array<bool, 4>& row) { return row[c]; });
  };
  for (int n = 0; n < 4 && row_empty(3); ++n) std::rotate(a.begin(), a.begin() + 3, a.end());
  for (int n = 0; n < 4 && column_empty(0); ++n) {
    for (auto& row : a) std::rotate(row.begin(), row.begin() + 1, row.end());
  }
  return a;
}

// new[3 - x][y] = old[y][x]: a quarter turn counter-clockwise as the screen shows it.
Array TurnCounterClockwise(const Array& old) {
  Array turned{};
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 4; ++x) turned[3 - x][y] = old[y][x];
  }
  return turned;
}

// The inverse turn, production's direction.
Array TurnClockwise(const Array& old) {
  Array turned{};
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 4; ++x) turned[x][3 - y] = old[y][x];
  }
  return turned;
}

uint32_t MaskOfArray(const Array& a) {
  uint32_t mask = 0;
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) mask = mask << 1 | (a[r][c] ? 1u : 0u);
  }
  return mask;
}

}  // namespace

const Shape& ShapeOf(uint32_t code) {
  if (code < 1 || code > kOrientations) Die("no orientation code " + std::to_string(code));
  return kShapes[code];
}

std::vector<Spot> PlacedSpots(uint32_t code, uint32_t x, uint32_t y) {
  const Shape& s = ShapeOf(code);
  std::vector<Spot> spots;
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      if (s.rows[j][i] != '#') continue;
      spots.push_back({static_cast<int>(x) + i - static_cast<int>(s.anchor_column), static_cast<int>(y) + j - 3});
    }
  }
  return spots;
}

uint32_t MaskOf(uint32_t code) { return MaskOfArray(ArrayOf(code)); }

std::string MaskHex(uint32_t mask) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%04x", mask & 0xffffu);
  return buf;
}

void CheckOrientationTable() {
  std::set<uint32_t> all;
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    const std::string name(OrientationName(code));
    const Shape& s = ShapeOf(code);
    if (MaskOf(code) != kPrintedMasks[code]) Die(name + ": the drawing's mask is " + MaskHex(MaskOf(code)));
    if (MaskOfArray(Realign(ArrayOf(code))) != MaskOf(code)) Die(name + " is not aligned to the bottom left");
    const std::string_view bottom = s.rows[3];
    const size_t first = bottom.find('#'), last = bottom.rfind('#');
    if (first != s.anchor_column || last - first + 1 != s.bottom_width) Die(name + ": anchor or width");
    all.insert(MaskOf(code));
  }
  if (all.size() != kOrientations) Die("the table repeats a mask");
  // The article's order: each tetromino's base array, then its new turns.
  std::vector<uint32_t> kept;
  for (const uint32_t base : {1u, 2u, 4u, 6u, 8u, 12u, 16u}) {  // O, Z0, I0, S0, L0, J0, T0
    Array a = ArrayOf(base);
    std::vector<uint32_t> own = {MaskOfArray(a)};
    for (int turn = 0; turn < 4; ++turn) {
      a = Realign(TurnCounterClockwise(a));
      if (std::find(own.begin(), own.end(), MaskOfArray(a)) == own.end()) own.push_back(MaskOfArray(a));
    }
    kept.insert(kept.end(), own.begin(), own.end());
  }
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    if (kept.size() != kOrientations || kept[code - 1] != MaskOf(code)) {
      Die("turning the base arrays counter-clockwise does not give the table's order at code " + std::to_string(code));
    }
  }
  // Production turns clockwise: from any orientation, the same 19 masks.
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    if (!all.contains(MaskOfArray(Realign(TurnClockwise(ArrayOf(code)))))) {
      Die(std::string(OrientationName(code)) + " turned clockwise is none of the 19");
    }
  }
}

}  // namespace slugspec::corpusgen::tetris
