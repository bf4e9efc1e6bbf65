// §9: the article's counts, reproduced for the sizes that take well under a
// second. Each row is the spec's: the partitions of the rectangle into the 8
// shapes, those that pass [TPX-S3] to [TPX-S5] and are minimal (§3), and
// those whose level (every piece fixed) has exactly one solution. A
// mismatch means the writer reads §1 to §3 otherwise than the article's
// generator, and no vector is written.
#include <cstdint>
#include <string>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/writer.h"

namespace slugspec::corpusgen::triplex {

namespace {

// Whether no image that keeps the rectangle W x H has a smaller face value.
bool Minimal(const Partition& p) {
  const uint64_t value = FaceValue(p);
  for (const Symmetry s : kSymmetries) {
    const Partition image = Image(p, s);
    if (image.width == p.width && FaceValue(image) < value) return false;
  }
  return true;
}

}  // namespace

void CheckArticleCounts() {
  struct Row {
    uint32_t w, h;
    size_t partitions, minimal, unique;
  };
  static constexpr Row kRows[] = {
      {4, 2, 17, 2, 2},    {3, 3, 30, 1, 1},     {5, 2, 43, 2, 1},       {4, 3, 145, 12, 4},     {5, 3, 733, 37, 6},
      {4, 4, 1352, 56, 5}, {6, 3, 3540, 161, 8}, {5, 4, 12688, 864, 48}, {7, 3, 17300, 564, 16},
  };
  for (const Row& row : kRows) {
    size_t minimal = 0, unique = 0;
    const auto all = AllPartitions(row.w, row.h);
    for (const Partition& p : all) {
      if (!Legal(p) || !Minimal(p)) continue;
      ++minimal;
      if (CountSolutions(p) == 1) ++unique;
    }
    if (all.size() != row.partitions || minimal != row.minimal || unique != row.unique) {
      Die("§9 " + Size(row.w, row.h) + ": the spec counts " + std::to_string(row.partitions) + ", " +
          std::to_string(row.minimal) + ", " + std::to_string(row.unique) + "; the writer " +
          std::to_string(all.size()) + ", " + std::to_string(minimal) + ", " + std::to_string(unique));
    }
  }
}

}  // namespace slugspec::corpusgen::triplex
