// The geometry of pentominoes on surfaces: the twelve shapes and their eight
// orientations, where a position off the board lands on each surface, and
// painting a board (which cells each piece covers, and what went wrong).
// None of this is part of the slug format; it is what a player shows for a
// decoded board, and it follows the upstream player's painter
// (notes: pentomino facts §10) so that "solved" means what it means there.
//
// Coordinates are as in the model: x is the row (0 at the top), y the column
// (0 at the left). Offsets are (dx, dy) = (row offset, column offset).
#ifndef SLUGSPEC_PENTOMINO_GEOMETRY_H_
#define SLUGSPEC_PENTOMINO_GEOMETRY_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pentomino/alphabet.h"  // kLetters: a letter's index there indexes every table here
#include "slugspec/pentomino.pb.h"

namespace slugspec::pentomino {

// Painting allocates a cell list per board cell, so boards are painted only
// up to this side; links can carry at most 61 (base 62), legacy ones up to
// 999, whose larger boards are described, not drawn.
inline constexpr uint32_t kMaxPaintSide = 255;

struct Offset {
  int dx = 0;  // rows
  int dy = 0;  // columns
  friend bool operator==(const Offset&, const Offset&) = default;
};

// The five cells of an oriented piece, relative to its centre cell.
using Shape = std::array<Offset, 5>;

// A position in the plane of raw positions (anchor + offset), which may be
// off the board; 64 bits so that any uint32 anchor plus an offset fits.
struct Position {
  int64_t x = 0;
  int64_t y = 0;
  friend bool operator==(const Position&, const Position&) = default;
};

// A cell on the board: 0 <= x < height, 0 <= y < width.
struct CellPos {
  uint32_t x = 0;
  uint32_t y = 0;
  friend bool operator==(const CellPos&, const CellPos&) = default;
};

// The index in kLetters of a model's letter string, or nothing. Exact match:
// the model writes letters in uppercase (the case in a slug is the colour).
std::optional<int> ModelLetterIndex(std::string_view letter);

// The base shape of letter `index` (0..11) as rows from the top separated by
// '/': '#' a cell, 'C' the centre cell, '.' empty (facts §10.1).
std::string_view BaseShape(int index);

// The cells of letter `index` (0..11) in orientation (rotation 0..3,
// reflected): the base shape, flipped upside down when reflected, then turned
// `rotation` quarter-turns clockwise; offsets from the centre, in the order
// the painter walks them (row by row of the turned bitmap). Out-of-range
// arguments give nothing.
std::optional<Shape> ShapeCells(int index, uint32_t rotation, bool reflected);
std::optional<Shape> ShapeCells(std::string_view letter, uint32_t rotation, bool reflected);

// Where upstream's painter sends a raw position on a `height` x `width`
// board of `surface` (facts §10.4), before it checks the result against the
// board: the result may still be off the board. Each edge is crossed at most
// once per axis (one period), exactly as upstream does. SURFACE_UNSPECIFIED
// and unknown enum values map as a rectangle (upstream's undefined surface).
Position SurfaceCoordinates(Surface surface, uint32_t height, uint32_t width, Position raw);

// The board cell a raw position lands on, or nothing when it lands off the
// board (including every position of a board with no cells).
std::optional<CellPos> MapToBoard(Surface surface, uint32_t height, uint32_t width, int64_t x, int64_t y);

// The edges of the board and how a surface glues them, for drawing. Each
// edge has a direction: top and bottom run left to right, left and right
// run top to bottom. A gluing identifies the point at distance t along `a`
// with the point at distance t along `b` (reversed: t from the end of `b`).
enum class Edge { kTop, kBottom, kLeft, kRight };
struct Gluing {
  Edge a;
  Edge b;
  bool reversed;
};
std::vector<Gluing> Gluings(Surface surface);

// A readable name of the surface: "projective plane", "surface 42", ...
std::string SurfaceName(Surface surface);

// One thing placed on the board: a piece or a terrain cell (an index into
// Board.pieces or Board.terrain).
struct ItemRef {
  enum class Kind { kPiece, kTerrain };
  Kind kind = Kind::kPiece;
  uint32_t index = 0;
  friend bool operator==(const ItemRef&, const ItemRef&) = default;
};

enum class ConflictKind {
  kOverlap,         // a cell covered more than once; items: all of them, in paint order
  kOffBoard,        // a piece cell lands off the board; reach: its raw position
  kAnchorOffBoard,  // an item anchored outside the board; nothing of it is painted
  kUnknownLetter,   // a piece whose letter is not one of the twelve; not painted
  kBadOrientation,  // a piece whose rotation is not 0..3; not painted
  kBoardTooLarge,   // a side above kMaxPaintSide; nothing is painted
};

struct Conflict {
  ConflictKind kind = ConflictKind::kOverlap;
  // The item concerned; for an overlap every item on the cell, in paint order.
  std::vector<ItemRef> items;
  // Overlap: the cell. Off the board: the raw position the piece reaches.
  // Other kinds: the item's anchor (too large: height and width).
  Position where;
  // The board cell to mark. Overlap: the cell. Off the board: the cell
  // upstream marks as overflow, its mapped position clamped to the board.
  // Anchor off the board: the anchor clamped. None without board cells.
  std::optional<CellPos> drawn;
};

struct PaintedBoard {
  uint32_t height = 0;
  uint32_t width = 0;
  // Row-major, height * width entries: the items covering each cell, in paint
  // order (upstream shows the last one).
  std::vector<std::vector<ItemRef>> cells;
  std::vector<Conflict> conflicts;
  // Every cell covered exactly once and no conflict, on a board with cells.
  bool solved = false;

  const std::vector<ItemRef>& At(uint32_t x, uint32_t y) const { return cells[static_cast<size_t>(x) * width + y]; }
  size_t Uncovered() const;
};

// Paints a board. Total: any Board content gives an answer, never a crash.
PaintedBoard Paint(const Board& board);

// Human-readable notes for `slug validate`: overlaps, cells off the board,
// broken pieces, letters placed more than once, then "solved" or how many
// cells are uncovered.
std::vector<std::string> Warnings(const Board& board);

// "F at (2,3)", "terrain at (1,1)", "\"Q\" at (0,0)": how notes name an item
// (the letter of an unknown piece is quoted in display form).
std::string DescribeItem(const Board& board, ItemRef item);

// The letter painted for a piece (uppercase, one of kLetters), or '#' for
// terrain, or '?' for a piece with an unknown letter.
char ItemSymbol(const Board& board, ItemRef item);

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_GEOMETRY_H_
