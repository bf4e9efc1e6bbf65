// The meeting point of the shared code and a generator: a vector as a family
// states it (Case), and what the generator tells the shared code about its
// format (the VectorFormat concept), so that one VectorSet checks and writes
// the vectors of every format.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_FORMAT_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_FORMAT_H_

#include <concepts>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/outcome.h"

namespace slugspec::corpusgen {

using NameSet = std::set<std::string, std::less<>>;

// Members have initializers so that cases can name only what they need.
template <typename Decoded>
struct Case {
  std::string id{};
  std::string slug{};
  std::vector<std::string> flags{};
  std::vector<std::string> requirements{};
  std::string comment{};
  // The intended outcomes, which the oracle must reproduce. Unset strict: the
  // oracle decides. Unset lenient: as strict, except that a strict
  // NON_CANONICAL leaves the lenient outcome to the oracle.
  std::optional<Outcome<Decoded>> strict{};
  std::optional<Outcome<Decoded>> lenient{};
};

// A format, as its generator describes it in a struct of static members.
template <typename F>
concept VectorFormat = requires(const typename F::Decoded& decoded, std::string_view slug, const std::string& id,
                                const Outcome<typename F::Decoded>& outcome) {
  // The "format" field of every line, and the first part of every id.
  { F::kName } -> std::convertible_to<std::string_view>;
  // The characters besides a-z and 0-9 that ids may use.
  { F::kIdPunctuation } -> std::convertible_to<std::string_view>;
  // Every flag a vector may carry (corpus/README.md explains each).
  { F::Flags() } -> std::same_as<const NameSet&>;
  // Ids that were once published and withdrawn: never to be used again.
  { F::RetiredIds() } -> std::same_as<const NameSet&>;
  // The oracle, in the strict (false) or lenient (true) profile.
  { F::Decode(slug, true) } -> std::same_as<Decoding<typename F::Decoded>>;
  // The "model" field: exactly what `slug decode` prints.
  { F::ModelJson(decoded) } -> std::same_as<std::string>;
  // The "canonical" field: the canonical slug in the decoded version.
  { F::Canonical(decoded) } -> std::same_as<std::string>;
  // The "upgraded" field: the canonical slug in the newest version, if any.
  { F::Upgraded(decoded) } -> std::same_as<std::optional<std::string>>;
  // A decoding in words, for messages.
  { F::Describe(decoded) } -> std::same_as<std::string>;
  // Requirements that whole groups of vectors check, by their ids.
  { F::RequirementsOfId(id) } -> std::same_as<std::vector<std::string>>;
  // Requirements every vector with these outcomes checks (strict, lenient).
  { F::RequirementsOfOutcomes(slug, outcome, outcome) } -> std::same_as<std::vector<std::string>>;
  // The versions whose syntax the slug uses, as the strict (false) or
  // lenient (true) profile reads it (spec/conformance.md §4).
  { F::SyntaxVersions(slug, true) } -> std::same_as<std::vector<std::string>>;
};

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_FORMAT_H_
