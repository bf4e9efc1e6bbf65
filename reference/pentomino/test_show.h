// How RapidCheck shows a board in a counterexample, for every test of the
// format's test binary: the JSON line `slug decode` would print.
#ifndef SLUGSPEC_PENTOMINO_TEST_SHOW_H_
#define SLUGSPEC_PENTOMINO_TEST_SHOW_H_

#include <ostream>

#include "registry/json.h"
#include "slugspec/pentomino.pb.h"

namespace slugspec::pentomino {

inline void showValue(const Board& b, std::ostream& os) { os << ToJson(b); }

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_TEST_SHOW_H_
