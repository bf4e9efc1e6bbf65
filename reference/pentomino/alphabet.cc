#include "pentomino/alphabet.h"

#include <array>

namespace slugspec::pentomino {
namespace {

// Row k of the table of §6: the characters for orientations 0..7.
constexpr std::string_view kOrientationRows[6] = {"01234567", "ABCDEFGH", "IJKLMNOP",
                                                  "QRSTUVWX", "YZabcdef", "ghijklmn"};

constexpr std::string_view kBase62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

constexpr std::string_view kSurfaceLetters = "?RCSTMPK";  // indexed by the Surface enum

// Each byte's place in kOrientationRows, as 8 * k + orientation; -1 for a
// byte in no row.
constexpr auto kOrientationColorOfByte = [] {
  std::array<signed char, 256> table{};
  table.fill(-1);
  for (size_t k = 0; k < 6; ++k) {
    for (size_t o = 0; o < 8; ++o) {
      table[static_cast<unsigned char>(kOrientationRows[k][o])] = static_cast<signed char>(8 * k + o);
    }
  }
  return table;
}();

}  // namespace

std::optional<OrientationColor> ParseOrientationColor(char c) {
  if (c == '8' || c == '9') return OrientationColor{c - '8' + 4, 0, true};
  const int place = kOrientationColorOfByte[static_cast<unsigned char>(c)];
  if (place < 0) return std::nullopt;
  return OrientationColor{place % 8, place / 8, false};
}

char OrientationColorChar(int orientation, int k) { return kOrientationRows[k][static_cast<size_t>(orientation)]; }

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
