// The pentomino kit's transport and check pieces (kit/format_kit.h), apart
// from its generators and bad models (kit.cc).
#ifndef SLUGSPEC_PENTOMINO_KIT_CHECKS_H_
#define SLUGSPEC_PENTOMINO_KIT_CHECKS_H_

#include <string>
#include <string_view>
#include <vector>

#include "kit/format_kit.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {

// Each [PEN-T2] lenient repair, alone and all at once. Repairs run in this
// order: line breaks removed, prose punctuation trimmed, then percent-escapes
// decoded unless the text begins "('" (a v0 slug reads its own escapes once),
// so v0 slugs get no escaping damage, and line breaks go in before escaping
// (never inside an escape).
std::vector<Spelling> RepairableDamages(std::string_view slug);
// Nothing to percent-decode, no line break or tab, no punctuation trimmed
// from the ends (a leading '(' is kept when a "'" follows: every v0 slug
// begins "('").
bool UntouchedByRepairs(std::string_view input);
// [PEN-C2]: the board's slug in a version of v0 to v2 with its terrain
// blocks written in other orientations, as the upstream encoders did: all in
// orientation 7, and each in its own (1..7 by its place); none for a board
// without terrain or a version that writes no terrain orientation.
std::vector<Spelling> WriterSpellings(const Board& model, Version version);
// Whether `input` is `canonical` but for [PEN-C2] terrain orientations: in
// v1 to v2 the same length, and every byte that differs is a digit 1..7
// where `canonical` has the '0' after a terrain block's 'R' ('r'); in v0 the
// same JSON once uncrushed, but for the "o" and "e" of Terrain entries.
bool IsWriterSpelling(std::string_view input, std::string_view canonical, Version version);
// [PEN-D2]: v1.1 slugs are reported as v1.5 (v2 without items), v1.5 slugs
// without items as v2, and a v3 slug that is also what v3.1 writes as v3.1.
std::string ReportedVersion(const Board& model, Version written, std::string_view slug);
// About a decoded board: never reported as v1.1 [PEN-D2]; painting it
// covers every cell; Warnings always says something (at least "solved" or
// what is uncovered).
std::string CheckDecodedBoard(const Board& model);
// In v3.1 the terrain form is never longer than the other two, and ties go
// to pairs, then Y, then Z; pairs are no candidate when the first block's
// row is 60 or more (§8). The lengths are computed here from §8 and §10,
// not by the encoder.
std::string CheckTerrainForm(const Board& model, std::string_view slug);
// v0 encoders run JSONCrush, which takes milliseconds per board (tens under
// the sanitizers), as does every strict v0 decode (its canonical check
// encodes). So that replays and smoke runs stay fast, each input round-trips
// one of v0a and v0b (by the parity of its length: mutations change it),
// and only boards of at most 12 items.
bool RoundTripIsCheap(std::string_view input, const Board& model, Version version);

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_KIT_CHECKS_H_
