#include "tetris/mutants.h"

#include "kit/mutants.h"
#include "registry/format.h"
#include "tetris/codec.h"

namespace slugspec::tetris {
namespace {

using google::protobuf::Message;

std::function<Status(std::string_view, Profile, Message*)> QuirkyDecoder(Quirks quirks) {
  return TypedDecoder<Puzzle>(TheFormat(), [quirks](std::string_view slug, Profile profile, Puzzle* p) {
    return DecodeWith(slug, profile, quirks, p);
  });
}

// The reference's model checks and version, then the quirky writer.
std::function<Status(const Message&, std::string_view, std::string*)> QuirkyEncoder(Quirks quirks) {
  return CheckedTypedEncoder<Puzzle>(
      TheFormat(), [quirks](const Puzzle& p, std::string* slug) { return EncodeWith(p, quirks, slug); });
}

Status DecodeKeepingPercent(std::string_view slug, Profile profile, Message* model) {
  return DecodeKeepingPercents(TheFormat(), slug, profile, model);
}

}  // namespace

std::vector<FormatMutant> Mutants() {
  using L = MutantLevel;
  const Quirks bottom{.rows_from_bottom = true};
  const Quirks leftmost{.anchor_leftmost_cell = true};
  const Quirks pad{.ignore_pad_bits = true};
  return {
      {"tetris-rows-from-bottom",
       "rows are counted from the bottom of the board, in the occupancy bits and in placement anchors (§4 counts "
       "row 0 as the top row, as the article prints its board): every board opens upside down",
       "decode.strict", L::kRequired, "decode.lenient decode.transit encode.canonical", QuirkyDecoder(bottom),
       QuirkyEncoder(bottom)},
      {"tetris-anchor-leftmost-cell",
       "a placement's anchor is taken as the piece's leftmost column, not the leftmost cell of its bottom row (§3): "
       "Z0, S1, L2, J1, T1 and T2 land one or two columns off",
       "decode.strict", L::kRequired, "decode.lenient encode.canonical", QuirkyDecoder(leftmost),
       QuirkyEncoder(leftmost)},
      {"tetris-pad-bits-ignored",
       "the pad bits of a board's last character are not checked [TET-O2], [TET-H3]: a slug with a non-zero pad bit "
       "opens as the board without it, in both profiles",
       "decode.strict", L::kRequired, "decode.lenient decode.mutated", QuirkyDecoder(pad), nullptr},
      {"tetris-lenient-no-percent", "lenient decoding does not undo percent-escapes [TET-T7]: a '%' is a bad character",
       "decode.lenient", L::kRecommended, "decode.transit decode.mutated", DecodeKeepingPercent, nullptr},
  };
}

// This format's entry in the list of every format's (kit/format_mutants.h).
const FormatMutants& TheMutants() {
  static const FormatMutants mutants{"tetris", &Mutants};
  return mutants;
}

}  // namespace slugspec::tetris
