// Character and length helpers every generator uses. Offsets in the corpus are
// uint32_t, so lengths are measured in uint32_t too.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_CHARS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_CHARS_H_

#include <cstdint>
#include <string_view>

namespace slugspec::corpusgen {

inline uint32_t Len(std::string_view s) { return static_cast<uint32_t>(s.size()); }

inline bool In(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

// The value of a hexadecimal digit in either case, or -1.
inline int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_CHARS_H_
