// The santorini kit's generator (kit/format_kit.h): positions from an empty
// board to a full one, drawing from a Draw.
#ifndef SLUGSPEC_SANTORINI_GENERATORS_H_
#define SLUGSPEC_SANTORINI_GENERATORS_H_

#include "kit/draw.h"
#include "santorini/santorini.h"

namespace slugspec::santorini {

// A position an encoder accepts, in canonical form (workers ascending,
// buildings by square), without format and version. A quarter have no
// building or a building on every square (the ends of the v2 width table),
// the rest a density drawn first.
Position GeneratePosition(Draw& draw);

// What random edits of a santorini slug draw from: the base32 alphabet, the
// prefix's letters in both cases, what transit brings in (space, escapes,
// line breaks, quotes) and the post's notation.
inline constexpr char kEditChars[] = "abcdefghijklmnopqrstuvwxyz234567SAN_01 %-\t\n.()\"'";

}  // namespace slugspec::santorini

#endif  // SLUGSPEC_SANTORINI_GENERATORS_H_
