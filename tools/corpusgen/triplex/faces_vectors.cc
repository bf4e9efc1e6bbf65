// The face vectors (faces.jsonl): §5.2 [TPX-S1] (exactly ceil(N / 4)
// lower-case hex digits) and [TPX-S2] (the bits above N are 0), for sizes
// with 0 to 3 bits above N, short and long, with foreign characters, in
// upper case.
//
// No vector has a nonzero bit above N together with another [TPX-S1] flaw:
// "S1 and S2 are read as the characters come" leaves open whether S2 (about
// the first character) comes before a flaw in a later character or after
// the whole of S1. No vector has a character other than a hex digit or '_'
// right after the last face digit: it is both "BAD_CHARACTER at the first
// other character" and "TRAILING_DATA at the first character past
// ceil(N / 4)". The oracle refuses both.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void FaceVectors(Corpus& c) {
  const std::string f = "faces.jsonl";
  Family add(c, f, "triplex/faces/");
  const std::vector<std::string> s1 = {"TPX-S1"}, s2 = {"TPX-S2"};

  // Bits above N: 4x2 and 7x5 have 2, 5x2 and 12x3 have 3, 6x3 and 9x4 have
  // 1, 3x3, 4x4, 6x6 and 18x2 none.
  for (const auto& [w, h] : std::vector<std::array<uint32_t, 2>>{
           {4, 2}, {5, 2}, {6, 3}, {3, 3}, {4, 4}, {7, 5}, {9, 4}, {12, 3}, {6, 6}, {18, 2}}) {
    const Partition p = *Sample(w, h);
    const std::string s = SolutionSlug(p);
    const std::string size = Size(w, h) + "/";
    const uint32_t at = FacesAt(p), digits = FaceDigits(w, h), n = FaceCount(w, h);
    const std::string faces = s.substr(at);
    const std::string about = std::to_string(n) + " faces, " + std::to_string(digits) + " digits";
    add(size + "exact", s, {}, s1, Ok(p), std::nullopt, about);
    add(size + "one-short", s.substr(0, s.size() - 1), {"FaceDigits", "Truncated"}, s1, Err(TRUNCATED, Len(s) - 1));
    add(size + "one-digit", s.substr(0, at + 1), {"FaceDigits", "Truncated"}, s1, Err(TRUNCATED, at + 1));
    add(size + "none", s.substr(0, at), {"FaceDigits", "Truncated"}, s1, Err(TRUNCATED, at));
    add(size + "one-long", s + "0", {"FaceDigits"}, s1, Err(TRAILING_DATA, Len(s)), std::nullopt,
        "a hex digit past ceil(N / 4)");
    add(size + "doubled", s + faces, {"FaceDigits"}, s1, Err(TRAILING_DATA, Len(s)));
    add(size + "one-long-then-marker", s + "f_r0", {"FaceDigits", "RotatableMarker"}, s1, Err(TRAILING_DATA, Len(s)),
        std::nullopt, "[TPX-S1] before [TPX-S6]");
    add(size + "early-underscore", s.substr(0, s.size() - 1) + "_r0", {"FaceDigits", "RotatableMarker"}, s1,
        Err(BAD_CHARACTER, Len(s) - 1), std::nullopt, "a '_' that comes too early");
    std::string g = s;
    g[at + digits / 2] = 'g';
    add(size + "letter-g", g, {"ForeignCharacter"}, s1, Err(BAD_CHARACTER, at + digits / 2));
    std::string minus = s;
    minus[at] = '-';
    add(size + "minus-first", minus, {"ForeignCharacter"}, s1, Err(BAD_CHARACTER, at));
    // Upper-case hex: strict BAD_CHARACTER at the first capital, lenient reads it.
    const std::string upper = Upper(s, kFoldFrom);
    const size_t capital = upper.find_first_of("ABCDEF", at);
    if (capital != std::string::npos) {
      add(size + "upper-case", s.substr(0, at) + upper.substr(at), {"UpperCase"}, {"TPX-S1", "TPX-T7"},
          Err(BAD_CHARACTER, static_cast<uint32_t>(capital)), Ok(p));
    }
    // [TPX-S2] each bit above N set, alone.
    const uint64_t value = FaceValue(p);
    for (uint32_t bit = n; bit < 4 * digits; ++bit) {
      add(size + "bit-" + std::to_string(bit), WithFaces(p, value | uint64_t{1} << bit), {"HighBits"}, s2,
          Err(VALUE_OUT_OF_RANGE, at), std::nullopt, about + ": bit " + std::to_string(bit) + " set");
    }
    if (4 * digits > n) {
      const uint64_t all = value | ((uint64_t{1} << (4 * digits - n)) - 1) << n;
      const std::string high = WithFaces(p, all);
      add(size + "bits-above-n", high, {"HighBits"}, s2, Err(VALUE_OUT_OF_RANGE, at), std::nullopt,
          "every bit above N set");
      // The first character in upper case: strict stops at it, lenient reads its bits.
      if (high[at] >= 'a') {
        add(size + "bits-above-n-upper-case", high.substr(0, at) + Upper(high.substr(at)), {"HighBits", "UpperCase"},
            {"TPX-S1", "TPX-S2", "TPX-T7"}, Err(BAD_CHARACTER, at), Err(VALUE_OUT_OF_RANGE, at));
      }
    }
  }
  add("4x2/space-inside", "tpx1s_4x2_2 4d_r1", {"SurroundingSpaces"}, {"TPX-S1", "GEN-3"}, Err(BAD_CHARACTER, 11));
  add("4x2/plus-inside", "tpx1s_4x2_2+4d_r1", {"ForeignCharacter"}, s1, Err(BAD_CHARACTER, 11));
  add("4x2/decimal", "tpx1s_4x2_589", {"HighBits"}, s2, Err(VALUE_OUT_OF_RANGE, 10), std::nullopt,
      "the face value in decimal: 0x589 has bits above N = 10");
}

}  // namespace slugspec::corpusgen::triplex
