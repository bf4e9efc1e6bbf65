// The tetris format's codec, as the table CodecFormat reads.
#include <array>

#include "registry/codec_format.h"
#include "tetris/tetris.h"

namespace slugspec::tetris {
namespace {

struct Codec {
  using Model = Puzzle;
  static constexpr std::string_view kName = kFormatName;
  static constexpr const auto& kVersions = tetris::kVersions;
  static constexpr size_t kMaxInputSize = tetris::kMaxInputSize;
  static constexpr auto Recognises = &tetris::Recognises;
  static constexpr auto DetectVersion = &tetris::DetectVersion;
  static constexpr auto Decode = &tetris::Decode;
  static constexpr auto Encode = &tetris::Encode;
  static constexpr auto CheckModel = &tetris::CheckModel;
  static constexpr auto SameGame = &tetris::SameGame;
  static constexpr auto Differences = &tetris::Differences;
  static constexpr auto Warnings = &tetris::Warnings;
  static constexpr auto Render = &tetris::Render;
  static constexpr auto RenderSvg = &tetris::RenderSvg;
  static constexpr std::array<std::string_view, 1> kConversions = {kOccupancyConversion};
  static constexpr auto Convert = &tetris::Convert;
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
const Format& TheFormat() {
  static const CodecFormat<Codec> format;
  return format;
}

}  // namespace slugspec::tetris
