// The generator's own model of what a triplex slug carries
// (spec/triplex.md §1): a rectangle and either a solution (pieces placed)
// or a level (the fixed pieces' shapes and the rotatable piece's class),
// what an accepted slug decodes to, and the JSON that `slug decode` prints.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_MODEL_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_MODEL_H_

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/outcome.h"

namespace slugspec::corpusgen::triplex {

constexpr uint32_t kShapes = 8;  // shape codes 1..8

// A cell of a shape, (column, row) inside its bounding box.
struct ShapeCell {
  uint32_t column = 0;
  uint32_t row = 0;
};

// The table of §1: the cells of shape `code` (1..8), in row-major order
// (so the first is the shape's first cell, row-major).
const std::vector<ShapeCell>& ShapeCells(uint32_t code);
// "DOMINO_H", ... for codes 1..8 (the Shape enum of triplex.proto).
std::string_view ShapeName(uint32_t code);
// The class of a shape (PieceClass): 1 DOMINO, 2 STRAIGHT, 3 CORNER.
uint32_t ShapeClass(uint32_t code);

// PieceClass as a level slug writes it (§4 `free`): n, d, s, c for 0..3.
constexpr std::string_view kFreeLetters = "ndsc";
std::string_view ClassName(uint32_t piece_class);  // NO_PIECE, DOMINO, STRAIGHT, CORNER

// A placed piece (Piece of triplex.proto).
struct Piece {
  uint32_t shape = 0;
  uint32_t column = 0;  // of the bounding box's top-left cell
  uint32_t row = 0;
  bool rotatable = false;
  bool operator==(const Piece&) const = default;
};

// An accepted slug. The version is always v1.
struct Decoded {
  uint32_t width = 0;
  uint32_t height = 0;
  bool level = false;
  // A solution: the pieces in the order of their first cell, row-major
  // (the order a decoder lists them in: [TPX-S3] takes pieces in that order).
  std::vector<Piece> pieces;
  // A level: the number of fixed pieces of each shape code 1..8, and the
  // rotatable piece's class (0 for none). The model lists the fixed shapes
  // by ascending code, as the slug writes their counts.
  std::array<uint32_t, kShapes> counts{};
  uint32_t free = 0;
  bool operator==(const Decoded&) const = default;
};

using Outcome = corpusgen::Outcome<Decoded>;

// Exactly what `slug decode` prints for an accepted slug.
std::string ModelJson(const Decoded& d);

// "v1 4x2 solution CORNER_NE@0,0 DOMINO_H@1,0 CORNER_NW*@2,0", for messages.
std::string Describe(const Decoded& d);

}  // namespace slugspec::corpusgen::triplex

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_MODEL_H_
