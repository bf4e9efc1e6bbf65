// What the sudoku decoder and encoder share with the kit's mutants: the
// bugs the mutants seed, as switches of the codec's own source
// (common/seeded_bugs.h), and the codec with them. Quirks{} is the
// reference.
#ifndef SLUGSPEC_SUDOKU_CODEC_H_
#define SLUGSPEC_SUDOKU_CODEC_H_

#include <string>
#include <string_view>

#include "common/profile.h"
#include "common/seeded_bugs.h"
#include "common/status.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {

struct Quirks {
  // v1: the tuple loop runs while more than 11 bits remain ('>' for '>='):
  // the last tuple of an 11n-bit payload (8, 16, ..., 80 givens) is never
  // read, as in upstream's decoder of 4-5 August 2021.
  SLUGSPEC_QUIRK(loop_one_short);
  // No DUPLICATE check: a cell given again overwrites the digit, in place.
  SLUGSPEC_QUIRK(last_given_wins);
  // Strict: the discarded bits of the last base64 character ([SUD-B6]) and
  // the v1 pad bits ([SUD-V1-7]) are not looked at.
  SLUGSPEC_QUIRK(ignore_unused_bits);
  // Strict: a spare byte after the v1 pad bits ([SUD-V1-8]) passes.
  SLUGSPEC_QUIRK(ignore_trailing_data);
  // Strict: '-' and '_' are read as '+' and '/' (a base64 decoder that takes
  // both alphabets).
  SLUGSPEC_QUIRK(url_safe_alphabet);
  // The encoder writes the givens in the model's order, not by cell.
  SLUGSPEC_QUIRK(givens_in_model_order);
};

Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Puzzle* out);
Status EncodeWith(const Puzzle& puzzle, Version version, const Quirks& quirks, std::string* slug);

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_SUDOKU_CODEC_H_
