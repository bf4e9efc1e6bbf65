// Transit damage only the sudoku vectors use: characters replaced (a '+'
// turned into a space), text inserted, the URL-safe alphabet, lost padding.
// Percent-escapes and wrapping are shared (common/transit_damage.h).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_DAMAGE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_DAMAGE_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace slugspec::corpusgen::sudoku {

// `s` with every `from` replaced by `to`.
std::string Replace(std::string s, char from, std::string_view to);

std::string Insert(std::string s, size_t at, std::string_view what);

// '+' as '-', '/' as '_' (RFC 4648 §5).
std::string UrlSafe(std::string s);

// `s` up to its first '='.
std::string StripPadding(std::string s);

}  // namespace slugspec::corpusgen::sudoku

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_DAMAGE_H_
