// Santorini positions, versions v1 and v2 (spec/santorini.md): decode,
// encode, upgrade, detect, check, warn and render. The model is
// slugspec.santorini.Position.
#ifndef SLUGSPEC_SANTORINI_SANTORINI_H_
#define SLUGSPEC_SANTORINI_SANTORINI_H_

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/codec_build.h"
#include "common/profile.h"
#include "common/status.h"
#include "common/version_table.h"
#include "slugspec/santorini.pb.h"

namespace slugspec {
class Format;
}  // namespace slugspec

namespace slugspec::santorini {
// This format behind the generic interface (format.cc).
const Format& TheFormat();
}  // namespace slugspec::santorini

// The codec's names are in an inline namespace (common/codec_build.h).
namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {

inline constexpr std::string_view kFormatName = "santorini";
inline constexpr size_t kMaxInputSize = 256;  // [SAN-T2]
inline constexpr int kSquares = 25;
inline constexpr int kWorkers = 4;     // player one's two, then player two's
inline constexpr uint32_t kDome = 4;   // the height of a square with a dome
inline constexpr int kFixedBits = 36;  // turn, 4 workers, 3 counts (§5)
inline constexpr int kSquareBits = 5;  // a worker, a count, a v1 building

enum class Version { kV1, kV2 };
inline constexpr VersionTable<Version, 2> kVersions({"v1", "v2"});
inline constexpr Version kCurrentVersion = Version::kV2;
static_assert(kVersions.current() == kCurrentVersion);

inline std::string_view VersionName(Version v) { return kVersions.Name(v); }
inline std::optional<Version> ParseVersion(std::string_view name) { return kVersions.Parse(name); }

// The width of the k-th building field (k = 1..25) of `version`: 5 in v1;
// in v2 max(1, ceil(log2(26 - k))) (§6.2).
int BuildingFieldWidth(Version version, int k);

// The height of every square, from a model's buildings. Entries an encoder
// would refuse (a square past 24, a height past 4, a square listed twice)
// are skipped or the last one kept: for drawing and warnings, never for
// encoding, which checks first.
using Heights = std::array<uint32_t, kSquares>;
Heights HeightsOf(const Position& position);
// Sets `position`'s buildings from heights, by ascending square.
void SetBuildings(const Heights& heights, Position* position);

// Decodes a slug. On success `out` holds format, version and the position
// (workers ascending); on failure `out` is cleared and the status carries
// code and offset into `slug` as received.
Status Decode(std::string_view slug, Profile profile, Position* out);

// The version a slug's prefix claims, or the error that stops decoding before
// the payload (§3.1, after the profile's repairs).
Status DetectVersion(std::string_view slug, Profile profile, Version* version);

// Whether a slug looks like a santorini slug (§9): "san" after the lenient
// repairs.
bool Recognises(std::string_view slug);

// Checks a model for an encoder ([SAN-E1]).
Status CheckModel(const Position& position);

// The message (§5, §6) of a position that CheckModel accepts, as bits 0/1:
// what the post writes, without transport.
std::vector<uint8_t> MessageBits(const Position& position, Version version);
// The canonical slug of a message: prefix, stop bit, base32 (§3, §4, §8).
std::string SlugOfMessage(const std::vector<uint8_t>& bits, Version version);

// Writes the canonical slug of `position` in `version` ([SAN-E2]).
Status Encode(const Position& position, Version version, std::string* slug);

// Two positions describe the same game: the same player to move, the same
// workers of each player and the same buildings (each list in any order).
bool SameGame(const Position& a, const Position& b);
// What differs between the game `expected` and `got`, one difference a line,
// at most `max_lines` lines and then "and N more differences"; empty exactly
// when SameGame holds.
std::vector<std::string> Differences(const Position& expected, const Position& got, size_t max_lines);

// How the position could not have been reached (§9 "Validation"): parity of
// the pieces built against the player to move, the boxed piece supply.
std::vector<std::string> Warnings(const Position& position);

// The board as text: a title line, then five rows of squares (one_line: the
// rows joined by '/'). Each square is its height ('.' ground, 1-3, 'D' dome)
// and 'A' or 'B' for a worker of player one or two.
std::string Render(const Position& position, bool one_line);
// The board as a standalone SVG document.
std::string RenderSvg(const Position& position);

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_SANTORINI_SANTORINI_H_
