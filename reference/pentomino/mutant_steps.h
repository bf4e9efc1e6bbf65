// The steps of pentomino decoding and encoding (spec/pentomino.md) that the
// pentomino mutants get wrong, each as a small function over the
// reference's own results.
#ifndef SLUGSPEC_PENTOMINO_MUTANT_STEPS_H_
#define SLUGSPEC_PENTOMINO_MUTANT_STEPS_H_

#include <string>
#include <string_view>
#include <vector>

#include "kit/format_mutants.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {

// Exchanges x and y of every piece (not of terrain): what a v3 item parser
// that reads the column before the row returns.
void SwapPieceCoordinates(pentomino::Board* board);

// A v3 or v3.1 slug whose piece names are lowercase exactly when the piece
// is reflected: the case bit taken from the orientation instead of from the
// colour (§8: lowercase means colour 6..11).
std::string CaseFromReflection(std::string_view slug);

// `canonical`, the v3.1 slug of `board`, with its terrain written in the
// last of the shortest forms (pairs, Y lines, Z lines) instead of the first:
// a "shortest so far" loop that compares with <= where [PEN-E2] wants <.
std::string TerrainTieToLast(const pentomino::Board& board, std::string_view canonical);

// The pentomino mutants (kit/format_mutants.h), over these steps and the
// reference (mutants.cc).
std::vector<FormatMutant> Mutants();

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_MUTANT_STEPS_H_
