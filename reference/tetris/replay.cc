// The replay of spec/tetris.md §7: whether the article's timer could have
// produced a placements board, and `slug validate`'s warnings.
#include <algorithm>
#include <string>

#include "tetris/codec.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {
namespace {

std::string At(int64_t column, int64_t row) { return "(" + std::to_string(column) + ", " + std::to_string(row) + ")"; }

// isPuzzleMatching: every cell of the piece anchored at (column, row) is on
// the board and empty.
bool Matches(const OrientationInfo& o, int column, int row, const Grid& grid) {
  for (const CellOffset& d : o.cells) {
    const int64_t c = int64_t{column} + d.dx, r = int64_t{row} + d.dy;
    if (!grid.Contains(c, r) || grid.at(static_cast<int>(c), static_cast<int>(r)) != 0) return false;
  }
  return true;
}

bool AnyMatches(int column, int row, const Grid& grid) {
  for (int code = 1; code <= kOrientationCount; ++code) {
    if (Matches(*OrientationOfCode(code), column, row, grid)) return true;
  }
  return false;
}

// The gaps of a row: maximal runs of empty cells, [first, last].
std::vector<std::pair<int, int>> Gaps(const Grid& grid, int row) {
  std::vector<std::pair<int, int>> gaps;
  for (int c = 0; c < grid.width;) {
    if (grid.at(c, row) != 0) {
      ++c;
      continue;
    }
    const int first = c;
    while (c < grid.width && grid.at(c, row) == 0) ++c;
    gaps.emplace_back(first, c - 1);
  }
  return gaps;
}

}  // namespace

std::string TimerFault(const Puzzle& puzzle) {
  if (!puzzle.has_board() || !puzzle.board().has_placements() || !CheckModel(puzzle).ok()) return {};
  const Board& b = puzzle.board();
  const int width = static_cast<int>(b.width()), height = static_cast<int>(b.height());
  std::vector<const Placement*> order;
  for (const Placement& p : b.placements().placed()) order.push_back(&p);
  std::sort(order.begin(), order.end(), [&](const Placement* x, const Placement* y) {
    return TimerKey(height, width, x->column(), x->row()) < TimerKey(height, width, y->column(), y->row());
  });
  Grid grid(width, height);
  size_t next = 0;
  for (int row = height - 1; row >= 1; --row) {
    for (const auto& [first, last] : Gaps(grid, row)) {
      for (int p = first; p <= last;) {
        if (next == order.size()) return {};
        const Placement& placement = *order[next];
        const OrientationInfo o = *OrientationOfCode(placement.orientation());
        if (static_cast<int>(placement.column()) == p && static_cast<int>(placement.row()) == row) {
          for (const CellOffset& d : o.cells) grid.at(p + d.dx, row + d.dy) = 1;
          p += o.bottom_width;
          ++next;
          continue;
        }
        if (AnyMatches(p, row, grid)) {
          return "the article's timer does not produce this board: it places a piece at " + At(p, row) +
                 ", where the board's placement " + std::to_string(next) + " in the order of §4.3 is at " +
                 At(placement.column(), placement.row());
        }
        ++p;
      }
    }
  }
  if (next == order.size()) return {};
  const Placement& left = *order[next];
  return "the article's timer does not produce this board: its placement " + std::to_string(next) + " at " +
         At(left.column(), left.row()) + " lies where the timer places no piece";
}

std::vector<std::string> Warnings(const Puzzle& puzzle) {
  std::vector<std::string> out;
  if (!puzzle.has_board() || !CheckModel(puzzle).ok()) return out;
  const Board& b = puzzle.board();
  if (b.has_placements()) {
    std::string fault = TimerFault(puzzle);
    if (!fault.empty()) out.push_back(std::move(fault));
  } else if (b.filled_size() % 4 != 0) {
    out.push_back(std::to_string(b.filled_size()) +
                  " filled cells: tetrominoes fill a multiple of 4, so no set of them fills this board");
  }
  return out;
}

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
