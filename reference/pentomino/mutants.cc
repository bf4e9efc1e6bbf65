// The pentomino mutants: the reference with one seeded bug each, of the
// kinds real pentomino implementations have.
#include "kit/mutants.h"

#include <memory>

#include "pentomino/alphabet.h"
#include "pentomino/mutant_steps.h"
#include "registry/format.h"

namespace slugspec::pentomino {
namespace {

using google::protobuf::Message;

Status DecodeSwappedXY(std::string_view slug, Profile profile, Message* model) {
  const Status s = TheFormat().Decode(slug, profile, model);
  auto* board = google::protobuf::DynamicCastToGenerated<Board>(model);
  if (s.ok() && board != nullptr && (board->version() == "v3" || board->version() == "v3.1")) {
    SwapPieceCoordinates(board);
  }
  return s;
}

Status EncodeWrongCaseBit(const Message& model, std::string_view version, std::string* slug) {
  const Status s = TheFormat().Encode(model, version, slug);
  // v3 and v3.1 begin with the surface.
  if (s.ok() && !slug->empty() && SurfaceOfLetter((*slug)[0])) *slug = CaseFromReflection(*slug);
  return s;
}

Status EncodeTerrainTie(const Message& model, std::string_view version, std::string* slug) {
  const Status s = TheFormat().Encode(model, version, slug);
  const auto* board = google::protobuf::DynamicCastToGenerated<Board>(&model);
  if (s.ok() && board != nullptr && TheFormat().ResolveVersion(model, version) == "v3.1") {
    *slug = TerrainTieToLast(*board, *slug);
  }
  return s;
}

// v0 slugs ("('...") are percent-escaped by definition and read by their
// own decoder, which has no such bug.
Status DecodeKeepingPercent(std::string_view slug, Profile profile, Message* model) {
  if (slug.find("('") != std::string_view::npos) return TheFormat().Decode(slug, profile, model);
  return DecodeKeepingPercents(TheFormat(), slug, profile, model);
}

}  // namespace

std::vector<FormatMutant> Mutants() {
  using L = MutantLevel;
  return {
      {"pentomino-swapped-xy",
       "v3 and v3.1 pieces decoded with x and y exchanged (the parser reads the column before the row)",
       "decode.strict", L::kRequired, "decode.lenient decode.transit decode.mutated", DecodeSwappedXY, nullptr},
      {"pentomino-wrong-case-bit",
       "the v3/v3.1 encoder writes a piece's name in lowercase when the piece is reflected, instead of when "
       "its colour is 6 or more: the case bit comes from the wrong field, so colours (and with them the game) "
       "change",
       "encode.canonical", L::kRequired, "encode.roundtrip", nullptr, EncodeWrongCaseBit},
      {"pentomino-terrain-tie",
       "the v3.1 encoder breaks a tie between equally short terrain forms towards the last (Z, then Y, then "
       "pairs) instead of the first [PEN-E2]; the slug still opens as the same board",
       "encode.canonical", L::kRecommended, "encode.roundtrip", nullptr, EncodeTerrainTie},
      {"pentomino-lenient-no-percent",
       "lenient decoding does not undo percent-escapes [PEN-T2]: a '%' is a bad character", "decode.lenient",
       L::kRecommended, "decode.transit decode.mutated", DecodeKeepingPercent, nullptr},
  };
}

// This format's entry in the list of every format's (kit/format_mutants.h).
const FormatMutants& TheMutants() {
  static const FormatMutants mutants{"pentomino", &Mutants};
  return mutants;
}

}  // namespace slugspec::pentomino
