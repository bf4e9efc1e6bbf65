// triplex_census: the level generator of spec/triplex.md §9 as a program.
// For each size given as WxH (default: every size of the article's table),
// prints the partitions, multisets, multisets with one partition, levels
// and the enumeration's CPU time.
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "triplex/levels.h"

int main(int argc, char** argv) {
  std::vector<std::pair<int, int>> sizes;
  for (int i = 1; i < argc; ++i) {
    int w = 0, h = 0;
    if (std::sscanf(argv[i], "%dx%d", &w, &h) != 2) {
      std::fprintf(stderr, "usage: triplex_census [WxH...]\n");
      return 2;
    }
    sizes.emplace_back(w, h);
  }
  if (sizes.empty()) {
    sizes = {{4, 2}, {3, 3}, {5, 2}, {4, 3}, {5, 3},  {4, 4}, {6, 3},  {5, 4}, {7, 3}, {6, 4}, {8, 3},
             {5, 5}, {9, 3}, {7, 4}, {6, 5}, {10, 3}, {8, 4}, {11, 3}, {7, 5}, {6, 6}, {9, 4}, {12, 3}};
  }
  std::printf(
      "| size | levels | partitions | multisets | with one partition | CPU time |\n|---|---|---|---|---|---|\n");
  for (const auto& [w, h] : sizes) {
    const std::clock_t start = std::clock();
    const slugspec::triplex::LevelCensus c = slugspec::triplex::EnumerateLevels(w, h);
    const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    std::printf("| %dx%d | %zu | %llu | %llu | %llu | %.2f s |\n", w, h, c.levels.size(),
                static_cast<unsigned long long>(c.partitions), static_cast<unsigned long long>(c.multisets),
                static_cast<unsigned long long>(c.single), seconds);
    std::fflush(stdout);
  }
  return 0;
}
