// Unit tests of the sudoku codec: the worked examples of spec/sudoku.md and
// the upstream facts, check by check. The corpus (corpus/sudoku) pins every
// rule again; these keep failures readable while developing.
#include "sudoku/sudoku.h"

#include <gtest/gtest.h>

#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::sudoku {
namespace {

Puzzle Make(std::initializer_list<std::pair<uint32_t, uint32_t>> givens) {
  Puzzle p;
  for (auto [cell, digit] : givens) {
    Given* g = p.add_givens();
    g->set_cell(cell);
    g->set_digit(digit);
  }
  return p;
}

std::string EncodeOrDie(const Puzzle& p, Version v) {
  std::string slug;
  const Status s = Encode(p, v, &slug);
  EXPECT_TRUE(s.ok()) << s.ToString();
  return slug;
}

TEST(SudokuEncode, MatchesUpstreamExamples) {
  EXPECT_EQ(EncodeOrDie(Make({}), Version::kV1), "UyF2MQ==");
  EXPECT_EQ(EncodeOrDie(Make({{0, 1}}), Version::kV1), "UyF2MQAg");
  EXPECT_EQ(EncodeOrDie(Make({{19, 6}, {57, 4}}), Version::kV1), "UyF2MSbOUA==");
  EXPECT_EQ(EncodeOrDie(Make({{80, 9}}), Version::kV1), "UyF2MaEg");
  EXPECT_EQ(EncodeOrDie(Make({{0, 1}}), Version::kV0), "UyF2MAAB");
  EXPECT_EQ(EncodeOrDie(Make({{19, 6}, {57, 4}}), Version::kV0), "UyF2MBMGOQQ=");
}

TEST(SudokuEncode, SortsGivens) { EXPECT_EQ(EncodeOrDie(Make({{57, 4}, {19, 6}}), Version::kV1), "UyF2MSbOUA=="); }

TEST(SudokuEncode, FullGridIs156Characters) {
  Puzzle p;
  for (uint32_t c = 0; c < 81; ++c) {
    Given* g = p.add_givens();
    g->set_cell(c);
    g->set_digit(1 + (c % 9));
  }
  const std::string slug = EncodeOrDie(p, Version::kV1);
  EXPECT_EQ(slug.size(), 156u);
  EXPECT_EQ(slug.back(), '=');
  EXPECT_NE(slug[slug.size() - 2], '=');
}

TEST(SudokuEncode, RejectsBadModels) {
  std::string slug;
  EXPECT_EQ(Encode(Make({{81, 1}}), Version::kV1, &slug).code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(Encode(Make({{0, 0}}), Version::kV1, &slug).code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(Encode(Make({{0, 10}}), Version::kV1, &slug).code(), VALUE_OUT_OF_RANGE);
  const Status dup = Encode(Make({{3, 1}, {4, 2}, {3, 1}}), Version::kV1, &slug);
  EXPECT_EQ(dup.code(), DUPLICATE);
  EXPECT_EQ(dup.offset(), 2u);
  Puzzle other = Make({{0, 1}});
  other.set_format("pentomino");
  EXPECT_EQ(Encode(other, Version::kV1, &slug).code(), BAD_MODEL);
  EXPECT_EQ(TheFormat().Encode(Make({}), "v2", &slug).code(), UNKNOWN_VERSION);
}

struct Case {
  const char* slug;
  Profile profile;
  ErrorCode code;  // ERROR_CODE_UNSPECIFIED: accepted
  uint32_t offset;
};

TEST(SudokuDecode, ChecksInOrderWithOffsets) {
  const Case cases[] = {
      {"", Profile::kStrict, EMPTY_INPUT, 0},
      {"...", Profile::kLenient, EMPTY_INPUT, 0},
      {"UyF2MQ==", Profile::kStrict, ERROR_CODE_UNSPECIFIED, 0},
      {"UyF2MQ", Profile::kStrict, NON_CANONICAL, 6},
      {"UyF2MQ", Profile::kLenient, ERROR_CODE_UNSPECIFIED, 0},
      {"UyF2MR==", Profile::kStrict, NON_CANONICAL, 5},
      {"UyF2MR==", Profile::kLenient, ERROR_CODE_UNSPECIFIED, 0},
      {"UyF2MQ=", Profile::kLenient, BAD_BASE64, 6},
      {"VyF2MQ==", Profile::kStrict, BAD_MAGIC, 0},
      {"UyE=", Profile::kStrict, TRUNCATED, 4},
      {"Uw==", Profile::kStrict, TRUNCATED, 4},
      {"UyF2", Profile::kStrict, TRUNCATED, 4},
      {"UyF4MQ==", Profile::kStrict, UNKNOWN_VERSION, 2},
      {"UyF2Mg==", Profile::kStrict, UNKNOWN_VERSION, 2},
      {"UyF2MSbOUQ==", Profile::kStrict, NON_CANONICAL, 9},
      {"UyF2MaIg", Profile::kStrict, VALUE_OUT_OF_RANGE, 5},
      {"UyF2MBMGOQ==", Profile::kStrict, TRUNCATED, 12},
      {"UyF2MAAB/wE=", Profile::kStrict, VALUE_OUT_OF_RANGE, 8},
      {"UyF2MQA=", Profile::kStrict, TRAILING_DATA, 5},
      {"UyF2MQA=", Profile::kLenient, ERROR_CODE_UNSPECIFIED, 0},
      {"UyF2MSbOUA%3D%3D", Profile::kStrict, BAD_CHARACTER, 10},
      {"UyF2MSbOUA%3D%3D", Profile::kLenient, ERROR_CODE_UNSPECIFIED, 0},
      {"UyF2MSbOUA%253D%253D", Profile::kLenient, ERROR_CODE_UNSPECIFIED, 0},
  };
  for (const Case& c : cases) {
    Puzzle p;
    const Status s = Decode(c.slug, c.profile, &p);
    EXPECT_EQ(s.code(), c.code) << c.slug << " (" << ProfileName(c.profile) << "): " << s.ToString();
    if (!s.ok()) {
      EXPECT_EQ(s.offset(), c.offset) << c.slug << ": " << s.ToString();
    }
  }
}

TEST(SudokuDecode, SeedExample) {
  Puzzle p;
  const std::string seed = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";
  ASSERT_TRUE(Decode(seed, Profile::kStrict, &p).ok());
  EXPECT_EQ(p.version(), "v1");
  EXPECT_EQ(p.givens_size(), 31);
  EXPECT_EQ(Render(p, true),
            "..3....21/4.19...5./2..4.5.../....61..8/..28591../5..73..../...5.8..7/.7...26.5/34....9..");
  std::string again;
  ASSERT_TRUE(Encode(p, Version::kV1, &again).ok());
  EXPECT_EQ(again, seed);
}

// What the grid cannot show is listed under it, not dropped: a report's
// picture of a wrong model shows what makes it wrong.
TEST(SudokuRender, ListsWhatTheGridCannotShow) {
  Puzzle p;
  for (const auto& [cell, digit] : {std::pair{0u, 5u}, {81u, 3u}, {1u, 0u}, {0u, 6u}}) {
    Given* g = p.add_givens();
    g->set_cell(cell);
    g->set_digit(digit);
  }
  const std::string text = Render(p, false);
  EXPECT_EQ(text.substr(0, 18), "5 . . | . . . | . ");
  EXPECT_NE(text.find("not drawn:\n  given 1: cell 81, digit 3 (past the grid)\n"
                      "  given 2: cell 1, digit 0 (no digit of 1 to 9)\n"
                      "  given 3: cell 0, digit 6 (the cell is given again)\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(Render(p, true).substr(81 + 8), " (3 givens not drawn)");
  // The picture lists them too, under the grid, and draws the one it can.
  const std::string svg = RenderSvg(p);
  EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u) << svg;
  EXPECT_NE(svg.find(">given 1: cell 81, digit 3 (past the grid)</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">given 3: cell 0, digit 6 (the cell is given again)</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("font-size=\"22\">5</text>"), std::string::npos) << svg;
  EXPECT_EQ(svg.find("font-size=\"22\">6</text>"), std::string::npos) << svg;
}

TEST(SudokuRender, PictureHasADigitPerGivenAndTheBoxLines) {
  Puzzle p;
  ASSERT_TRUE(Decode("UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=", Profile::kStrict, &p).ok());
  const std::string svg = RenderSvg(p);
  size_t digits = 0, thick = 0;
  for (size_t at = 0; (at = svg.find("font-size=\"22\">", at)) != std::string::npos; ++at) ++digits;
  for (size_t at = 0; (at = svg.find("stroke-width=\"2\"", at)) != std::string::npos; ++at) ++thick;
  EXPECT_EQ(digits, 31u);
  EXPECT_EQ(thick, 8u);  // four box lines each way
  EXPECT_NE(svg.find("<title>sudoku v1, 31 givens</title>"), std::string::npos);
  EXPECT_EQ(svg.find("not drawn"), std::string::npos);
  // A version that is no version is not written into the picture as given.
  p.set_version("v1\"><script>");
  EXPECT_NE(RenderSvg(p).find("<title>sudoku v1script, 31 givens</title>"), std::string::npos);
}

TEST(SudokuDecode, LenientKeepsSlugOrderAndDropsIdenticalRepeats) {
  // v0: cells 57, 19, 57 (same digit).
  Puzzle p;
  const std::string b64 = "UyF2MDkEEwY5BA==";
  Status strict = Decode(b64, Profile::kStrict, &p);
  EXPECT_EQ(strict.code(), NON_CANONICAL);  // the unsorted given comes first
  ASSERT_TRUE(Decode(b64, Profile::kLenient, &p).ok());
  ASSERT_EQ(p.givens_size(), 2);
  EXPECT_EQ(p.givens(0).cell(), 57u);
  EXPECT_EQ(p.givens(1).cell(), 19u);
}

TEST(SudokuUpgrade, V0ToCanonicalV1) {
  std::string out;
  ASSERT_TRUE(TheFormat().Upgrade("UyF2MBMGOQQ=", Profile::kStrict, &out).ok());
  EXPECT_EQ(out, "UyF2MSbOUA==");
}

TEST(SudokuDetect, RecognisesItsPrefix) {
  EXPECT_TRUE(Recognises("UyF2MQ=="));
  EXPECT_TRUE(Recognises("(UyF2MQ==)"));
  EXPECT_FALSE(Recognises("R3a"));
  Version v{};
  ASSERT_TRUE(DetectVersion("UyF2MAAB", Profile::kStrict, &v).ok());
  EXPECT_EQ(v, Version::kV0);
}

TEST(SudokuJson, IsTheProto3MappingWithEveryField) {
  Puzzle p;
  ASSERT_TRUE(Decode("UyF2MAAB", Profile::kStrict, &p).ok());
  EXPECT_EQ(ToJson(p), R"({"format":"sudoku","version":"v0","givens":[{"cell":0,"digit":1}]})");
  ASSERT_TRUE(Decode("UyF2MQ==", Profile::kStrict, &p).ok());
  EXPECT_EQ(ToJson(p), R"({"format":"sudoku","version":"v1","givens":[]})");
  Puzzle back;
  ASSERT_TRUE(FromJson(R"({"givens":[{"cell":3,"digit":4}]})", &back).ok());
  EXPECT_EQ(back.givens(0).digit(), 4u);
  EXPECT_FALSE(FromJson(R"({"givens":[{"cell":-3}]})", &back).ok());
}

TEST(SudokuWarnings, ReportsRuleConflicts) {
  const auto w = Warnings(Make({{0, 5}, {8, 5}}));
  ASSERT_EQ(w.size(), 2u);
  EXPECT_EQ(w[0], "digit 5 twice in row 0 (cells 0 and 8)");  // rows from 0, as cells
}

}  // namespace
}  // namespace slugspec::sudoku

namespace slugspec::sudoku {
namespace {

TEST(SudokuDifferences, NameWhatDiffersCellByCell) {
  const Puzzle want = Make({{2, 3}, {7, 2}, {12, 9}});
  EXPECT_TRUE(Differences(want, Make({{12, 9}, {2, 3}, {7, 2}, {7, 2}}), 8).empty());
  EXPECT_EQ(Differences(want, Make({{2, 3}, {7, 4}, {12, 9}, {40, 5}}), 8),
            (std::vector<std::string>{"cell 7 (row 0, column 7) is 4, not 2",
                                      "cell 40 (row 4, column 4) given 5, where the puzzle has no given"}));
  EXPECT_EQ(Differences(want, Make({{2, 3}, {7, 2}}), 8),
            (std::vector<std::string>{"cell 12 (row 1, column 3): the 9 given there is missing"}));
}

TEST(SudokuDifferences, NameWhatTheGridCannotHoldFirst) {
  // What upstream's decoder returned for a broken link: a cell past the
  // grid, a digit 0 and a cell given two digits.
  const Puzzle want = Make({{2, 3}});
  EXPECT_EQ(Differences(want, Make({{2, 3}, {81, 6}, {5, 0}, {9, 1}, {9, 2}}), 8),
            (std::vector<std::string>{
                "cell 81 given 6; the grid has 81 cells (0 to 80)",
                "cell 5 (row 0, column 5) given digit 0; digits are 1 to 9",
                "cell 9 (row 1, column 0) given 2 digits: 1 and 2",
                "cell 5 (row 0, column 5) given 0, where the puzzle has no given",
                "cell 9 (row 1, column 0) given 1 and 2, where the puzzle has no given",
            }));
  // Bounded: a huge answer is summed up.
  Puzzle many;
  for (uint32_t cell = 0; cell < 81; ++cell) {
    Given* g = many.add_givens();
    g->set_cell(cell);
    g->set_digit(1 + cell % 9);
  }
  const std::vector<std::string> lines = Differences(want, many, 4);
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines.back(), "and 76 more differences");
}

}  // namespace
}  // namespace slugspec::sudoku
