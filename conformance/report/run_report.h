// Everything a run produced, and the writers of its reports
// (spec/conformance.md §8): the terminal summary, a JSON report, JUnit XML and
// an HTML page that draws the boards of failing cases.
#ifndef SLUGSPEC_CONFORMANCE_REPORT_RUN_REPORT_H_
#define SLUGSPEC_CONFORMANCE_REPORT_RUN_REPORT_H_

#include <cstdint>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "common/status.h"
#include "conformance/case/case.h"
#include "corpus/reader/corpus_reader.h"
#include "kit/format_kit.h"
#include "slugspec/conformance.pb.h"
#include "slugspec/version.h"

namespace slugspec::conformance {

inline constexpr char kRunnerName[] = "slugspec-conformance";
inline constexpr char kRunnerVersion[] = SLUGSPEC_VERSION_STRING;
// Generated cases per format, version and check of a whole run (--cases).
inline constexpr int kDefaultGeneratedPerGroup = 100;
// The most --cases takes: cases are built before the run, and ten thousand
// per group is about a million cases and 2.5 GB (spec/conformance.md §7).
inline constexpr int kMaxGeneratedPerGroup = 10000;

struct RunInfo {
  std::string testee_command;  // as typed, for the rerun commands
  // How the rerun commands start and name the testee: the runner as typed
  // ("slugspec-conformance", or "npx slugspec-conformance" for the npm
  // runner), and the testee after the runner's options ("-- node
  // testee.js", or "--module ./codec.js" in process). An empty
  // testee_argument is "-- " + testee_command.
  std::string runner_command = kRunnerName;
  std::string testee_argument;
  std::string mode;           // "session", "one-shot" or "in-process"
  Hello hello;                // as the testee declared it (one-shot: as --declare said)
  std::string corpus_sha256;  // of the corpus files the cases came from
  uint64_t seed = 0;
  int generated_per_group = 0;  // --cases
  std::string filter;           // as given, or empty
  std::string shard;            // "i/n", or empty
  // The options that made this run less than a whole one ("--filter
  // format=sudoku --cases 10"), or empty: a partial run certifies nothing.
  std::string partial_selection;
  // The runner's own arguments that select cases, to build rerun commands:
  // "--corpus DIR --seed 7 ..." without --filter, --case or --shard.
  std::string rerun_prefix;
  double seconds = 0;         // the whole run
  double testee_seconds = 0;  // of which the cases' exchange with the testee
  int restarts = 0;           // times the testee was restarted
  // How the testee ended after its last answer, when not cleanly
  // ("killed by signal 6 (Aborted)"): a note, no case fails for it.
  std::string testee_end;
  std::string started_at;            // UTC, ISO 8601 ("2026-11-23T22:55:28Z"), or empty
  bool fail_on_recommended = false;  // RECOMMENDED failures fail this run too
  // A JSON report is written (--json): where the failures a report leaves
  // out are listed; without one, the reports say how to get it.
  bool json_report = false;
  // The signal that stopped the run early (SIGINT, SIGTERM, SIGHUP), or 0:
  // the cases it did not reach are listed as not run, nothing certifies, and
  // the run fails.
  int interrupted_by = 0;
};
// "listed in the JSON report", or how to get one when none is written.
std::string WhereTheRestIsListed(const RunInfo& info);
// "SIGINT", "SIGTERM", "SIGHUP", or "signal N".
std::string SignalName(int signal);

// One line per declared capability (format, version, role). A role is
// certified only on enough evidence: kMinCasesPerCheck and
// kMinAcceptingCases (kit/format_kit.h, where a format's kit meets them).

struct Certificate {
  std::string format;
  std::string version;
  std::string role;  // "decoder (strict)", "decoder (lenient)", "encoder"
  int required_cases = 0;
  int required_passed = 0;
  int recommended_cases = 0;
  int recommended_passed = 0;
  // The role's check with the fewest judged cases ("decode.mutated"), and
  // their number.
  std::string fewest_check;
  int fewest_cases = 0;
  // Judged cases whose expected outcome is a game (decoder), a slug
  // (encoder) or a code (level codes).
  int accepting_cases = 0;
  // Cases of the role the testee answered `skipped`: a certificate covers
  // the whole capability, so any makes it INCOMPLETE.
  int skipped_cases = 0;
  // Cases the one-shot transport cannot carry (an input with a line break):
  // the runner's, not the testee's; named on the line, certifying still.
  int unsendable_cases = 0;
  // Games the testee decoded without naming their version: judged on the
  // game alone, and named on the line ("versions not named").
  int version_unnamed_cases = 0;
  // Decodes answered with the link the testee shows (a page's own link):
  // judged by the reference reading it, a round trip, and named on the line.
  int link_cases = 0;
  // Rejections judged without their code: the testee gives none
  // (Hello.rejects_without_codes, a page read through its address bar).
  int codeless_rejections = 0;
  bool partial = false;  // from a filtered, sharded or reduced run
  bool failed() const { return required_passed < required_cases; }
  bool sufficient() const { return fewest_cases >= kMinCasesPerCheck && accepting_cases >= kMinAcceptingCases; }
  bool complete() const { return skipped_cases == 0; }
  bool certified() const { return required_cases > 0 && !failed() && sufficient() && complete() && !partial; }
  // "decoder (strict)" -> "game", "encoder" -> "slug", "level codes" -> "code".
  std::string_view AcceptedOutcome() const;
};
// "CERTIFIED sudoku v1 decoder (strict): REQUIRED 100% (2,400 cases),
// RECOMMENDED 96.2% (2,310 of 2,400 cases) — testee my-player 1.2,
// slugspec-conformance 0.1.0, corpus sha256:3f2a…" (the full hash), or
// "NOT CERTIFIED …": each line says alone what it certifies. Percentages are
// floored: 100% only when every case passed (certificate.cc).
std::string CertificateLine(const Certificate& c, const RunInfo& info);
// The line in two parts, for reports that print the common end once: the
// head ("CERTIFIED sudoku v1 ...: REQUIRED ..., RECOMMENDED ...") and the
// tail every line of a run shares ("slugspec-conformance 0.1.0, corpus
// sha256:..."); CertificateLine is head + " — " + tail.
std::string CertificateHead(const Certificate& c, const RunInfo& info);
std::string CertificateTail(const RunInfo& info);
// "CERTIFIED", "NOT CERTIFIED", "NO CASES", "PARTIAL", "INCOMPLETE" or
// "INSUFFICIENT CASES".
std::string CertificateStatus(const Certificate& c);
// The testee a certificate names: the Hello's name and version, or the
// command in one-shot mode, bounded and escaped.
std::string CertifiedTestee(const RunInfo& info);

// The expected-failure list against this run (spec/conformance.md §6).
struct ExpectedFailureCheck {
  std::string file;                      // empty: no list given
  std::vector<std::string> now_passing;  // listed, but passed
  std::vector<std::string> unknown;      // listed, but no such case in this run's selection
  std::string update_command;            // rewrites the list from this run
  bool ok() const { return now_passing.empty() && unknown.empty(); }
};

struct RunReport {
  RunInfo info;
  std::vector<CaseResult> results;  // in case order
  std::vector<Certificate> certificates;
  // Requirement ids of the spec that no case of this run checked.
  std::vector<std::string> uncovered_requirements;
  // Where each requirement of the run's documents is stated, and the
  // spec's location ("file:///usr/share/slugspec/spec/"), which the HTML
  // report's links start with; empty: ids are shown without links.
  std::map<std::string, corpus::RequirementPlace> requirement_places;
  std::string spec_location;
  // The spec site's address, ending in '/' (--spec-url): when set, the
  // reports link requirements to its pages' anchors rather than to the
  // Markdown (RequirementUrl).
  std::string spec_site;
  int requirements_total = 0;
  ExpectedFailureCheck expected_failures;
  // Why no case was judged, with the names the operator may have meant;
  // empty when some case was. Such a run fails: it certifies nothing.
  std::string no_case_reason;
};

// Whether the run passes (the exit status 0) and why, in one line: no
// unexpected REQUIRED failure (nor RECOMMENDED one with
// --fail-on-recommended), an expected-failure list that is current, and at
// least one case judged.
struct RunVerdict {
  bool pass = false;
  std::string line;  // "PASS: ..." or "FAIL: ..."
};
RunVerdict JudgeRun(const RunReport& report);

// Rows of the summary table: one per (format, version, check).
struct SummaryRow {
  std::string format, version, check;
  int passed = 0, failed = 0, skipped = 0, expected_failures = 0;
  int required_failed = 0;  // failed at the REQUIRED level (not expected)
};
// Rows with cases only, ordered by format and version as the testee's Hello
// declared them (undeclared ones after, by name), then by check in
// kAllChecks order. A case is in the row of every version whose certificate
// it counts toward (Case::counts_for; spec/conformance.md §4), so that a
// version's rows add up to its certificates; in each, it counts once:
// skipped if not sent or skipped by the testee, else failed, expected
// failure or passed.
std::vector<SummaryRow> Summarise(const RunReport& report);
// Every case once, named "total": less than the sum of the rows when some
// case counts for several versions.
SummaryRow Totals(const RunReport& report);
// Whether some case is in more than one row (then the reports say so under
// the table).
bool CasesCountForSeveralVersions(const RunReport& report);
// That sentence.
inline constexpr char kSeveralVersionsNote[] =
    "A case counts in the row of every version it certifies (a rejection, for each version whose syntax the slug "
    "uses; a link, for each version whose encoder writes it), so the rows add up to more than the total, which "
    "counts each case once.";

// A case's requirement ids with where each is stated, for people:
// "PEN-V3-5 (pentomino.md, 5. Version 3), GEN-2 (README.md, 2. Decoding
// profiles)"; an id the spec does not state is shown alone.
std::string RequirementsText(const RunReport& report, const std::vector<std::string>& ids);

// Where a requirement is stated, as a link: with a spec site (--spec-url),
// its anchor there (the site names README.md's page index.html and every
// other document's <name in lower case>.html; the anchor is the id);
// otherwise the Markdown document's section under spec_location. Empty when
// neither is known.
std::string RequirementUrl(const RunReport& report, const std::string& id);

// The command that reruns one case: the runner with --case ID and the testee:
// "slugspec-conformance <rerun_prefix> --case '<id>' -- <testee_command>",
// the id quoted for a POSIX shell (the prefix and command are as typed).
std::string RerunCommand(const RunReport& report, const std::string& case_id);
// The runner as typed again with `options` between the run's own options
// and the testee: "<runner_command> <rerun_prefix> <options> <testee>".
std::string RunnerInvocation(const RunInfo& info, const std::string& options);

// A failing case as the summary shows it, after its headline: the problem,
// the case, its input, expected against received, the requirements with
// where the spec states them, the testee's standard error and the rerun
// command; lines indented by three spaces, each ending in a line break.
std::string FailureDetails(const RunReport& report, const CaseResult& result, bool color);

// Every case's result, one JSON object a line in case order (--results), for
// test runners that show one test per case: id, status ("passed", "failed",
// "expected failure", "skipped"), check, format, version, profile,
// requirements, the level that failed ("REQUIRED", "RECOMMENDED" or ""), the
// problem, and for a failed case or an expected failure its FailureDetails.
std::string CaseResultsText(const RunReport& report);
Status WriteCaseResults(const RunReport& report, const std::string& path);

// Terminal: the table (rows where every case passed collapsed into one line
// when there are many), the first `max_failures` failures with a readable
// difference and the rerun command, the certificates (the runner and corpus
// named once), and the verdict as the last line. `color`: ANSI colours.
void PrintSummary(const RunReport& report, int max_failures, bool color, std::ostream& out);

// Files: a failure when the file cannot be written.
Status WriteJsonReport(const RunReport& report, const std::string& path);
Status WriteJUnit(const RunReport& report, const std::string& path);
Status WriteHtml(const RunReport& report, const std::string& path);

// The same documents as text, for writing elsewhere (standard output) and
// for tests.
std::string JsonReportText(const RunReport& report);
std::string JUnitText(const RunReport& report);
std::string HtmlText(const RunReport& report);
// A testee can answer with boards of 255 x 255 cells (the most Paint draws),
// megabytes of SVG each; a picture larger than this is left out of the
// HTML report, its text rendering shown instead (and said to be).
inline constexpr size_t kMaxPictureBytes = size_t{1} << 20;

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_REPORT_RUN_REPORT_H_
