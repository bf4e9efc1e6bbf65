// What the triplex decoder, encoder and harness pieces share inside the
// format folder: the slug's header, the model <-> partition conversions and
// the canonical writers. Not installed.
#ifndef SLUGSPEC_TRIPLEX_CODEC_H_
#define SLUGSPEC_TRIPLEX_CODEC_H_

#include <array>
#include <string>
#include <string_view>

#include "common/prefixed_slug.h"
#include "common/repaired_text.h"
#include "common/seeded_bugs.h"
#include "triplex/partition.h"
#include "triplex/triplex.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {

// The transport stage ([TPX-T1]..[TPX-T4], the repairs of [TPX-T7]): upper
// case folds from past "tpx1s_" on; the prefix is never case-folded.
inline constexpr PrefixedSlug kSlug{
    .format = kFormatName, .prefix = "tpx", .versions = "1", .max_input_size = kMaxInputSize, .fold_from = 6};

// The header of a slug, as [TPX-T3]..[TPX-T6] and [TPX-D1] read it.
struct Header {
  char kind = 0;  // 's' or 'l'
  int width = 0;
  int height = 0;
  size_t width_at = 0;   // W's first digit
  size_t height_at = 0;  // H's first digit
  size_t payload = 0;    // the character after the '_' that follows H
};

// [TPX-T5], [TPX-T6], [TPX-D1]; [TPX-D2] noted as a canonical finding. In
// repaired, folded text whose prefix and version were read.
Status ReadHeader(std::string_view text, Header* header, CanonicalFindings* findings);
// A decimal number of [TPX-T6] at `at`: "0" or 1-9 with at most one more
// digit. `end` is where it stops.
Status ReadNumber(std::string_view text, size_t at, int* value, size_t* end);

// The solution slug of a partition (its own orientation, not canonicalised).
std::string SolutionSlug(const Grid& grid, int rotatable_cell, const Quirks& quirks = {});

// Decode and Encode with the mutants' seeded bugs (Quirks{} is the reference).
Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Puzzle* out);
Status EncodeWith(const Puzzle& puzzle, const Quirks& quirks, std::string* slug);
Status LevelCodeWith(const Puzzle& puzzle, const Quirks& quirks, std::string* code);
// The level slug of counts per shape code 1..8 and a rotatable class 0..3.
std::string LevelSlug(int width, int height, const std::array<int, kShapeCount>& counts, int rotatable_class);
// The counts per shape code (index code - 1) of a level model; false if a
// shape is outside 1..8.
bool CountShapes(const Level& level, std::array<int, kShapeCount>* counts);

// A solution model as a partition: [TPX-E1]'s checks of the pieces, in list
// order, then the whole partition. `rotatable_cell` is the rotatable
// piece's first cell or kNoPiece.
Status GridOfSolution(const Puzzle& puzzle, Grid* grid, int* rotatable_cell);
// [TPX-S4], [TPX-S5] of a complete partition: the reason, or empty.
std::string PartitionFault(const Grid& grid);
// The solution model of a partition, pieces by first cell.
void SetSolution(const Grid& grid, int rotatable_cell, Puzzle* puzzle);

// The letters of §7: 'A' + piece number, lower case for the rotatable one.
char PieceLetter(int piece, bool rotatable);

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_TRIPLEX_CODEC_H_
