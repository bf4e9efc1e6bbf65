// The oracle's checks of v3 and v3.1 (spec/pentomino.md §8): pieces, the
// terrain forms and the colour section.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/oracle.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

Oracle::Step Oracle::B62At(size_t i, int* v, const char* req) const {
  if (i >= n()) return Err(TRUNCATED, t_.input_size, req);
  *v = B62Value(C(i));
  if (*v < 0 || IsEarlyV3(C(i))) return Err(BAD_CHARACTER, At(i), req);
  return std::nullopt;
}

Oracle::Step Oracle::V3() {
  board_.surface = C(0);
  int h = 0, w = 0;
  if (auto e = B62At(1, &h, "PEN-V3-2")) return e;
  if (h == 0) return Err(VALUE_OUT_OF_RANGE, At(1), "PEN-V3-2");
  if (auto e = B62At(2, &w, "PEN-V3-2")) return e;
  if (w == 0) return Err(VALUE_OUT_OF_RANGE, At(2), "PEN-V3-2");
  board_.h = h, board_.w = w;
  size_t i = 3;
  while (i < n() && C(i) != 'R' && C(i) != '_') {
    const char name = C(i);
    if (!IsLetter(name)) return Err(BAD_CHARACTER, At(i), "PEN-V3-3");
    if (LetterIndex(Up(name)) < 0) return Err(UNKNOWN_PIECE, At(i), "PEN-V3-3");
    if (i + 1 >= n()) return Err(TRUNCATED, t_.input_size, "PEN-V3-3");
    const char oc = C(i + 1);
    int o = -1, k = 0;
    if (oc == '8' || oc == '9') o = oc - '8' + 4;
    for (int r = 0; r < 6 && o < 0; ++r) {
      const size_t f = kOriRows[r].find(oc);
      if (f != std::string_view::npos) o = static_cast<int>(f), k = r;
    }
    if (o < 0) return Err(BAD_CHARACTER, At(i + 1), "PEN-V3-4");
    int x = 0, y = 0;
    if (auto e = B62At(i + 2, &x, i + 2 >= n() ? "PEN-V3-3" : "PEN-V3-5")) return e;
    if (auto e = B62At(i + 3, &y, i + 3 >= n() ? "PEN-V3-3" : "PEN-V3-5")) {
      if (x >= h) ambiguous_ = "x outside the board and y missing or bad";
      return e;
    }
    if (x >= h) return Err(VALUE_OUT_OF_RANGE, At(i + 2), "PEN-V3-5");
    if (y >= w) return Err(VALUE_OUT_OF_RANGE, At(i + 3), "PEN-V3-5");
    AddPiece(Up(name), o, k + (IsLower(name) ? 6 : 0), x, y);
    i += 4;
  }
  if (C(i) == 'R') {
    ++i;
    if (C(i) == 'Y' || C(i) == 'Z') {
      lines_ = true;
      if (auto e = Lines(&i)) return e;
    } else if (auto e = Pairs(&i)) {
      return e;
    }
  }
  if (i < n()) {  // '_'
    if (auto e = V3Colours(i + 1)) return e;
  }
  // [PEN-D2]: v3.1 when a line form is used, or when v3.1 writes the board
  // as v3 does.
  version_ = lines_ || WriteV31(board_) == WriteV3(board_) ? "v3.1" : "v3";
  return std::nullopt;
}

Oracle::Step Oracle::Pairs(size_t* pi) {
  size_t i = *pi;
  if (i >= n() || C(i) == '_') return Missing(i, "PEN-V3-6");
  while (i < n() && C(i) != '_') {
    int x = 0, y = 0;
    if (auto e = B62At(i, &x, "PEN-V3-5")) return e;
    if (i + 1 >= n() || C(i + 1) == '_') {
      if (x >= board_.h) ambiguous_ = "x outside the board and y missing";
      return Missing(i + 1, "PEN-V3-6");
    }
    if (auto e = B62At(i + 1, &y, "PEN-V3-5")) {
      if (x >= board_.h) ambiguous_ = "x outside the board and y bad";
      return e;
    }
    if (x >= board_.h) return Err(VALUE_OUT_OF_RANGE, At(i), "PEN-V3-5");
    if (y >= board_.w) return Err(VALUE_OUT_OF_RANGE, At(i + 1), "PEN-V3-5");
    AddTerrain(x, y);
    i += 2;
  }
  *pi = i;
  return std::nullopt;
}

Oracle::Step Oracle::Lines(size_t* pi) {
  const bool columns = C(*pi) == 'Y';
  size_t i = *pi + 1;
  if (i >= n() || C(i) == '_') return Missing(i, "PEN-V3-6");
  while (i < n() && C(i) != '_') {
    if (C(i) == '0') {
      ++i;
      auto e = Pairs(&i);
      *pi = i;
      return e;
    }
    int count = 0, cross = 0;
    if (auto e = B62At(i, &count, "PEN-V3-6")) return e;
    if (i + 1 >= n() || C(i + 1) == '_') return Missing(i + 1, "PEN-V3-6");
    if (auto e = B62At(i + 1, &cross, "PEN-V3-5")) return e;
    const size_t cross_at = i + 1;
    i += 2;
    for (int c = 0; c <= count; ++c, ++i) {
      int along = 0;
      if (i >= n() || C(i) == '_') return Missing(i, "PEN-V3-6");
      if (auto e = B62At(i, &along, "PEN-V3-5")) return e;
      // Each block as it is read, as an item: x, then y, wherever each
      // stands (in the Y form x is the block's own character, in the Z form
      // the line's), so a group cut short is TRUNCATED first.
      const int x = columns ? along : cross, y = columns ? cross : along;
      const size_t x_at = columns ? i : cross_at, y_at = columns ? cross_at : i;
      if (x >= board_.h) return Err(VALUE_OUT_OF_RANGE, At(x_at), "PEN-V3-5");
      if (y >= board_.w) return Err(VALUE_OUT_OF_RANGE, At(y_at), "PEN-V3-5");
      AddTerrain(x, y);
    }
  }
  *pi = i;
  return std::nullopt;
}

Oracle::Step Oracle::V3Colours(size_t i) {
  // [PEN-V3-8], as every v3-era upstream decoder reads the section: each
  // group is a key character (0..9, a = 10, b = 11) and the letters after it
  // up to the next key; groups of one key add up; then the colours are set
  // key by key in ascending order, so the letter's last listing in that
  // order gives its colour; a placed letter keeps its pieces' colour.
  auto key_of = [](char ch) { return IsDigit(ch) ? ch - '0' : ch == 'a' ? 10 : ch == 'b' ? 11 : -1; };
  if (i < n() && key_of(C(i)) < 0) return Err(BAD_CHARACTER, At(i), "PEN-V3-8");
  std::map<int, std::vector<size_t>> groups;  // key -> the positions of its letters, in reading order
  int key = -1;
  for (; i < n(); ++i) {
    const char ch = C(i);
    if (key_of(ch) >= 0) {
      key = key_of(ch);
      groups[key];
      continue;
    }
    if (!IsLetter(ch)) return Err(BAD_CHARACTER, At(i), "PEN-V3-8");
    if (LetterIndex(Up(ch)) < 0) return Err(UNKNOWN_PIECE, At(i), "PEN-V3-8");
    groups[key].push_back(i);
  }
  std::map<char, size_t> final_listing;        // letter -> the position that gives its colour
  for (const auto& [k, positions] : groups) {  // ascending keys
    for (size_t at : positions) final_listing[Up(C(at))] = at;
  }
  auto colour_at = [&](size_t at) { return key_of(KeyBefore(at)) + (IsLower(C(at)) ? 6 : 0); };
  std::optional<size_t> too_high;
  for (const auto& [letter, at] : final_listing) {
    if (placed_[static_cast<size_t>(LetterIndex(letter))]) continue;
    if (colour_at(at) > 11 && (!too_high || at < *too_high)) too_high = at;
  }
  if (too_high) return Err(VALUE_OUT_OF_RANGE, At(*too_high), "PEN-V3-8");
  for (const auto& [letter, at] : final_listing) {
    if (!placed_[static_cast<size_t>(LetterIndex(letter))]) board_.Color(letter) = colour_at(at);
  }
  return std::nullopt;
}

char Oracle::KeyBefore(size_t at) const {
  while (at > 0 && !(IsDigit(C(at - 1)) || C(at - 1) == 'a' || C(at - 1) == 'b')) --at;
  return C(at - 1);
}

}  // namespace slugspec::corpusgen::pentomino
