// Writing one vector line (corpus/README.md): the id, format, slug and
// result, what each profile made of the slug, the flags, requirements and
// comment; and the check that the line reads back as a corpus Vector.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_LINE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_LINE_H_

#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/json_quote.h"
#include "corpusgen/common/outcome.h"
#include "corpusgen/common/vector_format.h"

namespace slugspec::corpusgen {

// Appends `item` to `list` unless it is empty or listed already.
void AddUnique(std::vector<std::string>* list, const std::string& item);

// Ends a vector line begun with its id, format, slug, result and the
// result's fields: adds flags (if any), requirements and comment (if any),
// closes the object, and checks that the line parses as a corpus Vector that
// gives back `id` and `slug` byte for byte; on failure it says why and exits.
std::string FinishVectorLine(std::string line, const std::string& id, const std::string& slug,
                             const std::vector<std::string>& flags, const std::vector<std::string>& requirements,
                             const std::string& comment);

// What the conformance runner judges, as vector fields (corpus/README.md
// §1): the versions whose syntax the slug uses in each profile, and the
// level of each profile's outcome. Accepting is REQUIRED where strict
// accepts too (lenient repairs are RECOMMENDED); rejecting is REQUIRED but
// for the input length limit (INPUT_TOO_LONG is RECOMMENDED).
std::string JudgedFields(const std::vector<std::string>& strict_versions,
                         const std::vector<std::string>& lenient_versions, bool strict_accepts, ErrorCode strict_code,
                         bool lenient_accepts, ErrorCode lenient_code);

// The line of case `c`, given the oracle's strict and lenient outcomes.
template <VectorFormat Format>
std::string VectorLine(const Case<typename Format::Decoded>& c, const Outcome<typename Format::Decoded>& strict,
                       const Outcome<typename Format::Decoded>& lenient) {
  const bool accepted = lenient.ok();
  const char* result = strict.ok() ? "VALID" : accepted ? "ACCEPTABLE" : "INVALID";
  std::vector<std::string> reqs = c.requirements;
  for (const std::string& r : Format::RequirementsOfId(c.id)) AddUnique(&reqs, r);
  AddUnique(&reqs, strict.requirement);
  AddUnique(&reqs, lenient.requirement);
  for (const std::string& r : Format::RequirementsOfOutcomes(c.slug, strict, lenient)) AddUnique(&reqs, r);
  std::string line = "{\"id\":" + Quote(c.id) + ",\"format\":\"" + std::string(Format::kName) +
                     "\",\"slug\":" + Quote(c.slug) + ",\"result\":\"" + result + "\"";
  if (accepted) line += ",\"model\":" + Format::ModelJson(lenient.decoded);
  if (!strict.ok()) line += ",\"error\":" + ErrorJson(strict);
  if (!accepted && !Same(strict, lenient)) line += ",\"lenient_error\":" + ErrorJson(lenient);
  if (accepted) {
    line += ",\"canonical\":" + Quote(Format::Canonical(lenient.decoded));
    const auto upgraded = Format::Upgraded(lenient.decoded);
    if (upgraded) {
      line += ",\"upgraded\":" + Quote(*upgraded);
    } else if constexpr (requires { Format::UpgradeError(lenient.decoded); }) {
      // A game the current version cannot hold: the upgrade's rejection.
      const auto [code, offset] = Format::UpgradeError(lenient.decoded);
      line += ",\"upgrade_error\":" + ErrorJson(code, offset);
    } else {
      Die(c.id + ": the decoding has no upgraded slug, and the format names no upgrade error");
    }
  }
  line += JudgedFields(Format::SyntaxVersions(c.slug, false), Format::SyntaxVersions(c.slug, true), strict.ok(),
                       strict.code, lenient.ok(), lenient.code);
  return FinishVectorLine(std::move(line), c.id, c.slug, c.flags, reqs, c.comment);
}

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_LINE_H_
