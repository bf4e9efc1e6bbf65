#include "sudoku/mutants.h"

#include <utility>

#include "kit/mutants.h"
#include "registry/format.h"
#include "sudoku/codec.h"

namespace slugspec::sudoku {
namespace {

using google::protobuf::Message;

// A decoder that is the reference's but for `quirks`.
std::function<Status(std::string_view, Profile, Message*)> Quirky(Quirks quirks) {
  return TypedDecoder<Puzzle>(TheFormat(), [quirks](std::string_view slug, Profile profile, Puzzle* puzzle) {
    return DecodeWith(slug, profile, quirks, puzzle);
  });
}

// Row and column exchanged: cell 9r+c is read and written as 9c+r. Cells off
// the grid are left to the range checks.
void Transpose(Message* model) {
  auto* puzzle = google::protobuf::DynamicCastToGenerated<Puzzle>(model);
  if (puzzle == nullptr) return;
  for (Given& g : *puzzle->mutable_givens()) {
    if (g.cell() < kCells) g.set_cell(g.cell() % 9 * 9 + g.cell() / 9);
  }
}

Status DecodeTransposed(std::string_view slug, Profile profile, Message* model) {
  return DecodeBent(TheFormat(), Transpose, slug, profile, model);
}

Status EncodeTransposed(const Message& model, std::string_view version, std::string* slug) {
  return EncodeBent(TheFormat(), Transpose, model, version, slug);
}

// The reference's checks (the version among them), then the quirky writer.
Status EncodeUnsorted(const Message& model, std::string_view version, std::string* slug) {
  const auto* puzzle = google::protobuf::DynamicCastToGenerated<Puzzle>(&model);
  if (puzzle == nullptr) return TheFormat().Encode(model, version, slug);
  SLUGSPEC_RETURN_IF_ERROR(TheFormat().CheckModel(model, version));
  const std::optional<Version> v = ParseVersion(TheFormat().ResolveVersion(model, version));
  if (!v) return TheFormat().Encode(model, version, slug);  // CheckModel refused it already
  return EncodeWith(*puzzle, *v, {.givens_in_model_order = true}, slug);
}

Status DecodeKeepingPercent(std::string_view slug, Profile profile, Message* model) {
  return DecodeKeepingPercents(TheFormat(), slug, profile, model);
}

}  // namespace

std::vector<FormatMutant> Mutants() {
  using L = MutantLevel;
  return {
      {"sudoku-count-off-by-one",
       "the v1 tuple loop runs while more than 11 bits remain ('>' for '>='): the last tuple of an 11n-bit "
       "payload (8, 16, ..., 80 givens) is not read; lenient drops the last given, strict takes it for spare "
       "bits and rejects the slug",
       "decode.strict", L::kRequired, "decode.lenient decode.transit", Quirky({.loop_one_short = true}), nullptr},
      {"sudoku-padding-ignored",
       "strict decoding does not look at the discarded bits of the last base64 character [SUD-B6] or at the "
       "v1 pad bits [SUD-V1-7]: it accepts such slugs, which strict must reject",
       "decode.strict", L::kRequired, "decode.transit", Quirky({.ignore_unused_bits = true}), nullptr},
      {"sudoku-transposed", "row and column exchanged: cell 9r+c is read and written as 9c+r, in decoding and encoding",
       "decode.strict", L::kRequired, "decode.lenient decode.transit decode.mutated encode.canonical encode.roundtrip",
       DecodeTransposed, EncodeTransposed},
      {"sudoku-duplicate-accepted",
       "no DUPLICATE check: a cell given again overwrites the digit (the last one wins); strict still rejects "
       "givens out of order, so repeats that follow each other slip through",
       "decode.strict", L::kRequired, "decode.lenient", Quirky({.last_given_wins = true}), nullptr},
      {"sudoku-trailing-data-accepted", "strict decoding accepts a spare byte after the v1 pad bits [SUD-V1-8]",
       "decode.strict", L::kRequired, "decode.mutated", Quirky({.ignore_trailing_data = true}), nullptr},
      {"sudoku-url-safe-strict",
       "strict decoding reads '-' and '_' as '+' and '/' (a base64 decoder that takes both alphabets); only "
       "lenient may repair base64url",
       "decode.strict", L::kRequired, "decode.transit decode.mutated", Quirky({.url_safe_alphabet = true}), nullptr},
      {"sudoku-unsorted-encode",
       "the encoder writes the givens in the model's order instead of by ascending cell [SUD-E2]; the slug "
       "still opens as the same puzzle",
       "encode.canonical", L::kRecommended, "encode.roundtrip", nullptr, EncodeUnsorted},
      {"sudoku-lenient-no-percent", "lenient decoding does not undo percent-escapes [SUD-T3]: a '%' is a bad character",
       "decode.lenient", L::kRecommended, "decode.transit decode.mutated", DecodeKeepingPercent, nullptr},
  };
}

// This format's entry in the list of every format's (kit/format_mutants.h).
const FormatMutants& TheMutants() {
  static const FormatMutants mutants{"sudoku", &Mutants};
  return mutants;
}

}  // namespace slugspec::sudoku
