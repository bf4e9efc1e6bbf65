#include "santorini/generators.h"

#include <algorithm>
#include <array>

namespace slugspec::santorini {

Position GeneratePosition(Draw& draw) {
  Position p;
  p.set_to_move(draw.Uniform(0, 2) == 0 ? PLAYER_ONE : PLAYER_TWO);
  // Four distinct squares: each draw picks among the squares still free.
  std::array<bool, kSquares> taken{};
  std::array<uint32_t, kWorkers> workers{};
  for (int i = 0; i < kWorkers; ++i) {
    // The n-th square not taken yet.
    int n = draw.Uniform(0, kSquares - i);
    uint32_t s = 0;
    for (; s < kSquares; ++s) {
      if (!taken[s] && n-- == 0) break;
    }
    taken[s] = true;
    workers[static_cast<size_t>(i)] = s;
  }
  const uint32_t a = std::min(workers[0], workers[1]), b = std::max(workers[0], workers[1]);
  const uint32_t c = std::min(workers[2], workers[3]), d = std::max(workers[2], workers[3]);
  p.add_player_one(a);
  p.add_player_one(b);
  p.add_player_two(c);
  p.add_player_two(d);
  // 0: empty board; 1: every square built; else a density in percent.
  const int shape = draw.Uniform(0, 8);
  const int density = shape == 0 ? 0 : shape == 1 ? 100 : draw.Uniform(0, 101);
  Heights heights{};
  for (int s = 0; s < kSquares; ++s) {
    if (draw.Uniform(0, 100) >= density) continue;
    // A worker stands at most on level 2 (§7).
    heights[static_cast<size_t>(s)] = static_cast<uint32_t>(draw.Uniform(1, taken[static_cast<size_t>(s)] ? 3 : 5));
  }
  SetBuildings(heights, &p);
  return p;
}

}  // namespace slugspec::santorini
