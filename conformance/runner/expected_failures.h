// Expected-failure lists (spec/conformance.md §6): one case id per line, '#'
// starting a comment. Listed failures do not fail the run; a listed case that
// passes, or an id that no longer exists, does, so that lists cannot rot.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_EXPECTED_FAILURES_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_EXPECTED_FAILURES_H_

#include <map>
#include <set>
#include <string>
#include <vector>

#include "conformance/report/run_report.h"
#include "conformance/case/case.h"

namespace slugspec::conformance {

struct ExpectedFailureList {
  // Listed ids, with the comment on their line (or the comment lines just
  // above), kept when the list is rewritten.
  std::map<std::string, std::string> ids;
  std::vector<std::string> order;  // as listed
};

// Reads a list. False with `error` if the file cannot be read.
bool LoadExpectedFailures(const std::string& path, ExpectedFailureList* list, std::string* error);

// Marks listed failures in `results` and fills `check` with the listed ids
// that now pass (of the cases that ran) and those that match no case at all
// (`all_ids`: every case the runner builds, whatever was selected).
void ApplyExpectedFailures(const ExpectedFailureList& list, const std::set<std::string>& all_ids,
                           std::vector<CaseResult>* results, ExpectedFailureCheck* check);

// The list as it should be after this run: listed ids that still fail or
// did not run (and still exist), in their order with their comments, then
// new failures with their problem as comment.
std::string RewriteExpectedFailures(const ExpectedFailureList& list, const std::set<std::string>& all_ids,
                                    const std::vector<CaseResult>& results);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_EXPECTED_FAILURES_H_
