// `slugspec-conformance cases`: every case a run would build, as JSON Lines,
// without a testee. Two builds of the runner (another compiler, a later
// commit, the WebAssembly one) build the same cases exactly when these lines
// are byte-identical, and a testee's author can read what will be asked.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_CASE_LIST_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_CASE_LIST_H_

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "common/status.h"

namespace slugspec::conformance {

struct CaseListRequest {
  std::string corpus_dir;
  std::string expected_corpus_sha256;  // non-empty: refuse a corpus with another hash
  uint64_t seed = 1;
  int per_group = 100;
  std::vector<std::string> filters;  // as --filter
  std::vector<std::string> skips;    // as --skip
};

// One line per case, in the run's order: its id, check, format, version,
// profile, the request as the JSON framing sends it, the expectation (the
// model in the proto3 JSON mapping) and the requirements. The order of the
// keys is fixed. A failure when the corpus cannot be read or a filter is
// malformed; nothing is written then.
Status ListCases(const CaseListRequest& request, std::ostream& out);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_CASE_LIST_H_
