// The pentomino format behind the generic Format interface.
#include "pentomino/geometry.h"
#include "pentomino/pentomino.h"
#include "pentomino/render.h"
#include "registry/format.h"

namespace slugspec {
namespace {

const pentomino::Board& AsBoard(const google::protobuf::Message& m) { return static_cast<const pentomino::Board&>(m); }

class PentominoAdapter final : public Format {
 public:
  std::string_view name() const override { return pentomino::kFormatName; }
  std::vector<std::string_view> versions() const override { return pentomino::VersionNames(); }
  bool Recognises(std::string_view slug) const override { return pentomino::Recognises(slug); }
  std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const override {
    return pentomino::ClaimedVersions(slug, profile);
  }
  std::unique_ptr<google::protobuf::Message> NewModel() const override {
    return std::make_unique<pentomino::Board>();
  }
  Status Decode(std::string_view slug, Profile profile, google::protobuf::Message* model) const override {
    return pentomino::Decode(slug, profile, static_cast<pentomino::Board*>(model));
  }
  Status Encode(const google::protobuf::Message& model, std::string_view version, std::string* slug) const override {
    return pentomino::EncodeNamed(AsBoard(model), version, slug);
  }
  Status Upgrade(std::string_view slug, Profile profile, std::string* upgraded) const override {
    return pentomino::Upgrade(slug, profile, upgraded);
  }
  bool SameGame(const google::protobuf::Message& a, const google::protobuf::Message& b) const override {
    return pentomino::SameGame(AsBoard(a), AsBoard(b));
  }
  std::vector<std::string> Warnings(const google::protobuf::Message& model) const override {
    const pentomino::Board& board = AsBoard(model);
    std::vector<std::string> warnings = pentomino::Warnings(board);
    // "solved" is good news, not a warning.
    std::erase(warnings, std::string("solved"));
    if (board.surface() == pentomino::SPHERE && board.height() != board.width()) {
      warnings.insert(warnings.begin(), "a sphere should be square: upstream draws this one with formulas that mix its sides");
    }
    return warnings;
  }
  std::string Render(const google::protobuf::Message& model, bool one_line) const override {
    return pentomino::RenderText(AsBoard(model), one_line);
  }
  std::string RenderSvg(const google::protobuf::Message& model) const override {
    return pentomino::RenderSvg(AsBoard(model));
  }
};

}  // namespace

const Format& PentominoFormat() {
  static const PentominoAdapter adapter;
  return adapter;
}

}  // namespace slugspec
