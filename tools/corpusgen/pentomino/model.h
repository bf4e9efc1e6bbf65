// The generator's own model of a pentomino board
// (spec/proto/slugspec/pentomino.proto): pieces, terrain and colours on a
// surface; what an accepted slug decodes to, and the outcome of decoding; and
// the JSON that `slug decode` prints for an accepted slug.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_MODEL_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_MODEL_H_

#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/outcome.h"
#include "corpusgen/pentomino/alphabet.h"

namespace slugspec::corpusgen::pentomino {

constexpr size_t kMaxInput = 65536;      // [PEN-T1]
constexpr size_t kMaxExpanded = 262144;  // [PEN-V0-2]
constexpr int kMaxLegacySide = 999;      // [PEN-L3], [PEN-V0-5]: three digits
constexpr int kMaxLegacyItemRow = 99;    // [PEN-L3]: an item's row, two digits (an erratum of the current app)
constexpr int kMaxSide = 61;             // one base-62 character, [PEN-V3-2]

struct Piece {
  char letter = 'F';  // uppercase, one of kLetters
  int x = 0, y = 0;
  int rot = 0;
  bool refl = false;
  int o() const { return 4 * (refl ? 1 : 0) + rot; }
  bool operator==(const Piece&) const = default;
};

struct Cell {
  int x = 0, y = 0;
  bool operator==(const Cell&) const = default;
  bool operator<(const Cell& o) const { return x != o.x ? x < o.x : y < o.y; }
};

struct Board {
  char surface = 'R';
  int h = 8, w = 8;
  std::vector<Piece> pieces;    // slug order
  std::vector<Cell> terrain;    // any order; the model lists it by row, then column
  std::array<int, 12> color{};  // per letter, FILPNTUVWXYZ
  // [PEN-C2]: the orientation (1..7) a slug gave a terrain block, by (x, y),
  // which the writers of v0 to v2 write back. Not part of the game: only the
  // oracle's canonical check sets it.
  std::map<std::pair<int, int>, int> terrain_o;
  int& Color(char letter) { return color[static_cast<size_t>(LetterIndex(letter))]; }
  int ColorOf(char letter) const { return color[static_cast<size_t>(LetterIndex(letter))]; }
};

// Terrain by row, then column, as the model lists it.
std::vector<Cell> SortedTerrain(std::vector<Cell> t);

// The same board: terrain is compared in any order.
bool SameBoard(const Board& a, const Board& b);

// An accepted slug: the version [PEN-D2] reports, and its board.
struct Decoded {
  std::string version;
  Board board;
};
bool operator==(const Decoded& a, const Decoded& b);

using Outcome = corpusgen::Outcome<Decoded>;

Outcome Ok(std::string version, Board board);

// Exactly what `slug decode` prints for an accepted slug.
std::string ModelJson(const std::string& version, const Board& b);

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_MODEL_H_
