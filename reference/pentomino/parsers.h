// The per-family parsers and writers behind pentomino.h. Parsers take the
// (repaired) text and report offsets into it; decode.cc maps them back to
// the input as received, detects the version and checks canonicality.
#ifndef SLUGSPEC_PENTOMINO_PARSERS_H_
#define SLUGSPEC_PENTOMINO_PARSERS_H_

#include <map>
#include <string>
#include <string_view>
#include <utility>

#include "common/status.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino::internal {

// The orientation (0..7: 4 * reflected + rotation) a slug gives a terrain
// block, by the block's (x, y); the first block's where a cell is repeated.
// The upstream encoders of
// v0 to v2 wrote the cursor's orientation there ([PEN-C2]); the model has
// none, and the writers take it back to write a slug as it was written.
using TerrainOrientations = std::map<std::pair<int, int>, int>;

// The orientation `terrain` gives the block at (x, y); 0 without one.
inline int TerrainOrientationAt(const TerrainOrientations* terrain, int x, int y) {
  if (terrain == nullptr) return 0;
  const auto found = terrain->find({x, y});
  return found == terrain->end() ? 0 : found->second;
}

// v3 and v3.1 (§8). `uses_lines`: the terrain is in a Y or Z form.
Status ParseV3Family(std::string_view text, Board* out, bool* uses_lines);

// v1, v1.1, v1.5 and v2 (§5-§7). `version`: v1 for '.', else v2 when the slug
// has no item or a v2-form item, else v1.5.
Status ParseLegacy(std::string_view text, Board* out, Version* version, TerrainOrientations* terrain);

// v0a and v0b (§4), from the slug as written (percent-escaped).
Status ParseV0(std::string_view text, Board* out, Version* version, TerrainOrientations* terrain);

// Writers; the board has passed CheckModel for the version. `terrain`, if
// given, is the orientation of terrain blocks (0 for those it lacks).
std::string WriteV3Family(const Board& board, Version version);
std::string WriteLegacy(const Board& board, Version version, const TerrainOrientations* terrain = nullptr);
Status WriteV0(const Board& board, Version version, std::string* slug, const TerrainOrientations* terrain = nullptr);

}  // namespace slugspec::pentomino::internal

#endif  // SLUGSPEC_PENTOMINO_PARSERS_H_
