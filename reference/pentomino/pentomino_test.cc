// Unit tests of the pentomino codec, check by check (spec/pentomino.md).
// The golden vectors (corpus/pentomino) pin every rule again; these keep a
// failure readable while developing.
#include "pentomino/pentomino.h"

#include <tuple>

#include <gtest/gtest.h>

#include "pentomino/jsoncrush.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::pentomino {
namespace {

struct Case {
  const char* slug;
  Profile profile;
  ErrorCode code;  // ERROR_CODE_UNSPECIFIED: accepted
  uint32_t offset;
  const char* version = "";  // accepted: the version reported
};

constexpr Profile S = Profile::kStrict;
constexpr Profile L = Profile::kLenient;
constexpr ErrorCode OK = ERROR_CODE_UNSPECIFIED;

void Check(const Case& c) {
  Board b;
  const Status s = Decode(c.slug, c.profile, &b);
  EXPECT_EQ(s.code(), c.code) << c.slug << " (" << ProfileName(c.profile) << "): " << s.ToString();
  if (!s.ok()) {
    EXPECT_EQ(s.offset(), c.offset) << c.slug << ": " << s.ToString();
  } else if (*c.version) {
    EXPECT_EQ(b.version(), c.version) << c.slug;
  }
}

TEST(PentominoDecode, TransportAndDetection) {
  for (const Case& c : std::initializer_list<Case>{
           {"", S, EMPTY_INPUT, 0},
           {"()", L, EMPTY_INPUT, 0},
           {"Q88", S, UNKNOWN_VERSION, 0},
           {"-8_8", S, UNKNOWN_VERSION, 0},
           {"R88", S, OK, 0, "v3.1"},
           {"(R88).", L, OK, 0, "v3.1"},
           {"(R88).", S, BAD_CHARACTER, 5},  // '(' starts a v0 slug, which ends with '_'
           {"R8%38", L, OK, 0, "v3.1"},
           {"R8\n8", L, OK, 0, "v3.1"},
           {"R8\n8", S, BAD_CHARACTER, 2},
       }) {
    Check(c);
  }
  Board b;
  EXPECT_EQ(Decode(std::string(65537, '8'), L, &b).code(), INPUT_TOO_LONG);
}

TEST(PentominoDecode, V3Header) {
  for (const Case& c : std::initializer_list<Case>{
           {"R", S, TRUNCATED, 1},
           {"R8", S, TRUNCATED, 2},
           {"R08", S, VALUE_OUT_OF_RANGE, 1},
           {"R8[", S, BAD_CHARACTER, 2},  // the early v3 encoder's 36
           {"R8_", S, BAD_CHARACTER, 2},  // ... and its 40
           {"RZZ", S, OK, 0, "v3.1"},     // 61 x 61
           {"S11", S, OK, 0, "v3.1"},
           {"K23", S, OK, 0, "v3.1"},
       }) {
    Check(c);
  }
}

TEST(PentominoDecode, V3Items) {
  for (const Case& c : std::initializer_list<Case>{
           {"R88F033", S, OK, 0, "v3.1"},
           {"R88O033", S, UNKNOWN_PIECE, 3},
           {"R88r033", S, UNKNOWN_PIECE, 3},
           {"R88F", S, TRUNCATED, 4},
           {"R88F03", S, TRUNCATED, 6},
           {"R88F@33", S, BAD_CHARACTER, 4},
           {"R88Fo33", S, BAD_CHARACTER, 4},  // o..z are no orientation characters
           {"R88F833", S, NON_CANONICAL, 4},  // the alias of 4
           {"R88F833", L, OK, 0, "v3.1"},     // v3.1 writes this board as v3 does
           {"R88F083", S, VALUE_OUT_OF_RANGE, 5},
           {"R88F038", S, VALUE_OUT_OF_RANGE, 6},
           {"R88F033I033", S, NON_CANONICAL, 3},  // the later item replaces the earlier [PEN-C3]
           {"R88F033I033", L, OK, 0},
           {"R88F033F033", S, NON_CANONICAL, 7},  // an identical repeat
           {"R88F033F033", L, OK, 0},
           {"R88F033FA44", S, NON_CANONICAL, 4},  // F has colours 0 and 1: the last piece's wins
           {"R88F033FA44", L, OK, 0},
           {"R88I044F033", S, NON_CANONICAL, 3},  // not row-major
           {"R88I044F033", L, OK, 0},
       }) {
    Check(c);
  }
}

TEST(PentominoDecode, V3Terrain) {
  for (const Case& c : std::initializer_list<Case>{
           {"R88R0011", S, OK, 0, "v3.1"},
           {"R88R001", S, TRUNCATED, 7},
           {"R88R", S, TRUNCATED, 4},
           {"R88R00_1F", S, OK, 0, "v3.1"},
           {"R88R0_1F", S, BAD_CHARACTER, 5},
           {"R88RY", S, TRUNCATED, 5},
           {"R88RY300123", S, OK, 0, "v3.1"},   // column 0, rows 0..3
           {"R88RZ300123", S, OK, 0, "v3.1"},   // row 0, columns 0..3
           {"R88RY1001", S, NON_CANONICAL, 4},  // pairs R0010 are shorter
           {"R88R001020", S, OK, 0, "v3.1"},    // pairs tie with Y (7): pairs win
           {"R88RY100", S, TRUNCATED, 8},
           {"R88RY00011", L, OK, 0, "v3.1"},     // only singles after the switch
           {"R88RY0001", S, TRUNCATED, 9},       // after the switch, pairs: a dangling x
           {"R88RY00001", S, NON_CANONICAL, 4},  // pairs are shorter: R0001
           {"R88RY00001", L, OK, 0, "v3.1"},
           {"R88R0000", S, NON_CANONICAL, 6},
           {"R88R0000", L, OK, 0},
       }) {
    Check(c);
  }
}

TEST(PentominoDecode, V3Colours) {
  for (const Case& c : std::initializer_list<Case>{
           {"R88_1F", S, OK, 0, "v3.1"},
           {"R88_0f", S, OK, 0, "v3.1"},  // colour 6
           // Spellings every v3-era upstream decoder reads as one board:
           // lenient reads it, strict finds it not canonical [PEN-V3-8].
           {"R88_0F", S, NON_CANONICAL, 3},
           {"R88_0F", L, OK, 0},
           {"R88_6F", S, NON_CANONICAL, 4},
           {"R88_6F", L, OK, 0},
           {"R88_", S, NON_CANONICAL, 3},
           {"R88_1", L, OK, 0},
           {"R88_12F", L, OK, 0},
           {"R88_1F1I", S, NON_CANONICAL, 6},
           {"R88_1F2F", L, OK, 0},
           {"R88F033_1F", L, OK, 0},
           // What no board is: colours over 11, letters that are no piece.
           {"R88_6f", L, VALUE_OUT_OF_RANGE, 5},
           {"R88_F", L, BAD_CHARACTER, 4},
           {"R88_1O", S, UNKNOWN_PIECE, 5},
           {"R88_1R", S, UNKNOWN_PIECE, 5},
           {"R88_2F1I", S, NON_CANONICAL, 4},
           {"R88_1IF", S, NON_CANONICAL, 5},
           {"R88_1IF", L, OK, 0},
       }) {
    Check(c);
  }
}

TEST(PentominoDecode, Legacy) {
  for (const Case& c : std::initializer_list<Case>{
           {"8.8", S, OK, 0, "v1"},
           {"8_8", S, OK, 0, "v2"},
           {"8_8_1F", S, OK, 0, "v2"},
           {"8", S, TRUNCATED, 1},
           {"8-8", S, BAD_CHARACTER, 1},
           {"8_", S, TRUNCATED, 2},
           {"0_8", S, VALUE_OUT_OF_RANGE, 0},
           {"100_8", S, OK, 0, "v2"},  // sides to 999 ([PEN-L3])
           {"1000_8", S, VALUE_OUT_OF_RANGE, 0},
           {"120.8X0100.5", S, VALUE_OUT_OF_RANGE, 7},  // a row of three digits: an erratum
           {"99_99", S, OK, 0},
           {"8.8F03.3", S, OK, 0, "v1"},
           {"8.8F03_3", S, BAD_CHARACTER, 6},
           {"8.8FA3.3", S, BAD_CHARACTER, 4},  // v1 has no colours
           {"8.8f03.3", S, BAD_CHARACTER, 3},
           {"8_8F03_3", S, OK, 0, "v1.5"},
           {"8_8FA3_3", S, OK, 0, "v1.5"},
           {"8_8f033", S, OK, 0, "v2"},
           {"8_8F0033", S, NON_CANONICAL, 3},  // v2: two digits of x below 10
           {"8_8F0033", L, OK, 0, "v2"},
           {"8_8F033", S, TRUNCATED, 7},       // uppercase: two digits of x, then y
           {"8_8R33_3", S, OK, 0},             // terrain orientation follows the cursor: a writer spelling [PEN-C2]
           {"8_8R93_3", S, NON_CANONICAL, 4},  // the alias 9 is none
           {"8_8R33_3", L, OK, 0},
           {"8_8RA3_3", S, BAD_CHARACTER, 4},
           {"8_8F03_03", S, NON_CANONICAL, 7},
           {"8_8F03_100", S, VALUE_OUT_OF_RANGE, 7},
           {"8_8O03_3", S, UNKNOWN_PIECE, 3},
           {"8_8F03_8", S, VALUE_OUT_OF_RANGE, 7},
           {"8_8F03", S, TRUNCATED, 6},
           {"8_8_0F", S, NON_CANONICAL, 3},  // colour 0 is no colour: canonical 8_8
           {"8_8_0F", L, OK, 0},
           {"8_8_6F", S, VALUE_OUT_OF_RANGE, 4},
           {"8_8_1f", S, BAD_CHARACTER, 5},
           {"8_8_1F1I", S, NON_CANONICAL, 5},  // a key again: its first group is forgotten
           {"8_8_1F1I", L, OK, 0},
           {"8_8F03_3_1F", S, NON_CANONICAL, 8},  // a placed letter keeps its pieces' colour
           {"8_8F03_3_1F", L, OK, 0},
       }) {
    Check(c);
  }
}

TEST(PentominoEncode, YSinglesAreWrittenAsRowThenColumn) {
  // Column 10 holds one block, at row 0: upstream's encoder wrote "a0"
  // (column, row), which its decoder and the article read as row 10.
  Board b;
  b.set_surface(RECTANGLE);
  b.set_height(11);
  b.set_width(11);
  for (int x = 0; x < 5; ++x) {
    for (int y : {9, 10}) {
      Cell* c = b.add_terrain();
      c->set_x(static_cast<uint32_t>(x));
      c->set_y(static_cast<uint32_t>(y));
    }
  }
  Cell* single = b.add_terrain();
  single->set_x(10);
  single->set_y(0);
  std::string slug;
  ASSERT_TRUE(Encode(b, Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "RbbRY49012344a012340a0");
  Board back;
  ASSERT_TRUE(Decode(slug, S, &back).ok());
  EXPECT_TRUE(SameGame(b, back));
}

TEST(PentominoEncode, TerrainFormTies) {
  auto board = [](std::initializer_list<std::pair<int, int>> cells, int side = 8) {
    Board b;
    b.set_surface(RECTANGLE);
    b.set_height(static_cast<uint32_t>(side));
    b.set_width(static_cast<uint32_t>(side));
    for (auto [x, y] : cells) {
      Cell* c = b.add_terrain();
      c->set_x(static_cast<uint32_t>(x));
      c->set_y(static_cast<uint32_t>(y));
    }
    return b;
  };
  std::string slug;
  // Three cells in one row: pairs 7 = Z 7 < Y 9: pairs win the tie.
  ASSERT_TRUE(Encode(board({{0, 0}, {0, 1}, {0, 2}}), Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "R88R000102");
  // Four in one row: Z 8 < pairs 9 < Y 11.
  ASSERT_TRUE(Encode(board({{0, 0}, {0, 1}, {0, 2}, {0, 3}}), Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "R88RZ300123");
  // A 3x3 block: Y 17 = Z 17 < pairs 19: Y wins the tie.
  ASSERT_TRUE(
      Encode(board({{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}}), Version::kV3_1, &slug)
          .ok());
  EXPECT_EQ(slug, "R88RY200122101222012");
  // Two cells in one row: pairs R0001 (5) beat Z RZ1001 (6) and Y RY00001 (7).
  ASSERT_TRUE(Encode(board({{0, 0}, {0, 1}}), Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "R88R0001");
  // Four in one column: Y (8) is shorter than pairs (9) and Z (11).
  ASSERT_TRUE(Encode(board({{0, 3}, {1, 3}, {2, 3}, {3, 3}}), Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "R88RY330123");
  // 61 rows with the first block in row 60: pairs would start "RY".
  ASSERT_TRUE(Encode(board({{60, 5}}, 61), Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "RZZRY0Y5");  // Y and Z tie at 5; Y wins
  EXPECT_EQ(Encode(board({{60, 5}}, 61), Version::kV3, &slug).code(), VALUE_OUT_OF_RANGE);
}

TEST(PentominoEncode, YGroupsFollowJavaScriptKeyOrder) {
  // Columns 11 then 10 are met in that order by the row-major walk; column 3
  // (a digit key) comes first anyway.
  Board b;
  b.set_surface(RECTANGLE);
  b.set_height(12);
  b.set_width(12);
  for (auto [x, y] : std::initializer_list<std::pair<int, int>>{
           {0, 11}, {1, 10}, {2, 11}, {3, 10}, {4, 11}, {5, 10}, {6, 3}, {7, 3}, {8, 3}, {9, 11}, {10, 10}}) {
    Cell* c = b.add_terrain();
    c->set_x(static_cast<uint32_t>(x));
    c->set_y(static_cast<uint32_t>(y));
  }
  std::string slug;
  ASSERT_TRUE(Encode(b, Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "RccRY236783b02493a135a");  // sorted keys would give ...3a135a3b0249
}

TEST(PentominoEncode, RejectsWhatAVersionCannotExpress) {
  Board b;
  b.set_surface(TORUS);
  b.set_height(8);
  b.set_width(8);
  std::string slug;
  EXPECT_EQ(Encode(b, Version::kV2, &slug).code(), VALUE_OUT_OF_RANGE);
  EXPECT_TRUE(Encode(b, Version::kV3, &slug).ok());
  b.set_surface(RECTANGLE);
  LetterColor* c = b.add_colors();
  c->set_letter("F");
  c->set_color(7);
  EXPECT_EQ(Encode(b, Version::kV2, &slug).code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(Encode(b, Version::kV1_1, &slug).code(), VALUE_OUT_OF_RANGE);
  EXPECT_TRUE(Encode(b, Version::kV3_1, &slug).ok());
  EXPECT_EQ(slug, "R88_1f");
  b.set_height(62);
  EXPECT_EQ(Encode(b, Version::kV3_1, &slug).code(), VALUE_OUT_OF_RANGE);
  b.set_surface(SURFACE_UNSPECIFIED);
  b.set_height(8);
  EXPECT_EQ(Encode(b, Version::kV3_1, &slug).code(), VALUE_OUT_OF_RANGE);
  Board other;
  other.set_format("sudoku");
  EXPECT_EQ(Encode(other, Version::kV3_1, &slug).code(), BAD_MODEL);
}

TEST(PentominoEncode, ModelErrorsNameTheElement) {
  Board b;
  b.set_surface(RECTANGLE);
  b.set_height(8);
  b.set_width(8);
  Piece* p = b.add_pieces();
  p->set_letter("F");
  p->set_x(1);
  p->set_y(1);
  Piece* q = b.add_pieces();
  q->set_letter("Q");
  std::string slug;
  Status s = Encode(b, Version::kV3_1, &slug);
  EXPECT_EQ(s.code(), UNKNOWN_PIECE);
  EXPECT_EQ(s.offset(), 1u);
  q->set_letter("I");
  q->set_x(1);
  q->set_y(1);
  s = Encode(b, Version::kV3_1, &slug);
  EXPECT_EQ(s.code(), DUPLICATE);
  EXPECT_EQ(s.offset(), 1u);
  q->set_y(2);
  q->set_rotation(4);
  EXPECT_EQ(Encode(b, Version::kV3_1, &slug).code(), VALUE_OUT_OF_RANGE);
}

TEST(PentominoV0, JsonChecks) {
  // Slugs as the v0 encoder would write them for hand-made JSON.
  auto v0 = [](const std::string& json) { return jsoncrush::EncodeUriComponent(jsoncrush::Crush(json)); };
  Board b;
  ASSERT_TRUE(Decode(v0(R"({"g":[],"h":6,"w":10})"), S, &b).ok());
  EXPECT_EQ(b.version(), "v0b");
  ASSERT_TRUE(Decode(v0(R"({"g":[{"p":"F","o":1,"e":1,"x":2,"y":3}],"x":10,"y":6})"), S, &b).ok());
  EXPECT_EQ(b.version(), "v0a");
  EXPECT_EQ(b.height(), 6u);
  EXPECT_EQ(b.pieces(0).rotation(), 1u);
  EXPECT_TRUE(b.pieces(0).reflected());
  // JSON in another key order decodes, but is not what the encoder writes.
  EXPECT_TRUE(Decode(v0(R"({"h":6,"w":10,"g":[]})"), L, &b).ok());
  EXPECT_EQ(Decode(v0(R"({"h":6,"w":10,"g":[]})"), S, &b).code(), NON_CANONICAL);
  EXPECT_EQ(Decode(v0(R"({"g":[],"h":6})"), L, &b).code(), BAD_JSON);
  EXPECT_EQ(Decode(v0(R"({"g":[],"h":6,"w":10,"x":1})"), L, &b).code(), BAD_JSON);
  EXPECT_EQ(Decode(v0(R"({"g":[{"p":"F","o":1,"e":1,"x":2}],"h":6,"w":10})"), L, &b).code(), BAD_JSON);
  EXPECT_EQ(Decode(v0(R"({"g":[{"p":"F","o":1.5,"e":1,"x":2,"y":3}],"h":6,"w":10})"), L, &b).code(), BAD_JSON);
  EXPECT_EQ(Decode(v0(R"({"g":[{"p":"Q","o":1,"e":1,"x":2,"y":3}],"h":6,"w":10})"), L, &b).code(), UNKNOWN_PIECE);
  EXPECT_EQ(Decode(v0(R"({"g":[{"p":"F","o":4,"e":1,"x":2,"y":3}],"h":6,"w":10})"), L, &b).code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(Decode(v0(R"({"g":[{"p":"F","o":1,"e":1,"x":6,"y":3}],"h":6,"w":10})"), L, &b).code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(Decode(v0(R"({"g":[],"h":1000,"w":10})"), L, &b).code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(Decode(v0(R"({"g":[],"h":999,"w":10})"), L, &b).code(), ERROR_CODE_UNSPECIFIED);
  // The later entry in a cell replaces the earlier one [PEN-C3].
  ASSERT_TRUE(
      Decode(v0(R"({"g":[{"p":"F","o":1,"e":1,"x":2,"y":3},{"p":"Terrain","o":0,"e":0,"x":2,"y":3}],"h":6,"w":10})"), L,
             &b)
          .ok());
  EXPECT_EQ(b.pieces_size(), 0);
  ASSERT_EQ(b.terrain_size(), 1);
  EXPECT_EQ(b.terrain(0).x(), 2u);
  const Status s = Decode("(%ZZ", S, &b);
  EXPECT_EQ(s.code(), BAD_CHARACTER);
  EXPECT_EQ(s.offset(), 1u);
}

TEST(PentominoUpgrade, LegacyToCurrent) {
  std::string out;
  ASSERT_TRUE(TheFormat().Upgrade("6_10V10_0I10_6W01_4T11_9Z62_1F62_6N33_3X03_8Y34_2P74_5L75_1U05_8", S, &out).ok());
  EXPECT_EQ(out, "R6aV100I106W014T119Z621F626N333X038Y342P745L751U058");
  ASSERT_TRUE(TheFormat().Upgrade("8_8r003", S, &out).ok());
  EXPECT_EQ(out, "R88R03");
  EXPECT_EQ(TheFormat().Upgrade("70_70", S, &out).code(), VALUE_OUT_OF_RANGE);
}

}  // namespace
}  // namespace slugspec::pentomino

namespace slugspec::pentomino {
namespace {

Board DifferencesBoard() {
  Board b;
  b.set_surface(RECTANGLE);
  b.set_width(8);
  b.set_height(8);
  for (const auto& [letter, x, y] : {std::tuple{"X", 0u, 3u}, std::tuple{"I", 4u, 4u}}) {
    Piece* p = b.add_pieces();
    p->set_letter(letter);
    p->set_x(x);
    p->set_y(y);
  }
  Cell* t = b.add_terrain();
  t->set_x(7);
  t->set_y(7);
  return b;
}

TEST(PentominoDifferences, AMoveReadsAsAMove) {
  const Board want = DifferencesBoard();
  EXPECT_TRUE(Differences(want, want, 8).empty());
  Board moved = want;
  moved.mutable_pieces(0)->set_x(3);
  moved.mutable_pieces(0)->set_y(0);
  EXPECT_EQ(Differences(want, moved, 8), std::vector<std::string>{"piece \"X\" moved from (0, 3) to (3, 0)"});
  Board turned = want;
  turned.mutable_pieces(1)->set_rotation(1);
  turned.mutable_pieces(1)->set_reflected(true);
  EXPECT_EQ(Differences(want, turned, 8),
            std::vector<std::string>{"piece \"I\" at (4, 4) turned from rotation 0 to rotation 1, reflected"});
}

TEST(PentominoDifferences, NamesEveryPartOfTheBoard) {
  const Board want = DifferencesBoard();
  Board other = want;
  other.set_surface(TORUS);
  other.set_width(6);
  other.mutable_pieces()->RemoveLast();
  other.clear_terrain();
  Cell* t = other.add_terrain();
  t->set_x(1);
  t->set_y(2);
  LetterColor* c = other.add_colors();
  c->set_letter("X");
  c->set_color(3);
  EXPECT_EQ(Differences(want, other, 8), (std::vector<std::string>{
                                             "the surface is TORUS, not RECTANGLE",
                                             "the board is 6 wide and 8 high, not 8 by 8",
                                             "piece \"I\" at (4, 4) (rotation 0) is missing",
                                             "terrain at (7, 7) is missing",
                                             "terrain at (1, 2) is extra",
                                             "letter \"X\" has colour 3, not 0",
                                         }));
  EXPECT_EQ(Differences(want, other, 2).back(), "and 4 more differences");
}

}  // namespace
}  // namespace slugspec::pentomino
