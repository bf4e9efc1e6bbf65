// Rendering and sudoku-rule warnings. Neither is part of the format: they
// help people look at a decoded puzzle.
#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <vector>

#include "common/escape.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {

namespace {

constexpr size_t kShownBeside = 20;  // a model may list thousands

// The grid as the givens fill it ('.' empty), and what the grid cannot show,
// written beside it, so that a picture of a wrong model never hides what
// makes it wrong: a given past the grid, a digit outside 1..9, a cell given
// again (drawn: the first).
struct Drawn {
  std::array<char, kCells> grid;
  std::vector<std::string> beside;
};

Drawn Draw(const Puzzle& puzzle) {
  Drawn d;
  d.grid.fill('.');
  for (int i = 0; i < puzzle.givens_size(); ++i) {
    const Given& g = puzzle.givens(i);
    const std::string given =
        "given " + std::to_string(i) + ": cell " + std::to_string(g.cell()) + ", digit " + std::to_string(g.digit());
    if (g.cell() >= kCells) {
      d.beside.push_back(given + " (past the grid)");
    } else if (g.digit() < 1 || g.digit() > 9) {
      d.beside.push_back(given + " (no digit of 1 to 9)");
    } else if (d.grid[g.cell()] != '.') {
      d.beside.push_back(given + " (the cell is given again)");
    } else {
      d.grid[g.cell()] = static_cast<char>('0' + g.digit());
    }
  }
  return d;
}

// The first kShownBeside lines of `beside`, then how many more.
std::vector<std::string> Shown(const std::vector<std::string>& beside) {
  std::vector<std::string> shown(beside.begin(), beside.begin() + std::min(beside.size(), kShownBeside));
  if (beside.size() > kShownBeside) shown.push_back("and " + std::to_string(beside.size() - kShownBeside) + " more");
  return shown;
}

}  // namespace

std::string Render(const Puzzle& puzzle, bool one_line) {
  const Drawn d = Draw(puzzle);
  std::string out;
  for (int row = 0; row < 9; ++row) {
    if (one_line) {
      if (row > 0) out.push_back('/');
      out.append(d.grid.data() + row * 9, 9);
      continue;
    }
    if (row == 3 || row == 6) out += "------+-------+------\n";
    for (int col = 0; col < 9; ++col) {
      if (col > 0) out += (col == 3 || col == 6) ? " | " : " ";
      out.push_back(d.grid[static_cast<size_t>(row * 9 + col)]);
    }
    out.push_back('\n');
  }
  if (d.beside.empty()) return out;
  if (one_line) return out + " (" + std::to_string(d.beside.size()) + " givens not drawn)";
  out += "not drawn:\n";
  for (const std::string& line : Shown(d.beside)) out += "  " + line + "\n";
  return out;
}

std::string RenderSvg(const Puzzle& puzzle) {
  constexpr int kCell = 36, kMargin = 12, kTitle = 28, kLine = 16;
  const Drawn d = Draw(puzzle);
  const std::vector<std::string> beside = d.beside.empty() ? std::vector<std::string>() : Shown(d.beside);
  const int side = 9 * kCell;
  const int width = 2 * kMargin + side;
  const int height = kTitle + 2 * kMargin + side + static_cast<int>(beside.size() + (beside.empty() ? 0 : 1)) * kLine;
  const std::string w = std::to_string(width), h = std::to_string(height);
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h +
                    "\" viewBox=\"0 0 " + w + " " + h + "\">\n";
  const std::string version = VersionLabel(puzzle.version());
  const std::string title = "sudoku " + version + ", " + std::to_string(puzzle.givens_size()) + " givens";
  out += "<title>" + title + "</title>\n";
  out += "<text x=\"" + std::to_string(kMargin) + "\" y=\"18\" font-family=\"sans-serif\" font-size=\"14\">" + title +
         "</text>\n";
  out += "<rect x=\"" + std::to_string(kMargin) + "\" y=\"" + std::to_string(kTitle + kMargin) + "\" width=\"" +
         std::to_string(side) + "\" height=\"" + std::to_string(side) + "\" fill=\"#ffffff\"/>\n";
  for (int i = 0; i <= 9; ++i) {  // the cell lines, the box lines thicker
    const std::string stroke = i % 3 == 0 ? "2" : "0.75";
    const std::string at = std::to_string(kMargin + i * kCell), at_y = std::to_string(kTitle + kMargin + i * kCell);
    out += "<line x1=\"" + at + "\" y1=\"" + std::to_string(kTitle + kMargin) + "\" x2=\"" + at + "\" y2=\"" +
           std::to_string(kTitle + kMargin + side) + "\" stroke=\"#222\" stroke-width=\"" + stroke + "\"/>\n";
    out += "<line x1=\"" + std::to_string(kMargin) + "\" y1=\"" + at_y + "\" x2=\"" + std::to_string(kMargin + side) +
           "\" y2=\"" + at_y + "\" stroke=\"#222\" stroke-width=\"" + stroke + "\"/>\n";
  }
  for (size_t cell = 0; cell < kCells; ++cell) {
    if (d.grid[cell] == '.') continue;
    const int x = kMargin + static_cast<int>(cell % 9) * kCell + kCell / 2;
    const int y = kTitle + kMargin + static_cast<int>(cell / 9) * kCell + kCell / 2 + 8;
    out += "<text x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) +
           "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"22\">" + d.grid[cell] + "</text>\n";
  }
  int y = kTitle + 2 * kMargin + side + kLine;
  if (!beside.empty()) {
    out += "<text x=\"" + std::to_string(kMargin) + "\" y=\"" + std::to_string(y - 4) +
           "\" font-family=\"sans-serif\" font-size=\"12\">not drawn:</text>\n";
  }
  for (const std::string& line : beside) {
    y += kLine;
    out += "<text x=\"" + std::to_string(kMargin + 8) + "\" y=\"" + std::to_string(y - 4) +
           "\" font-family=\"sans-serif\" font-size=\"12\">" + line + "</text>\n";
  }
  out += "</svg>\n";
  return out;
}

std::vector<std::string> Warnings(const Puzzle& puzzle) {
  std::vector<std::string> warnings;
  std::array<uint32_t, kCells> grid{};
  for (const Given& g : puzzle.givens()) {
    if (g.cell() < kCells) grid[g.cell()] = g.digit();
  }
  // The three kinds of unit, each a map from (unit, k) to a cell: one
  // check for all three (a lambda per kind would be compiled three times).
  struct Unit {
    std::string_view kind;
    int (*cell_of)(int unit, int k);
  };
  static constexpr Unit kUnits[] = {
      {"row", [](int i, int k) { return i * 9 + k; }},
      {"column", [](int i, int k) { return k * 9 + i; }},
      {"box", [](int i, int k) { return (i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3; }},
  };
  for (int i = 0; i < 9; ++i) {
    for (const Unit& unit : kUnits) {
      std::array<int, 10> first{};
      first.fill(-1);
      for (int k = 0; k < 9; ++k) {
        const int cell = unit.cell_of(i, k);
        const uint32_t d = grid[static_cast<size_t>(cell)];
        if (d < 1 || d > 9) continue;
        if (first[d] >= 0) {
          warnings.push_back("digit " + std::to_string(d) + " twice in " + std::string(unit.kind) + " " +
                             std::to_string(i) + " (cells " + std::to_string(first[d]) + " and " +
                             std::to_string(cell) + ")");
        } else {
          first[d] = cell;
        }
      }
    }
  }
  if (puzzle.givens_size() < 17) {
    warnings.push_back(std::to_string(puzzle.givens_size()) +
                       " givens: a sudoku needs at least 17 to have a unique solution");
  }
  return warnings;
}

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD
