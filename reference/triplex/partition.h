// A rectangle cut into Triplex pieces (spec/triplex.md §1-§3): the cells,
// the piece each belongs to, the 8 fixed shapes, the face value and the
// rectangle's symmetries. The one geometry shared by the codec, the solver,
// the level generator and the renderer; it knows nothing of slugs.
#ifndef SLUGSPEC_TRIPLEX_PARTITION_H_
#define SLUGSPEC_TRIPLEX_PARTITION_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/seeded_bugs.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {

inline constexpr int kMaxCells = 36;   // W * H at most ([TPX-D1])
inline constexpr int kMinSide = 2;     // W and H at least
inline constexpr int kShapeCount = 8;  // shape codes 1..8
inline constexpr int kNoPiece = -1;

// Whether a W x H rectangle is in range ([TPX-D1]).
inline bool SizeInRange(int64_t w, int64_t h) { return w >= kMinSide && h >= kMinSide && w * h <= kMaxCells; }

// The number of faces of a W x H rectangle: 2WH - W - H (§2).
inline int FaceCount(int w, int h) { return 2 * w * h - w - h; }
// The number of hex digits of a solution slug: ceil(N / 4) ([TPX-S1]).
inline int FaceDigits(int w, int h) { return (FaceCount(w, h) + 3) / 4; }

// Seeded bugs of the kit's mutants (mutants.cc): switches that make the
// codec wrong in one way each (common/seeded_bugs.h). The reference uses
// none.
struct Quirks {
  SLUGSPEC_QUIRK(right_before_bottom);          // each cell's right face before its bottom one
  SLUGSPEC_QUIRK(four_symmetries_for_squares);  // a square's minimum over the rectangle's 4 only
  SLUGSPEC_QUIRK(code_over_written_solution);   // a level code over the solution as given, not its minimal image
};

// A cell inside a shape's bounding box.
struct Offset {
  int column;
  int row;
};

// The cells of shape `code` (1..8) inside its bounding box, row-major; the
// first is the piece's first cell. Empty for any other code.
std::vector<Offset> ShapeCells(int code);
// The column of the shape's first cell inside its bounding box: 1 for
// CORNER_NW (its box's north-west cell is empty), 0 for the others.
int FirstCellColumn(int code);
// The class of a shape code: 1 DOMINO, 2 STRAIGHT, 3 CORNER; 0 for none.
int ClassOfShape(int code);
// The shape codes of a class, ascending (the orientations a rotatable
// piece of that class may take).
std::vector<int> ShapesOfClass(int piece_class);
// The shape code (1..8) whose cells, relative to their bounding box, are
// exactly `cells` (any order); 0 if none.
int ShapeOfCells(const std::vector<Offset>& cells);

// A partition of the rectangle, or a partial one (cells may be kNoPiece):
// the piece of each cell, row-major. Pieces are numbered 0, 1, ... in the
// order of their first cell when the grid comes from Components() or
// Relabelled().
struct Grid {
  int width = 0;
  int height = 0;
  std::array<int8_t, kMaxCells> piece{};

  int cells() const { return width * height; }
  int at(int column, int row) const { return piece[static_cast<size_t>(width * row + column)]; }
};

// The face value (§2): bit set for each face between two cells of one
// piece, bottom(0) the most significant, then right(0), bottom(1), ...
uint64_t FaceValue(const Grid& grid, const Quirks& quirks = {});
// The partition whose pieces are the components of the cells over the open
// faces of `faces`, numbered by first cell.
Grid Components(int width, int height, uint64_t faces, const Quirks& quirks = {});
// The same partition with its pieces numbered by first cell.
Grid Relabelled(const Grid& grid);

// A piece of a partition, as the model places it.
struct PlacedShape {
  int shape = 0;       // 1..8, or 0 when the piece is of no shape (size 1 or over 3, or not of the 8)
  int size = 0;        // its cell count
  int first_cell = 0;  // row-major
  int column = 0;      // its bounding box's top-left cell
  int row = 0;
};
// The pieces of a relabelled grid, in piece-number order (by first cell).
std::vector<PlacedShape> Pieces(const Grid& grid);

// The boundaries that no piece crosses, in words ("between columns 2 and 3"):
// the straight cuts of [TPX-S5]. Empty when there is none.
std::vector<std::string> StraightCuts(const Grid& grid);

// The rectangle's symmetries (§3). The first four keep a W x H rectangle
// W x H; the others (a square's) swap W and H.
enum class Symmetry {
  kIdentity,
  kMirrorLeftRight,
  kMirrorTopBottom,
  kHalfTurn,
  kTranspose,
  kAntiTranspose,
  kQuarterTurn,
  kThreeQuarterTurn
};
inline constexpr int kSymmetries = 8;
// The image of cell `cell` of a W x H rectangle under `s`.
int ImageCell(Symmetry s, int width, int height, int cell);
// The image of a partition (relabelled by first cell).
Grid Image(const Grid& grid, Symmetry s);
// The shape code a transposed rectangle shows for shape `code` (§5.5):
// _H and _V swap, CORNER_NE and CORNER_SW swap, the others stay.
int TransposedShape(int code);

// The minimal image of §3: transposed first if W < H, then the smallest
// (face value, rotatable cell) over the symmetries that keep the rectangle
// (4, or 8 for a square). `rotatable_cell` is the first cell of the
// rotatable piece or kNoPiece, and is replaced by its image's.
Grid CanonicalImage(const Grid& grid, int* rotatable_cell, const Quirks& quirks = {});

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_TRIPLEX_PARTITION_H_
