// Building the cases of a run (spec/conformance.md §4): from the golden
// vectors, and generated from a seed with the reference computing what a
// correct testee answers. Cases are built for every format and version the
// reference knows, then selected for what a testee declared, so that a case
// id always means the same case.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_CASE_BUILDER_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_CASE_BUILDER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "corpus/reader/corpus_reader.h"
#include "conformance/case/case.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

struct GeneratedCases {
  uint64_t seed = 1;
  int per_group = 100;  // per format, version and generated check
};

// Every case: decode.strict and decode.lenient per vector, encode.canonical
// per distinct accepted model, and the generated checks per format and
// version. False with `error` if a vector cannot be turned into a case.
bool BuildCases(const std::vector<corpus::LoadedVector>& vectors, const GeneratedCases& generated,
                std::vector<Case>* cases, std::string* error);

// Whether a case applies to a testee that declared `hello`, and if so the
// capability it counts toward (its `version`) and whether its error code is
// judged (Expectation::judge_code). Rejections are sent to every decoder of
// the format in that profile: a decoder must reject what it cannot read.
bool Applies(const Hello& hello, Case* c);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_CASE_BUILDER_H_
