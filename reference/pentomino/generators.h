// The pentomino kit's generator (kit/format_kit.h): boards every version can
// write, drawing from a Draw.
#ifndef SLUGSPEC_PENTOMINO_GENERATORS_H_
#define SLUGSPEC_PENTOMINO_GENERATORS_H_

#include "kit/draw.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {

// A board that `version` can write, in canonical form, without format and
// version: sides mostly 1..12, sometimes up to the version's maximum; any
// surface the version has; pieces and terrain in up to 40% of the cells, one
// item per cell; colours the version has.
Board GenerateBoard(Draw& draw, Version version);

// What random edits of a pentomino slug draw from: every version's alphabet,
// their separators and punctuation, the escape and quote characters of v0,
// and what transit damage brings in.
inline constexpr char kEditChars[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_.()%!'~\n @[";

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_GENERATORS_H_
