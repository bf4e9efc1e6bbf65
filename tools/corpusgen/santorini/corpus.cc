#include "corpusgen/santorini/corpus.h"

#include "corpusgen/common/flags.h"
#include "corpusgen/santorini/oracle.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

// The flags shared by several formats (corpus/README.md §3), then santorini's own
// (corpus/santorini/README.md).
const NameSet& SantoriniFormat::Flags() {
  static const NameSet flags = SharedFlagsAnd({
      "Post",
      "PostNotation",
      "NotBase32",
      "NoStopBit",
      "StopBitPlace",
      "ZeroCharacters",
      "ZeroPadding",
      "BuildingCount",
      "FieldWidth",
      "IndexBound",
      "WorkerOrder",
      "Field25",
      "RepeatedSquare",
      "ShortMessage",
      "ExtraField",
      "IllegalPosition",
      "OtherLayout",
  });
  return flags;
}

const NameSet& SantoriniFormat::RetiredIds() {
  static const NameSet retired = {};
  return retired;
}

Decoding<Decoded> SantoriniFormat::Decode(std::string_view slug, bool lenient) {
  return santorini::Decode(slug, lenient);
}

// The version the prefix claims, once the profile reads that far (after the
// lenient repairs in that profile).
std::vector<std::string> SantoriniFormat::SyntaxVersions(std::string_view slug, bool lenient) {
  const std::optional<char> version = PrefixVersion(slug, lenient);
  if (!version) return {};
  return {std::string("v") + *version};
}

std::string SantoriniFormat::ModelJson(const Decoded& d) { return santorini::ModelJson(d); }

std::string SantoriniFormat::Canonical(const Decoded& d) { return santorini::Canonical(d.position, d.version); }

// Every version upgrades to v2, which writes every position.
std::optional<std::string> SantoriniFormat::Upgraded(const Decoded& d) { return santorini::Canonical(d.position, '2'); }

std::string SantoriniFormat::Describe(const Decoded& d) { return santorini::Describe(d); }

std::vector<std::string> SantoriniFormat::RequirementsOfId(const std::string& id) {
  if (id.find("/transport/length/") != std::string::npos) return {"SAN-T2"};
  return {};
}

std::vector<std::string> SantoriniFormat::RequirementsOfOutcomes(std::string_view slug, const Outcome& strict,
                                                                 const Outcome& lenient) {
  std::vector<std::string> reqs;
  if (strict.ok()) {
    reqs.push_back("SAN-C1");  // strict accepts exactly the canonical slug
    reqs.push_back("GEN-2");   // and lenient reads it alike
  }
  if (strict.code == INPUT_TOO_LONG) reqs.push_back("GEN-5");
  if (ReadsNotation(slug)) reqs.push_back("SAN-T8");
  if (lenient.ok() && LenientRepairs(slug).chars != slug) {  // lenient changed the text
    reqs.push_back("SAN-T7");
    reqs.push_back("GEN-1");
  }
  if (lenient.ok()) {
    reqs.push_back("SAN-E2");  // `canonical`
    reqs.push_back("SAN-U1");  // `upgraded`
    reqs.push_back("GEN-4");
  }
  return reqs;
}

Outcome V1Ok(const Position& p) { return Ok('1', p); }
Outcome V2Ok(const Position& p) { return Ok('2', p); }

}  // namespace slugspec::corpusgen::santorini
