// Shapes, surface mapping and painting (notes: pentomino facts §10). Written
// from the facts and from reading upstream's paintGrid.ts; no code is taken
// from it.
#include "pentomino/geometry.h"

#include <algorithm>
#include <string>
#include <utility>

#include "common/display.h"

namespace slugspec::pentomino {
namespace {

// ---------------------------------------------------------------- shapes

// Base bitmaps (facts §10.1), in kLetters order: rows from the top separated
// by '/', '#' a cell, 'C' the centre cell (also a cell), '.' empty.
constexpr std::array<std::string_view, kLetterCount> kBaseShapes = {
    ".##/#C./.#.",  // F
    "#/#/C/#/#",    // I
    "#./#./C./##",  // L
    "##/#C/#.",     // P
    ".#/C#/#./#.",  // N
    "#C#/.#./.#.",  // T
    "#.#/#C#",      // U
    "#../#../C##",  // V
    "#../#C./.##",  // W
    ".#./#C#/.#.",  // X
    "#./C#/#./#.",  // Y
    "##./.C./.##",  // Z
};

// The cells of a bitmap as offsets from its centre cell.
constexpr Shape ParseBitmap(std::string_view bitmap) {
  int row = 0, col = 0, centre_row = 0, centre_col = 0;
  for (char ch : bitmap) {
    if (ch == '/') {
      ++row;
      col = 0;
      continue;
    }
    if (ch == 'C') {
      centre_row = row;
      centre_col = col;
    }
    ++col;
  }
  Shape shape{};
  size_t n = 0;
  row = 0;
  col = 0;
  for (char ch : bitmap) {
    if (ch == '/') {
      ++row;
      col = 0;
      continue;
    }
    if (ch == '#' || ch == 'C') shape[n++] = Offset{row - centre_row, col - centre_col};
    ++col;
  }
  return shape;
}

constexpr bool RowMajorBefore(const Offset& a, const Offset& b) { return a.dx != b.dx ? a.dx < b.dx : a.dy < b.dy; }

// Flip upside down (dx -> -dx), then turn clockwise `rotation` times
// ((dx, dy) -> (dy, -dx)), then list the cells row by row: the order in which
// upstream's painter walks the turned bitmap, so overlaps and overflow are
// met in the same order.
constexpr Shape Orient(Shape shape, int rotation, bool reflected) {
  for (Offset& o : shape) {
    if (reflected) o.dx = -o.dx;
    for (int r = 0; r < rotation; ++r) o = Offset{o.dy, -o.dx};
  }
  // Insertion sort: five elements, and it keeps the table constexpr.
  for (size_t i = 1; i < shape.size(); ++i) {
    for (size_t j = i; j > 0 && RowMajorBefore(shape[j], shape[j - 1]); --j) {
      std::swap(shape[j], shape[j - 1]);
    }
  }
  return shape;
}

// All 12 x 8 oriented shapes, indexed [letter][4 * reflection + rotation].
constexpr std::array<std::array<Shape, 8>, kLetterCount> BuildShapeTable() {
  std::array<std::array<Shape, 8>, kLetterCount> table{};
  for (size_t letter = 0; letter < kLetterCount; ++letter) {
    const Shape base = ParseBitmap(kBaseShapes[letter]);
    for (int o = 0; o < 8; ++o) table[letter][static_cast<size_t>(o)] = Orient(base, o % 4, o >= 4);
  }
  return table;
}

constexpr auto kShapeTable = BuildShapeTable();

// Spot checks against facts §10.2, so a broken bitmap fails the build.
static_assert(kShapeTable[0][0] == Shape{{{-1, 0}, {-1, 1}, {0, -1}, {0, 0}, {1, 0}}});  // F o0
static_assert(kShapeTable[2][7] == Shape{{{-1, -1}, {0, -1}, {0, 0}, {0, 1}, {0, 2}}});  // L o7

// ---------------------------------------------------------------- surfaces

// Upstream's helpers (facts §10.4). Wrap moves by one period only: a
// coordinate two or more periods out stays out, which is what lets cells of
// a piece overflow on boards with a side of 1 or 2.
bool Out(int64_t c, int64_t size) { return c < 0 || c >= size; }
int64_t Wrap(int64_t c, int64_t size) {
  if (c >= size) return c - size;
  if (c < 0) return c + size;
  return c;
}
int64_t Flip(int64_t c, int64_t size) { return size - 1 - c; }

// Crossing the glued edge of one coordinate, flipping it when the crossing of
// the other coordinate's edge pair reverses it (Klein bottle, projective plane).
int64_t WrapFlippedIf(bool flip, int64_t c, int64_t size) { return flip ? Flip(Wrap(c, size), size) : Wrap(c, size); }

// The sphere glues top to right and left to bottom, folded at the shared
// corners. Upstream computes each coordinate from the other one with this
// rule, testing the *other* coordinate against this coordinate's size, which
// on non-square boards mixes height and width (kept: it is what upstream
// draws, and such links exist even though the UI forbids making them).
int64_t SphereCoordinate(int64_t c, int64_t size, int64_t other) {
  if (Out(c, size)) return size - 1 - Wrap(other, size);
  if (Out(other, size)) return Wrap(other, size);
  return c;
}

}  // namespace

std::optional<int> ModelLetterIndex(std::string_view letter) {
  if (letter.size() != 1) return std::nullopt;
  const int i = LetterIndex(letter[0]);
  if (i < 0) return std::nullopt;
  return i;
}

std::string_view BaseShape(int index) {
  if (index < 0 || index >= kLetterCount) return {};
  return kBaseShapes[static_cast<size_t>(index)];
}

std::optional<Shape> ShapeCells(int index, uint32_t rotation, bool reflected) {
  if (index < 0 || index >= kLetterCount || rotation > 3) return std::nullopt;
  return kShapeTable[static_cast<size_t>(index)][(reflected ? 4 : 0) + rotation];
}

std::optional<Shape> ShapeCells(std::string_view letter, uint32_t rotation, bool reflected) {
  const std::optional<int> index = ModelLetterIndex(letter);
  if (!index) return std::nullopt;
  return ShapeCells(*index, rotation, reflected);
}

Position SurfaceCoordinates(Surface surface, uint32_t height, uint32_t width, Position raw) {
  const int64_t h = height, w = width, x = raw.x, y = raw.y;
  switch (surface) {
    case CYLINDER:
      return {x, Wrap(y, w)};
    case TORUS:
      // Facts §10.4 (measured): rows wrap by the height. Every version of
      // upstream's paintGrid.ts we could read wraps rows by the *width*; the
      // two agree on square boards, the only ones upstream's UI makes.
      return {Wrap(x, h), Wrap(y, w)};
    case MOBIUS_BAND:
      // Top and bottom are borders: a row off the board stays off.
      return {Out(x, h) ? x : (Out(y, w) ? Flip(x, h) : x), Wrap(y, w)};
    case KLEIN_BOTTLE:
      return {WrapFlippedIf(Out(y, w), x, h), Wrap(y, w)};
    case PROJECTIVE_PLANE:
      return {WrapFlippedIf(Out(y, w), x, h), WrapFlippedIf(Out(x, h), y, w)};
    case SPHERE:
      return {SphereCoordinate(x, h, y), SphereCoordinate(y, w, x)};
    default:
      // RECTANGLE; also SURFACE_UNSPECIFIED and values outside the enum,
      // which upstream (an undefined surface) paints as a rectangle.
      return raw;
  }
}

std::optional<CellPos> MapToBoard(Surface surface, uint32_t height, uint32_t width, int64_t x, int64_t y) {
  const Position p = SurfaceCoordinates(surface, height, width, Position{x, y});
  if (Out(p.x, height) || Out(p.y, width)) return std::nullopt;
  return CellPos{static_cast<uint32_t>(p.x), static_cast<uint32_t>(p.y)};
}

std::vector<Gluing> Gluings(Surface surface) {
  switch (surface) {
    case CYLINDER:
      return {{Edge::kLeft, Edge::kRight, false}};
    case TORUS:
      return {{Edge::kTop, Edge::kBottom, false}, {Edge::kLeft, Edge::kRight, false}};
    case MOBIUS_BAND:
      return {{Edge::kLeft, Edge::kRight, true}};
    case KLEIN_BOTTLE:
      return {{Edge::kTop, Edge::kBottom, false}, {Edge::kLeft, Edge::kRight, true}};
    case PROJECTIVE_PLANE:
      return {{Edge::kTop, Edge::kBottom, true}, {Edge::kLeft, Edge::kRight, true}};
    case SPHERE:
      // Column c of the top meets row H-1-c of the right edge; row r of the
      // left edge meets column W-1-r of the bottom.
      return {{Edge::kTop, Edge::kRight, true}, {Edge::kLeft, Edge::kBottom, true}};
    default:
      return {};
  }
}

std::string SurfaceName(Surface surface) {
  switch (surface) {
    case RECTANGLE:
      return "rectangle";
    case CYLINDER:
      return "cylinder";
    case SPHERE:
      return "sphere";
    case TORUS:
      return "torus";
    case MOBIUS_BAND:
      return "Mobius band";
    case PROJECTIVE_PLANE:
      return "projective plane";
    case KLEIN_BOTTLE:
      return "Klein bottle";
    case SURFACE_UNSPECIFIED:
      return "unspecified surface";
    default:
      return "surface " + std::to_string(static_cast<int>(surface));
  }
}

// ---------------------------------------------------------------- painting

size_t PaintedBoard::Uncovered() const {
  return static_cast<size_t>(std::count_if(cells.begin(), cells.end(), [](const auto& c) { return c.empty(); }));
}

namespace {

struct Placement {
  Position anchor;
  ItemRef item;
};

// The order items are painted in. Upstream keeps one item per grid cell and
// paints them row by row of the grid, pieces and terrain mixed, so we sort
// by anchor, row-major. A model may list pieces in any order and keeps
// terrain in a separate list; sorting makes the order (and so which item
// upstream shows on an overlap, the last one) the same as upstream's for
// every board upstream can hold. Equal anchors, which upstream cannot hold,
// keep model order, pieces before terrain (stable sort).
std::vector<Placement> PaintOrder(const Board& board) {
  std::vector<Placement> order;
  order.reserve(static_cast<size_t>(board.pieces_size()) + static_cast<size_t>(board.terrain_size()));
  for (int i = 0; i < board.pieces_size(); ++i) {
    const Piece& p = board.pieces(i);
    order.push_back({{p.x(), p.y()}, {ItemRef::Kind::kPiece, static_cast<uint32_t>(i)}});
  }
  for (int i = 0; i < board.terrain_size(); ++i) {
    const Cell& c = board.terrain(i);
    order.push_back({{c.x(), c.y()}, {ItemRef::Kind::kTerrain, static_cast<uint32_t>(i)}});
  }
  std::stable_sort(order.begin(), order.end(), [](const Placement& a, const Placement& b) {
    return a.anchor.x != b.anchor.x ? a.anchor.x < b.anchor.x : a.anchor.y < b.anchor.y;
  });
  return order;
}

// Upstream marks a cell it cannot draw on the nearest board cell: each
// coordinate clamped to the board's edge.
std::optional<CellPos> Clamp(Position p, uint32_t height, uint32_t width) {
  if (height == 0 || width == 0) return std::nullopt;
  const auto clamp = [](int64_t c, uint32_t size) {
    return static_cast<uint32_t>(std::clamp<int64_t>(c, 0, static_cast<int64_t>(size) - 1));
  };
  return CellPos{clamp(p.x, height), clamp(p.y, width)};
}

// The offsets an item covers from its anchor (terrain: the anchor alone),
// or the conflict that keeps the whole item off the board. Checked in this
// order, so a broken item gets exactly one conflict.
std::optional<ConflictKind> Footprint(const Board& board, const Placement& placement, std::vector<Offset>* offsets) {
  if (placement.item.kind == ItemRef::Kind::kTerrain) {
    *offsets = {Offset{0, 0}};
  } else {
    const Piece& piece = board.pieces(static_cast<int>(placement.item.index));
    const std::optional<int> letter = ModelLetterIndex(piece.letter());
    if (!letter) return ConflictKind::kUnknownLetter;
    const std::optional<Shape> shape = ShapeCells(*letter, piece.rotation(), piece.reflected());
    if (!shape) return ConflictKind::kBadOrientation;
    offsets->assign(shape->begin(), shape->end());
  }
  if (Out(placement.anchor.x, board.height()) || Out(placement.anchor.y, board.width())) {
    return ConflictKind::kAnchorOffBoard;
  }
  return std::nullopt;
}

// Paints one item the way upstream's painter does: each cell's raw position
// goes through the surface; a cell still off the board is not drawn and
// marks the nearest board cell instead.
void PaintItem(const Board& board, const Placement& placement, PaintedBoard* out) {
  std::vector<Offset> offsets;
  if (const std::optional<ConflictKind> kind = Footprint(board, placement, &offsets)) {
    const std::optional<CellPos> drawn =
        *kind == ConflictKind::kAnchorOffBoard ? Clamp(placement.anchor, out->height, out->width) : std::nullopt;
    out->conflicts.push_back({*kind, {placement.item}, placement.anchor, drawn});
    return;
  }
  for (const Offset& offset : offsets) {
    const Position raw{placement.anchor.x + offset.dx, placement.anchor.y + offset.dy};
    const Position mapped = SurfaceCoordinates(board.surface(), out->height, out->width, raw);
    if (Out(mapped.x, out->height) || Out(mapped.y, out->width)) {
      out->conflicts.push_back(
          {ConflictKind::kOffBoard, {placement.item}, raw, Clamp(mapped, out->height, out->width)});
      continue;
    }
    out->cells[static_cast<size_t>(mapped.x) * out->width + static_cast<size_t>(mapped.y)].push_back(placement.item);
  }
}

}  // namespace

PaintedBoard Paint(const Board& board) {
  PaintedBoard out;
  if (board.height() > kMaxPaintSide || board.width() > kMaxPaintSide) {
    out.conflicts.push_back({ConflictKind::kBoardTooLarge, {}, {board.height(), board.width()}, {}});
    return out;
  }
  out.height = board.height();
  out.width = board.width();
  out.cells.resize(static_cast<size_t>(out.height) * out.width);
  // Item conflicts come in paint order, then overlaps row by row.
  for (const Placement& placement : PaintOrder(board)) PaintItem(board, placement, &out);
  for (uint32_t x = 0; x < out.height; ++x) {
    for (uint32_t y = 0; y < out.width; ++y) {
      const std::vector<ItemRef>& items = out.At(x, y);
      if (items.size() > 1) out.conflicts.push_back({ConflictKind::kOverlap, items, {x, y}, CellPos{x, y}});
    }
  }
  // A board without cells is not "solved": there is no puzzle on it.
  out.solved = !out.cells.empty() && out.conflicts.empty() && out.Uncovered() == 0;
  return out;
}

// ---------------------------------------------------------------- warnings

namespace {

std::string Coordinates(Position p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

Position Anchor(const Board& board, ItemRef item) {
  if (item.kind == ItemRef::Kind::kTerrain) {
    const Cell& c = board.terrain(static_cast<int>(item.index));
    return {c.x(), c.y()};
  }
  const Piece& p = board.pieces(static_cast<int>(item.index));
  return {p.x(), p.y()};
}

// "A", "A and B", "A, B and C".
std::string JoinItems(const Board& board, const std::vector<ItemRef>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += (i + 1 == items.size()) ? " and " : ", ";
    out += DescribeItem(board, items[i]);
  }
  return out;
}

std::string ConflictWarning(const Board& board, const Conflict& c) {
  const std::string item = c.items.empty() ? std::string() : DescribeItem(board, c.items[0]);
  switch (c.kind) {
    case ConflictKind::kOverlap:
      return JoinItems(board, c.items) + " overlap at " + Coordinates(c.where);
    case ConflictKind::kOffBoard:
      return item + " reaches " + Coordinates(c.where) + ", off the board";
    case ConflictKind::kAnchorOffBoard:
      return item + " is anchored outside the " + std::to_string(board.height()) + "x" + std::to_string(board.width()) +
             " board";
    case ConflictKind::kUnknownLetter:
      return item + ": unknown letter, not one of " + std::string(kLetters);
    case ConflictKind::kBadOrientation:
      return item + " has rotation " + std::to_string(board.pieces(static_cast<int>(c.items[0].index)).rotation()) +
             ", not 0..3";
    case ConflictKind::kBoardTooLarge:
      return "the " + std::to_string(board.height()) + "x" + std::to_string(board.width()) +
             " board is too large to paint (at most " + std::to_string(kMaxPaintSide) + " per side)";
  }
  return {};
}

}  // namespace

std::string DescribeItem(const Board& board, ItemRef item) {
  const std::string at = " at " + Coordinates(Anchor(board, item));
  if (item.kind == ItemRef::Kind::kTerrain) return "terrain" + at;
  const std::string& letter = board.pieces(static_cast<int>(item.index)).letter();
  return (ModelLetterIndex(letter) ? letter : QuoteBytes(letter)) + at;
}

char ItemSymbol(const Board& board, ItemRef item) {
  if (item.kind == ItemRef::Kind::kTerrain) return '#';
  const std::optional<int> letter = ModelLetterIndex(board.pieces(static_cast<int>(item.index)).letter());
  return letter ? kLetters[static_cast<size_t>(*letter)] : '?';
}

std::vector<std::string> Warnings(const Board& board) {
  const PaintedBoard painted = Paint(board);
  std::vector<std::string> warnings;
  for (const Conflict& c : painted.conflicts) warnings.push_back(ConflictWarning(board, c));

  std::array<int, kLetterCount> uses{};
  for (const Piece& p : board.pieces()) {
    if (const std::optional<int> i = ModelLetterIndex(p.letter())) ++uses[static_cast<size_t>(*i)];
  }
  for (size_t i = 0; i < uses.size(); ++i) {
    if (uses[i] > 1) {
      warnings.push_back(std::string(1, kLetters[i]) + " is placed " + std::to_string(uses[i]) + " times");
    }
  }

  const size_t uncovered = painted.Uncovered();
  if (painted.solved) {
    warnings.push_back("solved");
  } else if (board.height() == 0 || board.width() == 0) {
    warnings.push_back("the board has no cells");
  } else if (uncovered > 0) {
    warnings.push_back(std::to_string(uncovered) + (uncovered == 1 ? " cell" : " cells") + " uncovered");
  }
  return warnings;
}

}  // namespace slugspec::pentomino
