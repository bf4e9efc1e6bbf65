#include "pentomino/mutant_steps.h"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "pentomino/alphabet.h"

namespace slugspec::pentomino {
namespace {

using pentomino::Base62Char;
using Cells = std::vector<std::pair<int, int>>;  // (x, y), row-major

constexpr size_t kHeaderChars = 3;  // surface, rows, columns
constexpr size_t kItemChars = 4;    // name, orientation and colour, x, y

// Where the items of a v3.x slug end: at the terrain's 'R', the colours'
// '_', or the end.
size_t ItemsEnd(std::string_view slug) {
  size_t i = kHeaderChars;
  while (i + kItemChars <= slug.size() && slug[i] != 'R' && slug[i] != '_') i += kItemChars;
  return i;
}

std::string Pairs(const Cells& cells) {
  std::string s = "R";
  for (const auto& [x, y] : cells) s += {Base62Char(x), Base62Char(y)};
  return s;
}

// The Y form (one group per column) or the Z form (per row), §8 and [PEN-E2].
std::string Lines(const Cells& cells, bool by_column) {
  std::map<int, std::vector<int>> along;  // line -> the other coordinate, ascending (cells are sorted)
  std::vector<int> lines;                 // in the order the row-major walk meets them
  for (const auto& [x, y] : cells) {
    const int line = by_column ? y : x;
    if (along[line].empty()) lines.push_back(line);
    along[line].push_back(by_column ? x : y);
  }
  // JavaScript object keys: the integers below 10 first, ascending; the
  // others in insertion order (upstream built the keys as strings).
  std::stable_partition(lines.begin(), lines.end(), [](int line) { return line < 10; });
  std::sort(lines.begin(), std::find_if(lines.begin(), lines.end(), [](int line) { return line >= 10; }));
  std::string s = by_column ? "RY" : "RZ";
  std::string singles;
  for (int line : lines) {
    const std::vector<int>& others = along[line];
    if (others.size() == 1) {
      const int x = by_column ? others[0] : line, y = by_column ? line : others[0];
      singles += {Base62Char(x), Base62Char(y)};
      continue;
    }
    s += {Base62Char(static_cast<int>(others.size()) - 1), Base62Char(line)};
    for (int v : others) s.push_back(Base62Char(v));
  }
  return singles.empty() ? s : s + "0" + singles;
}

}  // namespace

void SwapPieceCoordinates(pentomino::Board* board) {
  for (pentomino::Piece& p : *board->mutable_pieces()) {
    const uint32_t x = p.x();
    p.set_x(p.y());
    p.set_y(x);
  }
}

std::string CaseFromReflection(std::string_view slug) {
  std::string out(slug);
  for (size_t i = kHeaderChars; i < ItemsEnd(out); i += kItemChars) {
    const auto oc = pentomino::ParseOrientationColor(out[i + 1]);
    const bool reflected = oc && oc->orientation >= 4;
    out[i] = reflected ? pentomino::ToLower(out[i]) : pentomino::ToUpper(out[i]);
  }
  return out;
}

std::string TerrainTieToLast(const pentomino::Board& board, std::string_view canonical) {
  if (board.terrain_size() == 0) return std::string(canonical);
  Cells cells;
  for (const pentomino::Cell& c : board.terrain()) cells.emplace_back(static_cast<int>(c.x()), static_cast<int>(c.y()));
  std::sort(cells.begin(), cells.end());
  std::vector<std::string> forms;
  if (cells.front().first < 60) forms.push_back(Pairs(cells));  // an x of 60 or 61 reads as 'Y' or 'Z'
  forms.push_back(Lines(cells, true));
  forms.push_back(Lines(cells, false));
  const std::string* chosen = &forms.front();
  for (const std::string& f : forms) {
    if (f.size() <= chosen->size()) chosen = &f;  // the bug: <= lets a later form win a tie
  }
  // The canonical terrain has the same length as the chosen one (both are
  // the shortest), and starts where the items end.
  std::string out(canonical);
  out.replace(ItemsEnd(out), chosen->size(), *chosen);
  return out;
}

}  // namespace slugspec::pentomino
