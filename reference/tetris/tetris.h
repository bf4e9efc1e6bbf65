// Tetris timer pieces and boards, version v1 (spec/tetris.md): decode,
// encode, upgrade, convert, detect, replay and rendering. The model is
// slugspec.tetris.Puzzle.
#ifndef SLUGSPEC_TETRIS_TETRIS_H_
#define SLUGSPEC_TETRIS_TETRIS_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "common/codec_build.h"
#include "common/profile.h"
#include "common/status.h"
#include "common/version_table.h"
#include "slugspec/tetris.pb.h"

namespace slugspec {
class Format;
}  // namespace slugspec

namespace slugspec::tetris {
// This format behind the generic interface (format.cc).
const Format& TheFormat();
}  // namespace slugspec::tetris

// The codec's names are in an inline namespace (common/codec_build.h).
namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {

inline constexpr std::string_view kFormatName = "tetris";
inline constexpr size_t kMaxInputSize = 45000;  // [TET-T2]: the longest slug, 40,838, with room
inline constexpr int kMinSide = 4;              // [TET-D1]
// The production timer's largest board on a 3840 x 2160 screen at its
// smallest cell size, 10 pixels: 192 x 216 (spec/tetris.md §3.1).
inline constexpr int kMaxSide = 216;

enum class Version { kV1 };
inline constexpr VersionTable<Version, 1> kVersions({"v1"});
inline constexpr Version kCurrentVersion = Version::kV1;
static_assert(kVersions.current() == kCurrentVersion);

// Decodes a slug. On success `out` holds format, version and the piece or
// the board (filled cells row-major from the top left; placements in slug
// order); on failure `out` is cleared and the status carries code and
// offset into `slug` as received.
Status Decode(std::string_view slug, Profile profile, Puzzle* out);

// The version a slug's prefix claims, or the error that stops decoding
// there ([TET-T1]..[TET-T4], after the profile's repairs).
Status DetectVersion(std::string_view slug, Profile profile, Version* version);

// Whether a slug looks like a tetris slug: "tet" after the lenient repairs.
bool Recognises(std::string_view slug);

// The model checks of an encoder ([TET-E1]).
Status CheckModel(const Puzzle& puzzle);
// Writes the canonical slug ([TET-E2]).
Status Encode(const Puzzle& puzzle, std::string* slug);

// The conversions of §6 by name ("occupancy": a board's filled cells,
// without its placements); BAD_MODEL for a name the format lacks or a
// model it does not apply to.
inline constexpr std::string_view kOccupancyConversion = "occupancy";
Status Convert(const Puzzle& puzzle, std::string_view to, Puzzle* out);

// Two puzzles describe the same game (§1): the same canonical slug, or,
// for models the encoder refuses, the same fields as sets.
bool SameGame(const Puzzle& a, const Puzzle& b);
// What differs between the game `expected` and `got`, one difference a line,
// at most `max_lines` lines; empty exactly when SameGame holds.
std::vector<std::string> Differences(const Puzzle& expected, const Puzzle& got, size_t max_lines);

// The replay of §7: empty when the placements board could have been
// produced by the article's timer, else why not. Only for a board the
// encoder accepts.
std::string TimerFault(const Puzzle& puzzle);
// What `slug validate` says of a puzzle the encoder accepts (§7).
std::vector<std::string> Warnings(const Puzzle& puzzle);

// The 4 x 4 array, or the board with '#' or the article's labels (§8).
std::string Render(const Puzzle& puzzle, bool one_line);
// A standalone SVG picture: cells as squares, each placement outlined.
std::string RenderSvg(const Puzzle& puzzle);

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_TETRIS_TETRIS_H_
