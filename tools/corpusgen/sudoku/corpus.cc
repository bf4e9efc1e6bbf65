#include "corpusgen/sudoku/corpus.h"

#include <utility>

#include "corpusgen/common/flags.h"
#include "corpusgen/sudoku/oracle.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

// The flags shared by several formats (corpus/README.md §3), then sudoku's own
// (corpus/sudoku/README.md).
const NameSet& SudokuFormat::Flags() {
  static const NameSet flags = SharedFlagsAnd({
      "Seed",
      "UpstreamExample",
      "OffByOneHistory",
      "PlusAsSpace",
      "SpaceNotFromPlus",
      "UrlSafeAlphabet",
      "MissingPadding",
      "WrongPadding",
      "DataAfterPadding",
      "LoneSextet",
      "NonZeroDiscardedBits",
      "OddPayload",
      "TrailingByte",
      "ExtraTuple",
  });
  return flags;
}

const NameSet& SudokuFormat::RetiredIds() {
  static const NameSet retired = {};
  return retired;
}

Decoding<Decoded> SudokuFormat::Decode(std::string_view slug, bool lenient) { return sudoku::Decode(slug, lenient); }

// A slug's version is its header's, once the profile reads that far.
std::vector<std::string> SudokuFormat::SyntaxVersions(std::string_view slug, bool lenient) {
  const std::optional<char> version = HeaderVersion(slug, lenient);
  if (!version) return {};
  return {std::string("v") + *version};
}

std::string SudokuFormat::ModelJson(const Decoded& d) { return sudoku::ModelJson(d); }

std::string SudokuFormat::Canonical(const Decoded& d) { return sudoku::Canonical(d.givens, d.version); }

// Every version upgrades to v1.
std::optional<std::string> SudokuFormat::Upgraded(const Decoded& d) { return sudoku::Canonical(d.givens, '1'); }

std::string SudokuFormat::Describe(const Decoded& d) { return sudoku::Describe(d); }

std::vector<std::string> SudokuFormat::RequirementsOfId(const std::string&) { return {}; }

std::vector<std::string> SudokuFormat::RequirementsOfOutcomes(std::string_view, const Outcome& strict,
                                                              const Outcome& lenient) {
  std::vector<std::string> reqs;
  if (strict.ok()) {
    reqs.push_back("SUD-E3");  // the encoder writes exactly this slug
    reqs.push_back("GEN-2");   // and lenient reads it alike
  }
  if (lenient.ok()) {
    reqs.push_back("SUD-E2");  // `canonical`
    reqs.push_back("SUD-U1");  // `upgraded`
    reqs.push_back("GEN-4");
  }
  return reqs;
}

Outcome V1Ok(Givens g) { return Ok('1', std::move(g)); }
Outcome V0Ok(Givens g) { return Ok('0', std::move(g)); }

}  // namespace slugspec::corpusgen::sudoku
