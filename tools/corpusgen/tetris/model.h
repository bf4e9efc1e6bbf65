// The generator's own model of what a tetris slug carries (spec/tetris.md
// §1): a piece, or a board of W x H cells with its filled cells and, for a
// placements board, the placements; what an accepted slug decodes to, and
// the JSON that `slug decode` prints for it. The writer and the oracle both
// produce this, each in its own way, and the corpus compares the two.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_MODEL_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_MODEL_H_

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/outcome.h"

namespace slugspec::corpusgen::tetris {

constexpr uint32_t kOrientations = 19;            // codes 1..19 (§2)
constexpr uint32_t kMinSide = 4, kMaxSide = 216;  // [TET-D1]: 192 x 216 is the timer at size 10 on 3840 x 2160
constexpr uint32_t kMaxInput = 45000;             // [TET-T2]

// "O", "Z0", ... "T3" for codes 1..19: the Orientation enum of tetris.proto,
// which is also the name column of §2's table.
std::string_view OrientationName(uint32_t code);

// A board cell; row 0 is the top row. Ordered row-major (row, then column),
// the order in which a decoder lists `filled`.
struct Cell {
  uint32_t column = 0;
  uint32_t row = 0;
  bool operator==(const Cell&) const = default;
  std::strong_ordering operator<=>(const Cell& o) const {
    if (auto c = row <=> o.row; c != 0) return c;
    return column <=> o.column;
  }
};

// A tetromino placed with its anchor on (column, row) (§3).
struct Placement {
  uint32_t orientation = 0;
  uint32_t column = 0;
  uint32_t row = 0;
  bool operator==(const Placement&) const = default;
};

enum class Kind { kPiece, kOccupancy, kPlacements };

// An accepted slug; the version is always v1. Lists are as a decoder gives
// them: `filled` row-major from the top left, `placed` in slug order.
struct Decoded {
  Kind kind = Kind::kPiece;
  uint32_t piece = 0;  // kPiece: the orientation's code
  uint32_t width = 0;
  uint32_t height = 0;
  std::vector<Cell> filled;
  std::vector<Placement> placed;  // kPlacements only
  bool operator==(const Decoded&) const = default;
};

using Outcome = corpusgen::Outcome<Decoded>;

// Exactly what `slug decode` prints for an accepted slug.
std::string ModelJson(const Decoded& d);

// "piece T0", "10x10 occupancy, 20 filled", "10x10 placements I0@0,9 S0@1,9",
// for messages.
std::string Describe(const Decoded& d);

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_MODEL_H_
