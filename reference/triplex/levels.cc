#include "triplex/levels.h"

#include <algorithm>
#include <unordered_map>

#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

// A multiset of shapes as 8 counts of 5 bits (a count is at most 18).
constexpr int kCountBits = 5;

struct Seen {
  uint64_t tilings = 0;
  uint64_t first_faces = 0;  // the first tiling's face value
};

class Enumerator {
 public:
  Enumerator(int width, int height) {
    grid_.width = width;
    grid_.height = height;
    grid_.piece.fill(static_cast<int8_t>(kNoPiece));
    for (int code = 1; code <= kShapeCount; ++code) {
      const std::vector<Offset> cells = ShapeCells(code);
      for (size_t i = 0; i < cells.size(); ++i) {
        offsets_[static_cast<size_t>(code - 1)].push_back(
            {cells[i].column - cells[0].column, cells[i].row - cells[0].row});
      }
    }
  }

  void Run(LevelCensus* census) {
    Fill(0, 0, 0);
    census->partitions = partitions_;
    census->multisets = seen_.size();
    for (const auto& [key, seen] : seen_) {
      if (seen.tilings != 1) continue;
      ++census->single;
      const Grid g = Components(grid_.width, grid_.height, seen.first_faces);
      if (!PartitionFault(g).empty()) continue;  // TPX-S4, TPX-S5 (TPX-S3 holds by construction)
      int none = kNoPiece;
      if (FaceValue(CanonicalImage(g, &none)) != seen.first_faces) continue;  // §3
      census->levels.push_back(seen.first_faces);
    }
    std::sort(census->levels.begin(), census->levels.end());
  }

 private:
  void Fill(int from, int next_piece, uint64_t key) {
    int cell = from;
    const int cells = grid_.cells();
    while (cell < cells && grid_.piece[static_cast<size_t>(cell)] != kNoPiece) ++cell;
    if (cell == cells) {
      ++partitions_;
      Seen& seen = seen_[key];
      if (seen.tilings++ == 0) seen.first_faces = FaceValue(grid_);
      return;
    }
    const int c = cell % grid_.width, r = cell / grid_.width;
    for (int code = 1; code <= kShapeCount; ++code) {
      const auto& cells_of = offsets_[static_cast<size_t>(code - 1)];
      bool fits = true;
      for (const Offset& o : cells_of) {
        const int x = c + o.column, y = r + o.row;
        fits = fits && x >= 0 && x < grid_.width && y < grid_.height && grid_.at(x, y) == kNoPiece;
      }
      if (!fits) continue;
      for (const Offset& o : cells_of) {
        grid_.piece[static_cast<size_t>(grid_.width * (r + o.row) + c + o.column)] = static_cast<int8_t>(next_piece);
      }
      Fill(cell + 1, next_piece + 1, key + (uint64_t{1} << (kCountBits * (code - 1))));
      for (const Offset& o : cells_of) {
        grid_.piece[static_cast<size_t>(grid_.width * (r + o.row) + c + o.column)] = static_cast<int8_t>(kNoPiece);
      }
    }
  }

  Grid grid_;
  std::array<std::vector<Offset>, kShapeCount> offsets_;
  std::unordered_map<uint64_t, Seen> seen_;
  uint64_t partitions_ = 0;
};

}  // namespace

LevelCensus EnumerateLevels(int width, int height) {
  LevelCensus census;
  if (!SizeInRange(width, height)) return census;
  Enumerator(width, height).Run(&census);
  return census;
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
