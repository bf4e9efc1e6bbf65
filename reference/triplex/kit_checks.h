// The triplex kit's transport and check pieces (kit/format_kit.h), apart
// from its generator and bad models (kit.cc).
#ifndef SLUGSPEC_TRIPLEX_KIT_CHECKS_H_
#define SLUGSPEC_TRIPLEX_KIT_CHECKS_H_

#include <string>
#include <string_view>
#include <vector>

#include "kit/format_kit.h"
#include "triplex/triplex.h"

namespace slugspec::triplex {

// Every transit damage of [TPX-T7], alone and all at once.
std::vector<Spelling> RepairableDamages(std::string_view slug);
// Only lower-case letters, digits and '_': nothing for a lenient repair to change.
bool UntouchedByRepairs(std::string_view input);
// DetectVersion agrees with Decode.
std::string CheckDetectVersion(std::string_view input, Profile profile, const Status& status, const Puzzle& model);
// The canonical slug has the shape §4 gives it: W >= H, exactly ceil(N / 4)
// face digits and the rotatable suffix exactly when a piece is rotatable,
// or 8 counts and a class.
std::string CheckCanonicalShape(const Puzzle& model, std::string_view slug);

}  // namespace slugspec::triplex

#endif  // SLUGSPEC_TRIPLEX_KIT_CHECKS_H_
