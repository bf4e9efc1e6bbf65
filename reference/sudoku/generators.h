// Generated sudoku puzzles (spec/sudoku.md), for properties and conformance cases.
#ifndef SLUGSPEC_SUDOKU_GENERATORS_H_
#define SLUGSPEC_SUDOKU_GENERATORS_H_

#include <string>

#include <rapidcheck.h>

#include "sudoku/sudoku.h"

namespace slugspec::generators {

// A puzzle in canonical form (givens in cell order, no format or version):
// every cell independently given with a density drawn per puzzle. Shrinks
// towards fewer givens and smaller digits.
rc::Gen<sudoku::Puzzle> GenPuzzle();
rc::Gen<sudoku::Version> GenSudokuVersion();

// A canonical slug of any version with random edits in the characters that
// matter to sudoku decoders.
rc::Gen<std::string> GenCorruptedSudokuSlug();
// The edit characters: the base64 alphabet, padding, and what lenient
// decoders treat specially.
extern const char kSudokuEditChars[];

}  // namespace slugspec::generators

#endif  // SLUGSPEC_SUDOKU_GENERATORS_H_
