#include "corpusgen/sudoku/puzzles.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

Givens SeedGivens() {
  return FromGrid("..3....21/4.19...5./2..4.5.../....61..8/..28591../5..73..../...5.8..7/.7...26.5/34....9..");
}

Givens Spread(size_t n) {
  Givens g;
  for (size_t i = 0; i < n; ++i) {
    const auto cell = static_cast<uint32_t>(i * 81 / n);
    g.push_back({cell, 1 + (cell + 2 * static_cast<uint32_t>(i)) % 9});
  }
  return g;
}

Givens FullGrid() {
  Givens g;
  for (uint32_t cell = 0; cell < 81; ++cell) {
    const uint32_t r = cell / 9, c = cell % 9;
    g.push_back({cell, (r * 3 + r / 3 + c) % 9 + 1});
  }
  return g;
}

Givens FromGrid(std::string_view grid) {
  Givens g;
  uint32_t cell = 0;
  for (char ch : grid) {
    if (ch == '/' || ch == ' ') continue;
    if (ch != '.') g.push_back({cell, static_cast<uint32_t>(ch - '0')});
    ++cell;
  }
  if (cell != 81) Die("grid is not 81 cells");
  return g;
}

Givens RandomPuzzle(SplitMix64* rng, uint32_t n) {
  std::array<uint32_t, 81> cells{};
  for (uint32_t i = 0; i < 81; ++i) cells[i] = i;
  Givens g;
  for (uint32_t i = 0; i < n; ++i) {
    std::swap(cells[i], cells[i + rng->Below(81 - i)]);
    g.push_back({cells[i], 1 + rng->Below(9u)});
  }
  return Sorted(g);
}

Givens PuzzleWhoseSlugHas(std::string_view chars, size_t count) {
  SplitMix64 rng(0x2b2f);
  for (int attempt = 0; attempt < 100000; ++attempt) {
    const Givens g = RandomPuzzle(&rng, 2 + rng.Below(5));
    const std::string s = V1(g);
    bool all = true;
    for (char c : chars) all = all && static_cast<size_t>(std::count(s.begin(), s.end(), c)) >= count;
    if (all) return g;
  }
  Die("no puzzle found");
}

Givens Append(Givens g, const Givens& more) {
  g.insert(g.end(), more.begin(), more.end());
  return g;
}

Givens Reversed(Givens g) {
  std::reverse(g.begin(), g.end());
  return g;
}

}  // namespace slugspec::corpusgen::sudoku
