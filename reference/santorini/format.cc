// The santorini format behind the generic Format interface.
#include "registry/typed_format.h"
#include "santorini/santorini.h"

namespace slugspec {
namespace {

class SantoriniAdapter final : public TypedFormat<santorini::Position> {
 public:
  std::string_view name() const override { return santorini::kFormatName; }
  std::vector<std::string_view> versions() const override { return santorini::kVersions.Names(); }
  size_t max_input_size() const override { return santorini::kMaxInputSize; }
  bool Recognises(std::string_view slug) const override { return santorini::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    santorini::Version v{};
    if (!santorini::DetectVersion(slug, profile, &v).ok()) return {};
    return {santorini::VersionName(v)};
  }

 protected:
  Status DecodeModel(std::string_view slug, Profile profile, santorini::Position* model) const override {
    return santorini::Decode(slug, profile, model);
  }
  Status EncodeModel(const santorini::Position& model, std::string_view version, std::string* slug) const override {
    return santorini::Encode(model, *santorini::ParseVersion(version), slug);
  }
  // Both versions hold the same positions ([SAN-E1]).
  Status CheckModelOf(const santorini::Position& model, std::string_view) const override {
    return santorini::CheckModel(model);
  }
  bool SameGameModel(const santorini::Position& a, const santorini::Position& b) const override {
    return santorini::SameGame(a, b);
  }
  std::vector<std::string> DifferencesOf(const santorini::Position& expected, const santorini::Position& got,
                                         size_t max_lines) const override {
    return santorini::Differences(expected, got, max_lines);
  }
  std::vector<std::string> WarningsOf(const santorini::Position& model) const override {
    return santorini::Warnings(model);
  }
  std::string RenderModel(const santorini::Position& model, bool one_line) const override {
    return santorini::Render(model, one_line);
  }
  std::string RenderSvgModel(const santorini::Position& model) const override { return santorini::RenderSvg(model); }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace santorini {
const Format& TheFormat() {
  static const SantoriniAdapter adapter;
  return adapter;
}
}  // namespace santorini

}  // namespace slugspec
