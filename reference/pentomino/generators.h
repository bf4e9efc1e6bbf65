// Generated pentomino boards (spec/pentomino.md), for properties and
// conformance cases.
#ifndef SLUGSPEC_PENTOMINO_GENERATORS_H_
#define SLUGSPEC_PENTOMINO_GENERATORS_H_

#include <string>

#include <rapidcheck.h>

#include "pentomino/pentomino.h"

namespace slugspec::generators {

// A board that `version` can express, in canonical form (items sorted,
// colours in letter order, no format or version). Sides are small most of
// the time and reach the version's limit now and then; shrinking removes
// items and colours.
rc::Gen<pentomino::Board> GenBoard(pentomino::Version version);
rc::Gen<pentomino::Version> GenPentominoVersion();

// A canonical slug of any version with random edits.
rc::Gen<std::string> GenCorruptedPentominoSlug();

}  // namespace slugspec::generators

#endif  // SLUGSPEC_PENTOMINO_GENERATORS_H_
