// The tetris format behind the generic Format interface.
#include "registry/typed_format.h"
#include "tetris/tetris.h"

namespace slugspec {
namespace {

class TetrisAdapter final : public TypedFormat<tetris::Puzzle> {
 public:
  std::string_view name() const override { return tetris::kFormatName; }
  std::vector<std::string_view> versions() const override { return tetris::kVersions.Names(); }
  size_t max_input_size() const override { return tetris::kMaxInputSize; }
  bool Recognises(std::string_view slug) const override { return tetris::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    tetris::Version v{};
    if (!tetris::DetectVersion(slug, profile, &v).ok()) return {};
    return {tetris::kVersions.Name(v)};
  }
  std::vector<std::string_view> Conversions() const override { return {tetris::kOccupancyConversion}; }

 protected:
  Status DecodeModel(std::string_view slug, Profile profile, tetris::Puzzle* model) const override {
    return tetris::Decode(slug, profile, model);
  }
  // One version: TypedFormat has resolved the name to it.
  Status EncodeModel(const tetris::Puzzle& model, std::string_view, std::string* slug) const override {
    return tetris::Encode(model, slug);
  }
  Status CheckModelOf(const tetris::Puzzle& model, std::string_view) const override {
    return tetris::CheckModel(model);
  }
  Status ConvertModel(const tetris::Puzzle& model, std::string_view to, tetris::Puzzle* out) const override {
    return tetris::Convert(model, to, out);
  }
  bool SameGameModel(const tetris::Puzzle& a, const tetris::Puzzle& b) const override { return tetris::SameGame(a, b); }
  std::vector<std::string> DifferencesOf(const tetris::Puzzle& expected, const tetris::Puzzle& got,
                                         size_t max_lines) const override {
    return tetris::Differences(expected, got, max_lines);
  }
  std::vector<std::string> WarningsOf(const tetris::Puzzle& model) const override { return tetris::Warnings(model); }
  std::string RenderModel(const tetris::Puzzle& model, bool one_line) const override {
    return tetris::Render(model, one_line);
  }
  std::string RenderSvgModel(const tetris::Puzzle& model) const override { return tetris::RenderSvg(model); }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace tetris {
const Format& TheFormat() {
  static const TetrisAdapter adapter;
  return adapter;
}
}  // namespace tetris

}  // namespace slugspec
