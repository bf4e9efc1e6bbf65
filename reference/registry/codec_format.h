// CodecFormat<Codec>: a format's codec behind the generic Format interface.
//
// A format's format.cc states its codec as a table, a traits struct of
// constants and function pointers (below), and names it in TheFormat().
// Everything every format does alike is written here, once: the checked
// cast from a generic message to the format's model (a model of another
// format is a BAD_MODEL rejection, never undefined behaviour), naming a
// version (an empty name is the model's own version, else the current one;
// an unknown name is UNKNOWN_VERSION), upgrading (decode any version,
// encode the current one), and the defaults of what only some formats have
// (level codes, conversions). The codec's functions only ever see a version
// of its own table.
//
// The traits struct, every member static constexpr:
//   using Model = <the model message>;   with string fields format, version
//   kName, kVersions (its VersionTable), kMaxInputSize
//   Recognises     bool (std::string_view slug)
//   DetectVersion  Status (std::string_view slug, Profile, Version*): the
//                  version a slug's first bytes claim; or, for a format
//                  whose slugs can claim several, ClaimedVersions
//                  std::vector<std::string_view> (std::string_view, Profile)
//   Decode         Status (std::string_view slug, Profile, Model*)
//   Encode         Status (const Model&, Version, std::string* slug); a
//                  format of one version may leave the Version out
//   CheckModel     Status (const Model&, Version); a format whose versions
//                  all share the model's rules may leave the Version out
//   SameGame       bool (const Model&, const Model&)
//   Differences    std::vector<std::string> (const Model& expected,
//                  const Model& got, size_t max_lines)
//   Warnings       std::vector<std::string> (const Model&)
//   Render         std::string (const Model&, bool one_line)
//   RenderSvg      std::string (const Model&)
// and, for a format that has them:
//   kConversions   the names (a std::array of std::string_view), with
//   Convert        Status (const Model&, std::string_view to, Model* out)
//   LevelCode      Status (const Model&, std::string* code), with
//   ReadLevelCode  Status (std::string_view text, std::string* normalized)
#ifndef SLUGSPEC_REGISTRY_CODEC_FORMAT_H_
#define SLUGSPEC_REGISTRY_CODEC_FORMAT_H_

#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "registry/format.h"

namespace slugspec {

template <typename Codec>
class CodecFormat final : public Format {
  using Model = typename Codec::Model;
  using Version = typename std::remove_cvref_t<decltype(Codec::kVersions)>::Enum;

 public:
  std::string_view name() const override { return Codec::kName; }
  std::vector<std::string_view> versions() const override { return Codec::kVersions.Names(); }
  size_t max_input_size() const override { return Codec::kMaxInputSize; }
  bool Recognises(std::string_view slug) const override { return Codec::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    if constexpr (requires { Codec::ClaimedVersions; }) {
      return Codec::ClaimedVersions(slug, profile);
    } else {
      Version v{};
      if (!Codec::DetectVersion(slug, profile, &v).ok()) return {};
      return {Codec::kVersions.Name(v)};
    }
  }
  std::unique_ptr<ModelMessage> NewModel() const override { return std::make_unique<Model>(); }

  Status Decode(std::string_view slug, Profile profile, ModelMessage* model) const override {
    Model* typed = CastModel<Model>(model);
    if (typed == nullptr) return WrongModel(model);
    return Codec::Decode(slug, profile, typed);
  }
  Status Encode(const ModelMessage& model, std::string_view version, std::string* slug) const override {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    Version v{};
    SLUGSPEC_RETURN_IF_ERROR(Resolve(*typed, version, &v));
    return EncodeAs(*typed, v, slug);
  }
  Status CheckModel(const ModelMessage& model, std::string_view version) const override {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    Version v{};
    SLUGSPEC_RETURN_IF_ERROR(Resolve(*typed, version, &v));
    if constexpr (std::is_invocable_v<decltype(Codec::CheckModel), const Model&>) {
      return Codec::CheckModel(*typed);
    } else {
      return Codec::CheckModel(*typed, v);
    }
  }
  Status Upgrade(std::string_view slug, Profile profile, std::string* upgraded) const override {
    Model model;
    SLUGSPEC_RETURN_IF_ERROR(Codec::Decode(slug, profile, &model));
    return EncodeAs(model, Codec::kVersions.current(), upgraded);
  }
  std::string ModelVersionOf(const ModelMessage& model) const override {
    const Model* typed = CastModel<Model>(&model);
    return typed == nullptr ? std::string() : typed->version();
  }
  const model_schema::Schema* ModelSchema() const override { return SchemaFor<Model>(); }

  // Models of another type are never the same game.
  bool SameGame(const ModelMessage& a, const ModelMessage& b) const override {
    const Model* x = CastModel<Model>(&a);
    const Model* y = CastModel<Model>(&b);
    return x != nullptr && y != nullptr && Codec::SameGame(*x, *y);
  }
  std::vector<std::string> Differences(const ModelMessage& expected, const ModelMessage& got,
                                       size_t max_lines) const override {
    const Model* x = CastModel<Model>(&expected);
    const Model* y = CastModel<Model>(&got);
    if (x == nullptr || y == nullptr) {
      return {"a " + got.GetTypeName() + " model, where a " + expected.GetTypeName() + " was expected"};
    }
#if SLUGSPEC_LITE_MODELS
    // The module JavaScript loads leaves the differences in words out: no
    // verb it reaches names them (the runner, which does, is native), and
    // they weighed a tenth of a small format's module. The contract holds:
    // empty exactly when SameGame holds. (The codec's Differences is still
    // checked here, unevaluated, so that the two builds take one table.)
    static_assert(std::is_invocable_r_v<std::vector<std::string>, decltype(Codec::Differences), const Model&,
                                        const Model&, size_t>);
    (void)max_lines;
    if (Codec::SameGame(*x, *y)) return {};
    return {"the games differ (this build does not name the differences)"};
#else
    return Codec::Differences(*x, *y, max_lines);
#endif
  }
  std::vector<std::string> Warnings(const ModelMessage& model) const override {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return {WrongModel(&model).message()};
    return Codec::Warnings(*typed);
  }
  std::string Render(const ModelMessage& model, bool one_line) const override {
    const Model* typed = CastModel<Model>(&model);
    return typed == nullptr ? std::string() : Codec::Render(*typed, one_line);
  }
  std::string RenderSvg(const ModelMessage& model) const override {
    const Model* typed = CastModel<Model>(&model);
    return typed == nullptr ? std::string() : Codec::RenderSvg(*typed);
  }

  bool HasLevelCodes() const override { return kHasLevelCodes; }
  // A model of another format is that, whether or not this one has level
  // codes or conversions: the cast comes first.
  Status LevelCode(const ModelMessage& model, std::string* code) const override {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    if constexpr (kHasLevelCodes) {
      return Codec::LevelCode(*typed, code);
    } else {
      return Format::LevelCode(model, code);
    }
  }
  Status ReadLevelCode(std::string_view text, std::string* normalized) const override {
    if constexpr (kHasLevelCodes) {
      return Codec::ReadLevelCode(text, normalized);
    } else {
      return Format::ReadLevelCode(text, normalized);
    }
  }

  std::vector<std::string_view> Conversions() const override {
    if constexpr (kHasConversions) {
      return {Codec::kConversions.begin(), Codec::kConversions.end()};
    } else {
      return {};
    }
  }
  Status Convert(const ModelMessage& model, std::string_view to, ModelMessage* out) const override {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    if constexpr (kHasConversions) {
      Model* typed_out = CastModel<Model>(out);
      if (typed_out == nullptr) return WrongModel(out);
      for (std::string_view name : Codec::kConversions) {
        if (name == to) return Codec::Convert(*typed, to, typed_out);
      }
    }
    return Format::Convert(model, to, out);
  }

 private:
  static constexpr bool kHasLevelCodes = requires { Codec::LevelCode; };
  static constexpr bool kHasConversions = requires { Codec::kConversions; };

  static Status EncodeAs(const Model& model, Version version, std::string* slug) {
    if constexpr (std::is_invocable_v<decltype(Codec::Encode), const Model&, std::string*>) {
      (void)version;  // a format of one version
      return Codec::Encode(model, slug);
    } else {
      return Codec::Encode(model, version, slug);
    }
  }
  Status Resolve(const Model& model, std::string_view requested, Version* version) const {
    const std::string resolved = ResolveVersion(model, requested);
    if (const auto v = Codec::kVersions.Parse(resolved); !resolved.empty() && v) {
      *version = *v;
      return OkStatus();
    }
    const std::string name = requested.empty() ? model.version() : std::string(requested);
    return Status(UNKNOWN_VERSION, 0, std::string(Codec::kName) + " has no version \"" + name + "\"");
  }
  Status WrongModel(const ModelMessage* model) const {
    const std::string got = model == nullptr ? "no model" : "a " + model->GetTypeName() + " model";
    return Status(BAD_MODEL, 0,
                  "the " + std::string(Codec::kName) + " format takes a " + Model::default_instance().GetTypeName() +
                      ", not " + got);
  }
};

}  // namespace slugspec

#endif  // SLUGSPEC_REGISTRY_CODEC_FORMAT_H_
