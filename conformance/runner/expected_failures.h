// Expected-failure lists (spec/conformance.md §6): one case id per line, '#'
// starting a comment. Listed failures do not fail the run; a listed case that
// passes, or an id that no longer exists, does, so that lists cannot rot.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_EXPECTED_FAILURES_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_EXPECTED_FAILURES_H_

#include <map>
#include <set>
#include <string>
#include <vector>

#include "conformance/case/case.h"
#include "conformance/report/run_report.h"

namespace slugspec::conformance {

struct ExpectedFailureList {
  // Listed ids, with the comment on their line (or the comment lines just
  // above), for people.
  std::map<std::string, std::string> ids;
  std::vector<std::string> order;  // as listed
  // The file as it was, line by line (without line ends), and the id each
  // line lists (empty for comments and blank lines): a rewrite keeps every
  // line but those of stale ids, so comments and layout survive.
  std::vector<std::string> lines;
  std::vector<std::string> line_ids;
};

// Reads a list. False with `error` if it cannot be read, is a folder, starts
// with a byte-order mark (which would read as part of the first id) or lists
// something that cannot be a case id (it has spaces inside, or bytes below
// 0x20).
Status LoadExpectedFailures(const std::string& path, ExpectedFailureList* list);

// Marks listed failures in `results` and fills `check` with the listed ids
// that now pass (of the cases that ran) and those that match no case at all
// (`all_ids`: every case the runner builds, whatever was selected).
void ApplyExpectedFailures(const ExpectedFailureList& list, const std::set<std::string>& all_ids,
                           std::vector<CaseResult>* results, ExpectedFailureCheck* check);

// The list as it should be after this run: the file's own lines, less those
// of listed ids that now pass or no longer exist, then the new failures,
// each with its problem as comment, under one comment line saying so. A new
// list starts with a line saying what it is. Rewriting a list that is
// current changes nothing.
std::string RewriteExpectedFailures(const ExpectedFailureList& list, const std::set<std::string>& all_ids,
                                    const std::vector<CaseResult>& results);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_EXPECTED_FAILURES_H_
