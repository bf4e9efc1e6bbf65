// The santorini format's codec, as the table CodecFormat reads.
#include "registry/codec_format.h"
#include "santorini/santorini.h"

namespace slugspec::santorini {
namespace {

struct Codec {
  using Model = Position;
  static constexpr std::string_view kName = kFormatName;
  static constexpr const auto& kVersions = santorini::kVersions;
  static constexpr size_t kMaxInputSize = santorini::kMaxInputSize;
  static constexpr auto Recognises = &santorini::Recognises;
  static constexpr auto DetectVersion = &santorini::DetectVersion;
  static constexpr auto Decode = &santorini::Decode;
  static constexpr auto Encode = &santorini::Encode;
  static constexpr auto CheckModel = &santorini::CheckModel;  // both versions hold the same positions ([SAN-E1])
  static constexpr auto SameGame = &santorini::SameGame;
  static constexpr auto Differences = &santorini::Differences;
  static constexpr auto Warnings = &santorini::Warnings;
  static constexpr auto Render = &santorini::Render;
  static constexpr auto RenderSvg = &santorini::RenderSvg;
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
const Format& TheFormat() {
  static const CodecFormat<Codec> format;
  return format;
}

}  // namespace slugspec::santorini
