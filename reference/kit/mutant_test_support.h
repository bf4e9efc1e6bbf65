// For a format's tests of its own mutants (kit/format_mutants.h): the answer of
// a mutant and of the reference to one decode or encode, side by side, and
// their comparison as the conformance runner makes it (codes, offsets and
// models; never messages). Header only, for reference/<format>/*_test.cc.
#ifndef SLUGSPEC_KIT_MUTANT_TEST_SUPPORT_H_
#define SLUGSPEC_KIT_MUTANT_TEST_SUPPORT_H_

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include <google/protobuf/message.h>
#include <google/protobuf/util/message_differencer.h>

#include "kit/format_kit.h"
#include "kit/format_mutants.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::mutant_test {

// One answer: a decode's status and model, or an encode's status and slug.
struct Answer {
  Status status;
  std::unique_ptr<google::protobuf::Message> model;  // decode: set when accepted
  std::string slug;                                  // encode: set when accepted
  bool ok() const { return status.ok(); }
  ErrorCode code() const { return status.code(); }
  template <typename Model>
  const Model& as() const {
    return dynamic_cast<const Model&>(*model);
  }
};

inline bool SameAnswer(const Answer& a, const Answer& b) {
  if (a.status.code() != b.status.code() || a.status.offset() != b.status.offset() || a.slug != b.slug) return false;
  if ((a.model == nullptr) != (b.model == nullptr)) return false;
  return a.model == nullptr || google::protobuf::util::MessageDifferencer::Equals(*a.model, *b.model);
}

inline FormatMutant NamedMutant(const FormatKit& kit, std::string_view name) {
  for (const FormatMutant& m : MutantsOf(kit.format().name())) {
    if (m.name == name) return m;
  }
  throw std::runtime_error("no mutant " + std::string(name));
}

// What the reference (null hook) or the hook answers.
inline Answer Decode(const FormatKit& kit, const FormatMutant* mutant, std::string_view slug, Profile profile) {
  Answer a;
  std::unique_ptr<google::protobuf::Message> model = kit.format().NewModel();
  a.status = mutant != nullptr && mutant->decode ? mutant->decode(slug, profile, model.get())
                                                 : kit.format().Decode(slug, profile, model.get());
  if (a.status.ok()) a.model = std::move(model);
  return a;
}

inline Answer Encode(const FormatKit& kit, const FormatMutant* mutant, const google::protobuf::Message& model,
                     std::string_view version) {
  Answer a;
  a.status = mutant != nullptr && mutant->encode ? mutant->encode(model, version, &a.slug)
                                                 : kit.format().Encode(model, version, &a.slug);
  if (!a.status.ok()) a.slug.clear();
  return a;
}

// The mutant's answer and the reference's.
struct Both {
  Answer mutant, reference;
};

inline Both AskDecode(const FormatKit& kit, std::string_view mutant, std::string_view slug, Profile profile) {
  const FormatMutant m = NamedMutant(kit, mutant);
  return {Decode(kit, &m, slug, profile), Decode(kit, nullptr, slug, profile)};
}

inline Both AskEncode(const FormatKit& kit, std::string_view mutant, const google::protobuf::Message& model,
                      std::string_view version) {
  const FormatMutant m = NamedMutant(kit, mutant);
  return {Encode(kit, &m, model, version), Encode(kit, nullptr, model, version)};
}

// A model of the kit's format from its proto3 JSON (format and version
// fields may be left out).
inline std::unique_ptr<google::protobuf::Message> ModelFromJson(const FormatKit& kit, const std::string& json) {
  std::unique_ptr<google::protobuf::Message> model = kit.format().NewModel();
  if (const Status read = FromJson(json, model.get()); !read.ok()) throw std::runtime_error(read.message());
  return model;
}

// The reference decodes `slug` leniently to the same game as `model`.
inline bool OpensAs(const FormatKit& kit, std::string_view slug, const google::protobuf::Message& model) {
  const Answer a = Decode(kit, nullptr, slug, Profile::kLenient);
  return a.ok() && kit.format().SameGame(*a.model, model);
}

}  // namespace slugspec::mutant_test

#endif  // SLUGSPEC_KIT_MUTANT_TEST_SUPPORT_H_
