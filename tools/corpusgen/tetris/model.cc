#include "corpusgen/tetris/model.h"

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::tetris {

std::string_view OrientationName(uint32_t code) {
  static constexpr std::string_view kNames[kOrientations + 1] = {"NO_ORIENTATION",
                                                                 "O",
                                                                 "Z0",
                                                                 "Z1",
                                                                 "I0",
                                                                 "I1",
                                                                 "S0",
                                                                 "S1",
                                                                 "L0",
                                                                 "L1",
                                                                 "L2",
                                                                 "L3",
                                                                 "J0",
                                                                 "J1",
                                                                 "J2",
                                                                 "J3",
                                                                 "T0",
                                                                 "T1",
                                                                 "T2",
                                                                 "T3"};
  if (code > kOrientations) Die("no orientation " + std::to_string(code));
  return kNames[code];
}

namespace {

std::string CellJson(const Cell& c) {
  return R"({"column":)" + std::to_string(c.column) + R"(,"row":)" + std::to_string(c.row) + "}";
}

std::string PlacementJson(const Placement& p) {
  return R"({"orientation":")" + std::string(OrientationName(p.orientation)) + R"(","column":)" +
         std::to_string(p.column) + R"(,"row":)" + std::to_string(p.row) + "}";
}

}  // namespace

// proto3 JSON of slugspec.tetris.Puzzle, every field printed, in field
// number order: format, version, then the oneof that is set; a Board's
// width, height, filled and, only for a placements board, placements.
std::string ModelJson(const Decoded& d) {
  std::string out = R"({"format":"tetris","version":"v1",)";
  if (d.kind == Kind::kPiece) return out + R"("piece":")" + std::string(OrientationName(d.piece)) + "\"}";
  out +=
      R"("board":{"width":)" + std::to_string(d.width) + R"(,"height":)" + std::to_string(d.height) + R"(,"filled":[)";
  for (size_t i = 0; i < d.filled.size(); ++i) out += (i ? "," : "") + CellJson(d.filled[i]);
  out += "]";
  if (d.kind == Kind::kPlacements) {
    out += R"(,"placements":{"placed":[)";
    for (size_t i = 0; i < d.placed.size(); ++i) out += (i ? "," : "") + PlacementJson(d.placed[i]);
    out += "]}";
  }
  return out + "}}";
}

std::string Describe(const Decoded& d) {
  if (d.kind == Kind::kPiece) return "piece " + std::string(OrientationName(d.piece));
  std::string out = std::to_string(d.width) + "x" + std::to_string(d.height);
  if (d.kind == Kind::kOccupancy) return out + " occupancy, " + std::to_string(d.filled.size()) + " filled";
  out += " placements";
  for (const Placement& p : d.placed) {
    out += " " + std::string(OrientationName(p.orientation)) + "@" + std::to_string(p.column) + "," +
           std::to_string(p.row);
  }
  return out;
}

}  // namespace slugspec::corpusgen::tetris
