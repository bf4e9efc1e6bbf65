#include "corpusgen/pentomino/boards.h"

#include <algorithm>
#include <cstddef>
#include <sstream>
#include <utility>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/pentomino/alphabet.h"

namespace slugspec::corpusgen::pentomino {

std::vector<Piece> P(std::string_view tokens) {
  std::vector<Piece> out;
  std::istringstream in{std::string(tokens)};
  for (std::string t; in >> t;) {
    if (t.size() != 4 || LetterIndex(t[0]) < 0 || t[1] < '0' || t[1] > '7') Die("bad piece token " + t);
    const int o = t[1] - '0';
    out.push_back({t[0], B62Value(t[2]), B62Value(t[3]), o % 4, o >= 4});
  }
  return out;
}

std::vector<Cell> Picture(const std::vector<std::string>& rows) {
  std::vector<Cell> out;
  for (size_t x = 0; x < rows.size(); ++x) {
    for (size_t y = 0; y < rows[x].size(); ++y) {
      if (rows[x][y] == '#') out.push_back({static_cast<int>(x), static_cast<int>(y)});
    }
  }
  return out;
}

std::vector<Cell> T(std::string_view tokens) {
  std::vector<Cell> out;
  std::istringstream in{std::string(tokens)};
  for (std::string t; in >> t;) {
    if (t.size() != 2) Die("bad cell token " + t);
    out.push_back({B62Value(t[0]), B62Value(t[1])});
  }
  return out;
}

std::array<int, 12> Colours(std::string_view tokens) {
  std::array<int, 12> c{};
  std::istringstream in{std::string(tokens)};
  for (std::string t; in >> t;) c[static_cast<size_t>(LetterIndex(t[0]))] = std::stoi(t.substr(1));
  return c;
}

Board MakeBoard(char surface, int h, int w, std::vector<Piece> pieces, std::vector<Cell> terrain,
                std::array<int, 12> colours) {
  std::stable_sort(pieces.begin(), pieces.end(),
                   [](const Piece& a, const Piece& c) { return a.x != c.x ? a.x < c.x : a.y < c.y; });
  return MakeBoardAsIs(surface, h, w, std::move(pieces), std::move(terrain), colours);
}

Board MakeBoardAsIs(char surface, int h, int w, std::vector<Piece> pieces, std::vector<Cell> terrain,
                    std::array<int, 12> colours) {
  Board b;
  b.surface = surface;
  b.h = h;
  b.w = w;
  b.pieces = std::move(pieces);
  b.terrain = std::move(terrain);
  b.color = colours;
  return b;
}

Board SixByTen() { return MakeBoard('R', 6, 10, P("V100 I106 W014 T119 Z621 F626 N333 X038 Y342 P745 L751 U058")); }
Board ProjectivePlane(bool coloured) {
  return MakeBoard('P', 8, 8, P("Y400 V605 P606 N120 L223 W026 U332 I234 T345 X050 Z063 F675"), T("11 16 61 66"),
                   coloured ? Colours("F6 I11 L3 N10 T2 U4 V9 W7 X5 Y1 Z8") : std::array<int, 12>{});
}
Board ColouredEightByEight() {
  return MakeBoard('R', 8, 8, P("T001 P116 F222 X025 I030 W336 V141 Z244 Y657 N363 U071 L375"), T("03 04 13 14"),
                   Colours("T1 U1 X1 Z1 F2 I2 L2 N2"));
}
Board ElevenTerrain() {
  return MakeBoard('R', 11, 11, {},
                   Picture({"#####.#####", "####...####", "###.....###", "##.......##", "#.........#", "...........",
                            "#.........#", "##.......##", "###.....###", "####...####", "###########"}),
                   Colours("I1 L10 P5 N11 T4 U7 V3 W2 X8 Y6 Z9"));
}

}  // namespace slugspec::corpusgen::pentomino
