// The article's timer (spec/tetris.md §7), on the writer's side: a run that
// fills a board from the bottom row up, picking among the orientations that
// match with the generator's PRNG, and the replay that decides whether a
// placements board could have been produced by such a run. Neither is a
// decoding check: the random vectors use runs for realistic boards, and the
// seed vectors check the spec's claim that its boards are runs.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_TIMER_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_TIMER_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/tetris/model.h"

namespace slugspec::corpusgen::tetris {

// The first `limit` placements (or all) of a run of the timer on an empty
// W x H board, in the order the timer places them (which is §4.3's).
std::vector<Placement> TimerRun(uint32_t width, uint32_t height, SplitMix64* rng, size_t limit);

// §7's replay of `placed` (valid placements, in the order of §4.3): nothing
// when a run of the timer could have produced them, else the index of the
// first placement out of place.
std::optional<size_t> FirstOutOfPlace(uint32_t width, uint32_t height, const std::vector<Placement>& placed);

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_TIMER_H_
