#include "corpusgen/santorini/model.h"

namespace slugspec::corpusgen::santorini {
namespace {

template <size_t N>
std::string JsonList(const std::array<uint32_t, N>& values) {
  std::string out = "[";
  for (size_t i = 0; i < N; ++i) out += (i ? "," : "") + std::to_string(values[i]);
  return out + "]";
}

}  // namespace

Outcome Ok(char version, const Position& p) { return Outcome::Accepted({version, p}); }

// proto3 JSON of slugspec.santorini.Position, every field printed, in field
// number order (format, version, to_move, player_one, player_two, buildings);
// the buildings by ascending square, as decoders report them (§1).
std::string ModelJson(const Decoded& d) {
  const Position& p = d.position;
  std::string buildings;
  for (uint32_t square = 0; square < kSquares; ++square) {
    if (p.heights[square] == 0) continue;
    buildings += (buildings.empty() ? "" : ",") + std::string(R"({"square":)") + std::to_string(square) +
                 R"(,"height":)" + std::to_string(p.heights[square]) + "}";
  }
  return R"({"format":"santorini","version":"v)" + std::string(1, d.version) + R"(","toMove":")" +
         (p.turn == 0 ? "PLAYER_ONE" : "PLAYER_TWO") + R"(","playerOne":)" + JsonList(p.one) + R"(,"playerTwo":)" +
         JsonList(p.two) + R"(,"buildings":[)" + buildings + "]}";
}

std::string Describe(const Decoded& d) {
  const Position& p = d.position;
  std::string heights;
  for (uint32_t h : p.heights) heights += static_cast<char>('0' + h);
  return std::string("v") + d.version + ", player " + (p.turn == 0 ? "one" : "two") + " to move, workers " +
         std::to_string(p.one[0]) + " " + std::to_string(p.one[1]) + " / " + std::to_string(p.two[0]) + " " +
         std::to_string(p.two[1]) + ", heights " + heights;
}

}  // namespace slugspec::corpusgen::santorini
