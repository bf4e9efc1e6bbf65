#include "triplex/generators.h"

#include <algorithm>
#include <array>
#include <vector>

#include "triplex/codec.h"

namespace slugspec::triplex {
namespace {

// The sizes with W >= H and at least one partition that passes [TPX-S3] to
// [TPX-S5] (2 x 2 and 3 x 2 have none).
std::vector<std::pair<int, int>> Sizes() {
  std::vector<std::pair<int, int>> out;
  for (int h = kMinSide; h * h <= kMaxCells; ++h) {
    for (int w = h; w * h <= kMaxCells; ++w) {
      if (w * h > 6) out.emplace_back(w, h);
    }
  }
  return out;
}

// A random tiling of the rectangle: the first empty cell takes a shape
// drawn among those that fit, backtracking from dead ends (at most
// `budget` placements). False if the budget ran out.
bool RandomTiling(Draw& draw, Grid* g, int next_piece, int* budget) {
  int cell = 0;
  while (cell < g->cells() && g->piece[static_cast<size_t>(cell)] != kNoPiece) ++cell;
  if (cell == g->cells()) return true;
  const int c = cell % g->width, r = cell / g->width;
  std::array<int, kShapeCount> order{};
  for (int i = 0; i < kShapeCount; ++i) order[static_cast<size_t>(i)] = i + 1;
  for (int i = kShapeCount - 1; i > 0; --i)
    std::swap(order[static_cast<size_t>(i)], order[static_cast<size_t>(draw.Uniform(0, i + 1))]);
  for (const int code : order) {
    if (--*budget < 0) return false;
    const std::vector<Offset> cells = ShapeCells(code);
    const int dx = FirstCellColumn(code);
    bool fits = true;
    for (const Offset& o : cells) {
      const int x = c - dx + o.column, y = r + o.row;
      fits = fits && x >= 0 && x < g->width && y < g->height && g->at(x, y) == kNoPiece;
    }
    if (!fits) continue;
    for (const Offset& o : cells)
      g->piece[static_cast<size_t>(g->width * (r + o.row) + c - dx + o.column)] = static_cast<int8_t>(next_piece);
    if (RandomTiling(draw, g, next_piece + 1, budget)) return true;
    for (const Offset& o : cells)
      g->piece[static_cast<size_t>(g->width * (r + o.row) + c - dx + o.column)] = static_cast<int8_t>(kNoPiece);
  }
  return false;
}

// The notes' 4 x 2 example (spec/triplex.md §2): the fallback when no draw
// gives a partition that passes the filters.
Grid NotesExample() { return Components(4, 2, 0x24d); }

}  // namespace

Puzzle GeneratePuzzle(Draw& draw) {
  static const std::vector<std::pair<int, int>> sizes = Sizes();
  const auto [w, h] = sizes[static_cast<size_t>(draw.Uniform(0, static_cast<int>(sizes.size())))];
  Grid grid = NotesExample();
  for (int attempt = 0; attempt < 20; ++attempt) {
    Grid g;
    g.width = w;
    g.height = h;
    g.piece.fill(static_cast<int8_t>(kNoPiece));
    int budget = 2000;
    if (RandomTiling(draw, &g, 0, &budget) && PartitionFault(g).empty()) {
      grid = Relabelled(g);
      break;
    }
  }
  const int pieces = static_cast<int>(Pieces(grid).size());
  int rotatable_cell = kNoPiece;
  if (draw.Uniform(0, 2) == 0) rotatable_cell = Pieces(grid)[static_cast<size_t>(draw.Uniform(0, pieces))].first_cell;
  // Canonical form through the codec: the minimal image, decoded.
  Puzzle p;
  grid = CanonicalImage(grid, &rotatable_cell);
  p.set_width(static_cast<uint32_t>(grid.width));
  p.set_height(static_cast<uint32_t>(grid.height));
  SetSolution(grid, rotatable_cell, &p);
  if (draw.Uniform(0, 3) == 0) return LevelOf(p);
  return p;
}

}  // namespace slugspec::triplex
