// Damage as links suffer it in transit, for building the inputs of vectors:
// percent-escapes (once or more) and line wrapping. Damage that only one
// format's vectors use lives with that format.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_DAMAGE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_DAMAGE_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "corpusgen/common/split_mix64.h"

namespace slugspec::corpusgen {

// "%XX" for `c`, escaped again `times - 1` more times ("%25XX", "%2525XX").
std::string PercentEscape(char c, int times);

// Percent-escapes, `times` times, every character of `s` that is in `which`
// (all characters when `which` is empty).
std::string Escape(std::string_view s, std::string_view which, int times = 1);

// Inserts `brk` after every `every` characters, as mail clients wrap lines.
std::string Wrap(std::string_view s, size_t every, std::string_view brk);

// `s` as quoted in prose: an opening bracket or quote before it and closing
// punctuation after it, drawn from `rng` (opening first, then closing).
std::string InProse(std::string_view s, SplitMix64* rng);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_DAMAGE_H_
