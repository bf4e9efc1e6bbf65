#include "corpusgen/pentomino/model.h"

#include <algorithm>
#include <utility>

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::pentomino {
namespace {

std::string SurfaceName(char s) {
  switch (s) {
    case 'R':
      return "RECTANGLE";
    case 'C':
      return "CYLINDER";
    case 'S':
      return "SPHERE";
    case 'T':
      return "TORUS";
    case 'M':
      return "MOBIUS_BAND";
    case 'P':
      return "PROJECTIVE_PLANE";
    case 'K':
      return "KLEIN_BOTTLE";
  }
  Die(std::string("no surface ") + s);
}

}  // namespace

std::vector<Cell> SortedTerrain(std::vector<Cell> t) {
  std::sort(t.begin(), t.end());
  return t;
}

bool SameBoard(const Board& a, const Board& b) {
  return a.surface == b.surface && a.h == b.h && a.w == b.w && a.pieces == b.pieces &&
         SortedTerrain(a.terrain) == SortedTerrain(b.terrain) && a.color == b.color;
}

bool operator==(const Decoded& a, const Decoded& b) { return a.version == b.version && SameBoard(a.board, b.board); }

Outcome Ok(std::string version, Board board) { return Outcome::Accepted({std::move(version), std::move(board)}); }

std::string ModelJson(const std::string& version, const Board& b) {
  std::string out = R"({"format":"pentomino","version":")" + version + R"(","surface":")" + SurfaceName(b.surface) +
                    R"(","height":)" + std::to_string(b.h) + R"(,"width":)" + std::to_string(b.w) + R"(,"pieces":[)";
  for (size_t i = 0; i < b.pieces.size(); ++i) {
    const Piece& p = b.pieces[i];
    out += (i ? "," : "") + std::string(R"({"letter":")") + p.letter + R"(","x":)" + std::to_string(p.x) + R"(,"y":)" +
           std::to_string(p.y) + R"(,"rotation":)" + std::to_string(p.rot) + R"(,"reflected":)" +
           (p.refl ? "true" : "false") + "}";
  }
  out += R"(],"terrain":[)";
  const auto t = SortedTerrain(b.terrain);
  for (size_t i = 0; i < t.size(); ++i) {
    out +=
        (i ? "," : "") + std::string(R"({"x":)") + std::to_string(t[i].x) + R"(,"y":)" + std::to_string(t[i].y) + "}";
  }
  out += R"(],"colors":[)";
  bool first = true;
  for (size_t i = 0; i < 12; ++i) {
    if (b.color[i] == 0) continue;
    out += (first ? "" : ",") + std::string(R"({"letter":")") + kLetters[i] + R"(","color":)" +
           std::to_string(b.color[i]) + "}";
    first = false;
  }
  return out + "]}";
}

}  // namespace slugspec::corpusgen::pentomino
