// Pentominoes on surfaces, every version from v0a to v3.1
// (spec/pentomino.md): decode, encode, upgrade, detect. The model is
// slugspec.pentomino.Board.
#ifndef SLUGSPEC_PENTOMINO_PENTOMINO_H_
#define SLUGSPEC_PENTOMINO_PENTOMINO_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/profile.h"
#include "common/status.h"
#include "common/version_table.h"
#include "slugspec/pentomino.pb.h"

namespace slugspec {
class Format;
}  // namespace slugspec

namespace slugspec::pentomino {

// This format behind the generic interface (format.cc): also what names a
// version, resolves an empty one and upgrades (registry/codec_format.h).
const Format& TheFormat();

inline constexpr std::string_view kFormatName = "pentomino";
inline constexpr size_t kMaxInputSize = 65536;      // [PEN-T1]
inline constexpr size_t kMaxExpandedSize = 262144;  // [PEN-V0-2]
inline constexpr int kMaxLegacySide = 999;          // [PEN-L3], [PEN-V0-5]: three digits
// A legacy item's row is written with at most two digits: the current app
// reads a third as the start of the colour section ([PEN-L3], §12).
inline constexpr int kMaxLegacyItemRow = 99;
inline constexpr int kMaxSide = 61;  // one base-62 character

enum class Version { kV0a, kV0b, kV1, kV1_1, kV1_5, kV2, kV3, kV3_1 };
// The one table of version names, oldest first; the last is the current one.
inline constexpr VersionTable<Version, 8> kVersions({"v0a", "v0b", "v1", "v1.1", "v1.5", "v2", "v3", "v3.1"});
inline constexpr Version kCurrentVersion = Version::kV3_1;
static_assert(kVersions.current() == kCurrentVersion);

inline std::string_view VersionName(Version v) { return kVersions.Name(v); }
inline std::optional<Version> ParseVersion(std::string_view name) { return kVersions.Parse(name); }

// Decodes a slug. On success `out` holds the board, with format and the
// version reported by [PEN-D2]; on failure `out` is cleared.
Status Decode(std::string_view slug, Profile profile, Board* out);

// Checks a model for an encoder of `version` ([PEN-E1]).
Status CheckModel(const Board& board, Version version);

// Writes the canonical slug of `board` in `version` ([PEN-E2]).
Status Encode(const Board& board, Version version, std::string* slug);
// Whether a slug looks like a pentomino slug, for format detection.
bool Recognises(std::string_view slug);

// The versions whose syntax the slug uses, from its first character as
// `profile` reads it (lenient: after its repairs; §2): '(' v0a and v0b, a
// digit v1 to v2, a surface letter v3 and v3.1; empty for anything else.
std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile);

// Same surface, size, pieces (as a multiset), terrain and colours.
bool SameGame(const Board& a, const Board& b);
// What differs between the game `expected` and `got`, for people, one
// difference a line: surface, size, pieces (a piece of one letter missing
// and another of it extra read as one move: "piece "X" moved from (0, 3) to
// (3, 0)"), terrain, colours. At most `max_lines` lines and then "and N
// more differences"; empty exactly when SameGame holds.
std::vector<std::string> Differences(const Board& expected, const Board& got, size_t max_lines);

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_PENTOMINO_H_
