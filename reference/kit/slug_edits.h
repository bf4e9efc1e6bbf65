// What happens to slugs on their way: random edits (a person or a program
// changing characters) and the damage links suffer in transit. Shared by
// the property tests, the fuzzers' helpers and the conformance runner's
// generated cases.
#ifndef SLUGSPEC_KIT_SLUG_EDITS_H_
#define SLUGSPEC_KIT_SLUG_EDITS_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "kit/draw.h"

namespace slugspec {

// `slug` with 1..4 edits drawn from `draw` (replace, insert, delete,
// truncate), the new characters drawn from `chars` (not empty).
std::string EditSlug(Draw& draw, std::string slug, std::string_view chars);

// `s` with every `from` replaced by `to`.
std::string ReplaceEach(std::string_view s, char from, std::string_view to);
// `s` with a line break every `every` characters (> 0), alternately "\n\t"
// and "\r\n", as mail and chat clients wrap links.
std::string Wrapped(std::string_view s, size_t every);

// Damage a link suffers in transit (spec/README.md §2, "Transit repairs").
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

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_SLUG_EDITS_H_
