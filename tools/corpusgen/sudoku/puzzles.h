// The puzzles the sudoku vectors are made of: the seed's and upstream's
// examples, evenly spread and full grids, and random puzzles.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_PUZZLES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_PUZZLES_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/sudoku/model.h"

namespace slugspec::corpusgen::sudoku {

// The seed's example slug (notes §1.8), and its puzzle.
constexpr std::string_view kSeedSlug = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";
Givens SeedGivens();

inline const Givens kPair = {{19, 6}, {57, 4}};  // upstream README's example

// n givens spread over the grid, ascending, with every digit in use.
Givens Spread(size_t n);

// A solved grid: all 81 cells, obeying the rules of sudoku.
Givens FullGrid();

// Row-major grid text, '.' for empty, '/' between rows ignored.
Givens FromGrid(std::string_view grid);

// n distinct random cells (partial Fisher-Yates) with random digits, ascending.
Givens RandomPuzzle(SplitMix64* rng, uint32_t n);

// The first of a fixed sequence of random puzzles (2 to 6 givens) whose v1
// slug has `count` of each character of `chars`: for vectors that damage '+'
// and '/'.
Givens PuzzleWhoseSlugHas(std::string_view chars, size_t count = 1);

Givens Append(Givens g, const Givens& more);
Givens Reversed(Givens g);

}  // namespace slugspec::corpusgen::sudoku

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_PUZZLES_H_
