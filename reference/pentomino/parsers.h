// The per-family parsers and writers behind pentomino.h. Parsers take the
// (repaired) text and report offsets into it; decode.cc maps them back to
// the input as received, detects the version and checks canonicality.
#ifndef SLUGSPEC_PENTOMINO_PARSERS_H_
#define SLUGSPEC_PENTOMINO_PARSERS_H_

#include <string>
#include <string_view>

#include "common/status.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino::internal {

// v3 and v3.1 (§8). `uses_lines`: the terrain is in a Y or Z form.
Status ParseV3Family(std::string_view text, Board* out, bool* uses_lines);

// v1, v1.1, v1.5 and v2 (§5-§7). `version`: v1 for '.', else v2 when the slug
// has no item or a v2-form item, else v1.5.
Status ParseLegacy(std::string_view text, Board* out, Version* version);

// v0a and v0b (§4), from the slug as written (percent-escaped).
Status ParseV0(std::string_view text, Board* out, Version* version);

// Writers; the board has passed CheckModel for the version.
std::string WriteV3Family(const Board& board, Version version);
std::string WriteLegacy(const Board& board, Version version);
Status WriteV0(const Board& board, Version version, std::string* slug);

}  // namespace slugspec::pentomino::internal

#endif  // SLUGSPEC_PENTOMINO_PARSERS_H_
