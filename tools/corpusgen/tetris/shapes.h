// The 19 orientations as the writer knows them: §2's table as drawn (the
// "rows" column, '#' filled), with its anchor column and bottom width, and
// where a placed piece's cells fall on a board (§3). The writer works from
// these drawings; the oracle has its own table of the masks (oracle.cc), so
// a slip in either shows up as a disagreement.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_SHAPES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_SHAPES_H_

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace slugspec::corpusgen::tetris {

// A row of §2's table.
struct Shape {
  std::array<std::string_view, 4> rows;  // the 4 x 4 array, top row first
  uint32_t anchor_column;                // the table's "anchor column"
  uint32_t bottom_width;                 // the table's "bottom width"
};
const Shape& ShapeOf(uint32_t code);  // code 1..19

// A cell of a placed piece, which may lie off the board (negative, or past
// the last column or row).
struct Spot {
  int column = 0;
  int row = 0;
};

// §3: the cells of orientation `code` anchored at (x, y): each '#' at
// column i, row j of its array goes to (x + i - a, y + j - 3).
std::vector<Spot> PlacedSpots(uint32_t code, uint32_t x, uint32_t y);

// The mask of §2, read off the drawing: bit 15 the top-left cell.
uint32_t MaskOf(uint32_t code);
// The mask as the piece slug writes it: 4 lower-case hexadecimal digits.
std::string MaskHex(uint32_t mask);

// Checks §2 before anything is generated: turning each tetromino's base
// array (its first orientation) a quarter turn counter-clockwise and
// re-aligning it, four times, keeps exactly the table's orientations in the
// table's order; turning clockwise gives the same 19; each drawing is
// aligned to the bottom left, and its anchor column and bottom width are
// the table's. Stops generation if not.
void CheckOrientationTable();

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_SHAPES_H_
