// The tetris vectors as the shared VectorSet checks and writes them: what
// the format tells it (TetrisFormat).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_CORPUS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_CORPUS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/outcome.h"
#include "corpusgen/common/vector_format.h"
#include "corpusgen/common/vector_set.h"
#include "corpusgen/tetris/model.h"

namespace slugspec::corpusgen::tetris {

// The VectorFormat of tetris (common/vector_format.h says what each member is).
struct TetrisFormat {
  using Decoded = tetris::Decoded;
  static constexpr std::string_view kName = "tetris";
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

using Corpus = VectorSet<TetrisFormat>;
using Case = corpusgen::Case<Decoded>;

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_CORPUS_H_
