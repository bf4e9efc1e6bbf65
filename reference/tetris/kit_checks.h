// The tetris kit's transport and check pieces (kit/format_kit.h), apart
// from its generator and bad models (kit.cc).
#ifndef SLUGSPEC_TETRIS_KIT_CHECKS_H_
#define SLUGSPEC_TETRIS_KIT_CHECKS_H_

#include <string>
#include <string_view>
#include <vector>

#include "kit/format_kit.h"
#include "tetris/tetris.h"

namespace slugspec::tetris {

// Every transit damage of [TET-T7], alone and all at once (no case folding:
// base64url is case-sensitive).
std::vector<Spelling> RepairableDamages(std::string_view slug);
// Only base64url characters: nothing for a lenient repair to change.
bool UntouchedByRepairs(std::string_view input);
// DetectVersion agrees with Decode; a decoded board's filled cells are its
// placements' cells.
std::string CheckDecodedBoard(std::string_view input, Profile profile, const Status& status, const Puzzle& model);
// The canonical slug has the length §4 gives it: 4 mask digits, ceil(W · H
// / 6) cells, or ceil(n · b / 6) placement characters.
std::string CheckCanonicalShape(const Puzzle& model, std::string_view slug);

}  // namespace slugspec::tetris

#endif  // SLUGSPEC_TETRIS_KIT_CHECKS_H_
