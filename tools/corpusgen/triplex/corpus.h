// The triplex vectors as the shared VectorSet checks and writes them: what
// the format tells it (TriplexFormat), and the shorthands for the intents
// the vector families state.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_CORPUS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_CORPUS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/vector_format.h"
#include "corpusgen/common/vector_set.h"
#include "corpusgen/triplex/model.h"
#include "corpusgen/triplex/writer.h"

namespace slugspec::corpusgen::triplex {

// The VectorFormat of triplex (common/vector_format.h says what each member is).
struct TriplexFormat {
  using Decoded = triplex::Decoded;
  static constexpr std::string_view kName = "triplex";
  static constexpr std::string_view kIdPunctuation = "-/";
  static const NameSet& Flags();
  static const NameSet& RetiredIds();
  static Decoding<Decoded> Decode(std::string_view slug, bool lenient);
  static std::string ModelJson(const Decoded& d);
  static std::string Canonical(const Decoded& d);
  static std::optional<std::string> Upgraded(const Decoded& d);
  static std::string Describe(const Decoded& d);
  static std::vector<std::string> RequirementsOfId(const std::string& id);
  static std::vector<std::string> RequirementsOfOutcomes(std::string_view slug, const Outcome& strict,
                                                         const Outcome& lenient);
  static std::vector<std::string> SyntaxVersions(std::string_view slug, bool lenient);
};

using Corpus = VectorSet<TriplexFormat>;

// Shorthands for intents: the model of a partition or a level, as written
// (no symmetry applied).
Outcome Ok(const Partition& p);
Outcome Ok(const Level& l);

}  // namespace slugspec::corpusgen::triplex

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_CORPUS_H_
