#include "sudoku/generators.h"

namespace slugspec::sudoku {

Puzzle GeneratePuzzle(Draw& draw) {
  const int density = draw.Uniform(0, 101);  // percent of the cells given
  Puzzle p;
  for (int cell = 0; cell < kCells; ++cell) {
    if (draw.Uniform(0, 100) < 100 - density) continue;
    Given* g = p.add_givens();
    g->set_cell(static_cast<uint32_t>(cell));
    g->set_digit(static_cast<uint32_t>(draw.Uniform(1, 10)));
  }
  return p;
}

}  // namespace slugspec::sudoku
