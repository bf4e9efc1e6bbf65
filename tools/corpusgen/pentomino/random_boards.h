// Random boards for the random vectors and the searches that find terrain
// with a wanted property: every random choice comes from the one seeded
// SplitMix64 the caller passes, one draw per statement.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_RANDOM_BOARDS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_RANDOM_BOARDS_H_

#include <string_view>
#include <vector>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/pentomino/model.h"

namespace slugspec::corpusgen::pentomino {

// Random terrain on an h x w board: lines and scattered blocks.
std::vector<Cell> RandomTerrain(SplitMix64* rng, int h, int w, int max_cells);

// A random board that `version` can write, its pieces in model order.
Board RandomBoard(SplitMix64* rng, std::string_view version);

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_RANDOM_BOARDS_H_
