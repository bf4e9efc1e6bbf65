// The generator's own tetris encoder: slugs built from their intent. A board
// is given as a grid of cells drawn as text ("...#/####", '#' filled, rows
// top to bottom, as `slug render` prints an occupancy board) or as a list of
// placements; the writer turns them into bit strings ('0' and '1'
// characters) and those into base64url (§4). It also builds the model each
// intent should decode to, and the canonical slug of a model ([TET-E2]). It
// shares nothing with the oracle but the model: the writer works on cell
// grids, drawings and placement lists, the oracle on the payload's bits.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_WRITER_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_WRITER_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/tetris/model.h"

namespace slugspec::corpusgen::tetris {

// A board's cells: `rows[r][c]` is '#' for a filled cell, '.' for an empty one.
struct Grid {
  uint32_t width = 0;
  uint32_t height = 0;
  std::vector<std::string> rows;
  bool Filled(uint32_t column, uint32_t row) const { return rows[row][column] != '.'; }
};

// "..#./####": rows top to bottom, '/' between them; any character but '.'
// is a filled cell (so a rendered placements board reads as its cells).
Grid Draw(std::string_view rows);
// An empty W x H grid.
Grid EmptyGrid(uint32_t width, uint32_t height);
// The rows joined by '/', for comments.
std::string Rows(const Grid& g);

// "10x10".
std::string Size(uint32_t width, uint32_t height);
// "tet1o_10x10_", "tet1h_10x10_".
std::string OccupancyHeader(uint32_t width, uint32_t height);
std::string PlacementsHeader(uint32_t width, uint32_t height);

// §4.3: b = 5 + bitlength(W - 1) + bitlength(H - 1).
uint32_t BitLength(uint32_t v);
uint32_t PlacementBits(uint32_t width, uint32_t height);

// Bits as text: Field(5, 4) is "00101".
std::string Field(uint32_t value, uint32_t width);
// base64url of a bit string, its last character filled up with '0' bits.
std::string Base64Url(std::string_view bits);
// The base64url character of a value 0..63.
char Sextet(uint32_t value);

// tet1p_ and the drawing's mask.
std::string PieceSlug(uint32_t code);

// tet1o_: W * H bits row-major from the top row, then zero pad bits.
std::string OccupancyBits(const Grid& g);
std::string OccupancySlug(const Grid& g);

// A placement's bits: code, column, row (§4.3), each field wide enough for
// any value the slug is meant to carry (the broken vectors write codes and
// anchors a decoder rejects).
std::string PlacementField(uint32_t width, uint32_t height, const Placement& p);
// tet1h_ and the placements in the order given, zero pad bits.
std::string PlacementsBits(uint32_t width, uint32_t height, const std::vector<Placement>& placed);
std::string PlacementsSlug(uint32_t width, uint32_t height, const std::vector<Placement>& placed);

// The order of §4.3: bottom row first, then ascending column.
std::vector<Placement> Sorted(std::vector<Placement> placed);
// The first placement whose anchor does not come after the previous one's
// in that order ([TET-H8]), if any.
std::optional<size_t> FirstOutOfOrder(const std::vector<Placement>& placed);

// The cells the placements fill, or nothing when a cell is off the board
// or covered twice.
std::optional<Grid> Cover(uint32_t width, uint32_t height, const std::vector<Placement>& placed);

// The models the intents decode to: a piece; an occupancy board of a grid;
// a placements board (listed as given; stops if the placements do not fit).
Decoded PieceModel(uint32_t code);
Decoded OccupancyModel(const Grid& g);
Decoded PlacementsModel(uint32_t width, uint32_t height, const std::vector<Placement>& placed);
inline Outcome Ok(Decoded d) { return Outcome::Accepted(std::move(d)); }

// The canonical slug of a model ([TET-E2]): placements sorted, pad bits 0.
std::string CanonicalSlugOf(const Decoded& d);

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_WRITER_H_
