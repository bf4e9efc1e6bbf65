// Pieces that several formats' mutants (kit/format_mutants.h) share.
#ifndef SLUGSPEC_KIT_MUTANTS_H_
#define SLUGSPEC_KIT_MUTANTS_H_

#include <functional>
#include <string>
#include <string_view>

#include <google/protobuf/message.h>

#include "common/profile.h"
#include "common/status.h"
#include "registry/format.h"

namespace slugspec {

// `format`'s decoder with lenient repairs that forget percent-escapes: every
// '%' reaches the decoder as it is, a character of no alphabet. It is given
// '*', which is also of no alphabet and which no repair touches, so the
// reference shows what that decoder would say. Strict is the reference's.
Status DecodeKeepingPercents(const Format& format, std::string_view slug, Profile profile,
                             google::protobuf::Message* model);

// A mutant's decoder over the format's own model type: `decode` gets the
// typed model; a message of another type gets the reference's refusal.
template <typename Model, typename Decode>
std::function<Status(std::string_view, Profile, google::protobuf::Message*)> TypedDecoder(const Format& format,
                                                                                          Decode decode) {
  return [&format, decode](std::string_view slug, Profile profile, google::protobuf::Message* model) {
    auto* typed = google::protobuf::DynamicCastToGenerated<Model>(model);
    if (typed == nullptr) return format.Decode(slug, profile, model);
    return decode(slug, profile, typed);
  };
}

// A mutant's encoder over the format's own model type: the reference's
// model checks and version resolution first (and its refusal of a message
// of another type), then `encode` of the typed model, the seeded bug.
template <typename Model, typename Encode>
std::function<Status(const google::protobuf::Message&, std::string_view, std::string*)> CheckedTypedEncoder(
    const Format& format, Encode encode) {
  return [&format, encode](const google::protobuf::Message& model, std::string_view version, std::string* slug) {
    const auto* typed = google::protobuf::DynamicCastToGenerated<Model>(&model);
    if (typed == nullptr) return format.Encode(model, version, slug);
    SLUGSPEC_RETURN_IF_ERROR(format.CheckModel(model, version));
    return encode(*typed, slug);
  };
}

// A mutant that misreads or miswrites a model the same way in both
// directions (rows for columns, one player for the other): the reference's
// decoder with `bend` applied to what it decoded, and the reference's
// encoder of `model` with `bend` applied first.
using ModelBend = std::function<void(google::protobuf::Message*)>;
Status DecodeBent(const Format& format, const ModelBend& bend, std::string_view slug, Profile profile,
                  google::protobuf::Message* model);
Status EncodeBent(const Format& format, const ModelBend& bend, const google::protobuf::Message& model,
                  std::string_view version, std::string* slug);

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_MUTANTS_H_
