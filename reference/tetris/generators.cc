#include "tetris/generators.h"

#include <algorithm>
#include <vector>

#include "tetris/codec.h"

namespace slugspec::tetris {
namespace {

// Mostly small boards, sometimes up to 64 a side, rarely the largest.
int DrawSide(Draw& draw) {
  switch (draw.Uniform(0, 16)) {
    case 14:
      return draw.Uniform(kMinSide, 65);
    case 15:
      return draw.Uniform(0, 2) == 0 ? kMaxSide : draw.Uniform(kMinSide, kMaxSide + 1);
    default:
      return draw.Uniform(kMinSide, 13);
  }
}

bool Fits(const OrientationInfo& o, int column, int row, const Grid& grid) {
  for (const CellOffset& d : o.cells) {
    const int64_t c = int64_t{column} + d.dx, r = int64_t{row} + d.dy;
    if (!grid.Contains(c, r) || grid.at(static_cast<int>(c), static_cast<int>(r)) != 0) return false;
  }
  return true;
}

void Place(const OrientationInfo& o, int column, int row, Grid* grid, Board* board) {
  for (const CellOffset& d : o.cells) grid->at(column + d.dx, row + d.dy) = 1;
  Placement* p = board->mutable_placements()->add_placed();
  p->set_orientation(static_cast<Orientation>(o.code));
  p->set_column(static_cast<uint32_t>(column));
  p->set_row(static_cast<uint32_t>(row));
}

// The article's timer (§7) with drawn choices, stopped after `limit`
// placements.
void TimerRun(Draw& draw, int limit, Grid* grid, Board* board) {
  int placed = 0;
  for (int row = grid->height - 1; row >= 1; --row) {
    std::vector<std::pair<int, int>> gaps;
    for (int c = 0; c < grid->width;) {
      if (grid->at(c, row) != 0) {
        ++c;
        continue;
      }
      const int first = c;
      while (c < grid->width && grid->at(c, row) == 0) ++c;
      gaps.emplace_back(first, c - 1);
    }
    for (const auto& [first, last] : gaps) {
      for (int p = first; p <= last;) {
        if (placed == limit) return;
        std::vector<OrientationInfo> matching;
        for (int code = 1; code <= kOrientationCount; ++code) {
          const OrientationInfo o = *OrientationOfCode(code);
          if (Fits(o, p, row, *grid)) matching.push_back(o);
        }
        if (matching.empty()) {
          ++p;
          continue;
        }
        const OrientationInfo& o = matching[static_cast<size_t>(draw.Uniform(0, static_cast<int>(matching.size())))];
        Place(o, p, row, grid, board);
        p += o.bottom_width;
        ++placed;
      }
    }
  }
}

// Placements anywhere on the board, as a player might arrange them.
void Scatter(Draw& draw, int attempts, Grid* grid, Board* board) {
  for (int i = 0; i < attempts; ++i) {
    const OrientationInfo o = *OrientationOfCode(draw.Uniform(1, kOrientationCount + 1));
    const int column = draw.Uniform(0, grid->width), row = draw.Uniform(0, grid->height);
    if (Fits(o, column, row, *grid)) Place(o, column, row, grid, board);
  }
}

// The placements in the order of §4.3, as a decoder lists them.
void SortPlacements(Board* board) {
  auto* placed = board->mutable_placements()->mutable_placed();
  const int w = static_cast<int>(board->width()), h = static_cast<int>(board->height());
  std::sort(placed->begin(), placed->end(), [&](const Placement& x, const Placement& y) {
    return TimerKey(h, w, x.column(), x.row()) < TimerKey(h, w, y.column(), y.row());
  });
}

Board* NewBoard(Draw& draw, Puzzle* p, Grid* grid) {
  Board* board = p->mutable_board();
  const int width = DrawSide(draw), height = DrawSide(draw);
  board->set_width(static_cast<uint32_t>(width));
  board->set_height(static_cast<uint32_t>(height));
  *grid = Grid(width, height);
  return board;
}

}  // namespace

Puzzle GenerateTimerBoard(Draw& draw) {
  Puzzle p;
  Grid grid;
  Board* board = NewBoard(draw, &p, &grid);
  board->mutable_placements();  // a placements board, even with none placed
  TimerRun(draw, draw.Uniform(0, grid.width * grid.height / 4 + 1), &grid, board);
  SortPlacements(board);
  SetFilled(grid, board);
  return p;
}

Puzzle GeneratePuzzle(Draw& draw) {
  Puzzle p;
  const int kind = draw.Uniform(0, 5);
  if (kind == 0) {
    p.set_piece(static_cast<Orientation>(draw.Uniform(1, kOrientationCount + 1)));
    return p;
  }
  if (kind == 3) return GenerateTimerBoard(draw);
  Grid grid;
  Board* board = NewBoard(draw, &p, &grid);
  if (kind <= 2) {  // occupancy: any set of cells, at a drawn density
    const int density = draw.Uniform(0, 101);
    for (uint8_t& cell : grid.cells) cell = draw.Uniform(0, 100) < density ? 1 : 0;
  } else {
    board->mutable_placements();  // a placements board, even with none placed
    Scatter(draw, draw.Uniform(0, grid.width * grid.height / 4 + 1), &grid, board);
    SortPlacements(board);
  }
  SetFilled(grid, board);
  return p;
}

}  // namespace slugspec::tetris
