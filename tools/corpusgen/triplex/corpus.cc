#include "corpusgen/triplex/corpus.h"

#include "corpusgen/common/flags.h"
#include "corpusgen/triplex/oracle.h"

namespace slugspec::corpusgen::triplex {

// The flags shared by several formats (corpus/README.md §3), then triplex's own
// (corpus/triplex/README.md).
const NameSet& TriplexFormat::Flags() {
  static const NameSet flags = SharedFlagsAnd({
      "NotesExample",
      "Image",
      "Transposed",
      "PieceSize",
      "FewPieces",
      "StraightCut",
      "RotatableMarker",
      "FaceDigits",
      "HighBits",
      "CountDigits",
      "FreeClass",
      "LevelArea",
  });
  return flags;
}

const NameSet& TriplexFormat::RetiredIds() {
  static const NameSet retired = {};
  return retired;
}

Decoding<Decoded> TriplexFormat::Decode(std::string_view slug, bool lenient) { return triplex::Decode(slug, lenient); }

// v1 once the profile reads past the version digit.
std::vector<std::string> TriplexFormat::SyntaxVersions(std::string_view slug, bool lenient) {
  if (!ReadsVersion(slug, lenient)) return {};
  return {"v1"};
}

std::string TriplexFormat::ModelJson(const Decoded& d) { return triplex::ModelJson(d); }

std::string TriplexFormat::Canonical(const Decoded& d) { return CanonicalSlugOf(d); }

// v1 is the only version.
std::optional<std::string> TriplexFormat::Upgraded(const Decoded& d) { return CanonicalSlugOf(d); }

std::string TriplexFormat::Describe(const Decoded& d) { return triplex::Describe(d); }

std::vector<std::string> TriplexFormat::RequirementsOfId(const std::string& id) {
  if (id.find("/transport/length/") != std::string::npos) return {"TPX-T2"};
  return {};
}

std::vector<std::string> TriplexFormat::RequirementsOfOutcomes(std::string_view slug, const Outcome& strict,
                                                               const Outcome& lenient) {
  std::vector<std::string> reqs;
  if (strict.ok()) {
    reqs.push_back("TPX-D2");                             // strict accepts W >= H only
    if (!strict.decoded.level) reqs.push_back("TPX-S8");  // and the minimal image only
    reqs.push_back("GEN-2");                              // and lenient reads it alike
  }
  if (strict.code == INPUT_TOO_LONG) reqs.push_back("GEN-5");
  if (lenient.ok() && LenientRepairs(slug).chars != slug) {  // lenient changed the text
    reqs.push_back("TPX-T7");
    reqs.push_back("GEN-1");
  }
  if (lenient.ok()) {
    reqs.push_back("TPX-E2");  // `canonical` and `upgraded`
    reqs.push_back("GEN-4");
  }
  return reqs;
}

Outcome Ok(const Partition& p) { return Outcome::Accepted(SolutionModel(p)); }
Outcome Ok(const Level& l) { return Outcome::Accepted(LevelModel(l)); }

}  // namespace slugspec::corpusgen::triplex
