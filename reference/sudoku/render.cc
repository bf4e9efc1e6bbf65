// Rendering and sudoku-rule warnings. Neither is part of the format: they
// help people look at a decoded puzzle.
#include <array>
#include <string>
#include <vector>

#include "sudoku/sudoku.h"

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {

std::string Render(const Puzzle& puzzle, bool one_line) {
  std::array<char, kCells> grid;
  grid.fill('.');
  // What the grid cannot show is written beside it, so that a picture of a
  // wrong model never hides what makes it wrong: a given past the grid, a
  // digit outside 1..9, a cell given again (drawn: the first).
  std::vector<std::string> beside;
  for (int i = 0; i < puzzle.givens_size(); ++i) {
    const Given& g = puzzle.givens(i);
    const std::string given =
        "given " + std::to_string(i) + ": cell " + std::to_string(g.cell()) + ", digit " + std::to_string(g.digit());
    if (g.cell() >= kCells) {
      beside.push_back(given + " (past the grid)");
    } else if (g.digit() < 1 || g.digit() > 9) {
      beside.push_back(given + " (no digit of 1 to 9)");
    } else if (grid[g.cell()] != '.') {
      beside.push_back(given + " (the cell is given again)");
    } else {
      grid[g.cell()] = static_cast<char>('0' + g.digit());
    }
  }
  std::string out;
  for (int row = 0; row < 9; ++row) {
    if (one_line) {
      if (row > 0) out.push_back('/');
      out.append(grid.data() + row * 9, 9);
      continue;
    }
    if (row == 3 || row == 6) out += "------+-------+------\n";
    for (int col = 0; col < 9; ++col) {
      if (col > 0) out += (col == 3 || col == 6) ? " | " : " ";
      out.push_back(grid[static_cast<size_t>(row * 9 + col)]);
    }
    out.push_back('\n');
  }
  if (beside.empty()) return out;
  if (one_line) return out + " (" + std::to_string(beside.size()) + " givens not drawn)";
  constexpr size_t kShown = 20;  // a model may list thousands
  out += "not drawn:\n";
  for (size_t i = 0; i < beside.size() && i < kShown; ++i) out += "  " + beside[i] + "\n";
  if (beside.size() > kShown) out += "  and " + std::to_string(beside.size() - kShown) + " more\n";
  return out;
}

std::vector<std::string> Warnings(const Puzzle& puzzle) {
  std::vector<std::string> warnings;
  std::array<uint32_t, kCells> grid{};
  for (const Given& g : puzzle.givens()) {
    if (g.cell() < kCells) grid[g.cell()] = g.digit();
  }
  auto check_unit = [&](std::string_view kind, int index, auto cell_of) {
    std::array<int, 10> first{};
    first.fill(-1);
    for (int k = 0; k < 9; ++k) {
      const int cell = cell_of(k);
      const uint32_t d = grid[static_cast<size_t>(cell)];
      if (d < 1 || d > 9) continue;
      if (first[d] >= 0) {
        warnings.push_back("digit " + std::to_string(d) + " twice in " + std::string(kind) + " " +
                           std::to_string(index) + " (cells " + std::to_string(first[d]) + " and " +
                           std::to_string(cell) + ")");
      } else {
        first[d] = cell;
      }
    }
  };
  for (int i = 0; i < 9; ++i) {
    check_unit("row", i, [i](int k) { return i * 9 + k; });
    check_unit("column", i, [i](int k) { return k * 9 + i; });
    check_unit("box", i, [i](int k) { return (i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3; });
  }
  if (puzzle.givens_size() < 17) {
    warnings.push_back(std::to_string(puzzle.givens_size()) +
                       " givens: a sudoku needs at least 17 to have a unique solution");
  }
  return warnings;
}

}  // namespace slugspec::sudoku
