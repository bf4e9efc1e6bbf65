// Vector ids: "<format>/" then lowercase letters, digits, '/' and the
// punctuation the format allows (corpus/README.md); and the three-digit
// numbers of vectors in a numbered family, so that ids sort in order.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_IDS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_IDS_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace slugspec::corpusgen {

// Whether `id` is `format` and '/', then lowercase letters, digits and the
// characters of `punctuation` (which includes '/'), not ending in '/' or '-'.
bool ValidId(std::string_view id, std::string_view format, std::string_view punctuation);

// The rule ValidId checks, in words: "ids are sudoku/ then lowercase letters,
// digits, '-' and '/'".
std::string IdRule(std::string_view format, std::string_view punctuation);

// "007".
std::string Index(uint32_t i);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_IDS_H_
