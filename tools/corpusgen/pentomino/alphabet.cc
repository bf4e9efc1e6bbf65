#include "corpusgen/pentomino/alphabet.h"

#include <cstddef>
#include <string>

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::pentomino {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsLetter(char c) { return IsLower(c) || IsUpper(c); }
char Up(char c) { return IsLower(c) ? static_cast<char>(c - 32) : c; }
char Low(char c) { return IsUpper(c) ? static_cast<char>(c + 32) : c; }

int LetterIndex(char upper) {
  const size_t i = kLetters.find(upper);
  return i == std::string_view::npos ? -1 : static_cast<int>(i);
}

int B62Value(char c) {
  const size_t i = kB62.find(c);
  return i == std::string_view::npos || c == 0 ? -1 : static_cast<int>(i);
}

char B62(int v) {
  if (v < 0 || v > 61) Die("base 62 holds 0..61, not " + std::to_string(v));
  return kB62[static_cast<size_t>(v)];
}

bool IsEarlyV3(char c) { return c >= '[' && c <= '`'; }

}  // namespace slugspec::corpusgen::pentomino
