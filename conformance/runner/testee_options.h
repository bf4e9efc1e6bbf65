// How the runner starts and times a testee (spec/conformance.md §2, §3, §7).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_OPTIONS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_OPTIONS_H_

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "conformance/case/case.h"

namespace slugspec::conformance {

struct TesteeOptions {
  std::vector<std::string> argv;  // the testee command
  // In process: the option that named the testee ("--module", "--browser";
  // argv is then its value), and the qualifying options given with it, as
  // typed (["--global", "codec"]), for the rerun lines.
  std::string named_by;
  std::vector<std::string> qualifiers;
  std::chrono::milliseconds case_timeout{5000};    // per answer
  std::chrono::milliseconds start_timeout{15000};  // from start to Hello (interpreters start slowly)
  // After the last answer: standard input is closed, and the testee has
  // this long to exit by itself (writing coverage data, sanitizer reports,
  // logs) before its process group is killed.
  std::chrono::milliseconds exit_grace{2000};
  // After the testee exits, its output is still read for this long: what it
  // wrote just before is its answer, even if something it left running holds
  // standard output open.
  std::chrono::milliseconds exit_drain{100};
  uint64_t stderr_flood_bytes = 1 << 20;  // more than this during one case is a failure
  int max_failed_starts = 3;              // in a row, then the run gives up on the testee
  size_t stderr_tail_bytes = 2048;        // kept with a failing case
  // In process (the npm runner): the module's JavaScript heap, in MB, and
  // whether its console output is shown as it comes.
  int heap_mb = 512;
  bool show_output = false;
};

// Called once per case, with the case's index in the list given and its
// outcome (judged, or a runtime failure).
using CaseDone = std::function<void(size_t index, Outcome outcome)>;

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_OPTIONS_H_
