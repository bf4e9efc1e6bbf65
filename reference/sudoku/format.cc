// The sudoku format's codec, as the table CodecFormat reads.
#include "registry/codec_format.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku {
namespace {

struct Codec {
  using Model = Puzzle;
  static constexpr std::string_view kName = kFormatName;
  static constexpr const auto& kVersions = sudoku::kVersions;
  static constexpr size_t kMaxInputSize = sudoku::kMaxInputSize;
  static constexpr auto Recognises = &sudoku::Recognises;
  static constexpr auto DetectVersion = &sudoku::DetectVersion;
  static constexpr auto Decode = &sudoku::Decode;
  static constexpr auto Encode = &sudoku::Encode;
  static constexpr auto CheckModel = &sudoku::CheckModel;  // every version has the same rules ([SUD-E1])
  static constexpr auto SameGame = &sudoku::SameGame;
  static constexpr auto Differences = &sudoku::Differences;
  static constexpr auto Warnings = &sudoku::Warnings;
  static constexpr auto Render = &sudoku::Render;
  static constexpr auto RenderSvg = &sudoku::RenderSvg;
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
const Format& TheFormat() {
  static const CodecFormat<Codec> format;
  return format;
}

}  // namespace slugspec::sudoku
