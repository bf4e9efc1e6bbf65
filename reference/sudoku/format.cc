// The sudoku format behind the generic Format interface.
#include "registry/typed_format.h"
#include "sudoku/sudoku.h"

namespace slugspec {
namespace {

class SudokuAdapter final : public TypedFormat<sudoku::Puzzle> {
 public:
  std::string_view name() const override { return sudoku::kFormatName; }
  std::vector<std::string_view> versions() const override { return sudoku::kVersions.Names(); }
  size_t max_input_size() const override { return sudoku::kMaxInputSize; }
  bool Recognises(std::string_view slug) const override { return sudoku::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    sudoku::Version v{};
    if (!sudoku::DetectVersion(slug, profile, &v).ok()) return {};
    return {sudoku::VersionName(v)};
  }

 protected:
  Status DecodeModel(std::string_view slug, Profile profile, sudoku::Puzzle* model) const override {
    return sudoku::Decode(slug, profile, model);
  }
  Status EncodeModel(const sudoku::Puzzle& model, std::string_view version, std::string* slug) const override {
    return sudoku::Encode(model, *sudoku::ParseVersion(version), slug);
  }
  // Every version has the same model rules ([SUD-E1]).
  Status CheckModelOf(const sudoku::Puzzle& model, std::string_view) const override {
    return sudoku::CheckModel(model);
  }
  bool SameGameModel(const sudoku::Puzzle& a, const sudoku::Puzzle& b) const override { return sudoku::SameGame(a, b); }
  std::vector<std::string> DifferencesOf(const sudoku::Puzzle& expected, const sudoku::Puzzle& got,
                                         size_t max_lines) const override {
    return sudoku::Differences(expected, got, max_lines);
  }
  std::vector<std::string> WarningsOf(const sudoku::Puzzle& model) const override { return sudoku::Warnings(model); }
  std::string RenderModel(const sudoku::Puzzle& model, bool one_line) const override {
    return sudoku::Render(model, one_line);
  }
  std::string RenderSvgModel(const sudoku::Puzzle& model) const override { return sudoku::RenderSvg(model); }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace sudoku {
const Format& TheFormat() {
  static const SudokuAdapter adapter;
  return adapter;
}
}  // namespace sudoku

}  // namespace slugspec
