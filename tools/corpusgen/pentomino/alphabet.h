// The characters of pentomino slugs (spec/pentomino.md): the twelve piece
// letters, base 62, the orientation-and-colour table of §6, the surfaces of
// §8, and the character classes the writers and the oracle test.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_ALPHABET_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_ALPHABET_H_

#include <string_view>

namespace slugspec::corpusgen::pentomino {

constexpr std::string_view kLetters = "FILPNTUVWXYZ";
constexpr std::string_view kB62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
// Row k holds the characters of orientations 0..7 in colour part k.
constexpr std::string_view kOriRows[6] = {"01234567", "ABCDEFGH", "IJKLMNOP", "QRSTUVWX", "YZabcdef", "ghijklmn"};
constexpr std::string_view kSurfaces = "RCSTMPK";

bool IsDigit(char c);
bool IsLower(char c);
bool IsUpper(char c);
bool IsLetter(char c);
char Up(char c);
char Low(char c);

// The index of an uppercase letter in kLetters, or -1.
int LetterIndex(char upper);

// The value of a base-62 digit, or -1.
int B62Value(char c);

// The base-62 digit of 0..61; anything else stops generation.
char B62(int v);

// [ \ ] ^ _ `: how the early v3 encoder wrote 36..41.
bool IsEarlyV3(char c);

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_ALPHABET_H_
