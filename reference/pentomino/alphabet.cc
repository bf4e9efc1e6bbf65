#include "pentomino/alphabet.h"

namespace slugspec::pentomino {
namespace {

// Row k of the table of §6: the characters for orientations 0..7.
constexpr std::string_view kOrientationRows[6] = {"01234567", "ABCDEFGH", "IJKLMNOP",
                                                  "QRSTUVWX", "YZabcdef", "ghijklmn"};

constexpr std::string_view kBase62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

constexpr std::string_view kSurfaceLetters = "?RCSTMPK";  // indexed by the Surface enum

}  // namespace

std::optional<OrientationColor> ParseOrientationColor(char c) {
  if (c == '8' || c == '9') return OrientationColor{c - '8' + 4, 0, true};
  for (int k = 0; k < 6; ++k) {
    const size_t o = kOrientationRows[k].find(c);
    if (o != std::string_view::npos) return OrientationColor{static_cast<int>(o), k, false};
  }
  return std::nullopt;
}

char OrientationColorChar(int orientation, int k) {
  return kOrientationRows[k][static_cast<size_t>(orientation)];
}

int Base62Value(char c) {
  if (IsDigit(c)) return c - '0';
  if (IsLower(c)) return c - 'a' + 10;
  if (IsUpper(c)) return c - 'A' + 36;
  return -1;
}

char Base62Char(int value) { return kBase62[static_cast<size_t>(value)]; }

bool IsEarlyV3Spelling(char c) { return c >= '[' && c <= '`'; }

std::optional<Surface> SurfaceOfLetter(char c) {
  const size_t i = kSurfaceLetters.find(c);
  if (i == std::string_view::npos || i == 0) return std::nullopt;
  return static_cast<Surface>(i);
}

char SurfaceLetter(Surface s) {
  const auto i = static_cast<size_t>(s);
  return i < kSurfaceLetters.size() ? kSurfaceLetters[i] : '?';
}

}  // namespace slugspec::pentomino
