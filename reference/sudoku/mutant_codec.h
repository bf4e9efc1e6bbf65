// A second sudoku decoder and encoder (spec/sudoku.md), written as a third
// party might write them, with a switch for each bug that a sudoku mutant
// seeds. With every switch off it answers exactly as the reference does
// (conformance/testees/mutant_testee_test checks so on the whole corpus): the mutants differ from
// the reference by their one bug, not by a second, accidental one.
//
// The layers no mutant touches (transport, base64 validation, header) are
// the reference's own; the payload layer (§6, §7) is written here.
#ifndef SLUGSPEC_SUDOKU_MUTANT_CODEC_H_
#define SLUGSPEC_SUDOKU_MUTANT_CODEC_H_

#include <string>
#include <string_view>
#include <vector>

#include "common/profile.h"
#include "common/status.h"
#include "kit/format_kit.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku {

struct SudokuQuirks {
  // v1: the tuple loop runs while more than 11 bits remain ('>' for '>='):
  // the last tuple of an 11n-bit payload (8, 16, ..., 80 givens) is never
  // read, as in upstream's decoder of 4-5 August 2021.
  bool loop_one_short = false;
  // No DUPLICATE check: a cell given again overwrites the digit, in place.
  bool last_given_wins = false;
  // Strict: the discarded bits of the last base64 character ([SUD-B6]) and
  // the v1 pad bits ([SUD-V1-7]) are not looked at.
  bool ignore_unused_bits = false;
  // Strict: a spare byte after the v1 pad bits ([SUD-V1-8]) passes.
  bool ignore_trailing_data = false;
  // Strict: '-' and '_' are read as '+' and '/' (a base64 decoder that takes
  // both alphabets).
  bool url_safe_alphabet = false;
};

// Decodes as sudoku::Decode does, but for the quirks.
Status DecodeSudoku(std::string_view slug, Profile profile, const SudokuQuirks& quirks, sudoku::Puzzle* out);

// Encodes as the sudoku format's Encode does, but writes the givens in the model's
// order instead of sorting them by cell.
Status EncodeSudokuInModelOrder(const sudoku::Puzzle& puzzle, std::string_view version, std::string* slug);

// The sudoku mutants of the format's kit (kit/format_kit.h), over this
// codec and the reference (mutants.cc).
std::vector<FormatMutant> Mutants();

}  // namespace slugspec::sudoku

#endif  // SLUGSPEC_SUDOKU_MUTANT_CODEC_H_
