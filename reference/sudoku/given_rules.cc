#include "sudoku/given_rules.h"

#include <string>

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {

Status GivenCollector::Add(uint32_t cell, uint32_t digit, uint32_t cell_offset, uint32_t digit_offset,
                           CanonicalFindings* findings) {
  if (cell >= kCells) {
    return Status(VALUE_OUT_OF_RANGE, cell_offset, "cell " + std::to_string(cell) + " is outside 0..80");
  }
  if (digit < 1 || digit > 9) {
    return Status(VALUE_OUT_OF_RANGE, digit_offset, "digit " + std::to_string(digit) + " is outside 1..9");
  }
  if (quirks_.last_given_wins && digit_at_[cell] != 0 && out_ != nullptr) {
    // The seeded bug: no look at repeats; the later digit replaces the
    // earlier one in place, and the order check sees every given.
    if (findings != nullptr && static_cast<int>(cell) < last_cell_) {
      findings->Note(NON_CANONICAL, cell_offset, "givens are not in ascending cell order");
    }
    last_cell_ = static_cast<int>(cell);
    digit_at_[cell] = static_cast<uint8_t>(digit);
    for (Given& g : *out_->mutable_givens()) {
      if (g.cell() == cell) g.set_digit(digit);
    }
    return OkStatus();
  }
  if (digit_at_[cell] != 0) {
    if (digit_at_[cell] != digit) {
      return Status(DUPLICATE, cell_offset,
                    "cell " + std::to_string(cell) + " is given twice, as " + std::to_string(digit_at_[cell]) +
                        " and as " + std::to_string(digit));
    }
    const std::string what = "cell " + std::to_string(cell) + " is given twice with the same digit";
    if (findings == nullptr) return Status(DUPLICATE, cell_offset, what);
    findings->Note(DUPLICATE, cell_offset, what);
    return OkStatus();  // lenient drops the repeat
  }
  if (findings != nullptr && static_cast<int>(cell) < last_cell_) {
    findings->Note(NON_CANONICAL, cell_offset,
                   "givens are not in ascending cell order: cell " + std::to_string(cell) + " after cell " +
                       std::to_string(last_cell_));
  }
  last_cell_ = static_cast<int>(cell);
  digit_at_[cell] = static_cast<uint8_t>(digit);
  if (out_ != nullptr) {
    Given* g = out_->add_givens();
    g->set_cell(cell);
    g->set_digit(digit);
  }
  return OkStatus();
}

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD
