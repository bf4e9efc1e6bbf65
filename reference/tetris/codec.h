// What the tetris decoder, encoder and harness pieces share inside the
// format folder: the slug's header, the board grid, the placement bit
// layout, and the seeded bugs of the mutants. Not installed.
#ifndef SLUGSPEC_TETRIS_CODEC_H_
#define SLUGSPEC_TETRIS_CODEC_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/prefixed_slug.h"
#include "common/repaired_text.h"
#include "common/seeded_bugs.h"
#include "tetris/orientations.h"
#include "tetris/tetris.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {

// The transport stage ([TET-T1]..[TET-T4], the repairs of [TET-T7]); tetris
// folds no case: base64url tells 'a' from 'A'.
inline constexpr PrefixedSlug kSlug{
    .format = kFormatName, .prefix = "tet", .versions = "1", .max_input_size = kMaxInputSize};

// The bugs the mutants seed (mutants.cc), switches of common/seeded_bugs.h;
// Quirks{} is the reference.
struct Quirks {
  SLUGSPEC_QUIRK(rows_from_bottom);      // row 0 read and written as the bottom row
  SLUGSPEC_QUIRK(anchor_leftmost_cell);  // the anchor is the piece's leftmost column, not its bottom row's
  SLUGSPEC_QUIRK(ignore_pad_bits);       // [TET-O2], [TET-H3] not checked
};

// The header of a slug, as [TET-T3]..[TET-T6] and [TET-D1] read it.
struct Header {
  char kind = 0;  // 'p', 'o' or 'h'
  int width = 0;
  int height = 0;
  size_t payload = 0;  // the first character after the header
};

// [TET-T5], [TET-T6], [TET-D1], in repaired text whose prefix and version
// were read (ReadPrefixedHead).
Status ReadHeader(std::string_view text, Header* header);

// base64url (RFC 4648 §5): the value of a character, or -1; the character
// of a value 0..63.
int Base64UrlValue(unsigned char c);
char Base64UrlChar(int value);
// bitlength(v): the binary digits of v, 0 for 0.
int BitLength(uint32_t v);
// The bits of one placement on a W x H board (§4.3).
int PlacementBits(int width, int height);

// A W x H board of cells, row-major from the top.
struct Grid {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> cells;  // 1 filled
  Grid() = default;
  Grid(int w, int h) : width(w), height(h), cells(static_cast<size_t>(w) * static_cast<size_t>(h), 0) {}
  bool Contains(int64_t column, int64_t row) const { return column >= 0 && row >= 0 && column < width && row < height; }
  uint8_t& at(int column, int row) {
    return cells[static_cast<size_t>(row) * static_cast<size_t>(width) + static_cast<size_t>(column)];
  }
  uint8_t at(int column, int row) const {
    return cells[static_cast<size_t>(row) * static_cast<size_t>(width) + static_cast<size_t>(column)];
  }
};

// The anchor column a quirky codec uses for an orientation.
int AnchorUsed(const OrientationInfo& o, const Quirks& quirks);
// The board cells of a placement, with the quirks' anchor rule; false and
// nothing written when a cell is off the board.
bool PlacedCells(const OrientationInfo& o, int64_t column, int64_t row, const Grid& grid, const Quirks& quirks,
                 std::vector<std::pair<int, int>>* cells);
// The order of §4.3: bottom row first, then left to right.
inline int64_t TimerKey(int height, int width, int64_t column, int64_t row) {
  return (static_cast<int64_t>(height) - 1 - row) * width + column;
}

// Decode and Encode with the mutants' seeded bugs.
Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Puzzle* out);
Status EncodeWith(const Puzzle& puzzle, const Quirks& quirks, std::string* slug);
// [TET-E1] with the quirks' anchor rule; on success the grid of the
// board's filled cells.
Status CheckModelWith(const Puzzle& puzzle, const Quirks& quirks, Grid* grid);

// The filled cells of a grid into a board, row-major from the top left.
void SetFilled(const Grid& grid, Board* board);

// The board of the longest slug of §4: 216 x 216 tiled by 11,664 O pieces
// (the input limit's witness, for tests and benchmarks).
Puzzle LongestSlugBoard();

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_TETRIS_CODEC_H_
