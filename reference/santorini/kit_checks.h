// The santorini kit's transport and check pieces (kit/format_kit.h), apart
// from its generator and bad models (kit.cc).
#ifndef SLUGSPEC_SANTORINI_KIT_CHECKS_H_
#define SLUGSPEC_SANTORINI_KIT_CHECKS_H_

#include <string>
#include <string_view>
#include <vector>

#include "kit/format_kit.h"
#include "santorini/santorini.h"

namespace slugspec::santorini {

// Every transit damage of §3.2 [SAN-T7], alone and all at once, and the
// post's notation [SAN-T8].
std::vector<Spelling> RepairableDamages(std::string_view slug);
// Only lower-case letters, digits and '_': nothing for a lenient repair to
// change, and no space to start the post's notation.
bool UntouchedByRepairs(std::string_view input);
// DetectVersion agrees with Decode: the decoded version on success, the same
// rejection when the prefix or an earlier check fails.
std::string CheckDetectVersion(std::string_view input, Profile profile, const Status& status, const Position& model);
// The canonical slug has the length §10 gives it: the prefix, then the
// message (36 bits and the building fields' widths), the stop bit and the
// fewest zero bits, 5 bits a character.
std::string CheckCanonicalLength(const Position& model, Version version, std::string_view slug);

}  // namespace slugspec::santorini

#endif  // SLUGSPEC_SANTORINI_KIT_CHECKS_H_
