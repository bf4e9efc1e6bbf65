// The geometry of Triplex partitions (partition.h).
#include "triplex/partition.h"

#include <algorithm>

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

// The shapes' cells inside their bounding boxes (spec/triplex.md §1), row-major.
const std::array<std::vector<Offset>, kShapeCount>& ShapeTable() {
  static const std::array<std::vector<Offset>, kShapeCount> table = {{
      {{0, 0}, {1, 0}},          // 1 DOMINO_H
      {{0, 0}, {0, 1}},          // 2 DOMINO_V
      {{0, 0}, {1, 0}, {2, 0}},  // 3 STRAIGHT_H
      {{0, 0}, {0, 1}, {0, 2}},  // 4 STRAIGHT_V
      {{1, 0}, {0, 1}, {1, 1}},  // 5 CORNER_NW
      {{0, 0}, {0, 1}, {1, 1}},  // 6 CORNER_NE
      {{0, 0}, {1, 0}, {1, 1}},  // 7 CORNER_SW
      {{0, 0}, {1, 0}, {0, 1}},  // 8 CORNER_SE
  }};
  return table;
}

bool SameCells(std::vector<Offset> a, std::vector<Offset> b) {
  auto before = [](const Offset& x, const Offset& y) { return x.row != y.row ? x.row < y.row : x.column < y.column; };
  std::sort(a.begin(), a.end(), before);
  std::sort(b.begin(), b.end(), before);
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const Offset& x, const Offset& y) { return x.column == y.column && x.row == y.row; });
}

bool SwapsSides(Symmetry s) { return static_cast<int>(s) >= 4; }

}  // namespace

std::vector<Offset> ShapeCells(int code) {
  if (code < 1 || code > kShapeCount) return {};
  return ShapeTable()[static_cast<size_t>(code - 1)];
}

int FirstCellColumn(int code) { return code == 5 ? 1 : 0; }

int ClassOfShape(int code) {
  if (code == 1 || code == 2) return 1;
  if (code == 3 || code == 4) return 2;
  if (code >= 5 && code <= 8) return 3;
  return 0;
}

std::vector<int> ShapesOfClass(int piece_class) {
  std::vector<int> out;
  for (int code = 1; code <= kShapeCount; ++code) {
    if (ClassOfShape(code) == piece_class) out.push_back(code);
  }
  return out;
}

int ShapeOfCells(const std::vector<Offset>& cells) {
  if (cells.empty()) return 0;
  int left = cells[0].column, top = cells[0].row;
  for (const Offset& c : cells) {
    left = std::min(left, c.column);
    top = std::min(top, c.row);
  }
  std::vector<Offset> relative;
  for (const Offset& c : cells) relative.push_back({c.column - left, c.row - top});
  for (int code = 1; code <= kShapeCount; ++code) {
    if (SameCells(relative, ShapeTable()[static_cast<size_t>(code - 1)])) return code;
  }
  return 0;
}

uint64_t FaceValue(const Grid& g, const Quirks& quirks) {
  uint64_t value = 0;
  for (int r = 0; r < g.height; ++r) {
    for (int c = 0; c < g.width; ++c) {
      const bool bottom = r + 1 < g.height, right = c + 1 < g.width;
      const unsigned down_open = bottom && g.at(c, r) == g.at(c, r + 1) && g.at(c, r) != kNoPiece ? 1u : 0u;
      const unsigned right_open = right && g.at(c, r) == g.at(c + 1, r) && g.at(c, r) != kNoPiece ? 1u : 0u;
      if (quirks.right_before_bottom && right) value = value << 1 | right_open;
      if (bottom) value = value << 1 | down_open;
      if (!quirks.right_before_bottom && right) value = value << 1 | right_open;
    }
  }
  return value;
}

Grid Components(int width, int height, uint64_t faces, const Quirks& quirks) {
  Grid g;
  g.width = width;
  g.height = height;
  g.piece.fill(static_cast<int8_t>(kNoPiece));
  // The open faces, read from the most significant bit down (§2).
  std::array<bool, kMaxCells> down{}, right{};
  int bit = FaceCount(width, height);
  for (int cell = 0; cell < width * height; ++cell) {
    const int c = cell % width, r = cell / width;
    if (quirks.right_before_bottom && c + 1 < width) right[static_cast<size_t>(cell)] = (faces >> --bit & 1) != 0;
    if (r + 1 < height) down[static_cast<size_t>(cell)] = (faces >> --bit & 1) != 0;
    if (!quirks.right_before_bottom && c + 1 < width) right[static_cast<size_t>(cell)] = (faces >> --bit & 1) != 0;
  }
  int next = 0;
  std::array<int, kMaxCells> stack{};
  for (int start = 0; start < width * height; ++start) {
    if (g.piece[static_cast<size_t>(start)] != kNoPiece) continue;
    const auto label = static_cast<int8_t>(next++);
    int top = 0;
    stack[static_cast<size_t>(top++)] = start;
    g.piece[static_cast<size_t>(start)] = label;
    while (top > 0) {
      const int cell = stack[static_cast<size_t>(--top)];
      const int c = cell % width, r = cell / width;
      auto visit = [&](int other, bool open) {
        if (open && g.piece[static_cast<size_t>(other)] == kNoPiece) {
          g.piece[static_cast<size_t>(other)] = label;
          stack[static_cast<size_t>(top++)] = other;
        }
      };
      if (r + 1 < height) visit(cell + width, down[static_cast<size_t>(cell)]);
      if (r > 0) visit(cell - width, down[static_cast<size_t>(cell - width)]);
      if (c + 1 < width) visit(cell + 1, right[static_cast<size_t>(cell)]);
      if (c > 0) visit(cell - 1, right[static_cast<size_t>(cell - 1)]);
    }
  }
  return g;
}

Grid Relabelled(const Grid& grid) {
  Grid g = grid;
  std::array<int, kMaxCells + 1> renamed;
  renamed.fill(kNoPiece);
  int next = 0;
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int old = grid.piece[static_cast<size_t>(cell)];
    if (old < 0 || old > kMaxCells) continue;
    if (renamed[static_cast<size_t>(old)] == kNoPiece) renamed[static_cast<size_t>(old)] = next++;
    g.piece[static_cast<size_t>(cell)] = static_cast<int8_t>(renamed[static_cast<size_t>(old)]);
  }
  return g;
}

std::vector<PlacedShape> Pieces(const Grid& g) {
  std::vector<std::vector<Offset>> cells;
  std::vector<int> first;
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int p = g.piece[static_cast<size_t>(cell)];
    if (p < 0) continue;
    if (static_cast<size_t>(p) >= cells.size()) {
      cells.resize(static_cast<size_t>(p) + 1);
      first.resize(static_cast<size_t>(p) + 1, -1);
    }
    if (first[static_cast<size_t>(p)] < 0) first[static_cast<size_t>(p)] = cell;
    cells[static_cast<size_t>(p)].push_back({cell % g.width, cell / g.width});
  }
  std::vector<PlacedShape> out;
  for (size_t p = 0; p < cells.size(); ++p) {
    PlacedShape s;
    s.size = static_cast<int>(cells[p].size());
    if (s.size == 0) continue;
    s.first_cell = first[p];
    s.shape = s.size <= 3 ? ShapeOfCells(cells[p]) : 0;
    s.column = s.first_cell % g.width - (s.shape != 0 ? FirstCellColumn(s.shape) : 0);
    s.row = s.first_cell / g.width;
    out.push_back(s);
  }
  return out;
}

std::vector<std::string> StraightCuts(const Grid& g) {
  std::vector<std::string> cuts;
  for (int c = 0; c + 1 < g.width; ++c) {
    bool crossed = false;
    for (int r = 0; r < g.height && !crossed; ++r) crossed = g.at(c, r) == g.at(c + 1, r);
    if (!crossed) cuts.push_back("between columns " + std::to_string(c) + " and " + std::to_string(c + 1));
  }
  for (int r = 0; r + 1 < g.height; ++r) {
    bool crossed = false;
    for (int c = 0; c < g.width && !crossed; ++c) crossed = g.at(c, r) == g.at(c, r + 1);
    if (!crossed) cuts.push_back("between rows " + std::to_string(r) + " and " + std::to_string(r + 1));
  }
  return cuts;
}

int ImageCell(Symmetry s, int w, int h, int cell) {
  const int c = cell % w, r = cell / w;
  switch (s) {
    case Symmetry::kIdentity:
      return w * r + c;
    case Symmetry::kMirrorLeftRight:
      return w * r + (w - 1 - c);
    case Symmetry::kMirrorTopBottom:
      return w * (h - 1 - r) + c;
    case Symmetry::kHalfTurn:
      return w * (h - 1 - r) + (w - 1 - c);
    // The rest make an H x W rectangle: (column, row) -> new (column, row).
    case Symmetry::kTranspose:
      return h * c + r;
    case Symmetry::kAntiTranspose:
      return h * (w - 1 - c) + (h - 1 - r);
    case Symmetry::kQuarterTurn:
      return h * c + (h - 1 - r);  // clockwise
    case Symmetry::kThreeQuarterTurn:
      return h * (w - 1 - c) + r;
  }
  return cell;
}

Grid Image(const Grid& grid, Symmetry s) {
  Grid g;
  g.width = SwapsSides(s) ? grid.height : grid.width;
  g.height = SwapsSides(s) ? grid.width : grid.height;
  g.piece.fill(static_cast<int8_t>(kNoPiece));
  for (int cell = 0; cell < grid.cells(); ++cell) {
    g.piece[static_cast<size_t>(ImageCell(s, grid.width, grid.height, cell))] = grid.piece[static_cast<size_t>(cell)];
  }
  return Relabelled(g);
}

namespace {

// The first cell, row-major, of the piece of `g` that holds `cell`.
int FirstCellOfPieceAt(const Grid& g, int cell) {
  const int p = g.piece[static_cast<size_t>(cell)];
  for (int i = 0; i < g.cells(); ++i) {
    if (g.piece[static_cast<size_t>(i)] == p) return i;
  }
  return cell;
}

}  // namespace

int TransposedShape(int code) {
  switch (code) {
    case 1:
      return 2;
    case 2:
      return 1;
    case 3:
      return 4;
    case 4:
      return 3;
    case 6:
      return 7;
    case 7:
      return 6;
    default:
      return code;
  }
}

Grid CanonicalImage(const Grid& grid, int* rotatable_cell, const Quirks& quirks) {
  Grid g = Relabelled(grid);
  int rot = *rotatable_cell;
  if (g.width < g.height) {
    if (rot != kNoPiece) rot = ImageCell(Symmetry::kTranspose, g.width, g.height, rot);
    g = Image(g, Symmetry::kTranspose);
    if (rot != kNoPiece) rot = FirstCellOfPieceAt(g, rot);
  }
  const int group = g.width == g.height && !quirks.four_symmetries_for_squares ? kSymmetries : 4;
  Grid best = g;
  uint64_t best_value = FaceValue(g, quirks);
  int best_rot = rot;
  for (int i = 1; i < group; ++i) {
    const auto s = static_cast<Symmetry>(i);
    const Grid image = Image(g, s);
    const uint64_t value = FaceValue(image, quirks);
    const int image_rot = rot == kNoPiece ? kNoPiece : FirstCellOfPieceAt(image, ImageCell(s, g.width, g.height, rot));
    if (value < best_value || (value == best_value && image_rot < best_rot)) {
      best = image;
      best_value = value;
      best_rot = image_rot;
    }
  }
  *rotatable_cell = best_rot;
  return best;
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
