// Triplex levels and solutions, version v1 (spec/triplex.md): decode,
// encode, upgrade, detect, check, solve, level codes and rendering. The
// model is slugspec.triplex.Puzzle.
#ifndef SLUGSPEC_TRIPLEX_TRIPLEX_H_
#define SLUGSPEC_TRIPLEX_TRIPLEX_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/codec_build.h"
#include "common/profile.h"
#include "common/status.h"
#include "common/version_table.h"
#include "slugspec/triplex.pb.h"

namespace slugspec {
class Format;
}  // namespace slugspec

namespace slugspec::triplex {
// This format behind the generic interface (format.cc).
const Format& TheFormat();
}  // namespace slugspec::triplex

// The codec's names are in an inline namespace (common/codec_build.h).
namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {

inline constexpr std::string_view kFormatName = "triplex";
inline constexpr size_t kMaxInputSize = 256;  // [TPX-T2]

enum class Version { kV1 };
inline constexpr VersionTable<Version, 1> kVersions({"v1"});
inline constexpr Version kCurrentVersion = Version::kV1;
static_assert(kVersions.current() == kCurrentVersion);

// Decodes a slug. On success `out` holds format, version, the rectangle and
// the solution (pieces by first cell) or the level (fixed shapes ascending);
// on failure `out` is cleared and the status carries code and offset into
// `slug` as received.
Status Decode(std::string_view slug, Profile profile, Puzzle* out);

// The version a slug's prefix claims, or the error that stops decoding
// there ([TPX-T1]..[TPX-T4], after the profile's repairs).
Status DetectVersion(std::string_view slug, Profile profile, Version* version);

// Whether a slug looks like a triplex slug: "tpx" after the lenient repairs.
bool Recognises(std::string_view slug);

// The model checks of an encoder ([TPX-E1]).
Status CheckModel(const Puzzle& puzzle);
// Writes the canonical slug ([TPX-E2]).
Status Encode(const Puzzle& puzzle, std::string* slug);

// The level a solution poses (§1): its fixed shapes and the rotatable
// piece's class. A level is returned as it is.
Puzzle LevelOf(const Puzzle& puzzle);

// Two puzzles describe the same game: the same rectangle and the same
// solution (pieces as a set) or the same level (shapes as a multiset).
bool SameGame(const Puzzle& a, const Puzzle& b);
// What differs between the game `expected` and `got`, one difference a line,
// at most `max_lines` lines; empty exactly when SameGame holds.
std::vector<std::string> Differences(const Puzzle& expected, const Puzzle& got, size_t max_lines);

// The solver (§8): the solutions of a level, or of the level a solution
// poses, with the rotatable piece in any orientation of its class, at most
// `limit` of them (stopping there), each a solution puzzle with its
// rotatable piece marked.
std::vector<Puzzle> Solve(const Puzzle& puzzle, size_t limit);
// The same, and whether the search was complete: LIMIT_EXCEEDED when it
// stopped at its bound of placements (§8) before finding `limit` solutions
// (the solutions found so far are kept); the encoder's refusal for a model
// it refuses.
Status SolveBounded(const Puzzle& puzzle, size_t limit, std::vector<Puzzle>* solutions);
// What `slug validate` says of a puzzle the encoder accepts (§8): whether
// its level has exactly one solution and whether the rotatable piece adds
// one. Which image of its task a level is, it does not say: every image is
// a level of its own in v1 (§5.3).
std::vector<std::string> Warnings(const Puzzle& puzzle);

// The level code (§6) of a solution, or of a level's only solution: 8
// Crockford base32 characters "XXXX-XXXX". A level with no solution or
// several has no code (the status says which).
Status LevelCode(const Puzzle& puzzle, std::string* code);
// Reads a level code as a person may write it (§6): either case, the
// hyphen optional, I and L read as 1, O as 0. `normalized` is "XXXX-XXXX".
Status ReadLevelCode(std::string_view text, std::string* normalized);

// The rectangle with each piece's letter (A, B, ... by first cell; the
// rotatable piece's in lower case), or a level's list of pieces.
std::string Render(const Puzzle& puzzle, bool one_line);
// A standalone SVG picture: pieces outlined, the rotatable one circled.
std::string RenderSvg(const Puzzle& puzzle);

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_TRIPLEX_TRIPLEX_H_
