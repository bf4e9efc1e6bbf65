// What the pentomino geometry tests share: the shapes transcribed from the
// facts (§10.2 offsets, generated from upstream) and an independent
// brute-force model of each surface as a square with glued edges. Header
// only, for the test binary's geometry_*_test.cc files.
#ifndef SLUGSPEC_PENTOMINO_GEOMETRY_TEST_SUPPORT_H_
#define SLUGSPEC_PENTOMINO_GEOMETRY_TEST_SUPPORT_H_

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "pentomino/geometry.h"

namespace slugspec::pentomino::geometry_test {

// ------------------------------------------------------------ test data

// Facts §10.2, one line per letter and group of equal orientations o =
// 4 * reflection + rotation: offsets (row, column) from the centre in the
// painter's order. Transcribed by hand; the facts generated it from upstream.
inline constexpr std::string_view kOffsetTable = R"(
F 0 (-1,0)(-1,1)(0,-1)(0,0)(1,0)
F 1 (-1,0)(0,-1)(0,0)(0,1)(1,1)
F 2 (-1,0)(0,0)(0,1)(1,-1)(1,0)
F 3 (-1,-1)(0,-1)(0,0)(0,1)(1,0)
F 4 (-1,0)(0,-1)(0,0)(1,0)(1,1)
F 5 (-1,0)(0,-1)(0,0)(0,1)(1,-1)
F 6 (-1,-1)(-1,0)(0,0)(0,1)(1,0)
F 7 (-1,1)(0,-1)(0,0)(0,1)(1,0)
I 0,2,4,6 (-2,0)(-1,0)(0,0)(1,0)(2,0)
I 1,3,5,7 (0,-2)(0,-1)(0,0)(0,1)(0,2)
L 0 (-2,0)(-1,0)(0,0)(1,0)(1,1)
L 1 (0,-1)(0,0)(0,1)(0,2)(1,-1)
L 2 (-1,-1)(-1,0)(0,0)(1,0)(2,0)
L 3 (-1,1)(0,-2)(0,-1)(0,0)(0,1)
L 4 (-1,0)(-1,1)(0,0)(1,0)(2,0)
L 5 (0,-2)(0,-1)(0,0)(0,1)(1,1)
L 6 (-2,0)(-1,0)(0,0)(1,-1)(1,0)
L 7 (-1,-1)(0,-1)(0,0)(0,1)(0,2)
P 0 (-1,-1)(-1,0)(0,-1)(0,0)(1,-1)
P 1 (-1,-1)(-1,0)(-1,1)(0,0)(0,1)
P 2 (-1,1)(0,0)(0,1)(1,0)(1,1)
P 3 (0,-1)(0,0)(1,-1)(1,0)(1,1)
P 4 (-1,-1)(0,-1)(0,0)(1,-1)(1,0)
P 5 (-1,-1)(-1,0)(-1,1)(0,-1)(0,0)
P 6 (-1,0)(-1,1)(0,0)(0,1)(1,1)
P 7 (0,0)(0,1)(1,-1)(1,0)(1,1)
N 0 (-1,1)(0,0)(0,1)(1,0)(2,0)
N 1 (0,-2)(0,-1)(0,0)(1,0)(1,1)
N 2 (-2,0)(-1,0)(0,-1)(0,0)(1,-1)
N 3 (-1,-1)(-1,0)(0,0)(0,1)(0,2)
N 4 (-2,0)(-1,0)(0,0)(0,1)(1,1)
N 5 (0,0)(0,1)(0,2)(1,-1)(1,0)
N 6 (-1,-1)(0,-1)(0,0)(1,0)(2,0)
N 7 (-1,0)(-1,1)(0,-2)(0,-1)(0,0)
T 0,6 (0,-1)(0,0)(0,1)(1,0)(2,0)
T 1,7 (-1,0)(0,-2)(0,-1)(0,0)(1,0)
T 2,4 (-2,0)(-1,0)(0,-1)(0,0)(0,1)
T 3,5 (-1,0)(0,0)(0,1)(0,2)(1,0)
U 0,6 (-1,-1)(-1,1)(0,-1)(0,0)(0,1)
U 1,7 (-1,0)(-1,1)(0,0)(1,0)(1,1)
U 2,4 (0,-1)(0,0)(0,1)(1,-1)(1,1)
U 3,5 (-1,-1)(-1,0)(0,0)(1,-1)(1,0)
V 0,7 (-2,0)(-1,0)(0,0)(0,1)(0,2)
V 1,4 (0,0)(0,1)(0,2)(1,0)(2,0)
V 2,5 (0,-2)(0,-1)(0,0)(1,0)(2,0)
V 3,6 (-2,0)(-1,0)(0,-2)(0,-1)(0,0)
W 0,7 (-1,-1)(0,-1)(0,0)(1,0)(1,1)
W 1,4 (-1,0)(-1,1)(0,-1)(0,0)(1,-1)
W 2,5 (-1,-1)(-1,0)(0,0)(0,1)(1,1)
W 3,6 (-1,1)(0,0)(0,1)(1,-1)(1,0)
X 0,1,2,3,4,5,6,7 (-1,0)(0,-1)(0,0)(0,1)(1,0)
Y 0 (-1,0)(0,0)(0,1)(1,0)(2,0)
Y 1 (0,-2)(0,-1)(0,0)(0,1)(1,0)
Y 2 (-2,0)(-1,0)(0,-1)(0,0)(1,0)
Y 3 (-1,0)(0,-1)(0,0)(0,1)(0,2)
Y 4 (-2,0)(-1,0)(0,0)(0,1)(1,0)
Y 5 (0,-1)(0,0)(0,1)(0,2)(1,0)
Y 6 (-1,0)(0,-1)(0,0)(1,0)(2,0)
Y 7 (-1,0)(0,-2)(0,-1)(0,0)(0,1)
Z 0,2 (-1,-1)(-1,0)(0,0)(1,0)(1,1)
Z 1,3 (-1,1)(0,-1)(0,0)(0,1)(1,-1)
Z 4,6 (-1,0)(-1,1)(0,0)(1,-1)(1,0)
Z 5,7 (-1,-1)(0,-1)(0,0)(0,1)(1,1)
)";

struct TableRow {
  char letter;
  std::vector<int> orientations;
  std::vector<Offset> offsets;
};

inline std::vector<TableRow> ParseOffsetTable() {
  std::vector<TableRow> rows;
  std::istringstream lines{std::string(kOffsetTable)};
  std::string line;
  while (std::getline(lines, line)) {
    if (line.empty()) continue;
    std::istringstream in(line);
    TableRow row;
    std::string orientations, offsets;
    in >> row.letter >> orientations >> offsets;
    for (char c : orientations) {
      if (c != ',') row.orientations.push_back(c - '0');
    }
    std::istringstream cells(offsets);
    char open, comma, close;
    Offset o;
    while (cells >> open >> o.dx >> comma >> o.dy >> close) row.offsets.push_back(o);
    rows.push_back(row);
  }
  return rows;
}

// The table as a lookup [letter][orientation] -> offsets.
inline const std::map<std::pair<char, int>, std::vector<Offset>>& OffsetTable() {
  static const auto* table = [] {
    auto* t = new std::map<std::pair<char, int>, std::vector<Offset>>;
    for (const TableRow& row : ParseOffsetTable()) {
      for (int o : row.orientations) (*t)[{row.letter, o}] = row.offsets;
    }
    return t;
  }();
  return *table;
}

inline std::vector<Offset> ToVector(const Shape& s) { return {s.begin(), s.end()}; }

inline std::string Show(const std::vector<Offset>& cells) {
  std::string out;
  for (const Offset& o : cells) out += "(" + std::to_string(o.dx) + "," + std::to_string(o.dy) + ")";
  return out;
}

using P = std::pair<uint32_t, uint32_t>;

// ------------------------------------------------------------ the brute-force reference

// Each surface as topologists draw it: the board with some of its edges
// glued. Written here independently of the library (Gluings() is checked
// against it below, since the SVG draws its arrows from it). An edge's
// position runs left to right on top and bottom, top to bottom on left and
// right; `reversed` glues position t to position length-1-t.
enum class Side { kTop, kBottom, kLeft, kRight };
struct Glue {
  Side a, b;
  bool reversed;
};

inline std::vector<Glue> ReferenceGlues(Surface s) {
  using enum Side;
  switch (s) {
    case CYLINDER:
      return {{kLeft, kRight, false}};
    case TORUS:
      return {{kTop, kBottom, false}, {kLeft, kRight, false}};
    case MOBIUS_BAND:
      return {{kLeft, kRight, true}};
    case KLEIN_BOTTLE:
      return {{kTop, kBottom, false}, {kLeft, kRight, true}};
    case PROJECTIVE_PLANE:
      return {{kTop, kBottom, true}, {kLeft, kRight, true}};
    // Folded at the top-right and bottom-left corners: the top's column c
    // meets the right edge's row H-1-c, the left's row r the bottom's
    // column W-1-r.
    case SPHERE:
      return {{kTop, kRight, true}, {kLeft, kBottom, true}};
    default:
      return {};
  }
}

struct Vec {
  int64_t x, y;
};
inline Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
inline Vec operator*(int64_t k, Vec v) { return {k * v.x, k * v.y}; }
inline int64_t Dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }

inline Vec Outward(Side s) {
  switch (s) {
    case Side::kTop:
      return {-1, 0};
    case Side::kBottom:
      return {1, 0};
    case Side::kLeft:
      return {0, -1};
    case Side::kRight:
      return {0, 1};
  }
  return {};
}
inline bool Horizontal(Side s) { return s == Side::kTop || s == Side::kBottom; }
inline Vec Along(Side s) { return Horizontal(s) ? Vec{0, 1} : Vec{1, 0}; }

// Walks from the board cell nearest to `raw` towards `raw`, one unit step at
// a time, rows first, then columns. A step out of the board crosses the edge
// it leaves by: onto the glued edge at the glued position, and the walk's
// directions turn with the gluing (so after a reversed crossing "down" on
// the raw plane is "up" on the board). A free edge ends the walk off the
// board. Where the two formulations are made to coincide: upstream wraps
// each coordinate by one period only, so the walk may cross at most one edge
// while it moves along each raw axis; a second crossing ends it off the
// board. With that rule the walk equals upstream's formulas on every
// surface for every position, except the one documented sphere case.
inline std::optional<P> ReferenceWalk(Surface surface, int64_t h, int64_t w, Vec raw) {
  if (h == 0 || w == 0) return std::nullopt;
  const std::vector<Glue> glues = ReferenceGlues(surface);
  const Vec start{std::clamp<int64_t>(raw.x, 0, h - 1), std::clamp<int64_t>(raw.y, 0, w - 1)};
  Vec at = start;
  Vec frame[2] = {{1, 0}, {0, 1}};  // where a raw step along x / along y goes on the board
  const auto inside = [&](Vec v) { return v.x >= 0 && v.x < h && v.y >= 0 && v.y < w; };
  const auto length = [&](Side s) { return Horizontal(s) ? w : h; };
  const auto cell_on = [&](Side s, int64_t t) -> Vec {
    switch (s) {
      case Side::kTop:
        return {0, t};
      case Side::kBottom:
        return {h - 1, t};
      case Side::kLeft:
        return {t, 0};
      case Side::kRight:
        return {t, w - 1};
    }
    return {};
  };
  for (int axis = 0; axis < 2; ++axis) {
    const int64_t distance = axis == 0 ? raw.x - start.x : raw.y - start.y;
    const int64_t sign = distance < 0 ? -1 : 1;
    bool crossed = false;
    for (int64_t i = 0; i < distance * sign; ++i) {
      const Vec step = sign * frame[axis];
      if (inside(at + step)) {
        at = at + step;
        continue;
      }
      if (crossed) return std::nullopt;  // one period only
      crossed = true;
      Side from{};
      for (Side s : {Side::kTop, Side::kBottom, Side::kLeft, Side::kRight}) {
        if (Dot(step, Outward(s)) == 1) from = s;
      }
      std::optional<Glue> glue;
      Side to{};
      for (const Glue& g : glues) {
        if (g.a == from) glue = g, to = g.b;
        if (g.b == from) glue = g, to = g.a;
      }
      if (!glue) return std::nullopt;  // a free edge
      const int64_t t = Dot(at, Along(from)), t2 = glue->reversed ? length(to) - 1 - t : t;
      if (t2 < 0 || t2 >= length(to)) return std::nullopt;  // edges of unequal length
      at = cell_on(to, t2);
      // The crossing's linear part: out of `from` becomes into `to`, along
      // `from` becomes along `to` (backwards if reversed).
      const Vec into = -1 * Outward(to), along = (glue->reversed ? -1 : 1) * Along(to);
      for (Vec& f : frame) f = Dot(f, Outward(from)) * into + Dot(f, Along(from)) * along;
    }
  }
  return P(static_cast<uint32_t>(at.x), static_cast<uint32_t>(at.y));
}

// The reference for MapToBoard. The one place the walk and upstream part:
// on the sphere, a position past both a row edge and a column edge. The
// folded corners are cone points, and the walk (either order: rows or
// columns first, the result is the same) turns around them; upstream
// instead crosses both edges at once, each computed from the raw position,
// which lands on the walk's cell with row and column exchanged. For pieces
// on the board this matters only one step diagonally past the top-right and
// bottom-left corners (offsets like F's (-1,1)), where upstream paints the
// opposite corner cell.
inline std::optional<P> ReferenceMap(Surface surface, int64_t h, int64_t w, Vec raw) {
  std::optional<P> cell = ReferenceWalk(surface, h, w, raw);
  const bool row_out = raw.x < 0 || raw.x >= h, column_out = raw.y < 0 || raw.y >= w;
  if (surface == SPHERE && row_out && column_out && cell) cell = P(cell->second, cell->first);
  return cell;
}

inline const std::array<Surface, 8> kAllSurfaces = {SURFACE_UNSPECIFIED, RECTANGLE,        CYLINDER,    SPHERE, TORUS,
                                                    MOBIUS_BAND,         PROJECTIVE_PLANE, KLEIN_BOTTLE};

}  // namespace slugspec::pentomino::geometry_test

#endif  // SLUGSPEC_PENTOMINO_GEOMETRY_TEST_SUPPORT_H_
