// The generator's own santorini decoder, the "oracle": spec/santorini.md
// §2-§8, check by check, in order, written from the spec text alone. It
// gives each vector its expected outcome in both profiles, and says when the
// spec leaves an outcome open.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_ORACLE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_ORACLE_H_

#include <cstdint>
#include <optional>
#include <string_view>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/received_text.h"
#include "corpusgen/santorini/model.h"

namespace slugspec::corpusgen::santorini {

constexpr size_t kFoldFrom = 5;  // "san", the version, '_': the payload only is folded ([SAN-T7])

constexpr uint32_t kMaxInput = 256;  // [SAN-T2]

// Decodes `slug` in the strict or the lenient profile.
Decoding<Decoded> Decode(std::string_view slug, bool lenient);

// The version digit ('1', '2') the prefix claims, as the profile reads it,
// or nothing when decoding stops before it (§3.1: [SAN-T1] to [SAN-T4]).
std::optional<char> PrefixVersion(std::string_view slug, bool lenient);

// The lenient repairs of §3.2, in their order ([SAN-T7]).
Text LenientRepairs(std::string_view input);

// Whether the lenient profile reads the slug in the post's notation ([SAN-T8]).
bool ReadsNotation(std::string_view slug);

}  // namespace slugspec::corpusgen::santorini

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_ORACLE_H_
