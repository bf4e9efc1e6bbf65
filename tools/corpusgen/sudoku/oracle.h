// The generator's own sudoku decoder, the "oracle": spec/sudoku.md §2-§7,
// check by check, in order, written from the spec text alone. It gives each
// vector its expected outcome in both profiles, and says when the spec leaves
// an outcome open (two canonical failures at the same lowest offset).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_ORACLE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_ORACLE_H_

#include <optional>
#include <string_view>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/received_text.h"
#include "corpusgen/sudoku/model.h"

namespace slugspec::corpusgen::sudoku {

// Decodes `slug` in the strict or the lenient profile.
Decoding<Decoded> Decode(std::string_view slug, bool lenient);

// The version character of the header ('0', '1') as the profile reads it,
// or nothing when decoding stops before the header ends (§5).
std::optional<char> HeaderVersion(std::string_view slug, bool lenient);

// The lenient repairs of §3, in their order.
Text LenientRepairs(std::string_view input);

}  // namespace slugspec::corpusgen::sudoku

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_ORACLE_H_
