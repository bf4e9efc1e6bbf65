// GivenCollector: the sudoku model's rules (spec/sudoku.md [SUD-E1] and the
// decoders' V0-2..6, V1-2..6), written once. Decoders hand it each given as
// they read it, with the offsets of its cell and digit; CheckModel hands it
// the model's givens, with their index as offset. Both see the same codes in
// the same order: a cell outside 0..80, then a digit outside 1..9, then a
// cell given twice.
#ifndef SLUGSPEC_SUDOKU_GIVEN_RULES_H_
#define SLUGSPEC_SUDOKU_GIVEN_RULES_H_

#include <array>
#include <cstdint>

#include "common/status.h"
#include "sudoku/codec.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {

class GivenCollector {
 public:
  // Givens that pass go to `out` (null: only checked).
  explicit GivenCollector(Puzzle* out, const Quirks& quirks = {}) : out_(out), quirks_(quirks) {}

  // A given that breaks a rule is an error. What is only not canonical (an
  // identical repeat, which is then dropped; a cell below the last one) is
  // noted in `findings` for strict decoding. With no findings (CheckModel),
  // a repeat is DUPLICATE (a model lists each cell once) and any order is
  // fine (the encoder sorts).
  Status Add(uint32_t cell, uint32_t digit, uint32_t cell_offset, uint32_t digit_offset, CanonicalFindings* findings);

 private:
  Puzzle* out_;
  Quirks quirks_;  // a copy: a default argument is a temporary
  std::array<uint8_t, kCells> digit_at_{};
  int last_cell_ = -1;
};

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_SUDOKU_GIVEN_RULES_H_
