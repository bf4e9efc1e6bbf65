// Mapping positions onto each surface: hand-checked positions, and the
// brute-force model of each surface as a square with glued edges.
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

#include "kit/rapidcheck_generators.h"
#include "pentomino/geometry.h"
#include "pentomino/geometry_test_support.h"

namespace slugspec::pentomino {
namespace {

using namespace geometry_test;
using generators::Uniform;

// ------------------------------------------------------------ surfaces, by hand

std::optional<std::pair<uint32_t, uint32_t>> Map(Surface s, uint32_t h, uint32_t w, int64_t x, int64_t y) {
  const std::optional<CellPos> c = MapToBoard(s, h, w, x, y);
  if (!c) return std::nullopt;
  return std::pair{c->x, c->y};
}
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
  for (Surface s : {RECTANGLE, CYLINDER, SPHERE, TORUS, MOBIUS_BAND, PROJECTIVE_PLANE, KLEIN_BOTTLE}) {
    EXPECT_EQ(Map(s, 0, 0, 0, 0), kOff);
    EXPECT_EQ(Map(s, 0, 5, 0, 0), kOff);
    EXPECT_EQ(Map(s, 5, 0, 0, 0), kOff);
    EXPECT_EQ(Map(s, 61, 61, 4000000000ll, 4000000000ll), kOff);
  }
}

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
            ASSERT_EQ(Map(s, static_cast<uint32_t>(h), static_cast<uint32_t>(w), x, y), ReferenceMap(s, h, w, {x, y}))
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

RC_GTEST_PROP(PentominoReference, AgreesWithMapToBoardWithinOnePeriod, ()) {
  const Surface s = *rc::gen::elementOf(kAllSurfaces);
  const int h = *Uniform(1, 62);
  const int w = s == SPHERE ? h : *Uniform(1, 62);
  const int64_t x = *Uniform(-h, 2 * h), y = *Uniform(-w, 2 * w);
  RC_ASSERT(Map(s, static_cast<uint32_t>(h), static_cast<uint32_t>(w), x, y) == ReferenceMap(s, h, w, {x, y}));
}

}  // namespace
}  // namespace slugspec::pentomino
