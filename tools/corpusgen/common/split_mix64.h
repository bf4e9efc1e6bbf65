// The generators' one source of randomness: splitmix64, a fixed, portable
// generator. std distributions are implementation-defined, and the corpus
// must be the same everywhere, so draws are plain remainders.
//
// Callers make one draw per statement: the order in which function arguments
// are evaluated is unspecified, and g++ and clang++ differ, so two draws in
// one call would give the two compilers different corpora.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_SPLIT_MIX64_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_SPLIT_MIX64_H_

#include <concepts>
#include <cstdint>

namespace slugspec::corpusgen {

class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}

  uint64_t Next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  // A number in [0, n), n > 0, of n's type: one draw, Next() mod n.
  template <std::integral Int>
  Int Below(Int n) {
    return static_cast<Int>(Next() % static_cast<uint64_t>(n));
  }

  // A number in [lo, hi]: one draw.
  int Range(int lo, int hi) { return lo + Below(hi - lo + 1); }

 private:
  uint64_t state_;
};

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_SPLIT_MIX64_H_
