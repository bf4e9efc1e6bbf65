// The 19 fixed tetromino orientations of spec/tetris.md §2 and the anchor
// rule of §3: masks, codes, cells relative to the anchor, and the article's
// and production's rotations that make them.
#ifndef SLUGSPEC_TETRIS_ORIENTATIONS_H_
#define SLUGSPEC_TETRIS_ORIENTATIONS_H_

#include <array>
#include <cstdint>
#include <optional>

#include "common/codec_build.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {

inline constexpr int kOrientationCount = 19;

// A cell of a piece relative to its anchor: dy is 0 (the bottom row) or
// negative (rows above).
struct CellOffset {
  int dx = 0;
  int dy = 0;
};

struct OrientationInfo {
  int code = 0;       // 1..19, the Orientation enum value
  uint16_t mask = 0;  // rows top to bottom, the top-left cell the MSB
  int anchor = 0;     // the column of the bottom row's leftmost cell
  int bottom_width = 0;
  std::array<CellOffset, 4> cells{};  // row by row from the top, left to right
};

// The orientation of code 1..19; nullopt for any other number.
std::optional<OrientationInfo> OrientationOfCode(int code);
// The code of a mask, or 0 if the mask is none of the 19.
int CodeOfMask(uint16_t mask);
// The anchor column of a mask aligned to the bottom left: its bottom row's
// leftmost cell.
int AnchorOfMask(uint16_t mask);

// Quarter turns of a 4 x 4 mask, then re-aligned to the bottom left (§2):
// the article's counter-clockwise new[3 - x][y] = old[y][x], and
// production's clockwise new[x][3 - y] = old[y][x].
uint16_t TurnCounterClockwise(uint16_t mask);
uint16_t TurnClockwise(uint16_t mask);
// Moves empty bottom rows to the top, then empty left columns to the right.
uint16_t AlignBottomLeft(uint16_t mask);

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_TETRIS_ORIENTATIONS_H_
