// The lenient repairs of transit damage that the prefix-and-version formats
// share (spec/README.md §3), as the generators read them: written from the
// spec, independent of the reference's repairs.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_REPAIRS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_REPAIRS_H_

#include <cstddef>
#include <string_view>

#include "corpusgen/common/received_text.h"

namespace slugspec::corpusgen {

// In order: spaces at either end; percent-escapes, two rounds at most; TAB,
// LF, FF and CR anywhere; prose punctuation at the ends, each end once;
// spaces at either end again; then upper-case ASCII letters from `fold_from`
// on as lower case (npos: none). Each character keeps the offset it had as
// received.
Text LenientTransitRepairs(std::string_view input, size_t fold_from = std::string_view::npos);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_TRANSIT_REPAIRS_H_
