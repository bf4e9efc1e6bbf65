// The canonical writers of v1 to v3.1 (spec/pentomino.md §10, [PEN-E2]).
#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <vector>

#include "pentomino/alphabet.h"
#include "pentomino/parsers.h"

namespace slugspec::pentomino::internal {
namespace {

struct Item {
  int x, y;
  char letter;  // uppercase; 'R' for terrain
  int orientation;
};

std::array<int, kLetterCount> ColorsOf(const Board& board) {
  std::array<int, kLetterCount> colors{};
  for (const LetterColor& c : board.colors())
    colors[static_cast<size_t>(LetterIndex(c.letter()[0]))] = static_cast<int>(c.color());
  return colors;
}

std::vector<Item> SortedPieces(const Board& board, bool with_terrain, const TerrainOrientations* orientations) {
  std::vector<Item> items;
  for (const Piece& p : board.pieces()) {
    items.push_back({static_cast<int>(p.x()), static_cast<int>(p.y()), p.letter()[0],
                     static_cast<int>(p.rotation()) + (p.reflected() ? 4 : 0)});
  }
  if (with_terrain) {
    for (const Cell& c : board.terrain()) {
      const auto x = static_cast<int>(c.x()), y = static_cast<int>(c.y());
      items.push_back({x, y, 'R', TerrainOrientationAt(orientations, x, y)});
    }
  }
  std::sort(items.begin(), items.end(),
            [](const Item& a, const Item& b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
  return items;
}

// The colour section: unplaced letters with a colour, by key, in letter order.
// `key_of` gives a colour's key; `lower` whether the letter is written lowercase.
template <typename KeyOf, typename Lower>
std::string ColorSection(const Board& board, KeyOf key_of, Lower lower) {
  const std::array<int, kLetterCount> colors = ColorsOf(board);
  std::array<bool, kLetterCount> placed{};
  for (const Piece& p : board.pieces()) placed[static_cast<size_t>(LetterIndex(p.letter()[0]))] = true;
  std::string out;
  for (int key = 0; key < 6; ++key) {
    std::string group;
    for (int i = 0; i < kLetterCount; ++i) {
      const int color = colors[static_cast<size_t>(i)];
      if (placed[static_cast<size_t>(i)] || color == 0 || key_of(color) != key) continue;
      const char letter = kLetters[static_cast<size_t>(i)];
      group.push_back(lower(color) ? ToLower(letter) : letter);
    }
    if (!group.empty()) out += static_cast<char>('0' + key) + group;
  }
  return out.empty() ? out : "_" + out;
}

// ---------------------------------------------------------------------------
// v3.1 terrain forms

using Cells = std::vector<std::pair<int, int>>;  // (x, y), row-major sorted

std::string PairsForm(const Cells& cells) {
  std::string s = "R";
  for (const auto& [x, y] : cells) s += {Base62Char(x), Base62Char(y)};
  return s;
}

// The Y form (by column) or Z form (by row). Groups are ordered as upstream's
// JavaScript object keys: the keys "0".."9" ascending, then the others in the
// order the row-major walk first meets them.
std::string LinesForm(const Cells& cells, bool by_column) {
  std::vector<int> order;
  std::map<int, std::vector<int>> groups;  // key -> the other coordinate, ascending
  for (const auto& [x, y] : cells) {
    const int key = by_column ? y : x;
    if (groups.find(key) == groups.end()) order.push_back(key);
    groups[key].push_back(by_column ? x : y);
  }
  std::stable_sort(order.begin(), order.end(), [](int a, int b) {
    const bool a_digit = a < 10, b_digit = b < 10;
    if (a_digit != b_digit) return a_digit;
    return a_digit && a < b;  // digit keys ascending; the others keep their order
  });
  std::string s = by_column ? "RY" : "RZ";
  Cells singles;  // (x, y), in the order of their keys
  for (int key : order) {
    std::vector<int>& along = groups[key];
    std::sort(along.begin(), along.end());
    if (along.size() == 1) {
      singles.emplace_back(by_column ? along[0] : key, by_column ? key : along[0]);
      continue;
    }
    s.push_back(Base62Char(static_cast<int>(along.size()) - 1));
    s.push_back(Base62Char(key));
    for (int v : along) s.push_back(Base62Char(v));
  }
  if (singles.empty()) return s;
  // Each single as (x, y), as the article and the decoder read it; upstream's
  // encoder wrote (y, x) in the Y form, the erratum of [PEN-E3]. Where the
  // singles are their own transpose, upstream's link reopens as its board,
  // and the canonical link is upstream's byte for byte: (y, x) in the same
  // order, which reads as the same set.
  Cells transposed;
  for (const auto& [x, y] : singles) transposed.emplace_back(y, x);
  Cells sorted = singles;
  std::sort(sorted.begin(), sorted.end());
  std::sort(transposed.begin(), transposed.end());
  const bool as_upstream = by_column && sorted == transposed;
  s += "0";
  for (const auto& [x, y] : singles) {
    s += as_upstream ? std::string{Base62Char(y), Base62Char(x)} : std::string{Base62Char(x), Base62Char(y)};
  }
  return s;
}

std::string TerrainV31(const Cells& cells) {
  // Shortest of the three; ties to pairs, then Y, then Z. Pairs cannot start
  // with an x of 60 or 61: it would read as the Y or Z marker.
  std::vector<std::string> candidates;
  if (cells.front().first < 60) candidates.push_back(PairsForm(cells));
  candidates.push_back(LinesForm(cells, true));
  candidates.push_back(LinesForm(cells, false));
  return *std::min_element(candidates.begin(), candidates.end(),
                           [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
}

}  // namespace

std::string WriteV3Family(const Board& board, Version version) {
  const std::array<int, kLetterCount> colors = ColorsOf(board);
  std::string s;
  s.push_back(SurfaceLetter(board.surface()));
  s.push_back(Base62Char(static_cast<int>(board.height())));
  s.push_back(Base62Char(static_cast<int>(board.width())));
  for (const Item& item : SortedPieces(board, false, nullptr)) {
    const int color = colors[static_cast<size_t>(LetterIndex(item.letter))];
    s.push_back(color >= 6 ? ToLower(item.letter) : item.letter);
    s.push_back(OrientationColorChar(item.orientation, color % 6));
    s.push_back(Base62Char(item.x));
    s.push_back(Base62Char(item.y));
  }
  if (board.terrain_size() > 0) {
    Cells cells;
    for (const Cell& c : board.terrain()) cells.emplace_back(static_cast<int>(c.x()), static_cast<int>(c.y()));
    std::sort(cells.begin(), cells.end());
    s += version == Version::kV3 ? PairsForm(cells) : TerrainV31(cells);
  }
  s += ColorSection(
      board, [](int color) { return color % 6; }, [](int color) { return color >= 6; });
  return s;
}

std::string WriteLegacy(const Board& board, Version version, const TerrainOrientations* terrain) {
  const std::array<int, kLetterCount> colors = ColorsOf(board);
  const char sep = version == Version::kV1 ? '.' : '_';
  std::string s = std::to_string(board.height()) + sep + std::to_string(board.width());
  for (const Item& item : SortedPieces(board, true, terrain)) {
    const bool is_terrain = item.letter == 'R';
    const int color = is_terrain ? 0 : colors[static_cast<size_t>(LetterIndex(item.letter))];
    const std::string x = std::to_string(item.x), y = std::to_string(item.y);
    if (version == Version::kV2) {
      s.push_back(item.x < 10 ? ToLower(item.letter) : item.letter);  // the case tells x's digits
      s.push_back(OrientationColorChar(item.orientation, color));
      s += x + y;
    } else {
      s.push_back(item.letter);
      s.push_back(OrientationColorChar(item.orientation, color));
      s += x + sep + y;
    }
  }
  if (version == Version::kV1_5 || version == Version::kV2) {
    s += ColorSection(
        board, [](int color) { return color; }, [](int) { return false; });
  }
  return s;
}

}  // namespace slugspec::pentomino::internal
