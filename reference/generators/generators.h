// Generators shared by the property tests and the conformance runner's
// generated cases (spec/conformance.md §4): RapidCheck generators, so that the
// tests shrink their counterexamples, and sampled from a seed by the runner,
// so that its cases are reproducible.
#ifndef SLUGSPEC_GENERATORS_GENERATORS_H_
#define SLUGSPEC_GENERATORS_GENERATORS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <rapidcheck.h>

namespace slugspec::generators {

// A uniform number in [min, max). RapidCheck scales inRange by the test size,
// which would make the early cases all blank boards.
rc::Gen<int> Uniform(int min, int max);

// `slug` with 1..4 random edits (replace, insert, delete, truncate), the new
// characters drawn from `chars`.
rc::Gen<std::string> GenEditedSlug(std::string slug, std::string chars);

// Damage a link suffers in transit (spec/sudoku.md §3, spec/pentomino.md §3).
enum class Damage {
  kPlusAsSpace,   // a form decoder turned '+' into ' '
  kPercentOnce,   // every byte outside A-Z a-z 0-9 - . _ ~ escaped as %XX
  kPercentTwice,  // escaped twice: %25XX
  kUrlSafe,       // base64url: '+' as '-', '/' as '_'
  kNoPadding,     // trailing '=' dropped
  kLineBreaks,    // a mail client wrapped the line
  kProse,         // quoted in a sentence: "(slug)."
  kTruncated,     // cut short
};
inline constexpr Damage kAllDamages[] = {Damage::kPlusAsSpace, Damage::kPercentOnce, Damage::kPercentTwice,
                                         Damage::kUrlSafe,     Damage::kNoPadding,   Damage::kLineBreaks,
                                         Damage::kProse,       Damage::kTruncated};
std::string_view DamageName(Damage d);  // "plus-as-space", ...
// The damaged slug. `seed` places line breaks and the cut.
std::string ApplyDamage(std::string_view slug, Damage d, uint64_t seed);

// The value `gen` gives for `seed` at RapidCheck's nominal size: the same
// value on every machine and compiler, because RapidCheck's random source
// and combinators are deterministic.
template <typename T>
T Sample(const rc::Gen<T>& gen, uint64_t seed) {
  return gen(rc::Random(seed)).value();
}

}  // namespace slugspec::generators

#endif  // SLUGSPEC_GENERATORS_GENERATORS_H_
