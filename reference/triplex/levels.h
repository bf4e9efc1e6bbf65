// The level generator of spec/triplex.md §9: every level of a W x H
// rectangle, found by one enumeration of its partitions. A level is a
// multiset of fixed shapes that tiles the rectangle in exactly one way, that
// one partition passing [TPX-S3]..[TPX-S5] and being its minimal image.
#ifndef SLUGSPEC_TRIPLEX_LEVELS_H_
#define SLUGSPEC_TRIPLEX_LEVELS_H_

#include <cstdint>
#include <vector>

#include "common/codec_build.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {

struct LevelCensus {
  uint64_t partitions = 0;       // tilings of the rectangle by the 8 fixed shapes
  uint64_t multisets = 0;        // distinct multisets of shapes among them
  uint64_t single = 0;           // multisets with exactly one tiling
  std::vector<uint64_t> levels;  // the face values of the levels' solutions, ascending
};

// The census of a W x H rectangle (W * H at most 36). Time grows with the
// number of partitions: 6 x 6 has 128 million.
LevelCensus EnumerateLevels(int width, int height);

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_TRIPLEX_LEVELS_H_
