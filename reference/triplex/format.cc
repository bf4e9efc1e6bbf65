// The triplex format behind the generic Format interface.
#include "registry/typed_format.h"
#include "triplex/triplex.h"

namespace slugspec {
namespace {

class TriplexAdapter final : public TypedFormat<triplex::Puzzle> {
 public:
  std::string_view name() const override { return triplex::kFormatName; }
  std::vector<std::string_view> versions() const override { return triplex::kVersions.Names(); }
  size_t max_input_size() const override { return triplex::kMaxInputSize; }
  bool Recognises(std::string_view slug) const override { return triplex::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    triplex::Version v{};
    if (!triplex::DetectVersion(slug, profile, &v).ok()) return {};
    return {triplex::kVersions.Name(v)};
  }
  bool HasLevelCodes() const override { return true; }
  // A solution's level: what a player is given (spec/triplex.md §1).
  std::vector<std::string_view> Conversions() const override { return {"level"}; }
  Status ReadLevelCode(std::string_view text, std::string* normalized) const override {
    return triplex::ReadLevelCode(text, normalized);
  }

 protected:
  Status DecodeModel(std::string_view slug, Profile profile, triplex::Puzzle* model) const override {
    return triplex::Decode(slug, profile, model);
  }
  // One version: TypedFormat has resolved the name to it.
  Status EncodeModel(const triplex::Puzzle& model, std::string_view, std::string* slug) const override {
    return triplex::Encode(model, slug);
  }
  Status CheckModelOf(const triplex::Puzzle& model, std::string_view) const override {
    return triplex::CheckModel(model);
  }
  Status ConvertModel(const triplex::Puzzle& model, std::string_view, triplex::Puzzle* out) const override {
    SLUGSPEC_RETURN_IF_ERROR(triplex::CheckModel(model));
    *out = triplex::LevelOf(model);
    return OkStatus();
  }
  bool SameGameModel(const triplex::Puzzle& a, const triplex::Puzzle& b) const override {
    return triplex::SameGame(a, b);
  }
  std::vector<std::string> DifferencesOf(const triplex::Puzzle& expected, const triplex::Puzzle& got,
                                         size_t max_lines) const override {
    return triplex::Differences(expected, got, max_lines);
  }
  std::vector<std::string> WarningsOf(const triplex::Puzzle& model) const override { return triplex::Warnings(model); }
  std::string RenderModel(const triplex::Puzzle& model, bool one_line) const override {
    return triplex::Render(model, one_line);
  }
  std::string RenderSvgModel(const triplex::Puzzle& model) const override { return triplex::RenderSvg(model); }
  Status LevelCodeOf(const triplex::Puzzle& model, std::string* code) const override {
    return triplex::LevelCode(model, code);
  }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace triplex {
const Format& TheFormat() {
  static const TriplexAdapter adapter;
  return adapter;
}
}  // namespace triplex

}  // namespace slugspec
