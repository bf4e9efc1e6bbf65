// The sudoku kit's transport and check pieces (kit/format_kit.h), apart
// from its generators and bad models (kit.cc).
#ifndef SLUGSPEC_SUDOKU_KIT_CHECKS_H_
#define SLUGSPEC_SUDOKU_KIT_CHECKS_H_

#include <string>
#include <string_view>
#include <vector>

#include "kit/format_kit.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku {

// Every transit damage of §3 [SUD-T3], alone and all at once.
std::vector<Spelling> RepairableDamages(std::string_view slug);
// Only base64 characters and '=': nothing for a lenient repair to change.
bool UntouchedByRepairs(std::string_view input);
// DetectVersion agrees with Decode: the decoded version on success, the same
// rejection when the header or an earlier layer fails.
std::string CheckDetectVersion(std::string_view input, Profile profile, const Status& status, const Puzzle& model);
// The canonical slug has the length §8 gives it: 4 header bytes and the
// payload (2 bytes a given in v0, 11 bits in v1), in padded base64.
std::string CheckCanonicalLength(const Puzzle& model, Version version, std::string_view slug);

}  // namespace slugspec::sudoku

#endif  // SLUGSPEC_SUDOKU_KIT_CHECKS_H_
