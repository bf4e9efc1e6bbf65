#include "kit/draw.h"

namespace slugspec {

int SeededDraw::Uniform(int min, int max) {
  if (max <= min) return min;
  state_ += 0x9e3779b97f4a7c15ULL;
  uint64_t z = state_;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  z ^= z >> 31;
  // The span is below 2^32, so the modulo's bias is below 2^-32.
  const auto span = static_cast<uint64_t>(static_cast<int64_t>(max) - min);
  return static_cast<int>(static_cast<int64_t>(min) + static_cast<int64_t>(z % span));
}

}  // namespace slugspec
