// JUnit XML, for CI dashboards: <testsuites>, one <testsuite> per summary row
// (format, version, check), one <testcase> per case, named by its id, with
// classname "format.version.check".
//
// Only what fails the run is a <failure> (a REQUIRED failure; a RECOMMENDED
// one with --fail-on-recommended), so that a dashboard is green exactly when
// the run passed; a RECOMMENDED failure of a passing run is a passing
// testcase whose <system-out> says what failed. A runtime error (a crash, a
// hang, a broken answer) is an <error>. Either carries the problem as its
// message and the expected/received difference as its text. An expected
// failure is written as <skipped message="expected failure: ...">: it must
// not fail the build, and showing it as a pass would hide that the
// implementation still fails it.
//
// Testee output is untrusted and may hold bytes XML 1.0 cannot carry at all
// (most control characters, even as references) or invalid UTF-8: every
// such byte is written as a visible "\xNN" (escape.h VisibleText).
#include <map>
#include <tuple>

#include "common/escape.h"
#include "conformance/report/case_text.h"
#include "conformance/report/output_file.h"
#include "conformance/report/run_report.h"
#include "conformance/report/spec_release.h"
#include "conformance/report/text_diff.h"

namespace slugspec::conformance {
namespace {

std::string Attr(std::string_view text) { return MarkupText(text, false, /*in_attribute=*/true); }
std::string Body(std::string_view text) { return MarkupText(text, true); }

// Microseconds: most cases take well under one millisecond.
std::string Seconds(double millis) { return Fixed(millis / 1000, 6); }

enum class Kind { kPassed, kRecommendedOnly, kFailure, kError, kSkipped };

Kind KindOf(const RunInfo& info, const Outcome& o) {
  switch (StatusOf(o)) {
    case CaseStatus::kPassed:
      return Kind::kPassed;
    case CaseStatus::kExpectedFailure:
    case CaseStatus::kSkipped:
      return Kind::kSkipped;
    case CaseStatus::kFailed:
      break;
  }
  if (o.received.has_runtime_error()) return Kind::kError;
  if (o.required == Verdict::kFail || info.fail_on_recommended) return Kind::kFailure;
  return Kind::kRecommendedOnly;
}

std::string SuiteName(const Case& c) { return c.format + "." + c.version + "." + std::string(CheckName(c.check)); }

std::string FailureText(const RunReport& report, const CaseResult& r) {
  const Case& c = *r.test;
  std::string text = std::string(FailedLevel(r.outcome)) + " failed: " + r.outcome.problem + "\n";
  if (r.outcome.kept_little) {
    // One of many failures of its kind: the first ones show the difference.
    return text + "(listed briefly, as a later failure of its kind)\nrerun: " + RerunCommand(report, c.id) + "\n";
  }
  if (!c.note.empty()) text += "case: " + c.note + "\n";
  text += IsDecodeCheck(c.check) ? "input: \"" + ShownInput(c.input) + "\"\n"  // quoted: spaces show
                                 : "model: " + ShownInput(c.input) + "\n";
  text += "expected (-) against received (+):\n";
  for (const DiffLine& line : CaseDifference(c, r.outcome, 200)) {
    text += std::string(1, line.op == '~' ? ' ' : line.op) + " " + line.text + "\n";
  }
  text += "rerun: " + RerunCommand(report, c.id) + "\n";
  return text;
}

void AppendTestcase(const RunReport& report, const CaseResult& r, std::string* out) {
  const Case& c = *r.test;
  const Outcome& o = r.outcome;
  *out += "    <testcase name=\"" + Attr(c.id) + "\" classname=\"" + Attr(SuiteName(c)) + "\" time=\"" +
          Seconds(o.millis) + "\"";
  const Kind kind = KindOf(report.info, o);
  if (kind == Kind::kPassed && o.stderr_tail.empty()) {
    *out += "/>\n";
    return;
  }
  *out += ">\n";
  switch (kind) {
    case Kind::kFailure:
    case Kind::kError: {
      const std::string tag = kind == Kind::kError ? "error" : "failure";
      *out += "      <" + tag + " message=\"" + Attr(o.problem) + "\" type=\"" + std::string(FailedLevel(o)) + "\">" +
              Body(FailureText(report, r)) + "</" + tag + ">\n";
      break;
    }
    case Kind::kRecommendedOnly:
      *out += "      <system-out>" + Body(FailureText(report, r)) + "</system-out>\n";
      break;
    case Kind::kSkipped:
      *out += "      <skipped message=\"" +
              Attr(StatusOf(o) == CaseStatus::kExpectedFailure ? "expected failure: " + o.problem
                   : o.problem.empty()                         ? std::string("skipped")
                                                               : o.problem) +
              "\"/>\n";
      break;
    case Kind::kPassed:
      break;
  }
  if (!o.stderr_tail.empty()) {
    const std::string text = StderrAttributed(o) ? StderrHeading(o) + ":\n" + o.stderr_tail : StderrHeading(o) + "\n";
    *out += "      <system-err>" + Body(text) + "</system-err>\n";
  }
  *out += "    </testcase>\n";
}

struct Suite {
  std::string name;
  std::vector<const CaseResult*> cases;
  int failures = 0, errors = 0, skipped = 0;
  double millis = 0;
};

}  // namespace

std::string JUnitText(const RunReport& report) {
  // Suites in the summary's order: Summarise's rows give it.
  std::map<std::string, size_t> suite_index;
  std::vector<Suite> suites;
  for (const SummaryRow& row : Summarise(report)) {
    const std::string name = row.format + "." + row.version + "." + row.check;
    suite_index.emplace(name, suites.size());
    suites.push_back({name, {}, 0, 0, 0, 0});
  }
  int failures = 0, errors = 0, skipped = 0, tests = 0;
  for (const CaseResult& r : report.results) {
    if (r.test == nullptr) continue;
    Suite& suite = suites[suite_index.at(SuiteName(*r.test))];
    suite.cases.push_back(&r);
    suite.millis += r.outcome.millis;
    const Kind kind = KindOf(report.info, r.outcome);
    if (kind == Kind::kFailure) ++suite.failures, ++failures;
    if (kind == Kind::kError) ++suite.errors, ++errors;
    if (kind == Kind::kSkipped) ++suite.skipped, ++skipped;
    ++tests;
  }

  const RunInfo& info = report.info;
  const std::string timestamp = info.started_at.empty() ? "" : " timestamp=\"" + Attr(info.started_at) + "\"";
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  // About 1.5 KB a failing case, 150 bytes a passing one: reserved, so that
  // a large report does not hold two copies while it grows.
  out.reserve((size_t{1} << 20) + static_cast<size_t>(failures + errors) * 1536 + static_cast<size_t>(tests) * 160);
  out += "<testsuites name=\"" + Attr(std::string(kRunnerName) + " " + info.hello.name()) + "\" tests=\"" +
         std::to_string(tests) + "\" failures=\"" + std::to_string(failures) + "\" errors=\"" + std::to_string(errors) +
         "\" skipped=\"" + std::to_string(skipped) + "\" time=\"" + Fixed(info.seconds, 3) + "\"" + timestamp + ">\n";
  for (const Suite& suite : suites) {
    // A case is in one suite, its reported version's: a version whose
    // cases all report another (pentomino v1.1's, as v1.5) has a summary
    // row but no suite of its own.
    if (suite.cases.empty()) continue;
    out += "  <testsuite name=\"" + Attr(suite.name) + "\" tests=\"" + std::to_string(suite.cases.size()) +
           "\" failures=\"" + std::to_string(suite.failures) + "\" errors=\"" + std::to_string(suite.errors) +
           "\" skipped=\"" + std::to_string(suite.skipped) + "\" time=\"" + Seconds(suite.millis) + "\"" + timestamp +
           ">\n";
    out += "    <properties>\n";
    const std::vector<std::pair<std::string, std::string>> properties = {
        {"runner", std::string(kRunnerName) + " " + kRunnerVersion},
        {"testee", info.hello.name() + " " + info.hello.version()},
        {"testee_command", info.testee_command},
        {"spec_release", kSpecRelease},
        {"corpus_sha256", info.corpus_sha256},
        {"seed", std::to_string(info.seed)},
    };
    for (const auto& [name, value] : properties) {
      out += "      <property name=\"" + Attr(name) + "\" value=\"" + Attr(value) + "\"/>\n";
    }
    out += "    </properties>\n";
    for (const CaseResult* r : suite.cases) AppendTestcase(report, *r, &out);
    out += "  </testsuite>\n";
  }
  out += "</testsuites>\n";
  return out;
}

Status WriteJUnit(const RunReport& report, const std::string& path) { return WriteTextFile(path, JUnitText(report)); }

}  // namespace slugspec::conformance
