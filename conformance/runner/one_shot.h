// The one-shot contract (spec/conformance.md §3): the testee is started once
// per case, with the input on standard input, and answers with one JSON
// line and its exit status. Slow, but it needs no protocol code, and the
// `slug` command line is such a testee.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_ONE_SHOT_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_ONE_SHOT_H_

#include <string>
#include <vector>

#include "common/status.h"
#include "conformance/case/case.h"
#include "conformance/runner/declaration.h"
#include "conformance/runner/testee_options.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// The longest first line a one-shot answer may have: twice the longest
// right answer (a tetris 216 x 216 model, about 1.8 MB of JSON).
inline constexpr size_t kOneShotMaxLine = 4 << 20;

// (kMaxOneShotJobs, the most testee processes at once: declaration.h.)

// Runs every case, one process each, up to `jobs` at a time. A case is done
// when its process's output ends, or 100 ms after the process exits (what
// it left running is killed with its process group), or at the time limit.
void RunOneShot(const TesteeOptions& options, const std::vector<const Case*>& cases, const CaseDone& done, int jobs);

// The answer of one run: exit status and standard output, as a Response.
// A failure saying why when they break the contract.
Status ParseOneShotAnswer(const Case& c, int exit_status, std::string_view output, Response* response);

// (ParseDeclaration and OneShotHello, what a one-shot testee is taken to
// declare: declaration.h.)

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_ONE_SHOT_H_
