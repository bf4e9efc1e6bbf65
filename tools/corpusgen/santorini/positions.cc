#include "corpusgen/santorini/positions.h"

#include <algorithm>
#include <utility>

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::santorini {

Position PostPosition() { return MakePosition(0, {6, 14}, {1, 12}, "02001/02020/02222/00240/00000"); }

Position MakePosition(uint32_t turn, std::array<uint32_t, 2> one, std::array<uint32_t, 2> two, std::string_view grid) {
  Position p{.turn = turn, .one = one, .two = two};
  uint32_t square = 0;
  for (char ch : grid) {
    if (ch == '/' || ch == ' ') continue;
    if (square >= kSquares || ch < '0' || ch > '4') Die("a grid is 25 heights 0 to 4");
    p.heights[square++] = static_cast<uint32_t>(ch - '0');
  }
  if (square != kSquares) Die("a grid is 25 heights 0 to 4");
  return p;
}

// Buildings go on squares 0, 7, 14, 21, 3, ... (7i mod 25: every square
// once), with heights 1, 2, 3, 4 in turn; the workers stand on the squares
// of buildings 0, 1, 4 and 5 (heights 1, 2, 1, 2 once built).
Position WithBuildings(size_t n) {
  if (n > kSquares) Die("at most 25 buildings");
  Position p{.one = {0, 7}, .two = {3, 10}};
  for (size_t i = 0; i < n; ++i) p.heights[7 * i % kSquares] = static_cast<uint32_t>(i % 4 + 1);
  return p;
}

Position Shops(size_t n) {
  if (n > kSquares) Die("at most 25 buildings");
  Position p{.one = {0, 1}, .two = {2, 3}};
  for (size_t i = 0; i < n; ++i) p.heights[i] = kShop;
  return p;
}

// Four distinct worker squares, then n distinct squares to build on (partial
// Fisher-Yates each); a worker's square gets a shop or a home, any other
// square any height.
Position RandomPosition(SplitMix64* rng, uint32_t n) {
  std::array<uint32_t, kSquares> squares{};
  for (uint32_t i = 0; i < kSquares; ++i) squares[i] = i;
  for (uint32_t i = 0; i < 4; ++i) std::swap(squares[i], squares[i + rng->Below(kSquares - i)]);
  Position p;
  p.turn = rng->Below(2u);
  p.one = {std::min(squares[0], squares[1]), std::max(squares[0], squares[1])};
  p.two = {std::min(squares[2], squares[3]), std::max(squares[2], squares[3])};
  std::array<bool, kSquares> worker{};
  for (uint32_t i = 0; i < 4; ++i) worker[squares[i]] = true;
  for (uint32_t i = 0; i < kSquares; ++i) squares[i] = i;
  for (uint32_t i = 0; i < n; ++i) {
    std::swap(squares[i], squares[i + rng->Below(kSquares - i)]);
    p.heights[squares[i]] = worker[squares[i]] ? 1 + rng->Below(2u) : 1 + rng->Below(4u);
  }
  return p;
}

}  // namespace slugspec::corpusgen::santorini
