// What differs between two puzzles, in words (sudoku.h, Differences): the
// conformance runner's failure lines say this instead of "another game".
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "common/bounded_lines.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {
namespace {

std::string Where(uint32_t cell) {
  // Rows and columns from 0, as cells are (spec/README.md §1).
  return "cell " + std::to_string(cell) + " (row " + std::to_string(cell / 9) + ", column " + std::to_string(cell % 9) +
         ")";
}

// Cell -> the digits it is given, as a set: order and repeats are free.
std::map<uint32_t, std::set<uint32_t>> DigitsByCell(const Puzzle& p) {
  std::map<uint32_t, std::set<uint32_t>> cells;
  for (const Given& g : p.givens()) cells[g.cell()].insert(g.digit());
  return cells;
}

std::string Digits(const std::set<uint32_t>& digits) {
  std::string s;
  for (uint32_t d : digits) s += (s.empty() ? "" : " and ") + std::to_string(d);
  return s;
}

}  // namespace

std::vector<std::string> Differences(const Puzzle& expected, const Puzzle& got, size_t max_lines) {
  BoundedLines lines(max_lines, "differences");
  auto add = [&](std::string line) { lines.Add(std::move(line)); };
  const auto want = DigitsByCell(expected);
  const auto have = DigitsByCell(got);
  auto same_as_expected = [&](uint32_t cell, const std::set<uint32_t>& digits) {
    const auto it = want.find(cell);
    return it != want.end() && it->second == digits;
  };
  // What the grid cannot hold first: the answer is no sudoku at all there.
  for (const auto& [cell, digits] : have) {
    if (same_as_expected(cell, digits)) continue;
    if (cell >= static_cast<uint32_t>(kCells)) {
      add("cell " + std::to_string(cell) + " given " + Digits(digits) + "; the grid has 81 cells (0 to 80)");
    }
  }
  for (const auto& [cell, digits] : have) {
    if (cell >= static_cast<uint32_t>(kCells) || same_as_expected(cell, digits)) continue;
    for (uint32_t d : digits) {
      if (d < 1 || d > 9) add(Where(cell) + " given digit " + std::to_string(d) + "; digits are 1 to 9");
    }
    if (digits.size() > 1) add(Where(cell) + " given " + std::to_string(digits.size()) + " digits: " + Digits(digits));
  }
  // Then cell by cell, in grid order.
  auto w = want.begin();
  auto h = have.begin();
  while (w != want.end() || h != have.end()) {
    if (h == have.end() || (w != want.end() && w->first < h->first)) {
      add(Where(w->first) + ": the " + Digits(w->second) + " given there is missing");
      ++w;
    } else if (w == want.end() || h->first < w->first) {
      if (h->first < static_cast<uint32_t>(kCells)) {
        add(Where(h->first) + " given " + Digits(h->second) + ", where the puzzle has no given");
      }
      ++h;
    } else {
      if (w->second != h->second && h->second.size() == 1 && w->second.size() == 1) {
        add(Where(w->first) + " is " + Digits(h->second) + ", not " + Digits(w->second));
      } else if (w->second != h->second) {
        add(Where(w->first) + " given " + Digits(h->second) + ", not " + Digits(w->second));
      }
      ++w;
      ++h;
    }
  }
  return std::move(lines).Take();
}

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD
