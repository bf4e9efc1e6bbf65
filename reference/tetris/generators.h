// The tetris kit's generator (kit/format_kit.h): pieces and boards of both
// forms and every size in range, drawing from a Draw.
#ifndef SLUGSPEC_TETRIS_GENERATORS_H_
#define SLUGSPEC_TETRIS_GENERATORS_H_

#include "kit/draw.h"
#include "tetris/tetris.h"

namespace slugspec::tetris {

// A puzzle an encoder accepts, in canonical form (filled cells row-major,
// placements in the order of §4.3), without format and version: a piece, an
// occupancy board, or a placements board (a run of the article's timer
// stopped at a random moment, or placements scattered anywhere).
Puzzle GeneratePuzzle(Draw& draw);
// A placements board made by the article's timer (§7) with drawn choices,
// stopped after a drawn number of placements.
Puzzle GenerateTimerBoard(Draw& draw);

// What random edits of a tetris slug draw from: base64url, the hex digits,
// the separators and kinds, and what transit brings in.
inline constexpr char kEditChars[] = "0123456789abcdefxophAZz-_tT %\t\n.()\"'=+/";

}  // namespace slugspec::tetris

#endif  // SLUGSPEC_TETRIS_GENERATORS_H_
