// The head of a prefix-and-version slug (spec/README.md §2, "Transit
// repairs"; the formats' [<F>-T1] to [<F>-T4]) as the generators' oracles
// read it: written once from the spec for santorini, triplex and tetris, and
// independent of the reference's common/prefixed_slug.h.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_PREFIXED_HEAD_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_PREFIXED_HEAD_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/received_text.h"

namespace slugspec::corpusgen {

struct PrefixedHead {
  std::string_view id;        // the requirement ids' prefix: "TPX" for TPX-T1..T4
  std::string_view prefix;    // "tpx"
  std::string_view versions;  // the version digits
  uint32_t max_input = 0;     // [<F>-T2]
};

// [<F>-T2] on the input as received, [<F>-T1] after the profile's repairs,
// then the prefix [<F>-T3] and the version digit [<F>-T4] in `text` (the
// text as the profile repaired it): the first that fails, or nothing, when
// the fields start right after the version digit.
std::optional<Rejection> ReadPrefixedHead(const PrefixedHead& head, const Text& text);

// The version digit, when ReadPrefixedHead passes.
std::optional<char> PrefixedVersion(const PrefixedHead& head, const Text& text);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_PREFIXED_HEAD_H_
