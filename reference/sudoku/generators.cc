#include "sudoku/generators.h"

#include <utility>
#include <vector>

#include "generators/generators.h"

namespace slugspec::generators {

using sudoku::Given;
using sudoku::kCells;
using sudoku::Puzzle;

const char kSudokuEditChars[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/= %-_\t\n.()\"'\x80\xff";

rc::Gen<Puzzle> GenPuzzle() {
  return rc::gen::mapcat(Uniform(0, 101), [](int density) {
    auto cell = rc::gen::pair(Uniform(0, 100), Uniform(1, 10));
    return rc::gen::map(rc::gen::container<std::vector<std::pair<int, int>>>(kCells, cell),
                        [density](const std::vector<std::pair<int, int>>& cells) {
                          Puzzle p;
                          for (int c = 0; c < kCells; ++c) {
                            const auto [roll, digit] = cells[static_cast<size_t>(c)];
                            if (roll < 100 - density) continue;
                            Given* g = p.add_givens();
                            g->set_cell(static_cast<uint32_t>(c));
                            g->set_digit(static_cast<uint32_t>(digit));
                          }
                          return p;
                        });
  });
}

rc::Gen<sudoku::Version> GenSudokuVersion() { return rc::gen::element(sudoku::Version::kV0, sudoku::Version::kV1); }

rc::Gen<std::string> GenCorruptedSudokuSlug() {
  return rc::gen::mapcat(rc::gen::pair(GenPuzzle(), GenSudokuVersion()), [](const auto& pv) {
    std::string slug;
    (void)sudoku::Encode(pv.first, pv.second, &slug);  // canonical puzzles always encode
    return GenEditedSlug(std::move(slug), std::string(kSudokuEditChars, sizeof kSudokuEditChars - 1));
  });
}

}  // namespace slugspec::generators
