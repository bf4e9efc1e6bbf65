// The oracle's checks of the legacy versions v1, v1.1, v1.5 and v2
// (spec/pentomino.md §5-§7).
#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/oracle.h"

namespace slugspec::corpusgen::pentomino {

size_t Oracle::Digits(size_t i) const {
  while (i < n() && IsDigit(C(i))) ++i;
  return i;
}

int Oracle::Value(size_t from, size_t to) const {
  return std::stoi(t_.chars.substr(from, std::min<size_t>(to - from, 6)));
}

Oracle::Step Oracle::Legacy() {
  const size_t rows_end = Digits(0);
  if (rows_end >= n()) return Err(TRUNCATED, t_.input_size, "PEN-L1");
  const char sep = C(rows_end);
  if (sep != '.' && sep != '_') return Err(BAD_CHARACTER, At(rows_end), "PEN-L1");
  const size_t cols_end = Digits(rows_end + 1);
  if (cols_end == rows_end + 1) return Missing(cols_end, "PEN-L1");
  const size_t other = t_.chars.find(sep == '.' ? '_' : '.');
  if (other != std::string::npos) return Err(BAD_CHARACTER, At(other), "PEN-L2");
  // [PEN-L3]: sides of at most three digits, not 0.
  for (auto [from, to] : {std::pair{size_t{0}, rows_end}, std::pair{rows_end + 1, cols_end}}) {
    if (to - from > 3 || Value(from, to) == 0) return Err(VALUE_OUT_OF_RANGE, At(from), "PEN-L3");
  }
  board_.h = Value(0, rows_end);
  board_.w = Value(rows_end + 1, cols_end);
  size_t i = cols_end;
  bool any_item = false, v2_item = false;
  while (i < n() && C(i) != sep) {
    if (auto e = LegacyItem(&i, sep, &v2_item)) return e;
    any_item = true;
  }
  if (i < n()) {
    if (sep == '.') return Err(BAD_CHARACTER, At(i), "PEN-L9");  // v1 has no colour section
    if (auto e = LegacyColours(i + 1)) return e;
  }
  version_ = sep == '.' ? "v1" : (!any_item || v2_item) ? "v2" : "v1.5";
  return std::nullopt;
}

Oracle::Step Oracle::LegacyItem(size_t* pi, char sep, bool* v2_item) {
  size_t i = *pi;
  const char name = C(i);
  if (!IsLetter(name)) return Err(BAD_CHARACTER, At(i), "PEN-L4");
  if (sep == '.' && IsLower(name)) ambiguous_ = "a lowercase name in v1: UNKNOWN_PIECE or BAD_CHARACTER";
  if (!In(Up(name), "FILPNTUVWXYZR")) return Err(UNKNOWN_PIECE, At(i), "PEN-L5");
  if (sep == '.' && IsLower(name)) return Err(BAD_CHARACTER, At(i), "PEN-L5");
  const bool terrain = Up(name) == 'R';
  ++i;
  if (i >= n()) return Err(TRUNCATED, t_.input_size, "PEN-L4");
  const char oc = C(i);
  int o = -1, k = 0;
  if (terrain) {
    if (IsDigit(oc)) o = 0;
  } else if (sep == '.') {
    if (oc >= '0' && oc <= '7') o = oc - '0';
    if (oc == '8' || oc == '9') {
      ambiguous_ = "orientation alias in v1: [PEN-L6] says 0-7";
      o = oc - '8' + 4;
    }
  } else {
    if (oc == '8' || oc == '9') o = oc - '8' + 4;
    for (int r = 0; r < 6 && o < 0; ++r) {
      const size_t f = kOriRows[r].find(oc);
      if (f != std::string_view::npos) o = static_cast<int>(f), k = r;
    }
  }
  if (o < 0) return Err(BAD_CHARACTER, At(i), "PEN-L6");
  ++i;
  // Coordinates.
  const size_t d0 = i, d1 = Digits(i);
  if (d1 == d0) return Missing(d1, "PEN-L4");
  size_t x0, x1, y0, y1;
  if (sep == '.' || (IsUpper(name) && d1 - d0 <= 2 && C(d1) == '_')) {
    if (C(d1) != sep) return Missing(d1, "PEN-L4");
    // [PEN-L3] as soon as the number ends, before y is read: a row has at
    // most two digits (the current app reads a third as the colour section).
    if (d1 - d0 > 2) return Err(VALUE_OUT_OF_RANGE, At(d0), "PEN-L3");
    x0 = d0, x1 = d1;
    y0 = d1 + 1, y1 = Digits(y0);
    if (y1 == y0) return Missing(y1, "PEN-L4");
  } else {
    *v2_item = true;
    const size_t xd = IsLower(name) ? 1 : 2;
    if (d1 - d0 <= xd) return Missing(d1, "PEN-L4");
    x0 = d0, x1 = d0 + xd, y0 = x1, y1 = d1;
  }
  *pi = y1;
  // [PEN-L3] as y ends (at most three digits), then [PEN-L7], x before y.
  if (y1 - y0 > 3) return Err(VALUE_OUT_OF_RANGE, At(y0), "PEN-L3");
  const int x = Value(x0, x1);
  const int y = Value(y0, y1);
  if (x >= board_.h) return Err(VALUE_OUT_OF_RANGE, At(x0), "PEN-L7");
  if (y >= board_.w) return Err(VALUE_OUT_OF_RANGE, At(y0), "PEN-L7");
  if (terrain) {
    // [PEN-C2]: the cursor's orientation as upstream wrote it, 1..7 (an
    // alias counts as 0); the canonical check writes back the first block's.
    board_.terrain_o.emplace(std::make_pair(x, y), oc >= '1' && oc <= '7' ? oc - '0' : 0);
    AddTerrain(x, y);
    return std::nullopt;
  }
  AddPiece(Up(name), o, k, x, y);
  return std::nullopt;
}

Oracle::Step Oracle::LegacyColours(size_t i) {
  // [PEN-L9]: a key 0..5 starts a group (a key given again starts its group
  // afresh, the earlier one forgotten); the groups apply in ascending key
  // order, the letter's last listing in that order giving its colour; a
  // letter with a piece in the slug keeps its pieces' colour.
  std::map<int, std::vector<char>> groups;
  int key = -1;
  if (i < n() && !IsDigit(C(i))) return Err(BAD_CHARACTER, At(i), "PEN-L9");
  for (; i < n(); ++i) {
    const char ch = C(i);
    if (IsDigit(ch)) {
      if (ch > '5') return Err(VALUE_OUT_OF_RANGE, At(i), "PEN-L9");
      key = ch - '0';
      groups[key].clear();
      continue;
    }
    if (IsLower(ch)) {
      ambiguous_ = "a lowercase letter in a legacy colour section";
      return Err(BAD_CHARACTER, At(i), "PEN-L9");
    }
    if (!IsUpper(ch)) return Err(BAD_CHARACTER, At(i), "PEN-L9");
    if (LetterIndex(ch) < 0) return Err(UNKNOWN_PIECE, At(i), "PEN-L9");
    groups[key].push_back(ch);
  }
  for (const auto& [k, letters] : groups) {  // ascending keys
    for (char l : letters) {
      if (!placed_[static_cast<size_t>(LetterIndex(l))]) board_.Color(l) = k;
    }
  }
  return std::nullopt;
}

}  // namespace slugspec::corpusgen::pentomino
