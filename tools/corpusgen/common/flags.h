// The flags of corpus/README.md §3, which more than one format's vectors
// use; each format adds its own (its corpus README, §4) to them.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FLAGS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FLAGS_H_

#include <initializer_list>
#include <string_view>

#include "corpusgen/common/vector_format.h"

namespace slugspec::corpusgen {

// corpus/README.md §3's table, in its order (corpusgen_common_test checks
// that the two agree).
const NameSet& SharedFlags();

// The shared flags and a format's own.
NameSet SharedFlagsAnd(std::initializer_list<std::string_view> own);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FLAGS_H_
