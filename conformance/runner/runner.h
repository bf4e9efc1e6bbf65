// A whole conformance run: load the corpus, start the testee, build and
// select the cases, run and judge them, apply the expected-failure list, and
// compute certificates and requirement coverage (spec/conformance.md).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_RUNNER_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_RUNNER_H_

#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "conformance/case/case.h"
#include "conformance/report/run_report.h"
#include "conformance/runner/testee_driver.h"
#include "conformance/runner/testee_options.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

struct RunnerOptions {
  TesteeOptions testee;
  bool one_shot = false;
  int jobs = 1;                      // one-shot: testee processes at once (--jobs)
  std::vector<Capability> declared;  // one-shot capabilities (--declare)
  std::string corpus_dir;
  // Non-empty: the run refuses a corpus with another hash. Set when the
  // runner chose its own installed corpus, so that files from another release
  // never produce certificates with confusing failures; empty when the
  // operator named a corpus (--corpus), whose hash the certificates then name.
  std::string expected_corpus_sha256;
  std::string spec_dir;
  // The spec site's address (tools/build-site.sh), ending in '/': the
  // reports link each requirement to its anchor there; empty: to spec_dir's
  // Markdown.
  std::string spec_url;
  uint64_t seed = 1;
  int generated_per_group = kDefaultGeneratedPerGroup;
  std::vector<std::string> filters;   // --filter: a case matches every one
  std::vector<std::string> skips;     // --skip: a case matching one is left out
  std::vector<std::string> case_ids;  // --case: only these
  std::string shard;
  std::string expected_failures;            // the list file, or empty
  bool updating_expected_failures = false;  // a missing list is then an empty one, to be created
  std::string rerun_prefix;                 // the options above, as typed again
  // Progress, called after each case with (done, total, failed so far).
  std::function<void(size_t, size_t, size_t)> progress;
};

// Everything the run needs to keep alive: the cases the report points into.
struct ConformanceRun {
  std::vector<Case> cases;
  RunReport report;
  // Every case id the runner builds, before selection (for stale list entries).
  std::set<std::string> all_ids;
  // What --update-expected-failures would write.
  std::string rewritten_expected_failures;
};

// A failure when the run cannot happen (no corpus, the testee does not start
// or answer the handshake, a malformed option).
Status RunConformance(const RunnerOptions& options, ConformanceRun* run);
// The same, with the testee reached through `driver` (testee_driver.h)
// rather than the process that options.testee names.
Status RunConformance(const RunnerOptions& options, TesteeDriver& driver, ConformanceRun* run);

// The corpus hash of a certificate: SHA-256 of the .jsonl files' bytes
// below `dir` (or of the file `dir`), concatenated in byte order of their
// paths, so that it can be checked with
//   find corpus -name '*.jsonl' | LC_ALL=C sort | xargs cat | sha256sum
StatusOr<std::string> CorpusHash(const std::string& dir);

// Certificates per declared capability, from the judged cases.
std::vector<Certificate> ComputeCertificates(const Hello& hello, const std::vector<CaseResult>& results);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_RUNNER_H_
