// The generator's own pentomino decoder, the "oracle": spec/pentomino.md
// §3-§8, check by check, in order, written from the spec text alone. It
// gives each vector its expected outcome in both profiles, and says when the
// spec leaves an outcome open (two checks whose order it does not fix), so
// that the generator can refuse the vector.
//
// The Oracle's methods are spread over files by spec section: oracle.cc (the
// profiles, dispatch, the canonical check, building the board), oracle_v0.cc
// (§4), oracle_legacy.cc (§5-§7) and oracle_v3.cc (§8).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_ORACLE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_ORACLE_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/received_text.h"
#include "corpusgen/pentomino/model.h"

namespace slugspec::corpusgen::pentomino {

// Decodes `slug` in the strict or the lenient profile.
Decoding<Decoded> Decode(std::string_view slug, bool lenient);

// [PEN-T2], in its order.
Text LenientRepairs(std::string_view input);

class Oracle {
 public:
  Oracle(std::string_view input, bool lenient);
  // Reads `text`, the input as lenient repairs left it (step 4 of [PEN-T2]).
  Oracle(std::string_view input, Text text);

  Outcome Run();

  // Why the spec leaves this input's outcome open, or empty.
  const std::string& ambiguous() const { return ambiguous_; }

 private:
  using Step = std::optional<Outcome>;
  uint32_t At(size_t i) const { return t_.At(i); }
  size_t n() const { return t_.chars.size(); }
  char C(size_t i) const { return i < t_.chars.size() ? t_.chars[i] : '\0'; }
  // Input ended, or an unexpected character, where `i` should hold something.
  Outcome Missing(size_t i, const char* req) const;

  // --- building the board (oracle.cc): [PEN-C3], [PEN-C4]
  struct Occupant {
    bool terrain = false;
    char letter = 0;
    int o = 0, colour = 0;
  };
  void Vacate(int x, int y);
  void AddTerrain(int x, int y);
  void AddPiece(char letter, int o, int colour, int x, int y);

  // --- §4: v0 (oracle_v0.cc)
  Step V0();

  // --- §5-§7: v1, v1.1, v1.5, v2 (oracle_legacy.cc)
  // Digits from i; returns the end.
  size_t Digits(size_t i) const;
  int Value(size_t from, size_t to) const;
  Step Legacy();
  Step LegacyItem(size_t* pi, char sep, bool* v2_item);
  Step LegacyColours(size_t i);

  // --- §8: v3, v3.1 (oracle_v3.cc)
  // One base-62 character at i: TRUNCATED, BAD_CHARACTER (the early v3
  // punctuation too), or its value.
  Step B62At(size_t i, int* v, const char* req) const;
  Step V3();
  // One or more (x, y) pairs up to the end or '_'.
  Step Pairs(size_t* pi);
  Step Lines(size_t* pi);
  Step V3Colours(size_t i);
  // The colour key that the letter at `at` of a v3 colour section belongs to.
  char KeyBefore(size_t at) const;

  bool lenient_;
  std::string input_;
  Text t_;
  std::string ambiguous_;
  std::string version_;
  Board board_;
  std::map<std::pair<int, int>, Occupant> cells_;
  std::array<bool, 12> placed_{};
  bool lines_ = false;
};

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_ORACLE_H_
