// Shapes, surface mapping and painting, checked against data transcribed
// from the facts (§10.2 offsets, generated from upstream), hand-checked
// positions, the article's solved boards, and an independent brute-force
// model of each surface as a square with glued edges.
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

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "pentomino/geometry.h"
#include "pentomino/test_boards.h"
#include "pentomino/test_show.h"

namespace slugspec::pentomino {

namespace {

// ------------------------------------------------------------ test data

// Facts §10.2, one line per letter and group of equal orientations o =
// 4 * reflection + rotation: offsets (row, column) from the centre in the
// painter's order. Transcribed by hand; the facts generated it from upstream.
constexpr std::string_view kOffsetTable = R"(
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

std::vector<TableRow> ParseOffsetTable() {
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
const std::map<std::pair<char, int>, std::vector<Offset>>& OffsetTable() {
  static const auto* table = [] {
    auto* t = new std::map<std::pair<char, int>, std::vector<Offset>>;
    for (const TableRow& row : ParseOffsetTable()) {
      for (int o : row.orientations) (*t)[{row.letter, o}] = row.offsets;
    }
    return t;
  }();
  return *table;
}

std::vector<Offset> ToVector(const Shape& s) { return {s.begin(), s.end()}; }

std::string Show(const std::vector<Offset>& cells) {
  std::string out;
  for (const Offset& o : cells)
    out += "(" + std::to_string(o.dx) + "," + std::to_string(o.dy) + ")";
  return out;
}

// ------------------------------------------------------------ shapes

TEST(PentominoShapes, TableCoversEveryLetterAndOrientationOnce) {
  std::map<std::pair<char, int>, int> seen;
  for (const TableRow& row : ParseOffsetTable()) {
    EXPECT_EQ(row.offsets.size(), 5u) << row.letter;
    for (int o : row.orientations) ++seen[{row.letter, o}];
  }
  EXPECT_EQ(seen.size(), 96u);
  for (const auto& [key, count] : seen) EXPECT_EQ(count, 1) << key.first << " o" << key.second;
}

TEST(PentominoShapes, MatchTheFactsTableInPainterOrder) {
  for (char letter : kLetters) {
    for (int o = 0; o < 8; ++o) {
      const std::optional<Shape> shape =
          ShapeCells(std::string(1, letter), static_cast<uint32_t>(o % 4), o >= 4);
      ASSERT_TRUE(shape.has_value());
      EXPECT_EQ(Show(ToVector(*shape)), Show(OffsetTable().at({letter, o}))) << letter << " o" << o;
    }
  }
}

TEST(PentominoShapes, FiveDistinctCellsIncludingTheCentre) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    for (int o = 0; o < 8; ++o) {
      const Shape s = *ShapeCells(letter, static_cast<uint32_t>(o % 4), o >= 4);
      std::set<std::pair<int, int>> cells;
      for (const Offset& c : s) cells.insert({c.dx, c.dy});
      EXPECT_EQ(cells.size(), 5u);
      EXPECT_TRUE(cells.count({0, 0})) << kLetters[static_cast<size_t>(letter)] << " o" << o;
    }
  }
}

std::set<std::pair<int, int>> CellSet(const Shape& s) {
  std::set<std::pair<int, int>> out;
  for (const Offset& c : s) out.insert({c.dx, c.dy});
  return out;
}

std::set<std::pair<int, int>> TurnClockwise(const std::set<std::pair<int, int>>& cells) {
  std::set<std::pair<int, int>> out;
  for (const auto& [dx, dy] : cells) out.insert({dy, -dx});
  return out;
}

TEST(PentominoShapes, EachRotationIsOneClockwiseTurnAndFourAreTheIdentity) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    for (bool reflected : {false, true}) {
      const auto start = CellSet(*ShapeCells(letter, 0, reflected));
      auto turned = start;
      for (uint32_t r = 1; r <= 4; ++r) {
        turned = TurnClockwise(turned);
        EXPECT_EQ(turned, CellSet(*ShapeCells(letter, r % 4, reflected)))
            << kLetters[static_cast<size_t>(letter)] << " r" << r << " f" << reflected;
      }
      EXPECT_EQ(turned, start);
    }
  }
}

TEST(PentominoShapes, ReflectionFlipsTheBaseUpsideDown) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    std::set<std::pair<int, int>> flipped;
    for (const auto& [dx, dy] : CellSet(*ShapeCells(letter, 0, false))) flipped.insert({-dx, dy});
    EXPECT_EQ(flipped, CellSet(*ShapeCells(letter, 0, true)));
  }
}

TEST(PentominoShapes, SymmetricLettersHaveTheFactsNumberOfDistinctOrientations) {
  const std::map<char, size_t> distinct = {{'F', 8}, {'I', 2}, {'L', 8}, {'P', 8},
                                           {'N', 8}, {'T', 4}, {'U', 4}, {'V', 4},
                                           {'W', 4}, {'X', 1}, {'Y', 8}, {'Z', 4}};
  for (const TableRow& row : ParseOffsetTable()) {
    // Orientations grouped on one line of the facts are equal...
    for (int o : row.orientations) {
      EXPECT_EQ(
          ToVector(*ShapeCells(std::string(1, row.letter), static_cast<uint32_t>(o % 4), o >= 4)),
          row.offsets);
    }
  }
  for (char letter : kLetters) {
    // ...and orientations on different lines differ.
    std::set<std::vector<std::pair<int, int>>> shapes;
    for (int o = 0; o < 8; ++o) {
      const auto cells =
          CellSet(*ShapeCells(std::string(1, letter), static_cast<uint32_t>(o % 4), o >= 4));
      shapes.insert({cells.begin(), cells.end()});
    }
    EXPECT_EQ(shapes.size(), distinct.at(letter)) << letter;
  }
}

TEST(PentominoShapes, BaseShapeIsOrientationZero) {
  for (int letter = 0; letter < kLetterCount; ++letter) {
    const std::string_view base = BaseShape(letter);
    int row = 0, col = 0, centre_row = -1, centre_col = -1;
    std::vector<std::pair<int, int>> cells;
    for (char c : base) {
      if (c == '/') {
        ++row;
        col = 0;
        continue;
      }
      if (c == 'C') centre_row = row, centre_col = col;
      if (c == '#' || c == 'C') cells.push_back({row, col});
      ++col;
    }
    ASSERT_GE(centre_row, 0);
    std::set<std::pair<int, int>> relative;
    for (const auto& [r, c] : cells) relative.insert({r - centre_row, c - centre_col});
    EXPECT_EQ(relative, CellSet(*ShapeCells(letter, 0, false)));
  }
}

TEST(PentominoShapes, OutOfRangeArgumentsGiveNothing) {
  EXPECT_FALSE(ShapeCells("Q", 0, false));
  EXPECT_FALSE(ShapeCells("", 0, false));
  EXPECT_FALSE(ShapeCells("FF", 0, false));
  EXPECT_FALSE(ShapeCells("f", 0, false));
  EXPECT_FALSE(ShapeCells(std::string_view("\0", 1), 0, false));
  EXPECT_FALSE(ShapeCells("F", 4, false));
  EXPECT_FALSE(ShapeCells("F", 0xffffffffu, true));
  EXPECT_FALSE(ShapeCells(-1, 0, false));
  EXPECT_FALSE(ShapeCells(12, 0, false));
  EXPECT_TRUE(ShapeCells("Z", 3, true));
  EXPECT_EQ(BaseShape(12), "");
}

// ------------------------------------------------------------ surfaces, by hand

std::optional<std::pair<uint32_t, uint32_t>> Map(Surface s, uint32_t h, uint32_t w, int64_t x,
                                                 int64_t y) {
  const std::optional<CellPos> c = MapToBoard(s, h, w, x, y);
  if (!c) return std::nullopt;
  return std::pair{c->x, c->y};
}
using P = std::pair<uint32_t, uint32_t>;
constexpr std::nullopt_t kOff = std::nullopt;

TEST(PentominoSurfaces, Rectangle) {
  EXPECT_EQ(Map(RECTANGLE, 8, 8, 0, 0), P(0, 0));
  EXPECT_EQ(Map(RECTANGLE, 8, 8, 7, 7), P(7, 7));
  EXPECT_EQ(Map(RECTANGLE, 8, 8, -1, 0), kOff);
  EXPECT_EQ(Map(RECTANGLE, 8, 8, 0, 8), kOff);
  EXPECT_EQ(Map(RECTANGLE, 6, 10, 5, 9), P(5, 9));
  EXPECT_EQ(Map(RECTANGLE, 6, 10, 6, 9), kOff);
}

TEST(PentominoSurfaces, UnspecifiedAndUnknownSurfacesAreRectangles) {
  EXPECT_EQ(Map(SURFACE_UNSPECIFIED, 8, 8, -1, 3), kOff);
  EXPECT_EQ(Map(static_cast<Surface>(42), 8, 8, 3, 8), kOff);
  EXPECT_EQ(Map(static_cast<Surface>(-7), 8, 8, 3, 3), P(3, 3));
}

TEST(PentominoSurfaces, Cylinder) {
  EXPECT_EQ(Map(CYLINDER, 6, 10, 3, -1), P(3, 9));
  EXPECT_EQ(Map(CYLINDER, 6, 10, 3, 10), P(3, 0));
  EXPECT_EQ(Map(CYLINDER, 6, 10, 0, -2), P(0, 8));
  EXPECT_EQ(Map(CYLINDER, 6, 10, -1, 0), kOff);
  EXPECT_EQ(Map(CYLINDER, 6, 10, 6, -1), kOff);
}

TEST(PentominoSurfaces, Torus) {
  // Upstream's own unit test (8x8).
  EXPECT_EQ(Map(TORUS, 8, 8, 8, 5), P(0, 5));
  EXPECT_EQ(Map(TORUS, 8, 8, -1, 5), P(7, 5));
  EXPECT_EQ(Map(TORUS, 8, 8, 5, 8), P(5, 0));
  EXPECT_EQ(Map(TORUS, 8, 8, 5, -1), P(5, 7));
  EXPECT_EQ(Map(TORUS, 8, 8, 8, 8), P(0, 0));
  EXPECT_EQ(Map(TORUS, 8, 8, -1, -1), P(7, 7));
  // Non-square: rows wrap by the height (facts §10.4).
  EXPECT_EQ(Map(TORUS, 6, 10, 6, 3), P(0, 3));
  EXPECT_EQ(Map(TORUS, 6, 10, -1, 10), P(5, 0));
  EXPECT_EQ(Map(TORUS, 6, 10, 2, -2), P(2, 8));
}

TEST(PentominoSurfaces, MobiusBand) {
  EXPECT_EQ(Map(MOBIUS_BAND, 6, 10, 2, -1), P(3, 9));
  EXPECT_EQ(Map(MOBIUS_BAND, 6, 10, 2, 10), P(3, 0));
  EXPECT_EQ(Map(MOBIUS_BAND, 6, 10, 0, -1), P(5, 9));
  EXPECT_EQ(Map(MOBIUS_BAND, 6, 10, 5, 11), P(0, 1));
  EXPECT_EQ(Map(MOBIUS_BAND, 6, 10, -1, 5), kOff);
  EXPECT_EQ(Map(MOBIUS_BAND, 6, 10, 6, 5), kOff);
  EXPECT_EQ(Map(MOBIUS_BAND, 6, 10, -1, -1), kOff);
}

TEST(PentominoSurfaces, KleinBottle) {
  EXPECT_EQ(Map(KLEIN_BOTTLE, 6, 10, -1, 3), P(5, 3));
  EXPECT_EQ(Map(KLEIN_BOTTLE, 6, 10, 6, 3), P(0, 3));
  EXPECT_EQ(Map(KLEIN_BOTTLE, 6, 10, 2, -1), P(3, 9));
  EXPECT_EQ(Map(KLEIN_BOTTLE, 6, 10, 2, 10), P(3, 0));
  EXPECT_EQ(Map(KLEIN_BOTTLE, 6, 10, -1, -1), P(0, 9));
  EXPECT_EQ(Map(KLEIN_BOTTLE, 6, 10, 6, 10), P(5, 0));
}

TEST(PentominoSurfaces, ProjectivePlane) {
  // Upstream's own unit test (8x8).
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 8, 8, 8, 5), P(0, 2));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 8, 8, -1, 5), P(7, 2));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 8, 8, 8, 7), P(0, 0));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 8, 8, -1, 0), P(7, 7));
  // Corners: both coordinates wrap and both flip.
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 8, 8, -1, -1), P(0, 0));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 8, 8, 8, 8), P(7, 7));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 8, 8, -1, 8), P(0, 7));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 6, 10, 2, -1), P(3, 9));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, 6, 10, -1, 3), P(5, 6));
}

TEST(PentominoSurfaces, SquareSphere) {
  // Upstream's unit test: consecutiveOrientableWrap(-1, 8, 1) = 6.
  EXPECT_EQ(Map(SPHERE, 8, 8, -1, 1), P(6, 7));  // above column 1: last column, row 6
  EXPECT_EQ(Map(SPHERE, 8, 8, 3, 8), P(0, 4));   // right of row 3: top row, column 4
  EXPECT_EQ(Map(SPHERE, 8, 8, 3, -1), P(7, 4));  // left of row 3: bottom row, column 4
  EXPECT_EQ(Map(SPHERE, 8, 8, 8, 2), P(5, 0));   // below column 2: first column, row 5
  EXPECT_EQ(Map(SPHERE, 8, 8, -1, -1), P(0, 0));
  EXPECT_EQ(Map(SPHERE, 8, 8, 8, 8), P(7, 7));
  // Diagonally past the folded corners upstream lands on the opposite
  // corner (a cone point has no such neighbour; see the reference below).
  EXPECT_EQ(Map(SPHERE, 8, 8, -1, 8), P(7, 0));
  EXPECT_EQ(Map(SPHERE, 8, 8, 8, -1), P(0, 7));
}

TEST(PentominoSurfaces, NonSquareSphereMixesHeightAndWidth) {
  // 3 rows x 5 columns: columns 3 and 4 are "out" against the height, so
  // even cells on the board move (upstream's formula, facts §10.4).
  EXPECT_EQ(Map(SPHERE, 3, 5, 1, 3), P(0, 3));
  EXPECT_EQ(Map(SPHERE, 3, 5, 0, 4), P(1, 4));
  EXPECT_EQ(Map(SPHERE, 3, 5, -1, 4), P(1, 4));
  EXPECT_EQ(Map(SPHERE, 3, 5, 2, 2), P(2, 2));
  // 5 rows x 3 columns: rows 3 and 4 are "out" against the width.
  EXPECT_EQ(Map(SPHERE, 5, 3, 3, 1), P(3, 0));
  EXPECT_EQ(Map(SPHERE, 5, 3, 4, 2), P(4, 1));
  // Past one period of the shorter side nothing wraps any more.
  EXPECT_EQ(Map(SPHERE, 2, 7, -1, 6), kOff);
}

TEST(PentominoSurfaces, HugeBoardsWrapWithoutOverflow) {
  constexpr uint32_t kBig = 0xffffffffu;
  EXPECT_EQ(Map(TORUS, kBig, kBig, int64_t{kBig} + 2, -3), P(2, kBig - 3));
  EXPECT_EQ(Map(PROJECTIVE_PLANE, kBig, kBig, -1, -1), P(0, 0));
  EXPECT_EQ(Map(SPHERE, kBig, kBig, -1, 0), P(kBig - 1, kBig - 1));
  EXPECT_EQ(Map(RECTANGLE, kBig, kBig, int64_t{kBig}, 0), kOff);
}

TEST(PentominoSurfaces, OnePeriodOnly) {
  EXPECT_EQ(Map(TORUS, 1, 1, 1, 0), P(0, 0));
  EXPECT_EQ(Map(TORUS, 1, 1, -1, 0), P(0, 0));
  EXPECT_EQ(Map(TORUS, 1, 1, 2, 0), kOff);
  EXPECT_EQ(Map(TORUS, 1, 1, -2, 0), kOff);
  EXPECT_EQ(Map(CYLINDER, 3, 2, 1, 4), kOff);
  EXPECT_EQ(Map(CYLINDER, 3, 2, 1, 3), P(1, 1));
}

TEST(PentominoSurfaces, DegenerateAndHugeArgumentsAreSafe) {
  for (Surface s :
       {RECTANGLE, CYLINDER, SPHERE, TORUS, MOBIUS_BAND, PROJECTIVE_PLANE, KLEIN_BOTTLE}) {
    EXPECT_EQ(Map(s, 0, 0, 0, 0), kOff);
    EXPECT_EQ(Map(s, 0, 5, 0, 0), kOff);
    EXPECT_EQ(Map(s, 5, 0, 0, 0), kOff);
    EXPECT_EQ(Map(s, 61, 61, 4000000000ll, 4000000000ll), kOff);
  }
}

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

std::vector<Glue> ReferenceGlues(Surface s) {
  using enum Side;
  switch (s) {
    case CYLINDER: return {{kLeft, kRight, false}};
    case TORUS: return {{kTop, kBottom, false}, {kLeft, kRight, false}};
    case MOBIUS_BAND: return {{kLeft, kRight, true}};
    case KLEIN_BOTTLE: return {{kTop, kBottom, false}, {kLeft, kRight, true}};
    case PROJECTIVE_PLANE: return {{kTop, kBottom, true}, {kLeft, kRight, true}};
    // Folded at the top-right and bottom-left corners: the top's column c
    // meets the right edge's row H-1-c, the left's row r the bottom's
    // column W-1-r.
    case SPHERE: return {{kTop, kRight, true}, {kLeft, kBottom, true}};
    default: return {};
  }
}

struct Vec {
  int64_t x, y;
};
Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
Vec operator*(int64_t k, Vec v) { return {k * v.x, k * v.y}; }
int64_t Dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }

Vec Outward(Side s) {
  switch (s) {
    case Side::kTop: return {-1, 0};
    case Side::kBottom: return {1, 0};
    case Side::kLeft: return {0, -1};
    case Side::kRight: return {0, 1};
  }
  return {};
}
bool Horizontal(Side s) { return s == Side::kTop || s == Side::kBottom; }
Vec Along(Side s) { return Horizontal(s) ? Vec{0, 1} : Vec{1, 0}; }

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
std::optional<P> ReferenceWalk(Surface surface, int64_t h, int64_t w, Vec raw) {
  if (h == 0 || w == 0) return std::nullopt;
  const std::vector<Glue> glues = ReferenceGlues(surface);
  const Vec start{std::clamp<int64_t>(raw.x, 0, h - 1), std::clamp<int64_t>(raw.y, 0, w - 1)};
  Vec at = start;
  Vec frame[2] = {{1, 0}, {0, 1}};  // where a raw step along x / along y goes on the board
  const auto inside = [&](Vec v) { return v.x >= 0 && v.x < h && v.y >= 0 && v.y < w; };
  const auto length = [&](Side s) { return Horizontal(s) ? w : h; };
  const auto cell_on = [&](Side s, int64_t t) -> Vec {
    switch (s) {
      case Side::kTop: return {0, t};
      case Side::kBottom: return {h - 1, t};
      case Side::kLeft: return {t, 0};
      case Side::kRight: return {t, w - 1};
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
std::optional<P> ReferenceMap(Surface surface, int64_t h, int64_t w, Vec raw) {
  std::optional<P> cell = ReferenceWalk(surface, h, w, raw);
  const bool row_out = raw.x < 0 || raw.x >= h, column_out = raw.y < 0 || raw.y >= w;
  if (surface == SPHERE && row_out && column_out && cell) cell = P(cell->second, cell->first);
  return cell;
}

const std::array<Surface, 8> kAllSurfaces = {
    SURFACE_UNSPECIFIED, RECTANGLE,        CYLINDER,    SPHERE, TORUS,
    MOBIUS_BAND,         PROJECTIVE_PLANE, KLEIN_BOTTLE};

TEST(PentominoReference, GluingsForDrawingAreTheReferenceGluings) {
  for (Surface s : kAllSurfaces) {
    const std::vector<Gluing> drawn = Gluings(s);
    const std::vector<Glue> reference = ReferenceGlues(s);
    ASSERT_EQ(drawn.size(), reference.size()) << SurfaceName(s);
    for (size_t i = 0; i < drawn.size(); ++i) {
      EXPECT_EQ(static_cast<int>(drawn[i].a), static_cast<int>(reference[i].a));
      EXPECT_EQ(static_cast<int>(drawn[i].b), static_cast<int>(reference[i].b));
      EXPECT_EQ(drawn[i].reversed, reference[i].reversed);
    }
  }
}

// Every position within two periods around small boards (sphere: square
// boards only; the gluing of edges of unequal length is not a gluing, and
// upstream's formulas for it are checked by hand above).
TEST(PentominoReference, AgreesWithMapToBoardOnSmallBoardsExhaustively) {
  for (Surface s : kAllSurfaces) {
    for (int64_t h = 1; h <= 7; ++h) {
      for (int64_t w = 1; w <= 7; ++w) {
        if (s == SPHERE && h != w) continue;
        for (int64_t x = -2 * h - 2; x <= 3 * h + 2; ++x) {
          for (int64_t y = -2 * w - 2; y <= 3 * w + 2; ++y) {
            ASSERT_EQ(Map(s, static_cast<uint32_t>(h), static_cast<uint32_t>(w), x, y),
                      ReferenceMap(s, h, w, {x, y}))
                << SurfaceName(s) << " " << h << "x" << w << " at (" << x << "," << y << ")";
          }
        }
      }
    }
  }
}

TEST(PentominoReference, TheSphereWalkDoesNotDependOnTheOrderOfAxes) {
  // Rows-then-columns equals columns-then-rows: transpose the board and the
  // position, walk, transpose back (the sphere's gluing is symmetric under
  // the transpose that swaps top with left and right with bottom).
  for (int64_t n = 1; n <= 6; ++n) {
    for (int64_t x = -n; x < 2 * n; ++x) {
      for (int64_t y = -n; y < 2 * n; ++y) {
        const auto a = ReferenceWalk(SPHERE, n, n, {x, y});
        const auto b = ReferenceWalk(SPHERE, n, n, {y, x});
        ASSERT_EQ(a.has_value(), b.has_value()) << n << " (" << x << "," << y << ")";
        if (a) {
          EXPECT_EQ(*a, P(b->second, b->first)) << n << " (" << x << "," << y << ")";
        }
      }
    }
  }
}

rc::Gen<int> Uniform(int min, int max) { return rc::gen::resize(100, rc::gen::inRange(min, max)); }

RC_GTEST_PROP(PentominoReference, AgreesWithMapToBoardWithinOnePeriod, ()) {
  const Surface s = *rc::gen::elementOf(kAllSurfaces);
  const int h = *Uniform(1, 62);
  const int w = s == SPHERE ? h : *Uniform(1, 62);
  const int64_t x = *Uniform(-h, 2 * h), y = *Uniform(-w, 2 * w);
  RC_ASSERT(Map(s, static_cast<uint32_t>(h), static_cast<uint32_t>(w), x, y) ==
            ReferenceMap(s, h, w, {x, y}));
}

// ------------------------------------------------------------ painting

// The article's boards (test_boards.h); the projective plane carries its
// colours, which painting ignores.
using test_boards::ArticleProjectivePlane;
using test_boards::ArticleRectangle6x10;
using test_boards::ArticleRectangle8x8;
using test_boards::MakeBoard;

void ExpectSolved(const Board& board) {
  const PaintedBoard painted = Paint(board);
  EXPECT_TRUE(painted.solved);
  EXPECT_TRUE(painted.conflicts.empty());
  for (uint32_t x = 0; x < painted.height; ++x) {
    for (uint32_t y = 0; y < painted.width; ++y) {
      EXPECT_EQ(painted.At(x, y).size(), 1u) << "(" << x << "," << y << ")";
    }
  }
  EXPECT_EQ(Warnings(board), std::vector<std::string>{"solved"});
}

TEST(PentominoPaint, ArticleProjectivePlaneIsSolved) { ExpectSolved(ArticleProjectivePlane()); }
TEST(PentominoPaint, ArticleRectangle6x10IsSolved) { ExpectSolved(ArticleRectangle6x10()); }
TEST(PentominoPaint, ArticleRectangle8x8IsSolved) { ExpectSolved(ArticleRectangle8x8()); }

TEST(PentominoPaint, TheProjectivePlaneBoardNeedsItsGluing) {
  Board b = ArticleProjectivePlane();
  b.set_surface(RECTANGLE);
  const PaintedBoard painted = Paint(b);
  EXPECT_FALSE(painted.solved);
  EXPECT_GT(painted.Uncovered(), 0u);
}

ItemRef PieceRef(uint32_t i) { return {ItemRef::Kind::kPiece, i}; }
ItemRef TerrainRef(uint32_t i) { return {ItemRef::Kind::kTerrain, i}; }

TEST(PentominoPaint, UpstreamsTouchingPiecesExample) {
  // Upstream's paintGrid test: F at (0,0), V at (4,1), I at (2,1), all o0,
  // on an 8x8 rectangle (painted in that order there; row-major here).
  const Board b = MakeBoard(RECTANGLE, 8, 8, {{"F", 0, 0, 0}, {"V", 4, 1, 0}, {"I", 2, 1, 0}}, {});
  const PaintedBoard p = Paint(b);
  EXPECT_EQ(p.At(0, 1), std::vector<ItemRef>{PieceRef(2)});
  EXPECT_EQ(p.At(4, 1), (std::vector<ItemRef>{PieceRef(2), PieceRef(1)}));
  EXPECT_EQ(p.At(3, 1), (std::vector<ItemRef>{PieceRef(2), PieceRef(1)}));
  // F's (-1,0) and (-1,1) and (0,-1) are off the board; upstream marks
  // overflow on the clamped cells (0,0), (0,1), (0,0).
  std::vector<std::pair<Position, CellPos>> off;
  for (const Conflict& c : p.conflicts) {
    if (c.kind == ConflictKind::kOffBoard) off.push_back({c.where, *c.drawn});
  }
  EXPECT_EQ(off, (std::vector<std::pair<Position, CellPos>>{
                     {{-1, 0}, {0, 0}}, {{-1, 1}, {0, 1}}, {{0, -1}, {0, 0}}}));
  EXPECT_FALSE(p.solved);
  const std::vector<std::string> w = Warnings(b);
  EXPECT_EQ(w[0], "F at (0,0) reaches (-1,0), off the board");
  EXPECT_EQ(w[3], "I at (2,1) and V at (4,1) overlap at (2,1)");
  EXPECT_EQ(w[5], "I at (2,1) and V at (4,1) overlap at (4,1)");
  EXPECT_EQ(w.back(), "55 cells uncovered");
}

TEST(PentominoPaint, PaintsRowMajorByAnchorWhateverTheModelOrder) {
  // Terrain at (0,0) comes before the piece anchored at (1,0) although the
  // model lists terrain after pieces.
  const Board b = MakeBoard(RECTANGLE, 5, 5, {{"I", 1, 0, 0}}, {{0, 0}});
  const PaintedBoard p = Paint(b);
  EXPECT_EQ(p.At(0, 0), (std::vector<ItemRef>{TerrainRef(0), PieceRef(0)}));
  EXPECT_EQ(Warnings(b)[1], "terrain at (0,0) and I at (1,0) overlap at (0,0)");
}

TEST(PentominoPaint, OverflowIsClampedFromTheMappedPosition) {
  // Mobius band: a row above the board stays above, with its column
  // wrapped: upstream marks (0, wrapped column).
  const Board b = MakeBoard(MOBIUS_BAND, 4, 6, {{"I", 0, 0, 1}}, {});  // I across, cells y -2..2
  const PaintedBoard p = Paint(b);
  EXPECT_TRUE(p.conflicts.empty());
  EXPECT_EQ(p.At(3, 4), std::vector<ItemRef>{PieceRef(0)});             // (0,-2) -> (3,4)
  const Board up = MakeBoard(MOBIUS_BAND, 4, 6, {{"T", 0, 0, 2}}, {});  // (-2,0)(-1,0)(0,-1)...
  const PaintedBoard q = Paint(up);
  ASSERT_EQ(q.conflicts.size(), 2u);
  EXPECT_EQ(q.conflicts[0].where, (Position{-2, 0}));
  EXPECT_EQ(q.conflicts[0].drawn, (CellPos{0, 0}));
  EXPECT_EQ(q.At(3, 5), std::vector<ItemRef>{PieceRef(0)});  // (0,-1) -> (3,5)
}

TEST(PentominoPaint, BrokenItemsAreConflictsNotCrashes) {
  Board b = MakeBoard(
      TORUS, 4, 4, {{"Q", 1, 1, 0}, {"F", 1, 1, 0}, {"", 2, 2, 0}, {"F", 9, 1, 0}, {"FF", 0, 0, 0}},
      {{4, 0}, {0, 99}});
  b.mutable_pieces(1)->set_rotation(7);
  b.add_pieces()->set_letter(std::string("\xff<&\"", 4));
  const PaintedBoard p = Paint(b);
  std::multiset<ConflictKind> kinds;
  for (const Conflict& c : p.conflicts) kinds.insert(c.kind);
  EXPECT_EQ(kinds.count(ConflictKind::kUnknownLetter), 4u);
  EXPECT_EQ(kinds.count(ConflictKind::kBadOrientation), 1u);
  EXPECT_EQ(kinds.count(ConflictKind::kAnchorOffBoard), 3u);
  EXPECT_EQ(p.Uncovered(), 16u);
  const std::vector<std::string> w = Warnings(b);
  EXPECT_NE(std::find(w.begin(), w.end(), "F at (1,1) has rotation 7, not 0..3"), w.end());
  EXPECT_NE(std::find(w.begin(), w.end(), "terrain at (0,99) is anchored outside the 4x4 board"),
            w.end());
  EXPECT_NE(std::find(w.begin(), w.end(),
                      "\"\\xFF<&\\x22\" at (0,0): unknown letter, not one of FILPNTUVWXYZ"),
            w.end());
  EXPECT_NE(std::find(w.begin(), w.end(), "F is placed 2 times"), w.end());
}

TEST(PentominoPaint, EmptyAndHugeBoards) {
  const Board empty = MakeBoard(SPHERE, 0, 0, {{"X", 0, 0, 0}}, {{0, 0}});
  const PaintedBoard p = Paint(empty);
  EXPECT_FALSE(p.solved);
  EXPECT_TRUE(p.cells.empty());
  ASSERT_EQ(p.conflicts.size(), 2u);
  EXPECT_EQ(p.conflicts[0].kind, ConflictKind::kAnchorOffBoard);
  EXPECT_FALSE(p.conflicts[0].drawn.has_value());
  EXPECT_EQ(Warnings(MakeBoard(TORUS, 0, 7, {}, {})),
            std::vector<std::string>{"the board has no cells"});

  const Board huge = MakeBoard(TORUS, 4000000000u, 3, {{"X", 0, 0, 0}}, {});
  const PaintedBoard q = Paint(huge);
  ASSERT_EQ(q.conflicts.size(), 1u);
  EXPECT_EQ(q.conflicts[0].kind, ConflictKind::kBoardTooLarge);
  EXPECT_EQ(Warnings(huge),
            std::vector<std::string>{
                "the 4000000000x3 board is too large to paint (at most 255 per side)"});

  // Sides of 1: pieces reach past one period and overflow.
  const PaintedBoard r = Paint(MakeBoard(TORUS, 1, 1, {{"I", 0, 0, 0}}, {}));
  EXPECT_EQ(r.At(0, 0).size(), 3u);   // (-1,0), (0,0), (1,0) all land on (0,0)
  EXPECT_EQ(r.conflicts.size(), 3u);  // two off the board, one overlap
}

// ------------------------------------------------------------ painting, generated

// A piece's cells per the transcribed table, or nothing for a broken piece.
std::optional<std::vector<Offset>> ReferenceShape(const Piece& p) {
  if (p.letter().size() != 1 || p.rotation() > 3) return std::nullopt;
  const auto it =
      OffsetTable().find({p.letter()[0], static_cast<int>(4 * p.reflected() + p.rotation())});
  if (it == OffsetTable().end()) return std::nullopt;
  return it->second;
}

rc::Gen<std::string> GenLetter() {
  return rc::gen::weightedOneOf<std::string>({
      {20, rc::gen::map(rc::gen::elementOf(kLetters), [](char c) { return std::string(1, c); })},
      {1, rc::gen::element<std::string>("", "Q", "f", "FF", "R", std::string("\0", 1))},
  });
}

// Boards of any surface (spheres square), mostly sides 1..12, sometimes up
// to 61 or 0; pieces mostly well formed and anchored on the board.
Board GenBoard() {
  const Surface surface = *rc::gen::elementOf(kAllSurfaces);
  const auto side = [] {
    return static_cast<uint32_t>(*rc::gen::weightedOneOf<int>(
        {{12, Uniform(1, 13)}, {2, Uniform(13, 62)}, {1, rc::gen::just(0)}}));
  };
  const uint32_t h = side();
  const uint32_t w = surface == SPHERE ? h : side();
  Board b;
  b.set_surface(surface);
  b.set_height(h);
  b.set_width(w);
  const auto coordinate = [](uint32_t size) {
    return static_cast<uint32_t>(
        *rc::gen::weightedOneOf<int>({{20, Uniform(0, static_cast<int>(std::max(size, 1u)))},
                                      {1, Uniform(0, static_cast<int>(size) + 4)}}));
  };
  const int pieces = *Uniform(0, 16);
  for (int i = 0; i < pieces; ++i) {
    Piece* p = b.add_pieces();
    p->set_letter(*GenLetter());
    p->set_x(coordinate(h));
    p->set_y(coordinate(w));
    p->set_rotation(static_cast<uint32_t>(
        *rc::gen::weightedOneOf<int>({{20, Uniform(0, 4)}, {1, Uniform(4, 9)}})));
    p->set_reflected(*rc::gen::arbitrary<bool>());
  }
  const int terrain = *Uniform(0, 8);
  for (int i = 0; i < terrain; ++i) {
    Cell* c = b.add_terrain();
    c->set_x(coordinate(h));
    c->set_y(coordinate(w));
  }
  return b;
}

RC_GTEST_PROP(PentominoPaint, CoveredCellsAgreeWithTheBruteForceReference, ()) {
  const Board b = GenBoard();
  const int64_t h = b.height(), w = b.width();
  std::map<P, std::multiset<std::pair<int, uint32_t>>> expected;  // cell -> (kind, index)
  size_t expected_off = 0, expected_broken = 0;
  const auto on_board = [&](uint32_t x, uint32_t y) { return x < h && y < w; };
  for (int i = 0; i < b.pieces_size(); ++i) {
    const Piece& p = b.pieces(i);
    const auto shape = ReferenceShape(p);
    if (!shape || !on_board(p.x(), p.y())) {
      ++expected_broken;
      continue;
    }
    for (const Offset& o : *shape) {
      if (const auto cell =
              ReferenceMap(b.surface(), h, w, {int64_t{p.x()} + o.dx, int64_t{p.y()} + o.dy})) {
        expected[*cell].insert({0, static_cast<uint32_t>(i)});
      } else {
        ++expected_off;
      }
    }
  }
  for (int i = 0; i < b.terrain_size(); ++i) {
    const Cell& c = b.terrain(i);
    if (on_board(c.x(), c.y())) {
      expected[P(c.x(), c.y())].insert({1, static_cast<uint32_t>(i)});
    } else {
      ++expected_broken;
    }
  }

  const PaintedBoard painted = Paint(b);
  size_t overlaps = 0, single = 0;
  for (uint32_t x = 0; x < h; ++x) {
    for (uint32_t y = 0; y < w; ++y) {
      std::multiset<std::pair<int, uint32_t>> got;
      for (const ItemRef& r : painted.At(x, y))
        got.insert({r.kind == ItemRef::Kind::kTerrain, r.index});
      const auto it = expected.find(P(x, y));
      RC_ASSERT(got == (it == expected.end() ? decltype(got){} : it->second));
      overlaps += got.size() > 1;
      single += got.size() == 1;
      // Paint order is row-major by anchor.
      const auto& items = painted.At(x, y);
      for (size_t k = 1; k < items.size(); ++k) {
        const auto anchor = [&](const ItemRef& r) {
          return r.kind == ItemRef::Kind::kTerrain
                     ? std::pair{b.terrain(static_cast<int>(r.index)).x(),
                                 b.terrain(static_cast<int>(r.index)).y()}
                     : std::pair{b.pieces(static_cast<int>(r.index)).x(),
                                 b.pieces(static_cast<int>(r.index)).y()};
        };
        RC_ASSERT(anchor(items[k - 1]) <= anchor(items[k]));
      }
    }
  }
  std::map<ConflictKind, size_t> kinds;
  for (const Conflict& c : painted.conflicts) ++kinds[c.kind];
  RC_ASSERT(kinds[ConflictKind::kOffBoard] == expected_off);
  RC_ASSERT(kinds[ConflictKind::kOverlap] == overlaps);
  RC_ASSERT(kinds[ConflictKind::kUnknownLetter] + kinds[ConflictKind::kBadOrientation] +
                kinds[ConflictKind::kAnchorOffBoard] ==
            expected_broken);
  RC_ASSERT(painted.solved ==
            (h * w > 0 && painted.conflicts.empty() && single == static_cast<size_t>(h * w)));
  // Overflow marks are on the board.
  for (const Conflict& c : painted.conflicts) {
    if (c.drawn) RC_ASSERT(c.drawn->x < h && c.drawn->y < w);
  }
}

RC_GTEST_PROP(PentominoPaint, NeverFailsOnArbitraryModels, ()) {
  Board b;
  b.set_surface(static_cast<Surface>(*rc::gen::inRange(-3, 11)));
  b.set_height(*rc::gen::element<uint32_t>(0u, 1u, 2u, 61u, 255u, 256u, 0xffffffffu));
  b.set_width(*rc::gen::element<uint32_t>(0u, 1u, 2u, 61u, 255u, 256u, 0xffffffffu));
  const int pieces = *Uniform(0, 6);
  for (int i = 0; i < pieces; ++i) {
    Piece* p = b.add_pieces();
    p->set_letter(*rc::gen::arbitrary<std::string>());
    p->set_x(*rc::gen::arbitrary<uint32_t>());
    p->set_y(*rc::gen::arbitrary<uint32_t>());
    p->set_rotation(*rc::gen::arbitrary<uint32_t>());
    p->set_reflected(*rc::gen::arbitrary<bool>());
  }
  Cell* c = b.add_terrain();
  c->set_x(*rc::gen::arbitrary<uint32_t>());
  c->set_y(*rc::gen::arbitrary<uint32_t>());
  const PaintedBoard painted = Paint(b);
  RC_ASSERT(painted.cells.size() == static_cast<size_t>(painted.height) * painted.width);
  RC_ASSERT(!Warnings(b).empty());
}

}  // namespace
}  // namespace slugspec::pentomino
