// The generator's own triplex encoder: slugs built from their intent, a
// partition given as a grid of piece letters ("ACCB/AABB", the rotatable
// piece's letter in lower case, as `slug render` draws it, §7) or a level
// given by its counts; the images of a partition under the symmetries of its
// rectangle (§3); the canonical slugs (§5.5 [TPX-E2]); random partitions. It
// shares nothing with the reference library, and works on letters where the
// oracle works on face bits.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_WRITER_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_WRITER_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/triplex/model.h"

namespace slugspec::corpusgen::triplex {

// A partition of a W x H rectangle: one letter per cell, row-major; the
// cells of one letter (either case) are one piece, and the piece written
// in lower case is the rotatable one.
struct Partition {
  uint32_t width = 0;
  uint32_t height = 0;
  std::string cells;
  bool operator==(const Partition&) const = default;
};

// "ACCB/AABB": rows top to bottom, '/' between them.
Partition Grid(std::string_view rows);
// The rows again, for comments.
std::string Rows(const Partition& p);

// N = 2WH - W - H (§2); the face digits, ceil(N / 4); the bits above N.
uint32_t FaceCount(uint32_t w, uint32_t h);
uint32_t FaceDigits(uint32_t w, uint32_t h);
uint32_t HighBits(uint32_t w, uint32_t h);

// The face value (§2): bit N-1-j is face j, open where both cells carry one letter.
uint64_t FaceValue(const Partition& p);
// "4x2".
std::string Size(uint32_t w, uint32_t h);
// `value` in `digits` lower-case hex digits (the top ones zero).
std::string Hex(uint64_t value, uint32_t digits);
// The first cell, row-major, of the rotatable piece, if any.
std::optional<uint32_t> RotatableCell(const Partition& p);
// The first cells of the pieces, ascending.
std::vector<uint32_t> FirstCells(const Partition& p);

// The slug of the partition as it stands (no symmetry applied):
// "tpx1s_" size "_" faces, then "_r" and the rotatable piece's first cell.
std::string SolutionSlug(const Partition& p);

// The symmetries of §3. The first four keep a W x H rectangle; the others
// make it H x W (for a square, they keep it).
enum class Symmetry { kIdentity, kMirror, kFlip, kHalfTurn, kTranspose, kAntiTranspose, kTurnRight, kTurnLeft };
constexpr std::array<Symmetry, 8> kSymmetries = {Symmetry::kIdentity,  Symmetry::kMirror,    Symmetry::kFlip,
                                                 Symmetry::kHalfTurn,  Symmetry::kTranspose, Symmetry::kAntiTranspose,
                                                 Symmetry::kTurnRight, Symmetry::kTurnLeft};
// "identity", "mirror", "flip", "half-turn", "transpose", "anti-transpose", "turn-right", "turn-left".
std::string_view SymmetryName(Symmetry s);
Partition Image(const Partition& p, Symmetry s);

// The canonical image (§3, [TPX-E2]): turned to W >= H, the image of least
// face value; among images of equal value (a symmetric partition), the one
// whose rotatable piece comes first (a choice of this generator: the oracle
// refuses every slug where it matters).
Partition CanonicalImage(const Partition& p);
std::string CanonicalSlug(const Partition& p);

// Whether every piece is connected and of 2 or 3 cells, there are at least 3
// pieces, and no straight cut ([TPX-S3] to [TPX-S5]).
bool Legal(const Partition& p);

// The model of a partition: its pieces by first cell.
Decoded SolutionModel(const Partition& p);
// The partition of a model's pieces (letters A, B, ... by list order).
Partition FromPieces(uint32_t w, uint32_t h, const std::vector<Piece>& pieces);

// A level (§1): the counts of fixed shapes 1..8 and the rotatable class.
struct Level {
  uint32_t width = 0;
  uint32_t height = 0;
  std::array<uint32_t, kShapes> counts{};
  uint32_t free = 0;  // 0 none, 1 DOMINO, 2 STRAIGHT, 3 CORNER
};
// The level of a solution (§1): the fixed pieces' shapes, the rotatable one's class.
Level LevelOf(const Partition& p);
// A level from "10001100" and 'n'.
Level MakeLevel(uint32_t w, uint32_t h, std::string_view counts, char free);
// "tpx1l_" size "_" counts "_" free, as the level stands.
std::string LevelSlug(const Level& l);
// The level turned to W >= H (§5.5: _H and _V swap, CORNER_NE and CORNER_SW swap).
Level Transposed(const Level& l);
std::string CanonicalLevelSlug(const Level& l);
Decoded LevelModel(const Level& l);

// The canonical slug of a decoded model ([TPX-E2]).
std::string CanonicalSlugOf(const Decoded& d);

// A random partition of a w x h rectangle into the 8 shapes: the first empty
// cell, row-major, is filled with a random shape that fits, starting over on
// a dead end. Not necessarily legal.
Partition RandomPartition(SplitMix64* rng, uint32_t w, uint32_t h);
// A random legal partition (drawn again until Legal), or nothing when
// `tries` draws give none (2x2 and 3x2 have none).
std::optional<Partition> RandomLegalPartition(SplitMix64* rng, uint32_t w, uint32_t h, int tries = 200000);
// `p` with piece `index` (by first cell) made rotatable, every other fixed.
Partition WithRotatable(const Partition& p, std::optional<size_t> index);

// Every partition of a w x h rectangle into the 8 shapes, in the order the
// first-empty-cell search finds them (§9's enumeration).
std::vector<Partition> AllPartitions(uint32_t w, uint32_t h);
// The number of solutions of the level of `p` with every piece fixed,
// counted up to `limit`, by filling the first empty cell with each remaining
// shape (§8).
uint32_t CountSolutions(const Partition& p, uint32_t limit = 2);

}  // namespace slugspec::corpusgen::triplex

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_WRITER_H_
