// The sudoku format behind the generic Format interface.
#include "registry/format.h"
#include "sudoku/sudoku.h"

namespace slugspec {
namespace {

const sudoku::Puzzle& AsPuzzle(const google::protobuf::Message& m) {
  return static_cast<const sudoku::Puzzle&>(m);
}

class SudokuAdapter final : public Format {
 public:
  std::string_view name() const override { return sudoku::kFormatName; }
  std::vector<std::string_view> versions() const override { return {"v0", "v1"}; }
  bool Recognises(std::string_view slug) const override { return sudoku::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    sudoku::Version v{};
    if (!sudoku::DetectVersion(slug, profile, &v).ok()) return {};
    return {sudoku::VersionName(v)};
  }
  std::unique_ptr<google::protobuf::Message> NewModel() const override {
    return std::make_unique<sudoku::Puzzle>();
  }
  Status Decode(std::string_view slug, Profile profile, google::protobuf::Message* model) const override {
    return sudoku::Decode(slug, profile, static_cast<sudoku::Puzzle*>(model));
  }
  Status Encode(const google::protobuf::Message& model, std::string_view version,
                std::string* slug) const override {
    return sudoku::EncodeNamed(AsPuzzle(model), version, slug);
  }
  Status Upgrade(std::string_view slug, Profile profile, std::string* upgraded) const override {
    return sudoku::Upgrade(slug, profile, upgraded);
  }
  bool SameGame(const google::protobuf::Message& a, const google::protobuf::Message& b) const override {
    return sudoku::SameGame(AsPuzzle(a), AsPuzzle(b));
  }
  std::vector<std::string> Warnings(const google::protobuf::Message& model) const override {
    return sudoku::Warnings(AsPuzzle(model));
  }
  std::string Render(const google::protobuf::Message& model, bool one_line) const override {
    return sudoku::Render(AsPuzzle(model), one_line);
  }
};

}  // namespace

const Format& SudokuFormat() {
  static const SudokuAdapter adapter;
  return adapter;
}

}  // namespace slugspec
