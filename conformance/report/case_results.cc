// The --results report (run_report.h): one JSON object a line, one line a
// case, so that a test runner (node:test, vitest, a CI dashboard) can show
// each case as a test of its own, named by its id, with the text the
// terminal summary would show for it. Unlike the JSON report it lists the
// passing cases too, in a few dozen bytes each.
#include "common/json_writer.h"
#include "conformance/report/case_text.h"
#include "conformance/report/output_file.h"
#include "conformance/report/run_report.h"

namespace slugspec::conformance {

std::string CaseResultsText(const RunReport& report) {
  std::string text;
  for (const CaseResult& r : report.results) {
    if (r.test == nullptr) continue;
    const Case& c = *r.test;
    const CaseStatus status = StatusOf(r.outcome);
    JsonWriter w(0);
    w.BeginObject();
    w.Key("id").String(c.id);
    w.Key("status").String(StatusName(status));
    w.Key("check").String(CheckName(c.check));
    w.Key("format").String(c.format);
    w.Key("version").String(c.version);
    w.Key("profile").String(c.profile);
    w.Key("requirements").StringArray(c.requirements);
    w.Key("level").String(FailedLevel(r.outcome));
    w.Key("problem").String(r.outcome.problem);
    if (status != CaseStatus::kPassed && r.outcome.sent && !r.outcome.skipped) {
      w.Key("details").String(FailureDetails(report, r, false));
    }
    w.EndObject();
    text += w.Take("\n");
  }
  return text;
}

Status WriteCaseResults(const RunReport& report, const std::string& path) {
  return WriteTextFile(path, CaseResultsText(report));
}

}  // namespace slugspec::conformance
