// The triplex codec's own tests, beside the properties every format keeps
// (kit/properties_test.cc): the notes' worked example bit for bit, the
// header and faces checks with their offsets, the minimal image, level codes,
// the solver, the article's level counts, rendering; and the properties of
// issue 14 (RapidCheck, with shrinking): the canonical form is invariant
// under the symmetries, a level derived from a solution round-trips, and the
// face set and the piece list describe the same partition.
#include <string>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "kit/rapidcheck_generators.h"
#include "registry/format.h"
#include "registry/json.h"
#include "triplex/codec.h"
#include "triplex/generators.h"
#include "triplex/levels.h"

namespace slugspec::triplex {

void showValue(const Puzzle& p, std::ostream& os) { os << ToJson(p); }

namespace {

Puzzle DecodeOk(std::string_view slug, Profile profile = Profile::kStrict) {
  Puzzle p;
  const Status s = Decode(slug, profile, &p);
  EXPECT_TRUE(s.ok()) << slug << ": " << s.ToString();
  return p;
}

Status DecodeStatus(std::string_view slug, Profile profile = Profile::kStrict) {
  Puzzle p;
  return Decode(slug, profile, &p);
}

std::string EncodeOk(const Puzzle& p) {
  std::string slug;
  const Status s = Encode(p, &slug);
  EXPECT_TRUE(s.ok()) << s.ToString();
  return slug;
}

// §2: A B B C / A A C C is 1001001101 = 589 = 0x24d.
TEST(TriplexTest, NotesExampleBitForBit) {
  Grid g;
  g.width = 4;
  g.height = 2;
  const int8_t cells[8] = {0, 1, 1, 2, 0, 0, 2, 2};
  std::copy(std::begin(cells), std::end(cells), g.piece.begin());
  EXPECT_EQ(FaceValue(g), 589u);
  EXPECT_EQ(FaceCount(4, 2), 10);
  EXPECT_EQ(FaceDigits(4, 2), 3);
  const Puzzle p = DecodeOk("tpx1s_4x2_24d");
  ASSERT_EQ(p.solution().pieces_size(), 3);
  EXPECT_EQ(p.solution().pieces(0).shape(), CORNER_NE);
  EXPECT_EQ(p.solution().pieces(1).shape(), DOMINO_H);
  EXPECT_EQ(p.solution().pieces(1).column(), 1u);
  EXPECT_EQ(p.solution().pieces(2).shape(), CORNER_NW);
  EXPECT_EQ(p.solution().pieces(2).column(), 2u);  // its first cell is (3, 0)
  EXPECT_EQ(EncodeOk(p), "tpx1s_4x2_24d");
  EXPECT_EQ(Render(p, true), "triplex v1: solution 4 x 2 A B B C/A A C C");
  EXPECT_EQ(EncodeOk(LevelOf(p)), "tpx1l_4x2_10001100_n");
}

// §3: the top-bottom mirror (794) is the same level turned over.
TEST(TriplexTest, MirrorImageIsNotCanonical) {
  const Status s = DecodeStatus("tpx1s_4x2_31a");
  EXPECT_EQ(s.code(), NON_CANONICAL);
  EXPECT_EQ(s.offset(), 10u);
  EXPECT_NE(s.message().find("canonical: tpx1s_4x2_24d"), std::string::npos) << s.message();
  std::string upgraded;
  ASSERT_TRUE(TheFormat().Upgrade("tpx1s_4x2_31a", Profile::kLenient, &upgraded).ok());
  EXPECT_EQ(upgraded, "tpx1s_4x2_24d");
  // Transposed (W < H): TPX-D2 at W's first digit, the canonical slug named.
  std::string transposed;
  Puzzle turned = DecodeOk("tpx1s_4x2_24d");
  turned.set_width(2);
  turned.set_height(4);
  for (Piece& piece : *turned.mutable_solution()->mutable_pieces()) {
    const uint32_t c = piece.column();
    piece.set_column(piece.row());
    piece.set_row(c);
    piece.set_shape(piece.shape() == DOMINO_H ? DOMINO_V : piece.shape() == CORNER_NE ? CORNER_SW : piece.shape());
  }
  Grid grid;
  int rotatable = kNoPiece;
  ASSERT_TRUE(GridOfSolution(turned, &grid, &rotatable).ok());
  const Status t = DecodeStatus(SolutionSlug(grid, kNoPiece));
  EXPECT_EQ(t.code(), NON_CANONICAL) << t.ToString();
  EXPECT_EQ(t.offset(), 6u);
  EXPECT_NE(t.message().find("canonical: tpx1s_4x2_24d"), std::string::npos) << t.message();
}

struct Rejection {
  const char* slug;
  ErrorCode code;
  uint32_t offset;
};

TEST(TriplexTest, ChecksReportCodeAndOffset) {
  const Rejection cases[] = {
      {"", EMPTY_INPUT, 0},
      {"tpz1s_4x2_24d", BAD_MAGIC, 2},
      {"tp", TRUNCATED, 2},
      {"tpx2s_4x2_24d", UNKNOWN_VERSION, 3},
      {"tpx1q_4x2_24d", BAD_CHARACTER, 4},
      {"tpx1s-4x2_24d", BAD_CHARACTER, 5},
      {"tpx1s_4y2_24d", BAD_CHARACTER, 7},
      {"tpx1s_100x2_24d", VALUE_OUT_OF_RANGE, 6},
      {"tpx1s_1x2_24d", VALUE_OUT_OF_RANGE, 6},
      {"tpx1s_7x6_0", VALUE_OUT_OF_RANGE, 8},
      {"tpx1s_04x2_24d", BAD_CHARACTER, 7},
      {"tpx1s_4x05_24d", VALUE_OUT_OF_RANGE, 8},  // H is 0: TPX-D1 before the '5' is looked at
      {"tpx1s_1x100_", VALUE_OUT_OF_RANGE, 8},    // H's third digit (TPX-T6) before TPX-D1 on W
      {"tpx1s_4x2_24d_r05", BAD_CHARACTER, 16},
      {"tpx1s_4x2", TRUNCATED, 9},
      {"tpx1s_4x2_24", TRUNCATED, 12},
      {"tpx1s_4x2_24g", BAD_CHARACTER, 12},
      {"tpx1s_4x2_24D", BAD_CHARACTER, 12},
      {"tpx1s_4x2_24d0", TRAILING_DATA, 13},
      {"tpx1s_4x2_44d", VALUE_OUT_OF_RANGE, 10},  // a bit above the 10 faces
      {"tpx1s_4x2_000", ILLEGAL_POSITION, 10},    // single cells
      {"tpx1s_4x2_2cb", ILLEGAL_POSITION, 10},    // a piece of 4
      {"tpx1s_4x2_249", ILLEGAL_POSITION, 10},    // a straight cut
      {"tpx1s_4x2_24d.", BAD_CHARACTER, 13},
      {"tpx1s_4x2_24d_", TRUNCATED, 14},
      {"tpx1s_4x2_24d_x1", BAD_CHARACTER, 14},
      {"tpx1s_4x2_24d_r", TRUNCATED, 15},
      {"tpx1s_4x2_24d_r2", VALUE_OUT_OF_RANGE, 15},  // not a first cell
      {"tpx1s_4x2_24d_r8", VALUE_OUT_OF_RANGE, 15},  // off the rectangle
      {"tpx1s_4x2_24d_r123", VALUE_OUT_OF_RANGE, 15},
      {"tpx1s_4x2_24d_r1x", BAD_CHARACTER, 16},
      {"tpx1l_4x2_1000110_n", BAD_CHARACTER, 17},
      {"tpx1l_4x2_100011000_n", BAD_CHARACTER, 18},
      {"tpx1l_4x2_10001100_x", BAD_CHARACTER, 19},
      {"tpx1l_4x2_10001100_nn", TRAILING_DATA, 20},
      {"tpx1l_4x2_10001100", TRUNCATED, 18},
      {"tpx1l_4x2_20001100_n", ILLEGAL_POSITION, 10},
      {"tpx1l_4x2_40000000_n", ILLEGAL_POSITION, 10},  // 4 pieces, fine area: no, 8 cells of dominoes: ok
  };
  for (const Rejection& r : cases) {
    const Status s = DecodeStatus(r.slug);
    if (std::string_view(r.slug) == "tpx1l_4x2_40000000_n") {
      EXPECT_TRUE(s.ok()) << "four dominoes cover 4 x 2: " << s.ToString();
      continue;
    }
    EXPECT_EQ(s.code(), r.code) << r.slug << ": " << s.ToString();
    EXPECT_EQ(s.offset(), r.offset) << r.slug << ": " << s.ToString();
  }
}

TEST(TriplexTest, LenientRepairsAndFolds) {
  EXPECT_EQ(EncodeOk(DecodeOk("(\"tpx1s%5F4X2%5F24D\").", Profile::kLenient)), "tpx1s_4x2_24d");
  EXPECT_EQ(DecodeStatus("TPX1s_4x2_24d", Profile::kLenient).code(), BAD_MAGIC);
  EXPECT_EQ(DecodeStatus(std::string(300, ' '), Profile::kLenient).code(),
            INPUT_TOO_LONG);  // TPX-T2 first  // the prefix is never folded
  EXPECT_EQ(DecodeStatus("tpx1S_4x2_24d", Profile::kLenient).code(), BAD_CHARACTER);
}

TEST(TriplexTest, LevelCodesArePinnedAndRead) {
  std::string code;
  ASSERT_TRUE(LevelCode(DecodeOk("tpx1s_4x2_24d"), &code).ok());
  EXPECT_EQ(code, "2NBE-RRF6");  // SHA-256("tpx1s_4x2_24d"), first 40 bits, by Python's hashlib
  ASSERT_TRUE(LevelCode(DecodeOk("tpx1s_4x2_24d_r1"), &code).ok());
  EXPECT_EQ(code, "87AM-R5VR");
  // The level's only solution has the same code as the solution.
  ASSERT_TRUE(LevelCode(DecodeOk("tpx1l_4x2_10001100_n"), &code).ok());
  EXPECT_EQ(code, "2NBE-RRF6");
  std::string normalized;
  ASSERT_TRUE(ReadLevelCode("2nbe rrf6", &normalized).code() == BAD_CHARACTER);
  ASSERT_TRUE(ReadLevelCode("2nberrf6", &normalized).ok());
  EXPECT_EQ(normalized, "2NBE-RRF6");
  ASSERT_TRUE(ReadLevelCode("O1IL-0000", &normalized).ok());
  EXPECT_EQ(normalized, "0111-0000");
  EXPECT_EQ(ReadLevelCode("2NBE-RRF", &normalized).code(), TRUNCATED);
  EXPECT_EQ(ReadLevelCode("2NBE-RRF66", &normalized).code(), TRAILING_DATA);
  EXPECT_EQ(ReadLevelCode("2NBE-RRF6U", &normalized).code(), TRAILING_DATA);  // past 8, whatever it is
  EXPECT_EQ(ReadLevelCode("2NBE-RRF6-", &normalized).offset(), 9u);
  EXPECT_EQ(ReadLevelCode("2NBE--RRF6", &normalized).code(), BAD_CHARACTER);
  // A level whose only tiling has a straight cut has no solution slug, so no code.
  EXPECT_EQ(LevelCode(DecodeOk("tpx1l_4x2_40000000_n"), &code).code(), ILLEGAL_POSITION);
  EXPECT_EQ(ReadLevelCode("2NBU-RRF6", &normalized).offset(), 3u);
  // A level with no solution has no code.
  EXPECT_FALSE(LevelCode(DecodeOk("tpx1l_3x2_30000000_n"), &code).ok());
}

TEST(TriplexTest, SolverCountsSolutions) {
  EXPECT_EQ(Solve(DecodeOk("tpx1l_4x2_10001100_n"), 5).size(), 1u);
  EXPECT_TRUE(Warnings(DecodeOk("tpx1s_4x2_24d")).empty());
  EXPECT_EQ(Solve(DecodeOk("tpx1l_3x2_30000000_n"), 5).size(), 0u);
  EXPECT_FALSE(Warnings(DecodeOk("tpx1l_3x2_30000000_n")).empty());
  // Two horizontal and two vertical dominoes tile 4 x 2 in 3 ways.
  EXPECT_EQ(Solve(DecodeOk("tpx1l_4x2_22000000_n"), 5).size(), 3u);
  EXPECT_FALSE(Warnings(DecodeOk("tpx1l_4x2_22000000_n")).empty());
  // Three horizontal dominoes and a free one: only as a fourth horizontal
  // one (a vertical one leaves an odd row), so one solution.
  EXPECT_EQ(Solve(DecodeOk("tpx1l_4x2_30000000_d"), 5).size(), 1u);
}

// §9: the article's table, for every size of area up to 24.
TEST(TriplexTest, ArticleLevelCountsUpToArea24) {
  struct Row {
    int w, h;
    size_t levels;
  };
  const Row rows[] = {{4, 2, 2}, {3, 3, 1},  {5, 2, 1},  {4, 3, 4},  {5, 3, 6}, {4, 4, 5},
                      {6, 3, 8}, {5, 4, 48}, {7, 3, 16}, {6, 4, 27}, {8, 3, 16}};
  for (const Row& r : rows) {
    EXPECT_EQ(EnumerateLevels(r.w, r.h).levels.size(), r.levels) << r.w << "x" << r.h;
  }
  const LevelCensus c = EnumerateLevels(4, 2);
  EXPECT_EQ(c.partitions, 17u);
  EXPECT_EQ(c.multisets, 12u);
  EXPECT_EQ(c.single, 8u);
}

// Every level the generator finds has exactly one solution by the solver.
TEST(TriplexTest, GeneratedLevelsHaveOneSolution) {
  for (const uint64_t faces : EnumerateLevels(5, 3).levels) {
    Puzzle p;
    p.set_width(5);
    p.set_height(3);
    SetSolution(Components(5, 3, faces), kNoPiece, &p);
    EXPECT_EQ(Solve(p, 2).size(), 1u) << faces;
    EXPECT_TRUE(Warnings(p).empty()) << faces;
  }
}

TEST(TriplexTest, SvgOutlinesPiecesAndCirclesTheRotatable) {
  const std::string svg = RenderSvg(DecodeOk("tpx1s_4x2_24d_r1"));
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("rotatable"), std::string::npos);
  EXPECT_EQ(Render(DecodeOk("tpx1s_4x2_24d_r1"), true), "triplex v1: solution 4 x 2 A b b C/A A C C");
}

Puzzle GenPuzzle() {
  return *rc::gen::exec([] {
    generators::RapidCheckDraw draw;
    return GeneratePuzzle(draw);
  });
}

// The canonical slug of every image of a solution is the same.
RC_GTEST_PROP(TriplexProperties, CanonicalFormIsInvariantUnderSymmetries, ()) {
  const Puzzle p = GenPuzzle();
  RC_PRE(p.has_solution());
  Grid grid;
  int rotatable = kNoPiece;
  RC_ASSERT(GridOfSolution(p, &grid, &rotatable).ok());
  std::string canonical;
  RC_ASSERT(Encode(p, &canonical).ok());
  for (int s = 0; s < kSymmetries; ++s) {
    const auto symmetry = static_cast<Symmetry>(s);
    const Grid image = Image(grid, symmetry);
    int image_rotatable = rotatable == kNoPiece ? kNoPiece : ImageCell(symmetry, grid.width, grid.height, rotatable);
    if (image_rotatable != kNoPiece) {
      const int piece = image.piece[static_cast<size_t>(image_rotatable)];
      for (int i = 0; i < image.cells(); ++i) {
        if (image.piece[static_cast<size_t>(i)] == piece) {
          image_rotatable = i;
          break;
        }
      }
    }
    Puzzle q;
    q.set_width(static_cast<uint32_t>(image.width));
    q.set_height(static_cast<uint32_t>(image.height));
    SetSolution(image, image_rotatable, &q);
    std::string slug;
    RC_ASSERT(Encode(q, &slug).ok());
    RC_ASSERT(slug == canonical);
  }
}

// A level derived from a solution round-trips, and the solution solves it.
RC_GTEST_PROP(TriplexProperties, LevelDerivedFromSolutionRoundTrips, ()) {
  const Puzzle p = GenPuzzle();
  RC_PRE(p.has_solution());
  const Puzzle level = LevelOf(p);
  std::string slug;
  RC_ASSERT(Encode(level, &slug).ok());
  Puzzle back;
  RC_ASSERT(Decode(slug, Profile::kStrict, &back).ok());
  RC_ASSERT(SameGame(back, level));
  const std::vector<Puzzle> solutions = Solve(level, 1);
  RC_ASSERT(solutions.size() == 1u);
  RC_ASSERT(SameGame(LevelOf(solutions[0]), level));
}

// The face set and the piece list describe the same partition: the faces of
// the canonical slug, decoded, give back the pieces, and each open face
// joins two cells of one piece.
RC_GTEST_PROP(TriplexProperties, FacesAndPiecesDescribeOnePartition, ()) {
  const Puzzle p = GenPuzzle();
  RC_PRE(p.has_solution());
  Grid grid;
  int rotatable = kNoPiece;
  RC_ASSERT(GridOfSolution(p, &grid, &rotatable).ok());
  const uint64_t faces = FaceValue(grid);
  const Grid back = Components(grid.width, grid.height, faces);
  RC_ASSERT(std::equal(grid.piece.begin(), grid.piece.begin() + grid.cells(), back.piece.begin()));
  RC_ASSERT(FaceValue(back) == faces);
  // The open faces number cells minus pieces (each piece a path: size - 1 inside).
  RC_ASSERT(static_cast<size_t>(__builtin_popcountll(faces)) ==
            static_cast<size_t>(grid.cells()) - Pieces(grid).size());
}

}  // namespace
}  // namespace slugspec::triplex
