// Transit damage only the santorini vectors use: letters in upper case and
// text inserted. Percent-escapes, wrapping and prose are shared
// (common/transit_damage.h).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_DAMAGE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_DAMAGE_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace slugspec::corpusgen::santorini {

// `s` with every ASCII letter in upper case.
inline std::string Upper(std::string s) {
  for (char& c : s) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return s;
}

inline std::string Insert(std::string s, size_t at, std::string_view what) { return s.insert(at, what); }

}  // namespace slugspec::corpusgen::santorini

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_DAMAGE_H_
