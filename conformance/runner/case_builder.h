// Building the cases of a run (spec/conformance.md §4): from the golden
// vectors, and generated from a seed with the reference computing what a
// correct testee answers. Cases are built for every format and version the
// reference knows, then selected for what a testee declared, so that a case
// id always means the same case.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_CASE_BUILDER_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_CASE_BUILDER_H_

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/case/case.h"
#include "corpus/reader/corpus_reader.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

struct BuildOptions {
  uint64_t seed = 1;
  int per_group = 100;  // per format, version and generated check
  // Whether the run may select cases of a group: one format, version and
  // generated check; or, with no version, one format and check of the cases
  // built from the golden vectors (whose version is known only once the
  // testee has declared what it reads). Empty: every group. A group it
  // turns down is not built, only its case ids are listed, so that the
  // expected-failures list is checked against every case: a generated case
  // depends on the seed, its group and its index alone, and a vector's case
  // on its vector alone, so the cases that are built are the same whatever
  // is turned down. (Building is most of a filtered run's start-up:
  // pentomino's v0 encoder, JSONCrush, is slow, and every accepted vector
  // is encoded in each version that may write it.)
  std::function<bool(std::string_view format, std::optional<std::string_view> version, Check check)> wanted;
};

// Whether cases of `check` are built from the golden vectors (decode.strict,
// decode.lenient, code.corpus, encode.canonical), else generated.
bool IsVectorCheck(Check check);

// What BuildCases left unbuilt (BuildOptions::wanted): the ids of the cases
// of the groups turned down, and the requirements those cases check, by
// format and check, so that a filtered run still tells a requirement of
// another role (an encoder's, for a decoder) from an uncovered one.
struct UnbuiltCases {
  // Exact, but for a vector's encode.canonical cases in an older version
  // than its model's, which exist when that version writes the canonical
  // slug too (an encode each): those are listed for every such version, a
  // superset.
  std::vector<std::string> ids;
  std::map<std::pair<std::string, Check>, std::set<std::string>> requirements;
};

// Every case: decode.strict and decode.lenient per vector, code.corpus per
// accepted vector of a format with level codes, encode.canonical per
// distinct accepted model, and the generated checks per format and version,
// but for the groups `options.wanted` turns down (`unbuilt`). A failure if a
// vector of a group that is built cannot be turned into cases.
Status BuildCases(const std::vector<corpus::LoadedVector>& vectors, const BuildOptions& options,
                  std::vector<Case>* cases, UnbuiltCases* unbuilt);

// Whether a case applies to a testee that declared `hello`, and if so the
// capability it counts toward (its `version`) and whether its error code is
// judged (Expectation::judge_code). Rejections are sent to every decoder of
// the format in that profile: a decoder must reject what it cannot read.
bool Applies(const Hello& hello, Case* c);
// Whether some case of `format` and `check` may apply to that testee: it
// declares the role the check judges (a decoder in the check's profile, an
// encoder, level codes) for some version of the format. For groups left
// unbuilt.
bool RoleApplies(const Hello& hello, std::string_view format, Check check);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_CASE_BUILDER_H_
