#include "corpusgen/tetris/boards.h"

#include "corpusgen/common/generator_main.h"
#include "corpusgen/tetris/shapes.h"

namespace slugspec::corpusgen::tetris {

// Codes of §2: O 1, Z0 2, Z1 3, I0 4, I1 5, S0 6, S1 7, L0 8, ..., J0 12, T0 16.
std::vector<Placement> FirstRow() { return {{4, 0, 9}, {6, 1, 9}, {12, 3, 9}, {6, 5, 9}, {6, 7, 9}}; }

std::vector<Placement> Finished() {
  return {
      {4, 0, 9}, {16, 1, 9}, {8, 4, 9}, {16, 6, 9}, {4, 9, 9},  // 0 I0, 1 T0, 2 L0, 3 T0, 4 I0
      {4, 1, 8}, {4, 3, 8},  {6, 5, 8}, {4, 8, 8},              // 5 I0, 6 I0, 7 S0, 8 I0
      {4, 2, 7}, {4, 5, 7},                                     // 9 I0, 10 I0
      {4, 4, 6}, {12, 6, 6},                                    // 11 I0, 12 J0
      {4, 0, 5}, {4, 6, 5},  {4, 9, 5},                         // 13 I0, 14 I0, 15 I0
  };
}

std::vector<Placement> TiledWithO(uint32_t width, uint32_t height) {
  std::vector<Placement> placed;
  for (uint32_t row = height - 1; row < height; row -= 2) {
    for (uint32_t column = 0; column + 1 < width; column += 2) placed.push_back({1, column, row});
  }
  return placed;
}

std::string Render(uint32_t width, uint32_t height, const std::vector<Placement>& placed) {
  std::vector<std::string> rows(height, std::string(width, '.'));
  const std::vector<Placement> ordered = Sorted(placed);
  for (size_t n = 0; n < ordered.size(); ++n) {
    for (const Spot& s : PlacedSpots(ordered[n].orientation, ordered[n].column, ordered[n].row)) {
      if (s.column < 0 || s.row < 0 || s.column >= static_cast<int>(width) || s.row >= static_cast<int>(height)) {
        Die("Render: a placement off the board");
      }
      rows[s.row][s.column] = static_cast<char>('0' + n % 10);
    }
  }
  std::string out;
  for (const std::string& row : rows) out += (out.empty() ? "" : "/") + row;
  return out;
}

Outcome CutOutcome(uint32_t width, uint32_t height, const std::vector<Placement>& placed, uint32_t chars) {
  const std::string bits = PlacementsBits(width, height, placed);
  const uint32_t b = PlacementBits(width, height), at = PayloadAt(width, height);
  const uint32_t n = 6 * chars / b, used = (n * b + 5) / 6;
  if (used != chars) return Err(TRAILING_DATA, at + used);
  if (bits.find('1', n * b) < 6 * chars) return Err(VALUE_OUT_OF_RANGE, at + chars - 1);
  return Ok(PlacementsModel(width, height, std::vector<Placement>(placed.begin(), placed.begin() + n)));
}

std::string SwapCase(std::string s, size_t from) {
  for (size_t i = from; i < s.size(); ++i) {
    char& c = s[i];
    if (c >= 'a' && c <= 'z')
      c = static_cast<char>(c - 'a' + 'A');
    else if (c >= 'A' && c <= 'Z')
      c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

}  // namespace slugspec::corpusgen::tetris
