// The sudoku kit's generator (kit/format_kit.h): puzzles of every density,
// from none to a full grid, drawing from a Draw.
#ifndef SLUGSPEC_SUDOKU_GENERATORS_H_
#define SLUGSPEC_SUDOKU_GENERATORS_H_

#include "kit/draw.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku {

// A puzzle in canonical form (givens by ascending cell), without format and
// version: a density, then for each cell whether it is given and its digit.
Puzzle GeneratePuzzle(Draw& draw);

// What random edits of a sudoku slug draw from: the base64 alphabets, padding,
// what transit brings in (space, escapes, line breaks, quotes).
inline constexpr char kEditChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/= %-_\t\n.()\"'";

}  // namespace slugspec::sudoku

#endif  // SLUGSPEC_SUDOKU_GENERATORS_H_
