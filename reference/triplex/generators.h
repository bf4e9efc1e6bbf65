// The triplex kit's generator (kit/format_kit.h): solutions and levels of
// every size in range, drawing from a Draw.
#ifndef SLUGSPEC_TRIPLEX_GENERATORS_H_
#define SLUGSPEC_TRIPLEX_GENERATORS_H_

#include "kit/draw.h"
#include "triplex/triplex.h"

namespace slugspec::triplex {

// A puzzle an encoder accepts, in canonical form (the minimal image, W >=
// H, pieces by first cell, fixed shapes ascending), without format and
// version: a solution (half of them with a rotatable piece) or, a third of
// the time, the level a solution poses.
Puzzle GeneratePuzzle(Draw& draw);

// What random edits of a triplex slug draw from: the hex and base-36 digits,
// the separators and kinds, upper case, and what transit brings in.
inline constexpr char kEditChars[] = "0123456789abcdefxzrndsclTPX_ %-\t\n.()\"'";

}  // namespace slugspec::triplex

#endif  // SLUGSPEC_TRIPLEX_GENERATORS_H_
