// What the reports say about one case: its status, the level that failed,
// and the expected and received results as lines of text that a line diff
// can compare. Shared by the terminal summary, JUnit, JSON and HTML writers.
#ifndef SLUGSPEC_CONFORMANCE_REPORT_CASE_TEXT_H_
#define SLUGSPEC_CONFORMANCE_REPORT_CASE_TEXT_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

#include "common/status.h"
#include "conformance/case/case.h"
#include "conformance/report/text_diff.h"
#include "registry/format.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// Where a case lands in the summary; exactly one of these.
enum class CaseStatus { kPassed, kFailed, kExpectedFailure, kSkipped };
// A case that was not sent, or that the testee skipped, is skipped whatever
// its verdicts say; a failing case listed in the expected-failure file is
// an expected failure.
CaseStatus StatusOf(const Outcome& outcome);
std::string_view StatusName(CaseStatus status);  // "passed", "failed", "expected failure", "skipped"

std::string_view VerdictName(Verdict verdict);  // "pass", "fail", "not judged"
// "REQUIRED" if that level failed, else "RECOMMENDED" if that one did, else "".
std::string_view FailedLevel(const Outcome& outcome);

// What the reports show of a case's input (a slug, or a model's JSON): at
// most kShownInputBytes made visible, then "... (N bytes in all)". The JSON
// report keeps up to kKeptInputBytes of it, raw. A corpus may hold inputs
// of megabytes; each report repeats an input for every failure it lists.
inline constexpr size_t kShownInputBytes = 4096;
inline constexpr size_t kKeptInputBytes = 64 * 1024;
std::string ShownInput(std::string_view input);

// "TRUNCATED (syntax)"; a number outside the registry shows as itself.
std::string CodeAndStage(ErrorCode code);

// The model inside a decoded response (whichever field of the oneof is set),
// or null.
const google::protobuf::Message* DecodedModel(const Response& response);
// The registered format whose model type `model` is, or null. Formats cast
// the models they are given, so nothing is rendered without this check.
const Format* FormatOfModel(const google::protobuf::Message& model);

// The reference's reading of a slug an encoder wrote: strictly, as REQUIRED
// judges it; if that rejects it, leniently, to show what it means.
struct SlugReading {
  Status strict;
  Status lenient;                                    // tried only if strict rejects
  std::unique_ptr<google::protobuf::Message> model;  // set when either accepted
};
SlugReading ReadSlug(const Format& format, std::string_view slug);

// A model as lines of its proto3 JSON: one line per field, and each element
// of a list of messages (a given, a piece) on a line of its own, so that a
// line diff shows exactly the elements that differ. No commas between lines:
// a line's text then depends only on its own field. Non-ASCII shows as \xNN
// (and a byte that is not UTF-8 as JSON's \u00NN, json_writer.h).
std::vector<std::string> ModelLines(const google::protobuf::Message& model);

// The expected result: a decode's model, an encode's canonical slug and the
// game it means, or the rejection the spec allows ("rejected: TRUNCATED
// (syntax)"). Every line is printable: untrusted bytes are escaped.
std::vector<std::string> ExpectedLines(const Case& c);
// ExpectedLines in one short line, without the model: "accepted",
// "slug: \"R55\"", "rejected: TRUNCATED (syntax)".
std::string ExpectedSummary(const Case& c);
// What the testee answered, in the same form, so the two diff line by line.
std::vector<std::string> ReceivedLines(const Case& c, const Outcome& outcome);

// The expected against the received result, for reading, in at most about
// max_lines lines. When the two share lines (two boards, two slugs) it is
// their line diff with a little context. When they share none (a model
// against a crash or a rejection) a diff would only list both in full, so
// each side is shown on its own, its head when long, the received side
// never crowded out by a long expected one.
std::vector<DiffLine> CaseDifference(const Case& c, const Outcome& outcome, size_t max_lines);

// The unexpected failures of a run, REQUIRED ones first, then RECOMMENDED
// ones, each group in case order: the order every report lists them in.
std::vector<const CaseResult*> UnexpectedFailures(const std::vector<CaseResult>& results);

// The heading of a case's standard error: "standard error while this case
// ran". When other requests were in flight its lines cannot be told apart
// from theirs, and the people's reports (terminal, HTML, JUnit) show none,
// only this sentence: "standard error not shown: it cannot be attributed to
// this case (3 requests were in flight); rerun the case alone to see its
// own". The JSON report keeps the text and the reason, for tools.
std::string StderrHeading(const Outcome& outcome);
// Whether the lines are the case's own (StderrHeading).
inline bool StderrAttributed(const Outcome& outcome) { return outcome.stderr_shared.empty(); }

// A failure's kind, for grouping: its check, its level and its problem's
// kind (Outcome::kind, else the problem) with every number made '#' (not
// the digits of a name, BAD_BASE64), so that 1,266 failures of one kind
// read as one group.
std::string FailureKind(const CaseResult& r);

// `failures` grouped by FailureKind, each group in the given order; the
// groups of REQUIRED failures first, each level's largest first (ties in
// the order of their first member): how every report lists them.
std::vector<std::vector<const CaseResult*>> GroupByKind(const std::vector<const CaseResult*>& failures);

// The last `max_lines` lines of a standard error tail, made visible.
std::vector<std::string> StderrLines(std::string_view tail, size_t max_lines);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_REPORT_CASE_TEXT_H_
