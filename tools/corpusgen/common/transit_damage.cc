#include "corpusgen/common/transit_damage.h"

namespace slugspec::corpusgen {

std::string PercentEscape(char c, int times) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const auto u = static_cast<unsigned char>(c);
  std::string e = {'%', kHex[u >> 4], kHex[u & 15]};
  for (int i = 1; i < times; ++i) e.insert(1, "25");  // "%XX" escaped again is "%25XX"
  return e;
}

std::string Escape(std::string_view s, std::string_view which, int times) {
  std::string out;
  for (char c : s) out += (which.empty() || which.find(c) != std::string_view::npos) ? PercentEscape(c, times) : std::string(1, c);
  return out;
}

std::string Wrap(std::string_view s, size_t every, std::string_view brk) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && i % every == 0) out += brk;
    out += s[i];
  }
  return out;
}

std::string InProse(std::string_view s, SplitMix64* rng) {
  // One draw per statement: g++ and clang++ evaluate arguments in different orders.
  const char open = "([{<\"'`"[rng->Below(7)];
  const char close = ".,;:!?)]}>\"'`"[rng->Below(13)];
  return std::string(1, open) + std::string(s) + close;
}

}  // namespace slugspec::corpusgen
