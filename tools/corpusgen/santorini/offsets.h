// Where a check reports a flaw the vectors put in on purpose, by intent: a
// check about a message bit reports the character that holds it, payload
// character floor(bit / 5) at offset 5 plus that in a slug, the bit's own
// '0' or '1' in the post's notation (spec/santorini.md §4).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_OFFSETS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_OFFSETS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

inline uint32_t CharOfBit(size_t bit) { return static_cast<uint32_t>(5 + bit / 5); }
// Worker field i = 0..3 (player one's two, then player two's).
inline uint32_t WorkerAt(size_t i) { return CharOfBit(1 + 5 * i); }
// Count j = 0..2 (S, H, T).
inline uint32_t CountAt(size_t j) { return CharOfBit(21 + 5 * j); }
// Building field k = 1..25.
inline uint32_t FieldAt(char version, size_t k) { return CharOfBit(FieldBit(version, k)); }

// In the post's notation: the offset of the character that is message bit `bit`.
inline uint32_t NotationBitAt(std::string_view notation, size_t bit) {
  size_t seen = 0;
  for (size_t i = 5; i < notation.size(); ++i) {
    if (notation[i] != '0' && notation[i] != '1') continue;
    if (seen++ == bit) return static_cast<uint32_t>(i);
  }
  Die("the notation has no bit " + std::to_string(bit));
}

}  // namespace slugspec::corpusgen::santorini

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_OFFSETS_H_
