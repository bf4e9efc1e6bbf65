// Rendering (text and SVG) and the reachability warnings of `slug validate`
// (spec/santorini.md §9). Neither is part of the format: they help people
// look at a decoded position. Both draw whatever model they are given,
// including one an encoder would refuse: heights past 4 and workers off the
// board are left out, never read out of bounds.
#include <array>
#include <string>
#include <vector>

#include "common/escape.h"
#include "santorini/santorini.h"

namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {
namespace {

// 'A' for a worker of player one, 'B' for player two, ' ' for none.
std::array<char, kSquares> WorkerMarks(const Position& p) {
  std::array<char, kSquares> marks;
  marks.fill(' ');
  for (uint32_t s : p.player_one()) {
    if (s < kSquares) marks[s] = 'A';
  }
  for (uint32_t s : p.player_two()) {
    if (s < kSquares) marks[s] = 'B';
  }
  return marks;
}

std::string ToMoveName(const Position& p) {
  return p.to_move() == PLAYER_TWO ? "player two (B)" : p.to_move() == PLAYER_ONE ? "player one (A)" : "nobody";
}

constexpr std::array<const char*, 5> kFill = {"#f4f1ea", "#d8e8e5", "#a8b5b3", "#80868b", "#80868b"};

}  // namespace

std::string Render(const Position& p, bool one_line) {
  const auto marks = WorkerMarks(p);
  const Heights heights = HeightsOf(p);
  std::string out = "santorini " + VersionLabel(p.version()) + ": " + ToMoveName(p) + " to move";
  out += one_line ? " " : "\n";
  for (int row = 0; row < 5; ++row) {
    if (one_line && row > 0) out += '/';
    std::string line;
    for (int col = 0; col < 5; ++col) {
      const int s = 5 * row + col;
      const uint32_t h = heights[static_cast<size_t>(s)];
      std::string cell(1, h == 0 ? '.' : h == kDome ? 'D' : static_cast<char>('0' + h));
      if (marks[static_cast<size_t>(s)] != ' ') cell += marks[static_cast<size_t>(s)];
      if (one_line) {
        line += (col > 0 ? " " : "") + cell;
      } else {
        line += (col > 0 ? "  " : "") + cell + (cell.size() < 2 && col < 4 ? " " : "");
      }
    }
    out += line;
    if (!one_line) out += '\n';
  }
  return out;
}

std::string RenderSvg(const Position& p) {
  constexpr int kCell = 64, kMargin = 16, kTitle = 28;
  const int size = 2 * kMargin + 5 * kCell;
  const std::string n = std::to_string(size), h = std::to_string(size + kTitle);
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + n + "\" height=\"" + h +
                    "\" viewBox=\"0 0 " + n + " " + h + "\">\n";
  const std::string title = "santorini " + VersionLabel(p.version()) + ", " + ToMoveName(p) + " to move";
  out += "<title>" + title + "</title>\n";
  out += "<text x=\"16\" y=\"18\" font-family=\"sans-serif\" font-size=\"14\">" + title + "</text>\n";
  const auto marks = WorkerMarks(p);
  const Heights heights = HeightsOf(p);
  for (int s = 0; s < kSquares; ++s) {
    const int x = kMargin + s % 5 * kCell, y = kTitle + kMargin + s / 5 * kCell;
    const uint32_t height = heights[static_cast<size_t>(s)];
    auto rect = [&](int inset, const char* fill) {
      out += "<rect x=\"" + std::to_string(x + inset) + "\" y=\"" + std::to_string(y + inset) + "\" width=\"" +
             std::to_string(kCell - 2 * inset) + "\" height=\"" + std::to_string(kCell - 2 * inset) + "\" fill=\"" +
             fill + "\" stroke=\"#555\"/>\n";
    };
    rect(0, kFill[0]);
    // One nested square a level, as the pieces stack.
    for (uint32_t level = 1; level <= height && level <= 3; ++level) rect(static_cast<int>(level) * 6, kFill[level]);
    if (height > 0) {  // the height in words too, not only in shades
      out += "<text x=\"" + std::to_string(x + 4) + "\" y=\"" + std::to_string(y + 14) +
             "\" font-family=\"sans-serif\" font-size=\"11\">" + (height == kDome ? "D" : std::to_string(height)) +
             "</text>\n";
    }
    const std::string cx = std::to_string(x + kCell / 2), cy = std::to_string(y + kCell / 2);
    if (height == kDome) {
      out += "<circle cx=\"" + cx + "\" cy=\"" + cy + "\" r=\"12\" fill=\"#3367cc\"><title>dome</title></circle>\n";
    }
    const char mark = marks[static_cast<size_t>(s)];
    if (mark != ' ') {
      out += "<circle cx=\"" + cx + "\" cy=\"" + cy + "\" r=\"10\" fill=\"" +
             std::string(mark == 'A' ? "#ffffff" : "#202020") + "\" stroke=\"#000\"/>\n";
      out += "<text x=\"" + cx + "\" y=\"" + std::to_string(y + kCell / 2 + 5) +
             "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"13\" fill=\"" +
             std::string(mark == 'A' ? "#000" : "#fff") + "\">" + mark + "</text>\n";
    }
  }
  out += "</svg>\n";
  return out;
}

std::vector<std::string> Warnings(const Position& p) {
  std::vector<std::string> warnings;
  std::array<int, 5> at_least{};  // squares of height >= h, for h = 1..4
  int pieces = 0;
  for (const uint32_t height : HeightsOf(p)) {
    pieces += static_cast<int>(height);
    for (uint32_t level = 1; level <= height; ++level) ++at_least[level];
  }
  // Every completed turn builds one piece (§9, parity).
  const bool player_one_moves = p.to_move() != PLAYER_TWO;
  if ((pieces % 2 == 0) != player_one_moves) {
    warnings.push_back(std::to_string(pieces) + " pieces built with " +
                       (player_one_moves ? "player one" : "player two") +
                       " to move: reachable only if player two moved first");
  }
  constexpr std::array<int, 5> kSupply = {0, 22, 18, 14, 18};
  constexpr std::array<const char*, 5> kPiece = {"", "level-1 pieces", "level-2 pieces", "level-3 pieces", "domes"};
  for (size_t level = 1; level <= 4; ++level) {
    if (at_least[level] > kSupply[level]) {
      warnings.push_back(std::to_string(at_least[level]) + " " + kPiece[level] + " on the board; the game has " +
                         std::to_string(kSupply[level]));
    }
  }
  return warnings;
}

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD
