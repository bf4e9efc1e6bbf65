// Painting boards: the article's solved boards, hand-made examples, and
// generated boards against the transcribed shapes and the brute-force
// surfaces.
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
#include "pentomino/test_boards.h"
#include "pentomino/test_show.h"

namespace slugspec::pentomino {
namespace {

using namespace geometry_test;
using generators::Uniform;

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
  EXPECT_EQ(off, (std::vector<std::pair<Position, CellPos>>{{{-1, 0}, {0, 0}}, {{-1, 1}, {0, 1}}, {{0, -1}, {0, 0}}}));
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
  Board b = MakeBoard(TORUS, 4, 4, {{"Q", 1, 1, 0}, {"F", 1, 1, 0}, {"", 2, 2, 0}, {"F", 9, 1, 0}, {"FF", 0, 0, 0}},
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
  EXPECT_NE(std::find(w.begin(), w.end(), "terrain at (0,99) is anchored outside the 4x4 board"), w.end());
  EXPECT_NE(std::find(w.begin(), w.end(), "\"\\xFF<&\\x22\" at (0,0): unknown letter, not one of FILPNTUVWXYZ"),
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
  EXPECT_EQ(Warnings(MakeBoard(TORUS, 0, 7, {}, {})), std::vector<std::string>{"the board has no cells"});

  const Board huge = MakeBoard(TORUS, 4000000000u, 3, {{"X", 0, 0, 0}}, {});
  const PaintedBoard q = Paint(huge);
  ASSERT_EQ(q.conflicts.size(), 1u);
  EXPECT_EQ(q.conflicts[0].kind, ConflictKind::kBoardTooLarge);
  EXPECT_EQ(Warnings(huge),
            std::vector<std::string>{"the 4000000000x3 board is too large to paint (at most 255 per side)"});

  // Sides of 1: pieces reach past one period and overflow.
  const PaintedBoard r = Paint(MakeBoard(TORUS, 1, 1, {{"I", 0, 0, 0}}, {}));
  EXPECT_EQ(r.At(0, 0).size(), 3u);   // (-1,0), (0,0), (1,0) all land on (0,0)
  EXPECT_EQ(r.conflicts.size(), 3u);  // two off the board, one overlap
}

// ------------------------------------------------------------ painting, generated

// A piece's cells per the transcribed table, or nothing for a broken piece.
std::optional<std::vector<Offset>> ReferenceShape(const Piece& p) {
  if (p.letter().size() != 1 || p.rotation() > 3) return std::nullopt;
  const auto it = OffsetTable().find({p.letter()[0], static_cast<int>(4 * p.reflected() + p.rotation())});
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
    return static_cast<uint32_t>(
        *rc::gen::weightedOneOf<int>({{12, Uniform(1, 13)}, {2, Uniform(13, 62)}, {1, rc::gen::just(0)}}));
  };
  const uint32_t h = side();
  const uint32_t w = surface == SPHERE ? h : side();
  Board b;
  b.set_surface(surface);
  b.set_height(h);
  b.set_width(w);
  const auto coordinate = [](uint32_t size) {
    return static_cast<uint32_t>(*rc::gen::weightedOneOf<int>(
        {{20, Uniform(0, static_cast<int>(std::max(size, 1u)))}, {1, Uniform(0, static_cast<int>(size) + 4)}}));
  };
  const int pieces = *Uniform(0, 16);
  for (int i = 0; i < pieces; ++i) {
    Piece* p = b.add_pieces();
    p->set_letter(*GenLetter());
    p->set_x(coordinate(h));
    p->set_y(coordinate(w));
    p->set_rotation(static_cast<uint32_t>(*rc::gen::weightedOneOf<int>({{20, Uniform(0, 4)}, {1, Uniform(4, 9)}})));
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
      if (const auto cell = ReferenceMap(b.surface(), h, w, {int64_t{p.x()} + o.dx, int64_t{p.y()} + o.dy})) {
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
      for (const ItemRef& r : painted.At(x, y)) got.insert({r.kind == ItemRef::Kind::kTerrain, r.index});
      const auto it = expected.find(P(x, y));
      RC_ASSERT(got == (it == expected.end() ? decltype(got){} : it->second));
      overlaps += got.size() > 1;
      single += got.size() == 1;
      // Paint order is row-major by anchor.
      const auto& items = painted.At(x, y);
      for (size_t k = 1; k < items.size(); ++k) {
        const auto anchor = [&](const ItemRef& r) {
          return r.kind == ItemRef::Kind::kTerrain
                     ? std::pair{b.terrain(static_cast<int>(r.index)).x(), b.terrain(static_cast<int>(r.index)).y()}
                     : std::pair{b.pieces(static_cast<int>(r.index)).x(), b.pieces(static_cast<int>(r.index)).y()};
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
  RC_ASSERT(painted.solved == (h * w > 0 && painted.conflicts.empty() && single == static_cast<size_t>(h * w)));
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
