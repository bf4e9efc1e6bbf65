// Every way to cut a board's filled cells into placed tetrominoes (§1:
// "occupancy loses the segmentation"), for the vectors that show one
// occupancy board under several placements boards.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_TILINGS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_TILINGS_H_

#include <cstddef>
#include <vector>

#include "corpusgen/tetris/model.h"
#include "corpusgen/tetris/writer.h"

namespace slugspec::corpusgen::tetris {

// The sets of placements whose cells are exactly the filled cells of `g`,
// each in the order of §4.3, at most `limit` of them, in the order a search
// finds them that covers the first uncovered cell (row-major) with each
// orientation in code order.
std::vector<std::vector<Placement>> Tilings(const Grid& g, size_t limit);

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_TILINGS_H_
