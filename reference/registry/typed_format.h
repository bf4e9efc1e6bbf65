// TypedFormat<Model>: the one place where a Format's generic messages become
// the format's own model type, and where what every format does alike is
// written once: naming a version (an empty name is the model's own version,
// else the current one; an unknown name is UNKNOWN_VERSION), upgrading
// (decode any version, encode the current one) and the checked cast from a
// generic message (a model of another format is a BAD_MODEL rejection, never
// undefined behaviour). A format derives from it and implements the typed
// hooks, which only ever see a version of its own table.
//
// Every model message has the string fields `format` and `version`.
#ifndef SLUGSPEC_REGISTRY_TYPED_FORMAT_H_
#define SLUGSPEC_REGISTRY_TYPED_FORMAT_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "registry/format.h"

namespace slugspec {

template <typename Model>
class TypedFormat : public Format {
 public:
  std::unique_ptr<ModelMessage> NewModel() const final { return std::make_unique<Model>(); }

  Status Decode(std::string_view slug, Profile profile, ModelMessage* model) const final {
    Model* typed = CastModel<Model>(model);
    if (typed == nullptr) return WrongModel(model);
    return DecodeModel(slug, profile, typed);
  }
  Status Encode(const ModelMessage& model, std::string_view version, std::string* slug) const final {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    std::string resolved;
    if (Status s = Resolve(*typed, version, &resolved); !s.ok()) return s;
    return EncodeModel(*typed, resolved, slug);
  }
  Status CheckModel(const ModelMessage& model, std::string_view version) const final {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    std::string resolved;
    if (Status s = Resolve(*typed, version, &resolved); !s.ok()) return s;
    return CheckModelOf(*typed, resolved);
  }
  Status Upgrade(std::string_view slug, Profile profile, std::string* upgraded) const final {
    Model model;
    if (Status s = DecodeModel(slug, profile, &model); !s.ok()) return s;
    return EncodeModel(model, current_version(), upgraded);
  }
  std::string ModelVersionOf(const ModelMessage& model) const final {
    const Model* typed = CastModel<Model>(&model);
    return typed == nullptr ? std::string() : typed->version();
  }
  const model_schema::Schema* ModelSchema() const final { return SchemaFor<Model>(); }
  // Models of another type are never the same game.
  bool SameGame(const ModelMessage& a, const ModelMessage& b) const final {
    const Model* x = CastModel<Model>(&a);
    const Model* y = CastModel<Model>(&b);
    return x != nullptr && y != nullptr && SameGameModel(*x, *y);
  }
  std::vector<std::string> Differences(const ModelMessage& expected, const ModelMessage& got,
                                       size_t max_lines) const final {
    const Model* x = CastModel<Model>(&expected);
    const Model* y = CastModel<Model>(&got);
    if (x == nullptr || y == nullptr) {
      return {"a " + got.GetTypeName() + " model, where a " + expected.GetTypeName() + " was expected"};
    }
    return DifferencesOf(*x, *y, max_lines);
  }
  std::vector<std::string> Warnings(const ModelMessage& model) const final {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return {WrongModel(&model).message()};
    return WarningsOf(*typed);
  }
  std::string Render(const ModelMessage& model, bool one_line) const final {
    const Model* typed = CastModel<Model>(&model);
    return typed == nullptr ? std::string() : RenderModel(*typed, one_line);
  }
  Status LevelCode(const ModelMessage& model, std::string* code) const final {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    return LevelCodeOf(*typed, code);
  }
  Status Convert(const ModelMessage& model, std::string_view to, ModelMessage* out) const final {
    const Model* typed = CastModel<Model>(&model);
    if (typed == nullptr) return WrongModel(&model);
    Model* typed_out = CastModel<Model>(out);
    if (typed_out == nullptr) return WrongModel(out);
    for (std::string_view name : Conversions()) {
      if (name == to) return ConvertModel(*typed, to, typed_out);
    }
    return Format::Convert(model, to, out);
  }
  std::string RenderSvg(const ModelMessage& model) const final {
    const Model* typed = CastModel<Model>(&model);
    return typed == nullptr ? std::string() : RenderSvgModel(*typed);
  }

 protected:
  // `version` is always one of versions().
  virtual Status DecodeModel(std::string_view slug, Profile profile, Model* model) const = 0;
  virtual Status EncodeModel(const Model& model, std::string_view version, std::string* slug) const = 0;
  virtual Status CheckModelOf(const Model& model, std::string_view version) const = 0;
  virtual bool SameGameModel(const Model& a, const Model& b) const = 0;
  virtual std::vector<std::string> DifferencesOf(const Model& expected, const Model& got, size_t max_lines) const = 0;
  virtual std::vector<std::string> WarningsOf(const Model& model) const = 0;
  virtual std::string RenderModel(const Model& model, bool one_line) const = 0;
  // A standalone SVG picture, or empty if the format draws none.
  virtual std::string RenderSvgModel(const Model&) const { return {}; }
  // A conversion named in Conversions().
  virtual Status ConvertModel(const Model& model, std::string_view to, Model*) const {
    return Format::Convert(model, to, nullptr);
  }
  // The level code of a model, for a format that defines level codes.
  virtual Status LevelCodeOf(const Model& model, std::string*) const {
    std::string ignored;
    return Format::LevelCode(model, &ignored);
  }

 private:
  Status Resolve(const Model& model, std::string_view requested, std::string* resolved) const {
    *resolved = ResolveVersion(model, requested);
    if (!resolved->empty()) return OkStatus();
    const std::string name = requested.empty() ? model.version() : std::string(requested);
    return Status(UNKNOWN_VERSION, 0, std::string(this->name()) + " has no version \"" + name + "\"");
  }
  Status WrongModel(const ModelMessage* model) const {
    const std::string got = model == nullptr ? "no model" : "a " + model->GetTypeName() + " model";
    return Status(
        BAD_MODEL, 0,
        "the " + std::string(name()) + " format takes a " + Model::default_instance().GetTypeName() + ", not " + got);
  }
};

}  // namespace slugspec

#endif  // SLUGSPEC_REGISTRY_TYPED_FORMAT_H_
