// TypedKit<Model>: what CodecFormat is to a Format, for a FormatKit. The
// kit's generic members that take a model cast it once, here, and call the
// format's typed hooks; a model of another type is reported, never cast
// blindly. The members most formats answer alike have their defaults here:
// no writer spellings, a slug reported as the version that wrote it,
// NON_CANONICAL the one spelling-only code, round trips always cheap.
#ifndef SLUGSPEC_KIT_TYPED_KIT_H_
#define SLUGSPEC_KIT_TYPED_KIT_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

#include "kit/format_kit.h"
#include "registry/format.h"

namespace slugspec {

template <typename Model>
class TypedKit : public FormatKit {
 public:
  std::unique_ptr<google::protobuf::Message> Generate(Draw& draw, std::string_view version) const final {
    std::optional<Model> model = GenerateOf(draw, version);
    if (!model) return nullptr;
    model->set_format(std::string(format().name()));
    model->set_version(std::string(version));
    return std::make_unique<Model>(std::move(*model));
  }
  std::vector<Spelling> WriterSpellings(const google::protobuf::Message& model, std::string_view version) const final {
    const Model* typed = Cast(model);
    return typed == nullptr ? std::vector<Spelling>{} : WriterSpellingsOf(*typed, version);
  }
  std::string ReportedVersion(const google::protobuf::Message& model, std::string_view written,
                              std::string_view slug) const final {
    const Model* typed = Cast(model);
    return typed == nullptr ? std::string() : ReportedVersionOf(*typed, written, slug);
  }
  std::string CheckDecoded(std::string_view input, Profile profile, const Status& status,
                           const google::protobuf::Message& model) const final {
    const Model* typed = Cast(model);
    return typed == nullptr ? NotOurs(model) : CheckDecodedOf(input, profile, status, *typed);
  }
  std::string CheckCanonical(const google::protobuf::Message& model, std::string_view version,
                             std::string_view slug) const final {
    const Model* typed = Cast(model);
    return typed == nullptr ? NotOurs(model) : CheckCanonicalOf(*typed, version, slug);
  }
  bool RoundTripIsCheap(std::string_view input, const google::protobuf::Message& model,
                        std::string_view version) const final {
    const Model* typed = Cast(model);
    return typed != nullptr && RoundTripIsCheapOf(input, *typed, version);
  }

  // Defaults a format overrides when its spec says otherwise.
  bool IsWriterSpelling(std::string_view, std::string_view, std::string_view) const override { return false; }
  std::vector<ErrorCode> SpellingOnlyCodes() const override { return {NON_CANONICAL}; }

 protected:
  // The model Generate returns, before its format and version are set;
  // nothing for a version the format lacks.
  virtual std::optional<Model> GenerateOf(Draw& draw, std::string_view version) const = 0;
  virtual std::string CheckDecodedOf(std::string_view input, Profile profile, const Status& status,
                                     const Model& model) const = 0;
  virtual std::string CheckCanonicalOf(const Model& model, std::string_view version, std::string_view slug) const = 0;
  virtual std::vector<Spelling> WriterSpellingsOf(const Model&, std::string_view) const { return {}; }
  virtual std::string ReportedVersionOf(const Model&, std::string_view written, std::string_view) const {
    return std::string(written);
  }
  virtual bool RoundTripIsCheapOf(std::string_view, const Model&, std::string_view) const { return true; }

 private:
  static const Model* Cast(const google::protobuf::Message& model) {
    return google::protobuf::DynamicCastToGenerated<Model>(&model);
  }
  std::string NotOurs(const google::protobuf::Message& model) const {
    return "not a " + std::string(format().name()) + " model: " + model.GetTypeName();
  }
};

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_TYPED_KIT_H_
