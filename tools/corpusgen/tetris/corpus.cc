#include "corpusgen/tetris/corpus.h"

#include "corpusgen/common/flags.h"
#include "corpusgen/tetris/oracle.h"
#include "corpusgen/tetris/writer.h"

namespace slugspec::corpusgen::tetris {

// The flags shared by several formats (corpus/README.md §3), then tetris's own
// (corpus/tetris/README.md).
const NameSet& TetrisFormat::Flags() {
  static const NameSet flags = SharedFlagsAnd({
      "TimerArticle",
      "TimerRun",
      "Segmentation",
      "Orientation",
      "KindLetter",
      "SideDigits",
      "MaskDigits",
      "NotAMask",
      "StandardBase64",
      "PayloadLength",
      "OrientationCode",
      "AnchorRange",
      "OffBoard",
      "Overlap",
      "EmptyBoard",
      "FullBoard",
      "OtherCase",
      "UpperCaseMask",
  });
  return flags;
}

const NameSet& TetrisFormat::RetiredIds() {
  // The vectors of the earlier limits (sides to 144, 20,000 bytes), whose
  // ids named them: the limits became 216 and 45,000 (spec/tetris.md §3.1).
  static const NameSet retired = {
      "tetris/size/order/h-145-then-hyphen",
      "tetris/size/range/both-145",
      "tetris/size/range/h-145",
      "tetris/size/range/h-145-bad-payload",
      "tetris/size/range/occupancy-h-145",
      "tetris/size/range/occupancy-w-145",
      "tetris/size/range/w-145",
      "tetris/size/range/w-145-bad-payload",
      "tetris/size/range/w-3-h-145",
      "tetris/transport/length/19999-payload",
      "tetris/transport/length/20000-leading-spaces",
      "tetris/transport/length/20000-line-breaks",
      "tetris/transport/length/20000-occupancy",
      "tetris/transport/length/20000-payload",
      "tetris/transport/length/20000-spaces",
      "tetris/transport/length/20001-escaped",
      "tetris/transport/length/20001-garbage",
      "tetris/transport/length/20001-leading-spaces",
      "tetris/transport/length/20001-line-breaks",
      "tetris/transport/length/20001-payload",
      "tetris/transport/length/20001-spaces",
  };
  return retired;
}

Decoding<Decoded> TetrisFormat::Decode(std::string_view slug, bool lenient) { return tetris::Decode(slug, lenient); }

// v1 once the profile reads "tet1" within the limits ([TET-T2], [TET-T1]).
std::vector<std::string> TetrisFormat::SyntaxVersions(std::string_view slug, bool lenient) {
  if (!ReadsVersion(slug, lenient)) return {};
  return {"v1"};
}

std::string TetrisFormat::ModelJson(const Decoded& d) { return tetris::ModelJson(d); }

std::string TetrisFormat::Canonical(const Decoded& d) { return CanonicalSlugOf(d); }

// v1 is the only version, and upgrade never turns a placements board into
// an occupancy board (§6).
std::optional<std::string> TetrisFormat::Upgraded(const Decoded& d) { return CanonicalSlugOf(d); }

std::string TetrisFormat::Describe(const Decoded& d) { return tetris::Describe(d); }

std::vector<std::string> TetrisFormat::RequirementsOfId(const std::string& id) {
  if (id.find("/transport/length/") != std::string::npos) return {"TET-T2"};
  return {};
}

std::vector<std::string> TetrisFormat::RequirementsOfOutcomes(std::string_view slug, const Outcome& strict,
                                                              const Outcome& lenient) {
  std::vector<std::string> reqs;
  if (strict.ok()) {
    // Strict accepts placements in the order of §4.3 only.
    if (strict.decoded.kind == Kind::kPlacements && strict.decoded.placed.size() > 1) reqs.push_back("TET-H8");
    reqs.push_back("GEN-2");  // and lenient reads it alike
  }
  if (strict.code == INPUT_TOO_LONG) reqs.push_back("GEN-5");
  if (lenient.ok() && LenientRepairs(slug).chars != slug) {  // lenient changed the text
    reqs.push_back("TET-T7");
    reqs.push_back("GEN-1");
  }
  if (lenient.ok()) {
    reqs.push_back("TET-E2");  // `canonical` and `upgraded`
    reqs.push_back("GEN-4");
  }
  return reqs;
}

}  // namespace slugspec::corpusgen::tetris
