#include "corpusgen/sudoku/damage.h"

#include <algorithm>

namespace slugspec::corpusgen::sudoku {

std::string Replace(std::string s, char from, std::string_view to) {
  std::string out;
  for (char c : s) out += c == from ? std::string(to) : std::string(1, c);
  return out;
}

std::string Insert(std::string s, size_t at, std::string_view what) { return s.insert(at, what); }

std::string UrlSafe(std::string s) {
  std::replace(s.begin(), s.end(), '+', '-');
  std::replace(s.begin(), s.end(), '/', '_');
  return s;
}

std::string StripPadding(std::string s) { return s.substr(0, s.find('=')); }

}  // namespace slugspec::corpusgen::sudoku
