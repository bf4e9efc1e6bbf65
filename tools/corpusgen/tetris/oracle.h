// The generator's own tetris decoder, the "oracle": spec/tetris.md §5, check
// by check, in the order of its tables, written from the spec text alone. It
// gives each vector its expected outcome in both profiles. It reads the
// payload as sextets and bit fields, and knows the orientations by their
// masks only (the writer knows them by their drawings).
//
// Where the text left a choice, the oracle takes these readings (the
// generator's report lists them):
//   * [TET-P1] before [TET-P2] and [TET-O1] before [TET-O2], each check whole:
//     a character after the 4 mask digits (or after an occupancy payload) is
//     TRAILING_DATA even when the mask (or a pad bit) is also wrong, as H1 to
//     H3 are ordered for placements;
//   * [TET-D1] is checked as soon as H's number ends as the grammar reads it,
//     so an H written with a leading zero is the number 0: VALUE_OUT_OF_RANGE
//     at its first digit, not BAD_CHARACTER at the digit after it;
//   * a fourth digit of H is [TET-T6]'s VALUE_OUT_OF_RANGE at H's first digit,
//     before [TET-D1] looks at W;
//   * "the payload's first character plus k" counts characters of the payload
//     as the profile reads it; the offset is where that character was
//     received (after a repair removed a line break inside the payload, that
//     is not the payload's first offset plus k);
//   * prose punctuation is trimmed as runs at each end (every such character,
//     not one per end), as the other formats' repairs do;
//   * the lenient profile lists placements in slug order, also when they
//     are out of the order of §4.3 (§1 says decoders list them "in the
//     order of their anchors"; sudoku's lenient decoders keep slug order).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_ORACLE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_ORACLE_H_

#include <string_view>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/received_text.h"
#include "corpusgen/tetris/model.h"

namespace slugspec::corpusgen::tetris {

// Decodes `slug` in the strict or the lenient profile.
Decoding<Decoded> Decode(std::string_view slug, bool lenient);

// Whether the profile reads the slug as v1: [TET-T2] and [TET-T1] pass and it
// begins with "tet1" (as that profile reads it).
bool ReadsVersion(std::string_view slug, bool lenient);

// The lenient repairs of [TET-T7], in their order.
Text LenientRepairs(std::string_view input);

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_ORACLE_H_
