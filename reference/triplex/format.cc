// The triplex format's codec, as the table CodecFormat reads.
#include <array>

#include "registry/codec_format.h"
#include "triplex/triplex.h"

namespace slugspec::triplex {
namespace {

Status ConvertToLevel(const Puzzle& puzzle, std::string_view, Puzzle* out) {
  SLUGSPEC_RETURN_IF_ERROR(CheckModel(puzzle));
  *out = LevelOf(puzzle);
  return OkStatus();
}

struct Codec {
  using Model = Puzzle;
  static constexpr std::string_view kName = kFormatName;
  static constexpr const auto& kVersions = triplex::kVersions;
  static constexpr size_t kMaxInputSize = triplex::kMaxInputSize;
  static constexpr auto Recognises = &triplex::Recognises;
  static constexpr auto DetectVersion = &triplex::DetectVersion;
  static constexpr auto Decode = &triplex::Decode;
  static constexpr auto Encode = &triplex::Encode;
  static constexpr auto CheckModel = &triplex::CheckModel;
  static constexpr auto SameGame = &triplex::SameGame;
  static constexpr auto Differences = &triplex::Differences;
  static constexpr auto Warnings = &triplex::Warnings;
  static constexpr auto Render = &triplex::Render;
  static constexpr auto RenderSvg = &triplex::RenderSvg;
  // A solution's level: what a player is given (spec/triplex.md §1).
  static constexpr std::array<std::string_view, 1> kConversions = {"level"};
  static constexpr auto Convert = &ConvertToLevel;
  static constexpr auto LevelCode = &triplex::LevelCode;
  static constexpr auto ReadLevelCode = &triplex::ReadLevelCode;
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
const Format& TheFormat() {
  static const CodecFormat<Codec> format;
  return format;
}

}  // namespace slugspec::triplex
