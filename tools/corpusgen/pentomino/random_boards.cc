#include "corpusgen/pentomino/random_boards.h"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <set>
#include <utility>

#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/boards.h"

namespace slugspec::corpusgen::pentomino {
namespace {

// A side of 1..16, and now and then of 1..61.
int RandomSide(SplitMix64* rng) { return rng->Below(6) == 0 ? rng->Range(1, 61) : rng->Range(1, 16); }

}  // namespace

std::vector<Cell> RandomTerrain(SplitMix64* rng, int h, int w, int max_cells) {
  std::set<Cell> cells;
  const int n = rng->Below(max_cells + 1);
  const int style = rng->Below(4);
  for (int i = 0; i < n; ++i) {
    int x = rng->Below(h), y = rng->Below(w);
    if (style == 1 && !cells.empty()) {  // grow along a row
      const Cell last = *std::next(cells.begin(), rng->Below(static_cast<int>(cells.size())));
      x = last.x;
    } else if (style == 2 && !cells.empty()) {  // grow along a column
      const Cell last = *std::next(cells.begin(), rng->Below(static_cast<int>(cells.size())));
      y = last.y;
    }
    cells.insert({x, y});
  }
  return {cells.begin(), cells.end()};
}

Board RandomBoard(SplitMix64* rng, std::string_view version) {
  const bool legacy = version != "v3" && version != "v3.1";
  // One draw per statement (argument evaluation order is unspecified).
  const char surface = legacy ? 'R' : kSurfaces[static_cast<size_t>(rng->Below(7))];
  const int height = RandomSide(rng);
  const int width = RandomSide(rng);
  Board b = MakeBoard(surface, height, width);
  std::set<std::pair<int, int>> used;
  const int n = rng->Below(rng->Below(4) == 0 ? 25 : 13);
  for (int i = 0; i < n; ++i) {
    const int x = rng->Below(b.h), y = rng->Below(b.w);
    if (!used.insert({x, y}).second) continue;
    const int o = rng->Below(8);
    b.pieces.push_back({kLetters[static_cast<size_t>(rng->Below(12))], x, y, o % 4, o >= 4});
  }
  for (const Cell& t : RandomTerrain(rng, b.h, b.w, rng->Below(3) == 0 ? 40 : 10)) {
    if (used.insert({t.x, t.y}).second) b.terrain.push_back(t);
  }
  const int max_colour = version == "v1.5" || version == "v2" ? 5 : legacy ? 0 : 11;
  if (max_colour > 0 && rng->Below(4) != 0) {
    for (int& c : b.color) c = rng->Below(3) == 0 ? 0 : rng->Range(1, max_colour);
  }
  // Model order: pieces by row, then column (a canonical slug's order).
  std::stable_sort(b.pieces.begin(), b.pieces.end(),
                   [](const Piece& a, const Piece& c) { return a.x != c.x ? a.x < c.x : a.y < c.y; });
  return b;
}

}  // namespace slugspec::corpusgen::pentomino
