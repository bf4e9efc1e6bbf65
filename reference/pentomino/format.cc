// The pentomino format behind the generic Format interface.
#include "pentomino/geometry.h"
#include "pentomino/pentomino.h"
#include "pentomino/render.h"
#include "registry/typed_format.h"

namespace slugspec {
namespace {

class PentominoAdapter final : public TypedFormat<pentomino::Board> {
 public:
  std::string_view name() const override { return pentomino::kFormatName; }
  std::vector<std::string_view> versions() const override { return pentomino::kVersions.Names(); }
  size_t max_input_size() const override { return pentomino::kMaxInputSize; }
  bool Recognises(std::string_view slug) const override { return pentomino::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    return pentomino::ClaimedVersions(slug, profile);
  }

 protected:
  Status DecodeModel(std::string_view slug, Profile profile, pentomino::Board* model) const override {
    return pentomino::Decode(slug, profile, model);
  }
  Status EncodeModel(const pentomino::Board& model, std::string_view version, std::string* slug) const override {
    return pentomino::Encode(model, *pentomino::ParseVersion(version), slug);
  }
  Status CheckModelOf(const pentomino::Board& model, std::string_view version) const override {
    return pentomino::CheckModel(model, *pentomino::ParseVersion(version));
  }
  bool SameGameModel(const pentomino::Board& a, const pentomino::Board& b) const override {
    return pentomino::SameGame(a, b);
  }
  std::vector<std::string> DifferencesOf(const pentomino::Board& expected, const pentomino::Board& got,
                                         size_t max_lines) const override {
    return pentomino::Differences(expected, got, max_lines);
  }
  std::vector<std::string> WarningsOf(const pentomino::Board& board) const override {
    std::vector<std::string> warnings = pentomino::Warnings(board);
    // "solved" is good news, not a warning.
    std::erase(warnings, std::string("solved"));
    if (board.surface() == pentomino::SPHERE && board.height() != board.width()) {
      warnings.insert(warnings.begin(),
                      "a sphere should be square: upstream draws this one with formulas that mix its sides");
    }
    return warnings;
  }
  std::string RenderModel(const pentomino::Board& model, bool one_line) const override {
    return pentomino::Render(model, one_line);
  }
  std::string RenderSvgModel(const pentomino::Board& model) const override { return pentomino::RenderSvg(model); }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace pentomino {
const Format& TheFormat() {
  static const PentominoAdapter adapter;
  return adapter;
}
}  // namespace pentomino

}  // namespace slugspec
