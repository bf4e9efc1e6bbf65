// The JSON report: everything the run produced, for tools. Strings are the
// bytes as received (escaped per json_writer.h, never made "visible"), and
// protobuf messages are in the project's proto3 JSON form. The seed is a
// string, as the proto3 mapping writes 64-bit integers: JSON readers that
// hold numbers as doubles would round a large one.
#include "common/json_writer.h"
#include "conformance/report/case_text.h"
#include "conformance/report/output_file.h"
#include "conformance/report/run_report.h"
#include "conformance/report/spec_release.h"

namespace slugspec::conformance {
namespace {

void WriteTestee(const RunInfo& info, JsonWriter& w) {
  w.BeginObject();
  w.Key("name").String(info.hello.name());
  w.Key("version").String(info.hello.version());
  w.Key("command").String(info.testee_command);
  w.Key("mode").String(info.mode);
  w.Key("framing").String(Framing_Name(info.hello.framing()));
  w.Key("max_in_flight").Int(info.hello.max_in_flight());
  w.Key("capabilities").BeginArray();
  for (const Capability& cap : info.hello.capabilities()) w.Message(cap);
  w.EndArray();
  w.EndObject();
}

void WriteRow(const SummaryRow& row, JsonWriter& w) {
  w.BeginObject();
  w.Key("format").String(row.format);
  w.Key("version").String(row.version);
  w.Key("check").String(row.check);
  w.Key("passed").Int(row.passed);
  w.Key("failed").Int(row.failed);
  w.Key("required_failed").Int(row.required_failed);
  w.Key("skipped").Int(row.skipped);
  w.Key("expected_failures").Int(row.expected_failures);
  w.EndObject();
}

void WriteCertificate(const Certificate& c, const RunInfo& info, JsonWriter& w) {
  w.BeginObject();
  w.Key("format").String(c.format);
  w.Key("version").String(c.version);
  w.Key("role").String(c.role);
  w.Key("certified").Bool(c.certified());
  w.Key("status").String(CertificateStatus(c));
  w.Key("accepting_cases").Int(c.accepting_cases);
  w.Key("skipped_cases").Int(c.skipped_cases);
  w.Key("unsendable_cases").Int(c.unsendable_cases);
  w.Key("required_cases").Int(c.required_cases);
  w.Key("required_passed").Int(c.required_passed);
  w.Key("recommended_cases").Int(c.recommended_cases);
  w.Key("recommended_passed").Int(c.recommended_passed);
  w.Key("line").String(CertificateLine(c, info));
  w.EndObject();
}

// What a correct testee answers: the data, and a line for people.
// A failure kept little (a later one of its kind) is listed without the
// expected model, which `slugspec-conformance explain ID` prints.
void WriteExpected(const Case& c, bool brief, JsonWriter& w) {
  const Expectation& e = c.expected;
  w.BeginObject();
  w.Key("accept").Bool(e.accept);
  w.Key("required").Bool(e.required);
  if (e.model != nullptr && !brief) w.Key("model").Message(*e.model);
  if (!e.canonical.empty()) w.Key("canonical").String(e.canonical);
  if (!e.accept) {
    w.Key("codes").BeginArray();
    for (const ErrorCode code : e.codes) {
      w.BeginObject();
      w.Key("code").String(CodeName(code));
      w.Key("stage").String(StageOf(code));
      w.EndObject();
    }
    w.EndArray();
    w.Key("judge_code").Bool(e.judge_code);
  }
  w.Key("text").String(ExpectedSummary(c));
  w.EndObject();
}

void WriteOutcome(const Outcome& o, JsonWriter& w) {
  w.BeginObject();
  w.Key("sent").Bool(o.sent);
  w.Key("skipped").Bool(o.skipped);
  w.Key("required").String(VerdictName(o.required));
  w.Key("recommended").String(VerdictName(o.recommended));
  w.Key("problem").String(o.problem);
  w.Key("received").Message(o.received);
  w.Key("millis").Double(o.millis, 3);
  w.Key("expected_failure").Bool(o.expected_failure);
  w.Key("kept_little").Bool(o.kept_little);
  w.Key("stderr_tail").String(o.stderr_tail);
  w.Key("stderr_shared").String(o.stderr_shared);
  w.EndObject();
}

void WriteCase(const CaseResult& r, JsonWriter& w) {
  const Case& c = *r.test;
  w.BeginObject();
  w.Key("id").String(c.id);
  w.Key("status").String(StatusName(StatusOf(r.outcome)));
  w.Key("check").String(CheckName(c.check));
  w.Key("format").String(c.format);
  w.Key("version").String(c.version);
  w.Key("profile").String(c.profile);
  w.Key("requirements").StringArray(c.requirements);
  // Raw, as sent, up to kKeptInputBytes; input_bytes says how long it was.
  w.Key("input").String(
      std::string_view(c.input).substr(0, r.outcome.kept_little ? kShownInputBytes / 16 : kKeptInputBytes));
  w.Key("input_bytes").Int(static_cast<int64_t>(c.input.size()));
  w.Key("claimed_versions").StringArray(c.claimed_versions);
  w.Key("note").String(c.note);
  w.Key("expected");
  WriteExpected(c, r.outcome.kept_little, w);
  w.Key("outcome");
  WriteOutcome(r.outcome, w);
  if (Failed(r.outcome)) w.Key("kind").String(FailureKind(r));
  w.EndObject();
}

}  // namespace

std::string JsonReportText(const RunReport& report) {
  const RunInfo& info = report.info;
  JsonWriter w;
  // About 2 KB a listed case (a later failure of its kind, kept little,
  // takes under that; the first ones more, but they are few).
  size_t listed = 0;
  for (const CaseResult& r : report.results) listed += r.test != nullptr && StatusOf(r.outcome) != CaseStatus::kPassed;
  w.Reserve((size_t{1} << 20) + listed * 2048);
  w.BeginObject();
  w.Key("runner").BeginObject().Key("name").String(kRunnerName).Key("version").String(kRunnerVersion).EndObject();
  w.Key("testee");
  WriteTestee(info, w);
  w.Key("spec_release").String(kSpecRelease);
  w.Key("corpus_sha256").String(info.corpus_sha256);
  w.Key("seed").String(std::to_string(info.seed));
  w.Key("cases_per_group").Int(info.generated_per_group);
  w.Key("filter").String(info.filter);
  w.Key("shard").String(info.shard);
  w.Key("seconds").Double(info.seconds, 3);
  w.Key("testee_seconds").Double(info.testee_seconds, 3);
  w.Key("restarts").Int(info.restarts);
  w.Key("testee_end").String(info.testee_end);

  const std::vector<SummaryRow> rows = Summarise(report);
  w.Key("summary").BeginArray();
  for (const SummaryRow& row : rows) WriteRow(row, w);
  w.EndArray();
  w.Key("totals");
  WriteRow(Totals(report), w);
  // A case is in the row of every version it counts for: the rows can add
  // up to more than the totals (run_report.h Summarise).
  w.Key("rows_count_cases_per_version").Bool(CasesCountForSeveralVersions(report));

  w.Key("certificates").BeginArray();
  for (const Certificate& c : report.certificates) WriteCertificate(c, info, w);
  w.EndArray();

  w.Key("requirements").BeginObject();
  w.Key("total").Int(report.requirements_total);
  w.Key("exercised").Int(report.requirements_total - static_cast<int64_t>(report.uncovered_requirements.size()));
  w.Key("uncovered").StringArray(report.uncovered_requirements);
  w.EndObject();

  const ExpectedFailureCheck& xf = report.expected_failures;
  w.Key("expected_failures").BeginObject();
  w.Key("file").String(xf.file);
  w.Key("ok").Bool(xf.ok());
  w.Key("now_passing").StringArray(xf.now_passing);
  w.Key("unknown").StringArray(xf.unknown);
  w.Key("update_command").String(xf.update_command);
  w.EndObject();

  // Passing cases are counted in `summary`, not listed: a run of a million
  // passing cases stays a small file. Every other case is listed in full.
  w.Key("cases_listed").String("every case that did not pass");
  w.Key("cases").BeginArray();
  for (const CaseResult& r : report.results) {
    if (r.test != nullptr && StatusOf(r.outcome) != CaseStatus::kPassed) WriteCase(r, w);
  }
  w.EndArray();
  w.EndObject();
  return w.Take("\n");
}

Status WriteJsonReport(const RunReport& report, const std::string& path) {
  return WriteTextFile(path, JsonReportText(report));
}

}  // namespace slugspec::conformance
