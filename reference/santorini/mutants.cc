#include "santorini/mutants.h"

#include <utility>

#include "kit/mutants.h"
#include "registry/format.h"
#include "santorini/message.h"

namespace slugspec::santorini {
namespace {

using google::protobuf::Message;

// A decoder that is the reference's but for `quirks`.
std::function<Status(std::string_view, Profile, Message*)> QuirkyDecoder(Quirks quirks) {
  return TypedDecoder<Position>(TheFormat(), [quirks](std::string_view slug, Profile profile, Position* p) {
    return DecodeWith(slug, profile, quirks, p);
  });
}

// An encoder that checks the model as the reference does, in the version the
// reference resolves (the request's, else the model's, else the current
// one), and writes the message `bits` makes, with the canonical transport.
using MessageMaker = std::function<std::vector<uint8_t>(const Position&, Version)>;
Status EncodeMessage(const MessageMaker& bits, const Message& model, std::string_view version, std::string* slug) {
  const auto* p = google::protobuf::DynamicCastToGenerated<Position>(&model);
  if (p == nullptr) return TheFormat().Encode(model, version, slug);  // the reference's refusal
  SLUGSPEC_RETURN_IF_ERROR(TheFormat().CheckModel(model, version));
  const Version v = *ParseVersion(TheFormat().ResolveVersion(model, version));
  *slug = SlugOfMessage(bits(*p, v), v);
  return OkStatus();
}

// An encoder that is the reference's but for `quirks`.
std::function<Status(const Message&, std::string_view, std::string*)> QuirkyEncoder(Quirks quirks) {
  return [quirks](const Message& model, std::string_view version, std::string* slug) {
    return EncodeMessage([quirks](const Position& p, Version v) { return MessageBitsWith(p, v, quirks); }, model,
                         version, slug);
  };
}

// Player one and player two exchanged, as a reader who takes the post's
// "player one is blue" for the first worker fields would have it.
void SwapPlayers(Message* model) {
  auto* p = google::protobuf::DynamicCastToGenerated<Position>(model);
  if (p == nullptr) return;
  p->mutable_player_one()->Swap(p->mutable_player_two());
  if (p->to_move() == PLAYER_ONE || p->to_move() == PLAYER_TWO) {
    p->set_to_move(p->to_move() == PLAYER_ONE ? PLAYER_TWO : PLAYER_ONE);
  }
}

Status DecodeSwapped(std::string_view slug, Profile profile, Message* model) {
  return DecodeBent(TheFormat(), SwapPlayers, slug, profile, model);
}

Status EncodeSwapped(const Message& model, std::string_view version, std::string* slug) {
  return EncodeBent(TheFormat(), SwapPlayers, model, version, slug);
}

// Writes each player's workers in the model's order, not ascending.
std::vector<uint8_t> WorkersInModelOrder(const Position& p, Version v) {
  std::vector<uint8_t> bits = MessageBits(p, v);
  const uint32_t in_model_order[kWorkers] = {p.player_one(0), p.player_one(1), p.player_two(0), p.player_two(1)};
  for (int i = 0; i < kWorkers; ++i) {
    for (int b = 0; b < kSquareBits; ++b) {
      bits[static_cast<size_t>(1 + kSquareBits * i + b)] =
          static_cast<uint8_t>((in_model_order[i] >> (kSquareBits - 1 - b)) & 1);
    }
  }
  return bits;
}

Status EncodeWorkersUnsorted(const Message& model, std::string_view version, std::string* slug) {
  return EncodeMessage(WorkersInModelOrder, model, version, slug);
}

Status DecodeKeepingPercent(std::string_view slug, Profile profile, Message* model) {
  return DecodeKeepingPercents(TheFormat(), slug, profile, model);
}

}  // namespace

std::vector<FormatMutant> Mutants() {
  using L = MutantLevel;
  return {
      {"santorini-free-count-off-by-one",
       "v2: the k-th building field counts 25 - k free squares instead of 26 - k, so the largest index of each "
       "field is refused and the field widths change one field early (after 8, 16, 20 and 22 buildings)",
       "decode.strict", L::kRequired, "decode.lenient decode.transit", QuirkyDecoder({.free_count_off_by_one = true}),
       nullptr},
      {"santorini-padding-read-as-domes",
       "the zero bits after the stop bit are read as message bits: they become domes on the first free square, "
       "or a cut-short field",
       "decode.strict", L::kRequired, "decode.lenient decode.transit", QuirkyDecoder({.pad_bits_are_message = true}),
       nullptr},
      {"santorini-zero-width-25th-field",
       "v2: the 25th building field is written and read as 0 bits (ceil(log2 1)) instead of the post's 1 bit: "
       "a board with a building on every square loses its last bit",
       "decode.strict", L::kRequired, "encode.canonical encode.roundtrip",
       QuirkyDecoder({.zero_width_last_field = true}), QuirkyEncoder({.zero_width_last_field = true})},
      {"santorini-players-swapped",
       "the first two worker fields read and written as player two's, and the turn bit inverted (the post's "
       "picture, not its bits)",
       "decode.strict", L::kRequired, "decode.lenient decode.transit encode.canonical encode.roundtrip", DecodeSwapped,
       EncodeSwapped},
      {"santorini-workers-unsorted-encode",
       "the encoder writes each player's workers in the model's order instead of ascending [SAN-C1]; the slug "
       "still opens as the same position (the runner's roundtrip cases hand encoders shuffled lists)",
       "encode.roundtrip", L::kRecommended, "", nullptr, EncodeWorkersUnsorted},
      {"santorini-lenient-no-percent",
       "lenient decoding does not undo percent-escapes [SAN-T7]: a '%' is a bad character", "decode.lenient",
       L::kRecommended, "decode.transit decode.mutated", DecodeKeepingPercent, nullptr},
  };
}

// This format's entry in the list of every format's (kit/format_mutants.h).
const FormatMutants& TheMutants() {
  static const FormatMutants mutants{"santorini", &Mutants};
  return mutants;
}

}  // namespace slugspec::santorini
