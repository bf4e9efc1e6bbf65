// The santorini codec's inner layers (spec/santorini.md §3-§6), shared by
// the decoder, the encoder and the kit's mutant codec: the transport from
// characters to a message of exact bit length, and the fields of a message.
#ifndef SLUGSPEC_SANTORINI_MESSAGE_H_
#define SLUGSPEC_SANTORINI_MESSAGE_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "common/prefixed_slug.h"
#include "common/repaired_text.h"
#include "common/seeded_bugs.h"
#include "common/status.h"
#include "santorini/santorini.h"

namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {

// A message: its bits (each 0 or 1), and for each bit the offset, in the
// repaired text, of the character that holds it. `end` is the offset where
// "the input ends" (the repaired text's length).
struct Message {
  std::vector<uint8_t> bits;
  std::vector<uint32_t> at;
  uint32_t end = 0;
};

// The base32 value of a character (a-z 0..25, 2-7 26..31), or -1.
int Base32Value(char c);
// The character of a base32 value 0..31.
char Base32Char(uint32_t value);

// Switches for the bugs the kit's mutants seed (mutants.cc); all off is the
// specification.
struct Quirks {
  // The zero bits after the stop bit are kept as message bits (only the stop
  // bit is dropped): they read as more fields, domes on the first free square.
  SLUGSPEC_QUIRK(pad_bits_are_message);
  // v2: the k-th field's squares to choose from counted as 25 - k (one too
  // few): the last index of each field is rejected, and the widths are one
  // field early.
  SLUGSPEC_QUIRK(free_count_off_by_one);
  // v2: the 25th field is 0 bits wide (ceil(log2 1)), not 1.
  SLUGSPEC_QUIRK(zero_width_last_field);
};

// The transport stage (§3.1 up to the separator, SAN-T1..T4; §3.2 repairs 1
// to 3, what detection looks at too, §9). Repair 4, upper case in the
// payload, is the payload reader's: the post's notation after a space has
// no letters to fold. The separator follows the version digit.
inline constexpr PrefixedSlug kSlug{
    .format = kFormatName, .prefix = "san", .versions = "12", .max_input_size = kMaxInputSize};
inline constexpr size_t kSeparatorAt = 4;

// The payload after the separator: base32 with a stop bit (SAN-T6, SAN-B1,
// SAN-B2), or in the lenient profile the post's notation (SAN-T8). Offsets
// are in `text`.
Status ReadPayload(std::string_view text, size_t separator, Profile profile, const Quirks& quirks,
                   CanonicalFindings* findings, Message* message);

// Decode with `quirks` (decode.cc).
Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Position* out);

// The message of a position that CheckModel accepts, with the encoder's side
// of `quirks` (encode.cc).
std::vector<uint8_t> MessageBitsWith(const Position& position, Version version, const Quirks& quirks);

// The fields of a message in `version` (§5, §6) and the position checks
// (§7), into `out` (heights, workers ascending, to_move). Offsets are the
// message's.
Status ReadFields(const Message& message, Version version, const Quirks& quirks, CanonicalFindings* findings,
                  Position* out);

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD

#endif  // SLUGSPEC_SANTORINI_MESSAGE_H_
