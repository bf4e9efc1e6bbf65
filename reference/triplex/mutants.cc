#include "triplex/mutants.h"

#include "kit/mutants.h"
#include "registry/format.h"
#include "triplex/codec.h"

namespace slugspec::triplex {
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

// The reference's decoder, then the level code with `quirks`.
std::function<Status(std::string_view, Profile, std::string*)> QuirkyLevelCode(Quirks quirks) {
  return [quirks](std::string_view slug, Profile profile, std::string* code) {
    Puzzle p;
    SLUGSPEC_RETURN_IF_ERROR(Decode(slug, profile, &p));
    return LevelCodeWith(p, quirks, code);
  };
}

Status DecodeKeepingPercent(std::string_view slug, Profile profile, Message* model) {
  return DecodeKeepingPercents(TheFormat(), slug, profile, model);
}

}  // namespace

std::vector<FormatMutant> Mutants() {
  using L = MutantLevel;
  const Quirks right_first{.right_before_bottom = true};
  const Quirks four{.four_symmetries_for_squares = true};
  const Quirks written{.code_over_written_solution = true};
  return {
      {"triplex-faces-right-first",
       "each cell's right face is read and written before its bottom face (§2 takes the bottom one first): most "
       "solutions open as another partition, or as none",
       "decode.strict", L::kRequired, "decode.lenient decode.transit encode.canonical", QuirkyDecoder(right_first),
       QuirkyEncoder(right_first)},
      {"triplex-square-four-symmetries",
       "a square's minimal image is taken over the 4 symmetries of a rectangle, not the square's 8 (§3): the "
       "quarter turns and diagonal mirrors of a square solution pass as canonical and are written",
       "decode.strict", L::kRequired, "encode.canonical", QuirkyDecoder(four), QuirkyEncoder(four)},
      {"triplex-level-code-of-written-solution",
       "the level code is hashed over the solution as the slug writes it, not over its canonical slug [TPX-K1]: a "
       "turned or transposed copy of a solution, which the lenient profile reads, gets another code",
       "code.corpus", L::kRequired, "", nullptr, nullptr, QuirkyLevelCode(written)},
      {"triplex-lenient-no-percent",
       "lenient decoding does not undo percent-escapes [TPX-T7]: a '%' is a bad character", "decode.lenient",
       L::kRecommended, "decode.transit decode.mutated", DecodeKeepingPercent, nullptr},
  };
}

// This format's entry in the list of every format's (kit/format_mutants.h).
const FormatMutants& TheMutants() {
  static const FormatMutants mutants{"triplex", &Mutants};
  return mutants;
}

}  // namespace slugspec::triplex
