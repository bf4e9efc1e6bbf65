// The pentomino vectors as the shared VectorSet checks and writes them: what
// the format tells it (PentominoFormat), and the shorthands for the intents
// the vector families state.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_CORPUS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_CORPUS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/vector_format.h"
#include "corpusgen/common/vector_set.h"
#include "corpusgen/pentomino/model.h"

namespace slugspec::corpusgen::pentomino {

// The VectorFormat of pentomino (common/vector_format.h says what each member is).
struct PentominoFormat {
  using Decoded = pentomino::Decoded;
  static constexpr std::string_view kName = "pentomino";
  static constexpr std::string_view kIdPunctuation = "-./";
  static const NameSet& Flags();
  static const NameSet& RetiredIds();
  static Decoding<Decoded> Decode(std::string_view slug, bool lenient);
  static std::string ModelJson(const Decoded& d);
  static std::string Canonical(const Decoded& d);
  static std::optional<std::string> Upgraded(const Decoded& d);
  // Why a board has no upgraded slug: v3.1 sides are 1..61 ([PEN-E1] step
  // 4: VALUE_OUT_OF_RANGE at 0, a check of the model itself).
  static std::pair<ErrorCode, uint32_t> UpgradeError(const Decoded& d);
  static std::string Describe(const Decoded& d);
  static std::vector<std::string> RequirementsOfId(const std::string& id);
  static std::vector<std::string> RequirementsOfOutcomes(std::string_view slug, const Outcome& strict,
                                                         const Outcome& lenient);
  static std::vector<std::string> SyntaxVersions(std::string_view slug, bool lenient);
};

using Corpus = VectorSet<PentominoFormat>;

// Canonical spellings by version, for intents.
Outcome OkIn(std::string_view version, const Board& b);

// The version a v3-family slug of the board is reported as when written
// with pairs ([PEN-D2]): v3.1 when that is what v3.1 writes.
std::string V3Reported(const Board& b);

// An outcome of a v3-family slug of `b`, in the version [PEN-D2] reports.
Outcome OkV3Family(const Board& b);

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_CORPUS_H_
