// The tetris codec's own tests, beside the properties every format keeps
// (kit/properties_test.cc): the orientation table against the article's and
// production's rotations, the article's boards bit for bit, the checks with
// their offsets, the replay, rendering; and the properties of issue 15
// (RapidCheck, with shrinking): the placements form and its occupancy
// agree, all 19 orientations round-trip, and the replay accepts every run
// of the timer.
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "kit/rapidcheck_generators.h"
#include "registry/json.h"
#include "tetris/codec.h"
#include "tetris/generators.h"

namespace slugspec::tetris {

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

// A 4 x 4 array of '#' and '.', top row first, as a mask.
uint16_t MaskOf(std::initializer_list<const char*> rows) {
  uint16_t mask = 0;
  int r = 4 - static_cast<int>(rows.size());  // the article's base arrays are short; aligned to the bottom
  for (const char* row : rows) {
    for (int c = 0; row[c] != 0; ++c) {
      if (row[c] == '#') mask = static_cast<uint16_t>(mask | (1u << (15 - (4 * r + c))));
    }
    ++r;
  }
  return mask;
}

// The article's base arrays, in its order of tetrominoes (§2).
std::vector<uint16_t> BaseArrays() {
  return {MaskOf({"##", "##"}),       MaskOf({"##.", ".##"}),     MaskOf({"#", "#", "#", "#"}), MaskOf({".##", "##."}),
          MaskOf({"#.", "#.", "##"}), MaskOf({".#", ".#", "##"}), MaskOf({".#.", "###"})};
}

// makePuzzleWithRotating: four turns, each kept unless already kept.
std::vector<uint16_t> Rotations(uint16_t base, uint16_t (*turn)(uint16_t)) {
  std::vector<uint16_t> kept = {AlignBottomLeft(base)};
  uint16_t m = kept[0];
  for (int i = 0; i < 4; ++i) {
    m = turn(m);
    if (std::find(kept.begin(), kept.end(), m) == kept.end()) kept.push_back(m);
  }
  return kept;
}

TEST(TetrisTest, TheArticlesRotationMakesTheTableInOrder) {
  std::vector<uint16_t> made;
  for (const uint16_t base : BaseArrays()) {
    for (const uint16_t m : Rotations(base, TurnCounterClockwise)) made.push_back(m);
  }
  ASSERT_EQ(made.size(), 19u);
  for (int code = 1; code <= kOrientationCount; ++code) {
    EXPECT_EQ(made[static_cast<size_t>(code - 1)], OrientationOfCode(code)->mask) << "code " << code;
  }
}

TEST(TetrisTest, ProductionsRotationMakesTheSameNineteen) {
  std::set<uint16_t> article, production;
  for (const uint16_t base : BaseArrays()) {
    for (const uint16_t m : Rotations(base, TurnCounterClockwise)) article.insert(m);
    for (const uint16_t m : Rotations(base, TurnClockwise)) production.insert(m);
  }
  // Production's own base arrays: I horizontal, J 008e, L 002e.
  std::set<uint16_t> production_bases;
  for (const uint16_t base : {MaskOf({"##", "##"}), MaskOf({"##.", ".##"}), MaskOf({"####"}), MaskOf({".##", "##."}),
                              uint16_t{0x002e}, uint16_t{0x008e}, MaskOf({".#.", "###"})}) {
    for (const uint16_t m : Rotations(base, TurnClockwise)) production_bases.insert(m);
  }
  EXPECT_EQ(article.size(), 19u);
  EXPECT_EQ(article, production);
  EXPECT_EQ(article, production_bases);
}

TEST(TetrisTest, EveryOrientationIsAConnectedTetrominoAlignedBottomLeft) {
  for (int code = 1; code <= kOrientationCount; ++code) {
    const OrientationInfo o = *OrientationOfCode(code);
    EXPECT_EQ(__builtin_popcount(o.mask), 4) << code;
    EXPECT_NE(o.mask & 0x000f, 0) << code;
    EXPECT_NE(o.mask & 0x8888, 0) << code;
    EXPECT_EQ(AlignBottomLeft(o.mask), o.mask) << code;
    EXPECT_EQ(CodeOfMask(o.mask), code);
    // 4-connected: a walk from the first cell reaches all four.
    std::set<std::pair<int, int>> cells, seen;
    for (const CellOffset& d : o.cells) cells.insert({d.dx, d.dy});
    std::vector<std::pair<int, int>> stack = {*cells.begin()};
    while (!stack.empty()) {
      const auto [x, y] = stack.back();
      stack.pop_back();
      if (!cells.count({x, y}) || !seen.insert({x, y}).second) continue;
      stack.insert(stack.end(), {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}});
    }
    EXPECT_EQ(seen.size(), 4u) << code;
  }
  EXPECT_FALSE(OrientationOfCode(0));
  EXPECT_FALSE(OrientationOfCode(20));
  EXPECT_EQ(CodeOfMask(0x00ee), 0);
}

// §4.3: the first row of the article's program, bit for bit, drawn as it
// prints it.
TEST(TetrisTest, TheArticlesFirstRow) {
  const Puzzle p = DecodeOk("tet1h_10x10_IEmGWHJlkzy");
  ASSERT_EQ(p.board().placements().placed_size(), 5);
  EXPECT_EQ(p.board().placements().placed(2).orientation(), J0);
  EXPECT_EQ(p.board().placements().placed(2).column(), 3u);
  EXPECT_EQ(p.board().filled_size(), 20);
  EXPECT_EQ(Render(p, true),
            "tetris v1: board 10 x 10, placements "
            "........../........../........../........../........../........../0........./0...2...../0.112.3344/"
            "011223344.");
  EXPECT_EQ(EncodeOk(p), "tet1h_10x10_IEmGWHJlkzy");
  Puzzle occupancy;
  ASSERT_TRUE(Convert(p, kOccupancyConversion, &occupancy).ok());
  EXPECT_EQ(EncodeOk(occupancy), "tet1o_10x10_AAAAAAAAAAgCILv_4");
  EXPECT_TRUE(TimerFault(p).empty());
}

// §7: the article's last printed board is a run of its timer (stopped after row 5); a board that
// skips a place where the timer puts a piece is not.
TEST(TetrisTest, ReplayOfTheArticlesTimer) {
  EXPECT_TRUE(TimerFault(DecodeOk("tet1h_10x10_IEwGUJMGkkyQYIcGWCRBCciuRGYzEBSMpJU")).empty());
  Puzzle p = DecodeOk("tet1h_10x10_IEmGWHJlkzy");
  p.mutable_board()->mutable_placements()->mutable_placed()->erase(
      p.mutable_board()->mutable_placements()->mutable_placed()->begin() + 1);  // no S0 at (1, 9)
  p.mutable_board()->clear_filled();
  EXPECT_NE(TimerFault(p).find("it places a piece at (1, 9)"), std::string::npos) << TimerFault(p);
  // A piece in row 0 is never placed by the timer.
  Puzzle top;
  Board* b = top.mutable_board();
  b->set_width(4);
  b->set_height(4);
  Placement* i1 = b->mutable_placements()->add_placed();
  i1->set_orientation(I1);
  EXPECT_NE(TimerFault(top).find("it places a piece at (0, 3)"), std::string::npos) << TimerFault(top);
  EXPECT_EQ(Warnings(top).size(), 1u);
}

TEST(TetrisTest, ChecksWithTheirOffsets) {
  struct Case {
    const char* slug;
    ErrorCode code;
    uint32_t offset;
  };
  const Case cases[] = {
      {"", EMPTY_INPUT, 0},
      {"te", TRUNCATED, 2},
      {"TET1p_004e", BAD_MAGIC, 0},
      {"tet2p_004e", UNKNOWN_VERSION, 3},
      {"tet1q_004e", BAD_CHARACTER, 4},
      {"tet1p-004e", BAD_CHARACTER, 5},
      {"tet1p_004E", BAD_CHARACTER, 9},
      {"tet1p_004", TRUNCATED, 9},
      {"tet1p_00cc3", TRAILING_DATA, 10},
      {"tet1p_00ee", VALUE_OUT_OF_RANGE, 6},
      {"tet1o_04x4_AAA", BAD_CHARACTER, 7},
      {"tet1o_3x4_AA", VALUE_OUT_OF_RANGE, 6},
      {"tet1o_4x217_", VALUE_OUT_OF_RANGE, 8},
      {"tet1o_4x1000_", VALUE_OUT_OF_RANGE, 8},
      {"tet1o_4x4_A*A", BAD_CHARACTER, 11},
      {"tet1o_4x4_AA", TRUNCATED, 12},
      {"tet1o_4x4_AAAA", TRAILING_DATA, 13},
      {"tet1o_4x4_AAB", VALUE_OUT_OF_RANGE, 12},
      {"tet1h_10x10_IEmGWHJlkzy-", TRAILING_DATA, 23},
      {"tet1h_10x10_IEmGWHJlkzz", VALUE_OUT_OF_RANGE, 22},
      {"tet1h_10x10_IEmGWHJlk.y", BAD_CHARACTER, 21},
  };
  for (const Case& c : cases) {
    const Status s = DecodeStatus(c.slug);
    EXPECT_EQ(s.code(), c.code) << c.slug << ": " << s.ToString();
    EXPECT_EQ(s.offset(), c.offset) << c.slug << ": " << s.ToString();
  }
  EXPECT_EQ(DecodeStatus(std::string(kMaxInputSize + 1, 't')).code(), INPUT_TOO_LONG);
}

// Placements spoiled one way each, written by hand: the code in 5 bits, the
// column and row in 2 bits each on a 4 x 4 board (9 bits a placement).
std::string FourByFour(std::initializer_list<std::tuple<int, int, int>> placements) {
  std::string bits;
  for (const auto& [code, column, row] : placements) {
    for (int i = 4; i >= 0; --i) bits += ((code >> i) & 1) ? '1' : '0';
    for (int i = 1; i >= 0; --i) bits += ((column >> i) & 1) ? '1' : '0';
    for (int i = 1; i >= 0; --i) bits += ((row >> i) & 1) ? '1' : '0';
  }
  while (bits.size() % 6 != 0) bits += '0';
  std::string slug = "tet1h_4x4_";
  for (size_t i = 0; i < bits.size(); i += 6) slug += Base64UrlChar(std::stoi(bits.substr(i, 6), nullptr, 2));
  return slug;
}

TEST(TetrisTest, PlacementChecks) {
  EXPECT_EQ(DecodeStatus(FourByFour({{0, 0, 3}})).code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(DecodeStatus(FourByFour({{20, 0, 3}})).code(), VALUE_OUT_OF_RANGE);
  // I1 anchored at column 1 reaches column 4: off the board, at the placement.
  const Status off = DecodeStatus(FourByFour({{I0, 0, 3}, {I1, 1, 3}}));
  EXPECT_EQ(off.code(), ILLEGAL_POSITION);
  EXPECT_EQ(off.offset(), 10u + 9 / 6);
  // An I0 on top of an I0.
  const Status twice = DecodeStatus(FourByFour({{I0, 0, 3}, {O, 0, 3}}));
  EXPECT_EQ(twice.code(), DUPLICATE);
  EXPECT_EQ(twice.offset(), 11u);
  // Out of order: strict NON_CANONICAL at the second placement, lenient reads it.
  const std::string unsorted = FourByFour({{I0, 3, 3}, {I0, 0, 3}});
  const Status strict = DecodeStatus(unsorted);
  EXPECT_EQ(strict.code(), NON_CANONICAL);
  EXPECT_EQ(strict.offset(), 11u);
  EXPECT_NE(strict.message().find("canonical: " + FourByFour({{I0, 0, 3}, {I0, 3, 3}})), std::string::npos);
  const Puzzle lenient = DecodeOk(unsorted, Profile::kLenient);
  EXPECT_EQ(lenient.board().placements().placed(0).column(), 3u);
  // An empty placements board.
  const Puzzle empty = DecodeOk("tet1h_4x4_");
  EXPECT_TRUE(empty.board().has_placements());
  EXPECT_EQ(empty.board().filled_size(), 0);
}

TEST(TetrisTest, LenientRepairsTransitDamageOnly) {
  const Puzzle p = DecodeOk("tet1h_10x10_IEmGWHJlkzy");
  for (const char* damaged : {"tet1h%5F10x10%5FIEmGWHJlkzy", " (\"tet1h_10x10_IEmGWHJ\nlkzy\"). "}) {
    Puzzle q;
    EXPECT_TRUE(Decode(damaged, Profile::kLenient, &q).ok()) << damaged;
    EXPECT_TRUE(SameGame(p, q));
    EXPECT_FALSE(Decode(damaged, Profile::kStrict, &q).ok()) << damaged;
  }
  // No case folding: the payload's case is its value.
  EXPECT_EQ(DecodeStatus("tet1p_004E", Profile::kLenient).code(), BAD_CHARACTER);
  EXPECT_EQ(DecodeStatus("TET1p_004e", Profile::kLenient).code(), BAD_MAGIC);
}

TEST(TetrisTest, EncoderChecksInListOrder) {
  Puzzle p = DecodeOk("tet1h_10x10_IEmGWHJlkzy");
  p.mutable_board()->mutable_placements()->mutable_placed(3)->set_column(0);  // S0 onto the I0
  std::string slug;
  Status s = Encode(p, &slug);
  EXPECT_EQ(s.code(), DUPLICATE);
  EXPECT_EQ(s.offset(), 3u);
  p = DecodeOk("tet1h_10x10_IEmGWHJlkzy");
  p.mutable_board()->mutable_filled()->RemoveLast();
  s = Encode(p, &slug);
  EXPECT_EQ(s.code(), ILLEGAL_POSITION);
  EXPECT_EQ(s.offset(), 0u);
  p.mutable_board()->clear_filled();
  EXPECT_TRUE(Encode(p, &slug).ok()) << "filled may be left empty";
  p.set_format("sudoku");
  EXPECT_EQ(Encode(p, &slug).code(), BAD_MODEL);
}

// §6: the occupancy conversion keeps the filled cells and drops the
// pieces; it takes a board, a known name and a model the encoder accepts.
TEST(TetrisTest, OccupancyConversion) {
  Puzzle out;
  const Puzzle occupancy = DecodeOk("tet1o_10x10_AAAIJimvf_______8");
  ASSERT_TRUE(Convert(occupancy, kOccupancyConversion, &out).ok());
  EXPECT_EQ(EncodeOk(out), "tet1o_10x10_AAAIJimvf_______8");
  EXPECT_EQ(Convert(DecodeOk("tet1p_004e"), kOccupancyConversion, &out).code(), BAD_MODEL);
  EXPECT_EQ(Convert(occupancy, "level", &out).code(), BAD_MODEL);
  Puzzle overlapping = DecodeOk("tet1h_10x10_IEmGWHJlkzy");
  overlapping.mutable_board()->mutable_placements()->mutable_placed(1)->set_column(0);
  EXPECT_EQ(Convert(overlapping, kOccupancyConversion, &out).code(), DUPLICATE);
}

TEST(TetrisTest, RenderAndSvg) {
  EXPECT_EQ(Render(DecodeOk("tet1p_004e"), false), "tetris v1: piece T0\n....\n....\n.#..\n###.\n");
  EXPECT_EQ(Render(DecodeOk("tet1o_4x4_AAA"), true), "tetris v1: board 4 x 4, occupancy ..../..../..../....");
  const std::string svg = RenderSvg(DecodeOk("tet1h_10x10_IEmGWHJlkzy"));
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  // A model the encoder refuses draws without reading off the board.
  Puzzle wild;
  wild.mutable_board()->set_width(4000000000u);
  wild.mutable_board()->set_height(3);
  Placement* p = wild.mutable_board()->mutable_placements()->add_placed();
  p->set_orientation(static_cast<Orientation>(77));
  p->set_column(4000000000u);
  EXPECT_FALSE(Render(wild, true).empty());
  EXPECT_FALSE(RenderSvg(wild).empty());
}

Puzzle GenPuzzle() {
  return *rc::gen::exec([] {
    generators::RapidCheckDraw draw;
    return GeneratePuzzle(draw);
  });
}

// The placements form and its occupancy agree: the occupancy conversion of
// a placements board decodes to exactly its filled cells.
RC_GTEST_PROP(TetrisProperties, PlacementsAndTheirOccupancyAgree, ()) {
  const Puzzle p = GenPuzzle();
  RC_PRE(p.has_board() && p.board().has_placements());
  Puzzle decoded;
  RC_ASSERT(Decode(EncodeOk(p), Profile::kStrict, &decoded).ok());
  Puzzle occupancy;
  RC_ASSERT(Convert(decoded, kOccupancyConversion, &occupancy).ok());
  Puzzle reread;
  RC_ASSERT(Decode(EncodeOk(occupancy), Profile::kStrict, &reread).ok());
  RC_ASSERT(!reread.board().has_placements());
  RC_ASSERT(reread.board().filled_size() == 4 * decoded.board().placements().placed_size());
  std::string a, b;
  for (const Cell& c : reread.board().filled()) a += ToJson(c);
  for (const Cell& c : decoded.board().filled()) b += ToJson(c);
  RC_ASSERT(a == b);
}

// All 19 orientations round-trip as pieces and as placements, at any anchor
// that keeps them on the board.
RC_GTEST_PROP(TetrisProperties, AllNineteenOrientationsRoundTrip, ()) {
  const int code = *rc::gen::inRange(1, kOrientationCount + 1);
  const OrientationInfo o = *OrientationOfCode(code);
  Puzzle piece;
  piece.set_piece(static_cast<Orientation>(code));
  char mask[5];
  std::snprintf(mask, sizeof mask, "%04x", o.mask);
  RC_ASSERT(EncodeOk(piece) == std::string("tet1p_") + mask);
  RC_ASSERT(DecodeOk(EncodeOk(piece)).piece() == code);
  const int width = *rc::gen::inRange(kMinSide, kMaxSide + 1), height = *rc::gen::inRange(kMinSide, kMaxSide + 1);
  Puzzle board;
  board.mutable_board()->set_width(static_cast<uint32_t>(width));
  board.mutable_board()->set_height(static_cast<uint32_t>(height));
  Placement* placed = board.mutable_board()->mutable_placements()->add_placed();
  placed->set_orientation(static_cast<Orientation>(code));
  placed->set_column(static_cast<uint32_t>(*rc::gen::inRange(o.anchor, width - 4 + o.anchor + 1)));
  placed->set_row(static_cast<uint32_t>(*rc::gen::inRange(3, height)));
  const Puzzle back = DecodeOk(EncodeOk(board));
  RC_ASSERT(back.board().placements().placed_size() == 1);
  RC_ASSERT(back.board().placements().placed(0).orientation() == code);
  RC_ASSERT(back.board().placements().placed(0).column() == placed->column());
  RC_ASSERT(back.board().placements().placed(0).row() == placed->row());
  RC_ASSERT(back.board().filled_size() == 4);
}

// Every run of the article's timer, stopped anywhere, replays (§7); and
// taking out its last placement but one leaves a board it does not make.
RC_GTEST_PROP(TetrisProperties, TheReplayAcceptsEveryTimerRun, ()) {
  const Puzzle p = *rc::gen::exec([] {
    generators::RapidCheckDraw draw;
    return GenerateTimerBoard(draw);
  });
  RC_ASSERT(TimerFault(p) == "");
  const int n = p.board().placements().placed_size();
  RC_PRE(n >= 2);
  Puzzle gap = p;
  gap.mutable_board()->clear_filled();
  auto* placed = gap.mutable_board()->mutable_placements()->mutable_placed();
  placed->erase(placed->begin() + (n - 2));  // the timer would place it before the last one
  RC_ASSERT(TimerFault(gap) != "");
}

}  // namespace
}  // namespace slugspec::tetris
