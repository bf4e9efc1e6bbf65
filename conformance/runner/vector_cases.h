// The cases of a golden vector (case_builder.h): decode.strict and
// decode.lenient for every vector, code.corpus for a game of a format with
// level codes, encode.canonical once per canonical slug and version that
// writes it; or, for a check a run leaves out, their ids and requirements
// alone. Not installed; case_builder.cc calls it.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_VECTOR_CASES_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_VECTOR_CASES_H_

#include <set>
#include <string>
#include <vector>

#include "common/status.h"
#include "conformance/case/case.h"
#include "conformance/runner/case_builder.h"
#include "corpus/reader/corpus_reader.h"

namespace slugspec::conformance {

// Adds the cases of `lv` that `options.wanted` asks for to `cases`, and
// lists the others in `unbuilt`. `encoded` holds the (format, version,
// canonical slug) triples that already have their encode case.
Status AddVectorCases(const corpus::LoadedVector& lv, const BuildOptions& options, std::set<std::string>* encoded,
                      std::vector<Case>* cases, UnbuiltCases* unbuilt);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_VECTOR_CASES_H_
