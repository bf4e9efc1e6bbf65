#include "corpusgen/tetris/tilings.h"

#include "corpusgen/tetris/shapes.h"

namespace slugspec::corpusgen::tetris {
namespace {

struct Search {
  Grid left;  // '#': filled and not yet covered
  std::vector<Placement> placed;
  std::vector<std::vector<Placement>> found;
  size_t limit = 0;

  // Whether the piece anchored at (x, y) covers only uncovered filled cells.
  bool Fits(uint32_t code, int x, int y) const {
    if (x < 0 || y < 0) return false;
    for (const Spot& s : PlacedSpots(code, static_cast<uint32_t>(x), static_cast<uint32_t>(y))) {
      if (s.column < 0 || s.row < 0 || s.column >= static_cast<int>(left.width) ||
          s.row >= static_cast<int>(left.height) || left.rows[s.row][s.column] != '#') {
        return false;
      }
    }
    return true;
  }

  void Mark(uint32_t code, uint32_t x, uint32_t y, char ch) {
    for (const Spot& s : PlacedSpots(code, x, y)) left.rows[s.row][s.column] = ch;
  }

  void Run() {
    if (found.size() >= limit) return;
    int first_x = -1, first_y = -1;
    for (uint32_t r = 0; r < left.height && first_x < 0; ++r) {
      const size_t c = left.rows[r].find('#');
      if (c != std::string::npos) {
        first_x = static_cast<int>(c);
        first_y = static_cast<int>(r);
      }
    }
    if (first_x < 0) {
      found.push_back(Sorted(placed));
      return;
    }
    // The first uncovered cell is the top-left cell of its piece's top row:
    // each orientation has one anchor that puts that cell there.
    for (uint32_t code = 1; code <= kOrientations; ++code) {
      const Shape& s = ShapeOf(code);
      int top = 0;
      while (s.rows[top].find('#') == std::string_view::npos) ++top;
      const int i = static_cast<int>(s.rows[top].find('#'));
      const int x = first_x - i + static_cast<int>(s.anchor_column), y = first_y - top + 3;
      if (!Fits(code, x, y)) continue;
      const auto ux = static_cast<uint32_t>(x), uy = static_cast<uint32_t>(y);
      Mark(code, ux, uy, '.');
      placed.push_back({code, ux, uy});
      Run();
      placed.pop_back();
      Mark(code, ux, uy, '#');
    }
  }
};

}  // namespace

std::vector<std::vector<Placement>> Tilings(const Grid& g, size_t limit) {
  Search s{g, {}, {}, limit};
  s.Run();
  return s.found;
}

}  // namespace slugspec::corpusgen::tetris
