// The small alphabets every pentomino version shares (spec/pentomino.md):
// the twelve letters, the orientation-and-colour character (§6), base-62
// numbers and surface letters (§8).
#ifndef SLUGSPEC_PENTOMINO_ALPHABET_H_
#define SLUGSPEC_PENTOMINO_ALPHABET_H_

#include <array>
#include <optional>
#include <string_view>

#include "slugspec/pentomino.pb.h"

namespace slugspec::pentomino {

// The letters in upstream's canonical order, which colour sections follow.
inline constexpr std::string_view kLetters = "FILPNTUVWXYZ";
inline constexpr int kLetterCount = 12;
inline constexpr int kMaxColor = 11;

namespace internal {
// kLetters' index of each byte, -1 for the others: decoding asks for one per
// piece (a table, not a search).
inline constexpr auto kLetterIndexOfByte = [] {
  std::array<signed char, 256> table{};
  table.fill(-1);
  for (size_t i = 0; i < kLetters.size(); ++i)
    table[static_cast<unsigned char>(kLetters[i])] = static_cast<signed char>(i);
  return table;
}();
}  // namespace internal

// 0..11 for an uppercase piece letter, else -1.
inline int LetterIndex(char upper) { return internal::kLetterIndexOfByte[static_cast<unsigned char>(upper)]; }

inline bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
inline bool IsDigit(char c) { return c >= '0' && c <= '9'; }
inline char ToUpper(char c) { return IsLower(c) ? static_cast<char>(c - 'a' + 'A') : c; }
inline char ToLower(char c) { return IsUpper(c) ? static_cast<char>(c - 'A' + 'a') : c; }

// An orientation (4 * reflected + rotation, 0..7) and a colour part k (0..5).
struct OrientationColor {
  int orientation = 0;
  int k = 0;
  bool alias = false;  // '8' or '9': accepted spellings of 4 and 5, never written
};

// Reads the character of §6; nullopt for any other character.
std::optional<OrientationColor> ParseOrientationColor(char c);
// The character of §6 for orientation 0..7 and colour part 0..5.
char OrientationColorChar(int orientation, int k);

// Base 62: 0-9, a-z = 10..35, A-Z = 36..61; -1 for any other character.
int Base62Value(char c);
char Base62Char(int value);  // value in 0..61

// Whether `c` is one of the characters the early v3 encoder wrote for 36..41.
bool IsEarlyV3Spelling(char c);

// Surface letters of v3 and later.
std::optional<Surface> SurfaceOfLetter(char c);
char SurfaceLetter(Surface s);  // '?' for SURFACE_UNSPECIFIED

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_ALPHABET_H_
