// Text and SVG rendering: the article's boards as exact text, conflicts
// listed under the grid, and SVG documents that are well formed, escape
// model text, and mark exactly the glued edges.
#include "pentomino/render.h"

#include <algorithm>
#include <map>
#include <regex>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "pentomino/geometry.h"
#include "pentomino/test_boards.h"

namespace slugspec::pentomino {
namespace {

using test_boards::ArticleProjectivePlane;
using test_boards::ArticleRectangle6x10;
using test_boards::ArticleRectangle8x8;
using test_boards::MakeBoard;

Board BrokenBoard() {
  return MakeBoard(RECTANGLE, 8, 8,
                   {{"F", 0, 0, 0}, {"V", 4, 1, 0}, {"I", 2, 1, 0}, {"Q<", 5, 5, 0}, {"T", 6, 6, 5}, {"X", 9, 2, 0}},
                   {{7, 7}});
}

// ------------------------------------------------------------ text

TEST(PentominoRenderText, ArticleProjectivePlane) {
  EXPECT_EQ(Render(ArticleProjectivePlane(), false),
            "YYFVVVPP\n"
            "Y#LLIW#P\n"
            "NUULIWWX\n"
            "NNULITWW\n"
            "XUULITTT\n"
            "XXZZITNN\n"
            "X#VZFF#Y\n"
            "PPVZZFFY\n"
            "solved\n");
  EXPECT_EQ(Render(ArticleProjectivePlane(), true),
            "YYFVVVPP/Y#LLIW#P/NUULIWWX/NNULITWW/XUULITTT/XXZZITNN/X#VZFF#Y/PPVZZFFY");
}

TEST(PentominoRenderText, ArticleRectangle6x10) {
  EXPECT_EQ(Render(ArticleRectangle6x10(), false),
            "VVVWIIIIIT\n"
            "VZZWWFFTTT\n"
            "VZNNWWFFXT\n"
            "ZZYNNNFXXX\n"
            "LYYYYPPUXU\n"
            "LLLLPPPUUU\n"
            "solved\n");
}

TEST(PentominoRenderText, ArticleRectangle8x8) {
  EXPECT_EQ(Render(ArticleRectangle8x8(), false),
            "UUFLLLL#\n"
            "UFFVVVLI\n"
            "UUFFZVYI\n"
            "#NZZZVYI\n"
            "NNZWWYYI\n"
            "NT#XWWYI\n"
            "NTXXXWPP\n"
            "TTTX#PPP\n"
            "solved\n");
  EXPECT_EQ(Render(ArticleRectangle8x8(), true),
            "UUFLLLL#/UFFVVVLI/UUFFZVYI/#NZZZVYI/NNZWWYYI/NT#XWWYI/NTXXXWPP/TTTX#PPP");
}

TEST(PentominoRenderText, ConflictsAreListedUnderTheGrid) {
  EXPECT_EQ(Render(BrokenBoard(), false),
            "FI......\n"
            "FI......\n"
            ".*......\n"
            ".*......\n"
            ".*VV....\n"
            "......T.\n"
            "......TT\n"
            "......T#\n"
            "off the board: F at (0,0) reaches (-1,0), drawn at (0,0)\n"
            "off the board: F at (0,0) reaches (-1,1), drawn at (0,1)\n"
            "off the board: F at (0,0) reaches (0,-1), drawn at (0,0)\n"
            "unknown letter: \"Q<\" at (5,5)\n"
            "off the board: T at (6,6) reaches (6,8), drawn at (6,7)\n"
            "anchored off the board: X at (9,2), drawn at (7,2)\n"
            "overlap at (2,1): I, V\n"
            "overlap at (3,1): I, V\n"
            "overlap at (4,1): I, V\n"
            "50 cells uncovered\n");
}

TEST(PentominoRenderText, OverlapWithTerrainAndFullCover) {
  // Every cell covered, but I's centre lands on terrain: not solved, and
  // nothing is uncovered.
  Board b = MakeBoard(TORUS, 1, 5, {{"I", 0, 2, 1}}, {{0, 2}});
  EXPECT_EQ(Render(b, false), "II*II\noverlap at (0,2): I, terrain\nnot solved\n");
  b.mutable_pieces(0)->set_rotation(4);
  EXPECT_EQ(Render(b, false), "..#..\nbad orientation: I at (0,2) has rotation 4\n4 cells uncovered\n");
  b.mutable_pieces(0)->set_letter(std::string("\x01\"", 2));
  EXPECT_EQ(Render(b, false), "..#..\nunknown letter: \"\\x01\\x22\" at (0,2)\n4 cells uncovered\n");
}

TEST(PentominoRenderText, EmptyAndHugeBoards) {
  EXPECT_EQ(Render(MakeBoard(RECTANGLE, 0, 0, {}, {}), false), "the board has no cells\n");
  EXPECT_EQ(Render(MakeBoard(RECTANGLE, 0, 0, {}, {}), true), "");
  EXPECT_EQ(Render(MakeBoard(RECTANGLE, 1, 1, {}, {}), false), ".\n1 cell uncovered\n");
  EXPECT_EQ(Render(MakeBoard(RECTANGLE, 300, 2, {}, {}), false),
            "too large to paint: 300x2 (at most 255 per side)\nnot solved\n");
}

// ------------------------------------------------------------ SVG

// Checks that `svg` is one well-formed element: tags nest and close, text
// holds no raw '<' or '>', and '&' only starts an entity. Returns "" or
// what is wrong.
std::string WellFormed(const std::string& svg) {
  std::vector<std::string> open;
  size_t i = 0;
  bool root_closed = false;
  while (i < svg.size()) {
    if (svg[i] == '<') {
      const size_t end = svg.find('>', i);
      if (end == std::string::npos) return "unterminated tag at " + std::to_string(i);
      const std::string tag = svg.substr(i + 1, end - i - 1);
      if (root_closed) return "content after the root element";
      const size_t quotes = static_cast<size_t>(std::count(tag.begin(), tag.end(), '"'));
      if (quotes % 2 != 0 || tag.find('<') != std::string::npos) return "bad tag " + tag;
      if (tag.starts_with("/")) {
        if (open.empty() || open.back() != tag.substr(1)) return "unbalanced </" + tag.substr(1) + ">";
        open.pop_back();
        root_closed = open.empty();
      } else if (!tag.ends_with("/")) {
        open.push_back(tag.substr(0, tag.find_first_of(" \n")));
      } else if (open.empty()) {
        return "self-closed root";
      }
      i = end + 1;
      continue;
    }
    if (svg[i] == '>') return "raw '>' at " + std::to_string(i);
    if (svg[i] == '&') {
      static const std::regex kEntity("&(amp|lt|gt|quot|apos);");
      if (!std::regex_search(svg.substr(i, 6), kEntity, std::regex_constants::match_continuous)) {
        return "raw '&' at " + std::to_string(i);
      }
    }
    if (static_cast<unsigned char>(svg[i]) >= 0x7f || (static_cast<unsigned char>(svg[i]) < 0x20 && svg[i] != '\n')) {
      return "non-ASCII or control byte at " + std::to_string(i);
    }
    ++i;
  }
  if (!open.empty()) return "unclosed <" + open.back() + ">";
  return "";
}

// The arrows drawn on glued edges: edge -> (pair number, direction of the
// arrow line as +1 along the edge's own direction or -1 against it).
std::map<std::string, std::pair<int, int>> Arrows(const std::string& svg) {
  static const std::regex kArrow(
      "<g class=\"glue-arrow\" data-pair=\"(\\d)\" data-edge=\"(\\w+)\"[^>]*>\\n"
      "<line x1=\"(\\d+)\" y1=\"(\\d+)\" x2=\"(\\d+)\" y2=\"(\\d+)\"/>");
  std::map<std::string, std::pair<int, int>> arrows;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), kArrow); it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    const int dx = std::stoi(m[5]) - std::stoi(m[3]), dy = std::stoi(m[6]) - std::stoi(m[4]);
    const int direction = (dx + dy) > 0 ? 1 : -1;  // edges run left to right or top to bottom
    arrows[m[2]] = {std::stoi(m[1]), direction};
  }
  return arrows;
}

size_t Count(const std::string& haystack, std::string_view needle) {
  size_t n = 0;
  for (size_t i = haystack.find(needle); i != std::string::npos; i = haystack.find(needle, i + 1)) ++n;
  return n;
}

TEST(PentominoRenderSvg, WellFormedForAllKindsOfBoards) {
  for (const Board& b : {ArticleProjectivePlane(), ArticleRectangle6x10(), ArticleRectangle8x8(), BrokenBoard(),
                         MakeBoard(SPHERE, 0, 0, {}, {}), MakeBoard(KLEIN_BOTTLE, 1, 1, {{"I", 0, 0, 0}}, {}),
                         MakeBoard(static_cast<Surface>(99), 300, 3, {}, {})}) {
    const std::string svg = RenderSvg(b);
    EXPECT_TRUE(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    EXPECT_TRUE(svg.ends_with("</svg>\n"));
    EXPECT_EQ(WellFormed(svg), "") << svg;
    EXPECT_EQ(Count(svg, "<title>"), 1u);
  }
}

TEST(PentominoRenderSvg, TitleCellsAndConflicts) {
  const std::string svg = RenderSvg(ArticleProjectivePlane());
  EXPECT_NE(svg.find("<title>projective plane, 8x8, solved</title>"), std::string::npos);
  EXPECT_EQ(Count(svg, "<rect x="), 64u);         // one per cell, no conflict marks
  EXPECT_EQ(Count(svg, "fill=\"#404040\""), 4u);  // terrain
  EXPECT_EQ(Count(svg, "fill=\"url(#hatch)\""), 0u);
  EXPECT_EQ(Count(svg, "<text x="), 13u);  // the title and 12 letters, no legend
  EXPECT_EQ(svg.find("hatched and crossed"), std::string::npos);

  const std::string broken = RenderSvg(BrokenBoard());
  // Marked cells: (0,0), (0,1), (2,1), (3,1), (4,1), (6,7), (7,2).
  EXPECT_EQ(Count(broken, "fill=\"url(#hatch)\""), 7u);
  EXPECT_NE(broken.find("<title>rectangle, 8x8</title>"), std::string::npos);
  // The hatching says what it means, under the board.
  EXPECT_NE(broken.find(">hatched and crossed: a cell two pieces cover, or a piece's cell off the board</text>"),
            std::string::npos);
}

// A board with no cells, or a narrow one, is drawn wide enough for its
// words: the title is not clipped.
TEST(PentominoRenderSvg, NoCellsAndNarrowBoardsKeepTheirWords) {
  for (const auto& [height, width] : {std::pair{0u, 0u}, {1u, 1u}, {0u, 5u}}) {
    const Board b = MakeBoard(RECTANGLE, height, width, {}, {});
    const std::string svg = RenderSvg(b);
    EXPECT_EQ(WellFormed(svg), "") << svg;
    const std::string title = "rectangle, " + std::to_string(height) + "x" + std::to_string(width) +
                              (height == 0 || width == 0 ? ": no cells" : "");
    EXPECT_NE(svg.find("<title>" + title + "</title>"), std::string::npos) << svg;
    const size_t at = svg.find("width=\"") + 7;
    const int drawn = std::stoi(svg.substr(at, svg.find('"', at) - at));
    EXPECT_GE(drawn, 8 * static_cast<int>(title.size())) << svg;
  }
}

TEST(PentominoRenderSvg, ModelTextIsEscaped) {
  const Board b = MakeBoard(RECTANGLE, 3, 3, {{"<&\"'>", 1, 1, 0}, {std::string("\xff\x00]]>", 5), 0, 0, 0}}, {});
  const std::string svg = RenderSvg(b);
  EXPECT_EQ(WellFormed(svg), "") << svg;
  EXPECT_NE(svg.find(">&lt;&amp;\\x22&apos;&gt;</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">\\xFF\\x00]]&gt;</text>"), std::string::npos) << svg;
}

TEST(PentominoRenderSvg, OneArrowPairPerGluedEdgePair) {
  struct Expected {
    Surface surface;
    std::map<std::string, std::pair<int, int>> arrows;
  };
  // Straight gluings: both arrows run the edges' own way; a flip runs the
  // second one backwards. The sphere's arrows both point into the folded corner.
  const std::vector<Expected> cases = {
      {RECTANGLE, {}},
      {SURFACE_UNSPECIFIED, {}},
      {CYLINDER, {{"left", {1, 1}}, {"right", {1, 1}}}},
      {MOBIUS_BAND, {{"left", {1, 1}}, {"right", {1, -1}}}},
      {TORUS, {{"top", {1, 1}}, {"bottom", {1, 1}}, {"left", {2, 1}}, {"right", {2, 1}}}},
      {KLEIN_BOTTLE, {{"top", {1, 1}}, {"bottom", {1, 1}}, {"left", {2, 1}}, {"right", {2, -1}}}},
      {PROJECTIVE_PLANE, {{"top", {1, 1}}, {"bottom", {1, -1}}, {"left", {2, 1}}, {"right", {2, -1}}}},
      {SPHERE, {{"top", {1, 1}}, {"right", {1, -1}}, {"left", {2, 1}}, {"bottom", {2, -1}}}},
  };
  for (const Expected& c : cases) {
    const std::string svg = RenderSvg(MakeBoard(c.surface, 5, 5, {}, {}));
    EXPECT_EQ(WellFormed(svg), "");
    EXPECT_EQ(Count(svg, "class=\"glue-arrow\""), c.arrows.size()) << SurfaceName(c.surface);
    EXPECT_EQ(Arrows(svg), c.arrows) << SurfaceName(c.surface);
    // One arrowhead per edge of the first pair, two per edge of the second.
    size_t heads = 0;
    for (const auto& [edge, arrow] : c.arrows) heads += static_cast<size_t>(arrow.first);
    EXPECT_EQ(Count(svg, "<path d="), heads) << SurfaceName(c.surface);
  }
  // A board without cells has no edges to mark.
  EXPECT_EQ(Count(RenderSvg(MakeBoard(TORUS, 0, 4, {}, {})), "glue-arrow"), 0u);
}

}  // namespace
}  // namespace slugspec::pentomino
