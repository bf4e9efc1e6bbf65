// Draw: the source of choices every generator of the harnesses draws from.
// A format's kit writes its model generator once, against Draw; the
// conformance runner draws from a seed (SeededDraw: the same cases on every
// machine and compiler, and no test framework in the certifying tool), the
// property tests from RapidCheck (kit/rapidcheck_generators.h: the same
// generator, with shrinking).
#ifndef SLUGSPEC_KIT_DRAW_H_
#define SLUGSPEC_KIT_DRAW_H_

#include <cstdint>
#include <string_view>

namespace slugspec {

class Draw {
 public:
  virtual ~Draw() = default;
  // A number in [min, max), each about equally likely; min when max <= min.
  virtual int Uniform(int min, int max) = 0;

  // One of `choices` (not empty).
  char CharOf(std::string_view choices) {
    return choices[static_cast<size_t>(Uniform(0, static_cast<int>(choices.size())))];
  }
};

// SplitMix64 from a seed.
class SeededDraw final : public Draw {
 public:
  explicit SeededDraw(uint64_t seed) : state_(seed) {}
  int Uniform(int min, int max) override;

 private:
  uint64_t state_;
};

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_DRAW_H_
