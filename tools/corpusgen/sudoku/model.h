// The generator's own model of what a sudoku slug carries (spec/sudoku.md):
// givens; what an accepted slug decodes to, and the outcome of decoding; and
// the JSON that `slug decode` prints for an accepted slug.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_MODEL_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_MODEL_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/outcome.h"

namespace slugspec::corpusgen::sudoku {

using Bytes = std::vector<uint8_t>;

// The slug's alphabet: RFC 4648 §4 base64.
constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

struct Given {
  uint32_t cell = 0;
  uint32_t digit = 0;
  bool operator==(const Given&) const = default;
};
using Givens = std::vector<Given>;

// An accepted slug: its version ('0' or '1') and its givens in slug order.
struct Decoded {
  char version = 0;
  Givens givens;
  bool operator==(const Decoded&) const = default;
};

using Outcome = corpusgen::Outcome<Decoded>;

Outcome Ok(char version, Givens givens);

// Givens by cell, as a canonical slug lists them.
Givens Sorted(Givens g);

// Exactly what `slug decode` prints for an accepted slug.
std::string ModelJson(const Decoded& d);

// "v1 with 2 givens: 19=6 57=4", for messages.
std::string Describe(const Decoded& d);

}  // namespace slugspec::corpusgen::sudoku

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_MODEL_H_
