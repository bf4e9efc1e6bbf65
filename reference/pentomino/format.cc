// The pentomino format's codec, as the table CodecFormat reads.
#include "pentomino/geometry.h"
#include "pentomino/pentomino.h"
#include "pentomino/render.h"
#include "registry/codec_format.h"

namespace slugspec::pentomino {
namespace {

// The codec's warnings, less its good news and with upstream's drawing of a
// sphere that is not square.
std::vector<std::string> WarningsOf(const Board& board) {
  std::vector<std::string> warnings = Warnings(board);
  std::erase(warnings, std::string("solved"));
  if (board.surface() == SPHERE && board.height() != board.width()) {
    warnings.insert(warnings.begin(),
                    "a sphere should be square: upstream draws this one with formulas that mix its sides");
  }
  return warnings;
}

struct Codec {
  using Model = Board;
  static constexpr std::string_view kName = kFormatName;
  static constexpr const auto& kVersions = pentomino::kVersions;
  static constexpr size_t kMaxInputSize = pentomino::kMaxInputSize;
  static constexpr auto Recognises = &pentomino::Recognises;
  static constexpr auto ClaimedVersions = &pentomino::ClaimedVersions;
  static constexpr auto Decode = &pentomino::Decode;
  static constexpr auto Encode = &pentomino::Encode;
  static constexpr auto CheckModel = &pentomino::CheckModel;
  static constexpr auto SameGame = &pentomino::SameGame;
  static constexpr auto Differences = &pentomino::Differences;
  static constexpr auto Warnings = &WarningsOf;
  static constexpr auto Render = &pentomino::Render;
  static constexpr auto RenderSvg = &pentomino::RenderSvg;
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
const Format& TheFormat() {
  static const CodecFormat<Codec> format;
  return format;
}

}  // namespace slugspec::pentomino
