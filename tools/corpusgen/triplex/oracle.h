// The generator's own triplex decoder, the "oracle": spec/triplex.md §2-§5,
// check by check, in order, written from the spec text alone. It gives each
// vector its expected outcome in both profiles, and says when the spec
// leaves an outcome open (the vectors then avoid that input). It finds the
// draft open in five places:
//   * W or H out of range ([TPX-D1]) and no '_' after H ([TPX-T6]), which
//     includes every H written with a leading zero (H reads as 0);
//   * a character other than a hex digit or '_' right after the last face
//     digit: "BAD_CHARACTER at the first other character" or "TRAILING_DATA
//     at the first character past ceil(N / 4)" ([TPX-S1]);
//   * a nonzero bit above N ([TPX-S2], the first character) together with a
//     later [TPX-S1] failure: "S1 and S2 are read as the characters come";
//   * face digits past ceil(N / 4) and a partition that fails [TPX-S3] to
//     [TPX-S5]: "once every face is read" (the N faces, or the characters
//     up to the next '_'?);
//   * a rotatable piece of a symmetric partition that two minimal images
//     put in different cells: §3 does not say which image is canonical, and
//     [TPX-S8] compares face values only.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_ORACLE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_ORACLE_H_

#include <cstdint>
#include <string_view>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/received_text.h"
#include "corpusgen/triplex/model.h"

namespace slugspec::corpusgen::triplex {

constexpr uint32_t kMaxInput = 256;  // [TPX-T2]
constexpr size_t kFoldFrom = 6;      // "tpx1s_", "tpx1l_": never folded ([TPX-T7])

// Decodes `slug` in the strict or the lenient profile.
Decoding<Decoded> Decode(std::string_view slug, bool lenient);

// Whether the profile reads the slug past its version digit (the length,
// emptiness, prefix and version checks pass: [TPX-T1] to [TPX-T4]).
bool ReadsVersion(std::string_view slug, bool lenient);

// The lenient repairs of §5.1, in their order ([TPX-T7]): the shared ones
// (common/transit_repairs.h), folding from kFoldFrom.
Text LenientRepairs(std::string_view input);

}  // namespace slugspec::corpusgen::triplex

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_ORACLE_H_
