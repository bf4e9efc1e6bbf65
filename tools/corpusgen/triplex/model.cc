#include "corpusgen/triplex/model.h"

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::triplex {

const std::vector<ShapeCell>& ShapeCells(uint32_t code) {
  // spec/triplex.md §1, each row in row-major order.
  static const std::vector<ShapeCell> kCells[kShapes + 1] = {
      {},
      {{0, 0}, {1, 0}},          // DOMINO_H
      {{0, 0}, {0, 1}},          // DOMINO_V
      {{0, 0}, {1, 0}, {2, 0}},  // STRAIGHT_H
      {{0, 0}, {0, 1}, {0, 2}},  // STRAIGHT_V
      {{1, 0}, {0, 1}, {1, 1}},  // CORNER_NW: the box's north-west cell empty
      {{0, 0}, {0, 1}, {1, 1}},  // CORNER_NE
      {{0, 0}, {1, 0}, {1, 1}},  // CORNER_SW
      {{0, 0}, {1, 0}, {0, 1}},  // CORNER_SE
  };
  if (code < 1 || code > kShapes) Die("no shape " + std::to_string(code));
  return kCells[code];
}

std::string_view ShapeName(uint32_t code) {
  static constexpr std::string_view kNames[kShapes + 1] = {"SHAPE_UNSPECIFIED", "DOMINO_H",   "DOMINO_V",
                                                           "STRAIGHT_H",        "STRAIGHT_V", "CORNER_NW",
                                                           "CORNER_NE",         "CORNER_SW",  "CORNER_SE"};
  if (code > kShapes) Die("no shape " + std::to_string(code));
  return kNames[code];
}

uint32_t ShapeClass(uint32_t code) { return code <= 2 ? 1 : code <= 4 ? 2 : 3; }

std::string_view ClassName(uint32_t piece_class) {
  static constexpr std::string_view kNames[] = {"NO_PIECE", "DOMINO", "STRAIGHT", "CORNER"};
  if (piece_class > 3) Die("no piece class " + std::to_string(piece_class));
  return kNames[piece_class];
}

// proto3 JSON of slugspec.triplex.Puzzle, every field printed, in field
// number order (format, version, width, height, then the oneof that is set).
std::string ModelJson(const Decoded& d) {
  std::string out = R"({"format":"triplex","version":"v1","width":)" + std::to_string(d.width) + R"(,"height":)" +
                    std::to_string(d.height);
  if (d.level) {
    std::string fixed;
    for (uint32_t code = 1; code <= kShapes; ++code) {
      for (uint32_t i = 0; i < d.counts[code - 1]; ++i) {
        fixed += (fixed.empty() ? "\"" : ",\"") + std::string(ShapeName(code)) + "\"";
      }
    }
    return out + R"(,"level":{"fixed":[)" + fixed + R"(],"rotatable":")" + std::string(ClassName(d.free)) + "\"}}";
  }
  std::string pieces;
  for (const Piece& p : d.pieces) {
    pieces += (pieces.empty() ? "" : ",") + std::string(R"({"shape":")") + std::string(ShapeName(p.shape)) +
              R"(","column":)" + std::to_string(p.column) + R"(,"row":)" + std::to_string(p.row) + R"(,"rotatable":)" +
              (p.rotatable ? "true" : "false") + "}";
  }
  return out + R"(,"solution":{"pieces":[)" + pieces + "]}}";
}

std::string Describe(const Decoded& d) {
  std::string out = "v1 " + std::to_string(d.width) + "x" + std::to_string(d.height);
  if (d.level) {
    out += " level";
    for (uint32_t count : d.counts) out += " " + std::to_string(count);
    return out + " free " + std::string(ClassName(d.free));
  }
  out += " solution";
  for (const Piece& p : d.pieces) {
    out += " " + std::string(ShapeName(p.shape)) + (p.rotatable ? "*" : "") + "@" + std::to_string(p.column) + "," +
           std::to_string(p.row);
  }
  return out;
}

}  // namespace slugspec::corpusgen::triplex
