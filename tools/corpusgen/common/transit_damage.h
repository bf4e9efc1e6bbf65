// Damage as links suffer it in transit, for building the inputs of vectors:
// percent-escapes (once or more), line wrapping, prose around a link, upper
// case, and the random mix of them that the random vectors use. Damage that
// only one format's vectors use lives with that format.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_DAMAGE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_DAMAGE_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

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

// `s` with every ASCII letter from `from` on in upper case.
std::string Upper(std::string s, size_t from = 0);

// `s` with `what` inserted at `at`.
inline std::string Insert(std::string s, size_t at, std::string_view what) { return s.insert(at, what); }

// What random damage a format's lenient profile repairs.
struct RepairableDamage {
  // Upper case from this offset on (the prefix and what else the profile
  // never folds stay as they are); npos: the format folds no case.
  size_t fold_from = std::string_view::npos;
  // The characters percent-escaped besides '_', when not only '_' is.
  std::string_view escaped_too;
};

// A random mix of the damage `repairable` says the lenient profile undoes,
// at least one kind, each named in `flags` (and "CombinedDamage" for more
// than one): upper case, line breaks, percent-escapes made after the
// breaks (so that no break splits an escape), spaces inside or outside
// prose punctuation (where the repairs remove them, before or after the
// punctuation, but not on both sides).
std::string RandomTransitDamage(SplitMix64* rng, const RepairableDamage& repairable, std::string slug,
                                std::vector<std::string>* flags);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_DAMAGE_H_
