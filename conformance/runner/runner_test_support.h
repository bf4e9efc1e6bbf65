// What the runner's tests share: options for a run of a testee on this
// source tree's corpus and spec.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_RUNNER_TEST_SUPPORT_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_RUNNER_TEST_SUPPORT_H_

#include <string>
#include <utility>
#include <vector>

#include "conformance/runner/runner.h"

namespace slugspec::conformance {

// A run of the testee `argv` (empty for an in-process one) with `per_group`
// generated cases a group, on SLUGSPEC_SOURCE_DIR's corpus and spec.
inline RunnerOptions Options(std::vector<std::string> argv, int per_group) {
  RunnerOptions o;
  o.testee.argv = std::move(argv);
  o.corpus_dir = SLUGSPEC_SOURCE_DIR "/corpus";
  o.spec_dir = SLUGSPEC_SOURCE_DIR "/spec";
  o.generated_per_group = per_group;
  return o;
}

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_RUNNER_TEST_SUPPORT_H_
