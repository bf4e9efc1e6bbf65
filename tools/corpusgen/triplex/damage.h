// Transit damage only the triplex vectors use: letters in upper case and
// text inserted. Percent-escapes, wrapping and prose are shared
// (common/transit_damage.h).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_DAMAGE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_DAMAGE_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace slugspec::corpusgen::triplex {

// `s` with every ASCII letter from `from` on in upper case.
inline std::string Upper(std::string s, size_t from = 0) {
  for (size_t i = from; i < s.size(); ++i) {
    if (s[i] >= 'a' && s[i] <= 'z') s[i] = static_cast<char>(s[i] - 'a' + 'A');
  }
  return s;
}

// The payload (everything after "tpx1s_" or "tpx1l_") in upper case: what
// the lenient profile folds back ([TPX-T7]).
inline std::string UpperPayload(const std::string& s) { return Upper(s, 6); }

inline std::string Insert(std::string s, size_t at, std::string_view what) { return s.insert(at, what); }

}  // namespace slugspec::corpusgen::triplex

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_DAMAGE_H_
