// Sudoku player links, versions v0 and v1 (spec/sudoku.md): decode, encode,
// upgrade, detect, check and render. The model is slugspec.sudoku.Puzzle.
#ifndef SLUGSPEC_SUDOKU_SUDOKU_H_
#define SLUGSPEC_SUDOKU_SUDOKU_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/codec_build.h"
#include "common/profile.h"
#include "common/status.h"
#include "common/version_table.h"
#include "slugspec/sudoku.pb.h"

namespace slugspec {
class Format;
}  // namespace slugspec

namespace slugspec::sudoku {
// This format behind the generic interface (format.cc): also what names a
// version, resolves an empty one and upgrades (registry/codec_format.h).
const Format& TheFormat();
}  // namespace slugspec::sudoku

// The codec's names are in an inline namespace (common/codec_build.h).
namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {

inline constexpr std::string_view kFormatName = "sudoku";
inline constexpr size_t kMaxInputSize = 4096;  // [SUD-T1]
inline constexpr int kCells = 81;

enum class Version { kV0, kV1 };
// The one table of version names, oldest first; the last is the current one.
inline constexpr VersionTable<Version, 2> kVersions({"v0", "v1"});
inline constexpr Version kCurrentVersion = Version::kV1;
static_assert(kVersions.current() == kCurrentVersion);

inline std::string_view VersionName(Version v) { return kVersions.Name(v); }
inline std::optional<Version> ParseVersion(std::string_view name) { return kVersions.Parse(name); }

// Decodes a slug (the value of the `play` parameter). On success `out` holds
// format, version and the givens in slug order; on failure `out` is cleared
// and the status carries code and offset into `slug`.
Status Decode(std::string_view slug, Profile profile, Puzzle* out);

// The version a slug claims, from its header alone (§5), or the error that
// stops decoding before the payload.
Status DetectVersion(std::string_view slug, Profile profile, Version* version);

// Checks a model for an encoder ([SUD-E1]).
Status CheckModel(const Puzzle& puzzle);

// Writes the canonical slug of `puzzle` in `version` ([SUD-E2]).
Status Encode(const Puzzle& puzzle, Version version, std::string* slug);

// Whether a slug looks like a sudoku slug (§10): "UyF2" after lenient repairs.
bool Recognises(std::string_view slug);

// Two puzzles describe the same game: the same set of givens.
bool SameGame(const Puzzle& a, const Puzzle& b);
// What differs between the game `expected` and `got`, for people, one
// difference a line, in grid order after what the grid cannot hold (a cell
// past 80, a digit outside 1..9, a cell given two digits): "cell 12 (row 2,
// column 4) is 4, not 7". At most `max_lines` lines and then "and N more
// differences"; empty exactly when SameGame holds.
std::vector<std::string> Differences(const Puzzle& expected, const Puzzle& got, size_t max_lines);

// Things a valid puzzle may still get wrong as a sudoku: a digit twice in a
// row, column or box; fewer than 17 givens (no unique solution exists).
std::vector<std::string> Warnings(const Puzzle& puzzle);

// The grid as nine text lines with box rules (one_line: rows joined by '/').
std::string Render(const Puzzle& puzzle, bool one_line);
// The grid as a standalone SVG picture, with what it cannot show (as Render)
// written under it.
std::string RenderSvg(const Puzzle& puzzle);

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_SUDOKU_SUDOKU_H_
