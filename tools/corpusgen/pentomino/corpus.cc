#include "corpusgen/pentomino/corpus.h"

#include <utility>

#include "corpusgen/common/flags.h"
#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/oracle.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

// The flags shared by several formats (corpus/README.md §3), then pentomino's own
// (corpus/pentomino/README.md).
const NameSet& PentominoFormat::Flags() {
  static const NameSet flags = SharedFlagsAnd({
      "Article",          "Fragment",          "AssumedHeader",
      "UnknownPiece",     "BadJson",           "ExpansionLimit",
      "V0KeyOrder",       "V0Whitespace",      "MixedSeparators",
      "MixedItemForms",   "TwoDigitSmallX",    "LegacyTerrainOrientation",
      "WriterSpelling",   "UpstreamEncoder",   "UpstreamDecodersAgree",
      "OrientationAlias", "OrientationTable",  "EarlyV3Spelling",
      "Surface",          "TerrainForm",       "TerrainTie",
      "JsKeyOrder",       "YSinglesErratum",   "Side61",
      "ColourSection",    "ColourConflict",    "ColourKeyOrder",
      "V0Start",          "ColourLetterOrder", "SymmetricOrientation",
      "VersionBoundary",  "OpenParenthesis",
  });
  return flags;
}

const NameSet& PentominoFormat::RetiredIds() {
  // Rejections that became valid links when legacy sides went to 999
  // (sides over 99 that upstream's encoders wrote, [GEN-6]): their ids
  // meant "rejected", so they are not reused.
  static const NameSet retired = {
      "pentomino/v0/range/rows-100",    "pentomino/v0/range/columns-100-v0a", "pentomino/v1/range/rows-100",
      "pentomino/v1/range/columns-100", "pentomino/v1/range/rows-008",        "pentomino/v1/range/y-three-digits-zeros",
      "pentomino/v1x/range/rows-100",   "pentomino/v2/range/rows-100",        "pentomino/v2/range/columns-100",
  };
  return retired;
}

Decoding<Decoded> PentominoFormat::Decode(std::string_view slug, bool lenient) {
  return pentomino::Decode(slug, lenient);
}

// The first character names the versions (spec/pentomino.md §2): '(' the
// JSONCrush ones, a digit the legacy ones, a surface letter v3 and v3.1;
// read after the lenient repairs in that profile.
std::vector<std::string> PentominoFormat::SyntaxVersions(std::string_view slug, bool lenient) {
  if (slug.size() > kMaxInput) return {};
  const std::string text = lenient ? pentomino::LenientRepairs(slug).chars : std::string(slug);
  if (text.empty()) return {};
  if (text[0] == '(') return {"v0a", "v0b"};
  if (IsDigit(text[0])) return {"v1", "v1.1", "v1.5", "v2"};
  if (kSurfaces.find(text[0]) != std::string_view::npos) return {"v3", "v3.1"};
  return {};
}

std::string PentominoFormat::ModelJson(const Decoded& d) { return pentomino::ModelJson(d.version, d.board); }

std::string PentominoFormat::Canonical(const Decoded& d) { return MustWrite(d.board, d.version); }

// Every version upgrades to v3.1, which can write every board but those
// with sides over 61.
std::optional<std::string> PentominoFormat::Upgraded(const Decoded& d) { return Write(d.board, "v3.1"); }

std::pair<ErrorCode, uint32_t> PentominoFormat::UpgradeError(const Decoded&) { return {VALUE_OUT_OF_RANGE, 0}; }

std::string PentominoFormat::Describe(const Decoded& d) { return pentomino::ModelJson(d.version, d.board); }

std::vector<std::string> PentominoFormat::RequirementsOfId(const std::string& id) {
  static const std::pair<std::string_view, std::string_view> kByIdPart[] = {
      {"/surface/", "PEN-V3-1"},
      {"/transport/limit/", "GEN-5"},
      {"/percent/thrice", "GEN-3"},
      {"/line-breaks/vertical-tab", "GEN-3"},
      {"/prose/inner-punctuation", "GEN-3"},
      // What upstream reads as one board: a second item in a cell, a second
      // colour for a letter (no check fails, so no failing check names them).
      {"/duplicate/", "PEN-C3"},
      {"later-item", "PEN-C3"},
      {"two-colours", "PEN-C4"},
      {"colour-conflict", "PEN-C4"},
      {"colour-and-default", "PEN-C4"},
      {"colour-change", "PEN-C4"},
      {"v3/colour/", "PEN-C4"},
  };
  std::vector<std::string> reqs;
  for (const auto& [part, req] : kByIdPart) {
    if (id.find(part) != std::string::npos) reqs.emplace_back(req);
  }
  return reqs;
}

std::vector<std::string> PentominoFormat::RequirementsOfOutcomes(std::string_view slug, const Outcome& strict,
                                                                 const Outcome& lenient) {
  const bool accepted = lenient.ok();
  std::vector<std::string> reqs;
  if (accepted) {
    reqs.push_back("PEN-D1");
    reqs.push_back("PEN-D2");  // the version reported
  }
  if (strict.ok() && MustWrite(strict.decoded.board, strict.decoded.version) != slug) {
    reqs.push_back("PEN-C2");  // what an upstream encoder wrote, read by strict
    reqs.push_back("GEN-6");
    reqs.push_back("GEN-2");  // and lenient reads it alike
  } else if (strict.ok()) {
    reqs.push_back("PEN-E3");  // the encoder writes exactly this slug
    reqs.push_back("GEN-2");   // and lenient reads it alike
  }
  if (accepted && LenientRepairs(slug).chars != slug) {  // lenient changed the text
    reqs.push_back("PEN-T2");
    reqs.push_back("GEN-1");
  }
  if (accepted) {
    reqs.push_back("PEN-E2");  // `canonical`
    reqs.push_back("PEN-U1");  // `upgraded`
    reqs.push_back("GEN-4");
  }
  return reqs;
}

Outcome OkIn(std::string_view version, const Board& b) { return Ok(std::string(version), b); }

std::string V3Reported(const Board& b) { return WriteV3(b) == WriteV31(b) ? "v3.1" : "v3"; }

Outcome OkV3Family(const Board& b) { return Ok(V3Reported(b), b); }

}  // namespace slugspec::corpusgen::pentomino
