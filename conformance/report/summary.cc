// The terminal summary (spec/conformance.md §8): the table, the first
// failures with their differences and rerun commands, the expected-failure
// check, requirement coverage and the certificates.
#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <ostream>
#include <sstream>
#include <tuple>

#include "common/escape.h"
#include "conformance/report/case_text.h"
#include "conformance/report/run_report.h"
#include "conformance/report/text_diff.h"

namespace slugspec::conformance {
namespace {

constexpr size_t kUndeclared = std::numeric_limits<size_t>::max();
constexpr size_t kDiffMaxLines = 30;
constexpr size_t kStderrLines = 10;

size_t CheckIndex(Check check) {
  return static_cast<size_t>(std::find(std::begin(kAllChecks), std::end(kAllChecks), check) - std::begin(kAllChecks));
}

// ANSI colours, or nothing.
struct Paint {
  bool on;
  std::string operator()(std::string_view code, std::string_view text) const {
    if (!on) return std::string(text);
    return "\x1b[" + std::string(code) + "m" + std::string(text) + "\x1b[0m";
  }
  std::string Red(std::string_view t) const { return (*this)("31", t); }
  std::string Green(std::string_view t) const { return (*this)("32", t); }
  std::string Bold(std::string_view t) const { return (*this)("1", t); }
};

std::string Pad(std::string_view text, size_t width, bool right) {
  const std::string fill(width > text.size() ? width - text.size() : 0, ' ');
  return right ? fill + std::string(text) : std::string(text) + fill;
}

// More rows than this, and those where every case passed fold into one line.
constexpr size_t kRowsShownInFull = 12;

bool AllPassed(const SummaryRow& r) { return r.failed == 0 && r.skipped == 0 && r.expected_failures == 0; }

void PrintTable(const std::vector<SummaryRow>& rows, const SummaryRow& total, const Paint& paint, std::ostream& out) {
  const std::vector<std::string> header = {"format", "version",           "check",   "passed",
                                           "failed", "of which REQUIRED", "skipped", "expected failures"};
  std::vector<std::vector<std::string>> cells;
  std::vector<SummaryRow> all;
  int folded_rows = 0, folded_cases = 0;
  for (const SummaryRow& r : rows) {
    if (rows.size() > kRowsShownInFull && AllPassed(r)) {
      ++folded_rows;
      folded_cases += r.passed;
      continue;
    }
    all.push_back(r);
  }
  all.push_back(total);
  for (const SummaryRow& r : all) {
    cells.push_back({VisibleText(r.format, false), VisibleText(r.version, false), r.check, WithThousands(r.passed),
                     WithThousands(r.failed), WithThousands(r.required_failed), WithThousands(r.skipped),
                     WithThousands(r.expected_failures)});
  }
  std::vector<size_t> width(header.size());
  for (size_t c = 0; c < header.size(); ++c) {
    width[c] = header[c].size();
    for (const auto& row : cells) width[c] = std::max(width[c], row[c].size());
  }
  const auto print_row = [&](const std::vector<std::string>& row, bool is_header, bool is_total) {
    std::string line;
    for (size_t c = 0; c < row.size(); ++c) {
      const bool number = c >= 3;
      std::string cell = Pad(row[c], width[c], number && !is_header);
      // Failures stand out; colour codes go around the padded cell so they
      // take no width.
      if (!is_header && (c == 4 || c == 5) && row[c] != "0") cell = paint.Red(cell);
      if (is_header || is_total) cell = paint.Bold(cell);
      line += (c == 0 ? "" : "  ") + cell;
    }
    out << line << "\n";
  };
  print_row(header, true, false);
  for (size_t i = 0; i < cells.size(); ++i) {
    if (i + 1 == cells.size() && folded_rows > 0) {
      out << paint.Green("+ " + WithThousands(folded_rows) + " more rows where every case passed (" +
                         WithThousands(folded_cases) + " cases)")
          << "\n";
    }
    print_row(cells[i], false, i + 1 == cells.size());
  }
}

void PrintFailure(const RunReport& report, size_t number, const CaseResult& result, const Paint& paint,
                  std::ostream& out) {
  out << number << ". " << paint.Bold(VisibleBytes(result.test->id)) << "  "
      << paint.Red(std::string(FailedLevel(result.outcome)) + " failed") << "\n";
  out << FailureDetails(report, result, paint.on) << "\n";
}

}  // namespace

std::string FailureDetails(const RunReport& report, const CaseResult& result, bool color) {
  const Paint paint{color};
  const Case& c = *result.test;
  const Outcome& o = result.outcome;
  std::ostringstream out;
  out << "   problem:  " << VisibleText(o.problem, false) << "\n";
  if (!c.note.empty()) out << "   case:     " << VisibleText(c.note, false) << "\n";
  // A slug in quotes, so leading and trailing spaces show; a model as JSON.
  if (IsDecodeCheck(c.check)) {
    out << "   input:    \"" << ShownInput(c.input) << "\"\n";
  } else {
    out << "   model:    " << ShownInput(c.input) << "\n";
  }
  out << "   expected (" << paint.Red("-") << ") against received (" << paint.Green("+") << "):\n";
  for (const DiffLine& line : CaseDifference(c, o, kDiffMaxLines)) {
    const std::string text = std::string(1, line.op == '~' ? ' ' : line.op) + " " + line.text;
    out << "     " << (line.op == '-' ? paint.Red(text) : line.op == '+' ? paint.Green(text) : text) << "\n";
  }
  if (!c.requirements.empty()) out << "   requires: " << RequirementsText(report, c.requirements) << "\n";
  if (!o.stderr_tail.empty() && !StderrAttributed(o)) {
    out << "   " << StderrHeading(o) << "\n";
  } else if (!o.stderr_tail.empty()) {
    out << "   " << StderrHeading(o) << ":\n";
    for (const std::string& line : StderrLines(o.stderr_tail, kStderrLines)) out << "     | " << line << "\n";
  }
  out << "   rerun:    " << RerunCommand(report, c.id) << "\n";
  return out.str();
}

namespace {

void PrintFailures(const RunReport& report, int max_failures, const Paint& paint, std::ostream& out) {
  const std::vector<const CaseResult*> failures = UnexpectedFailures(report.results);
  if (failures.empty()) {
    out << paint.Green("No unexpected failures.") << "\n\n";
    return;
  }
  // Groups by cause, in the order of their first failure (REQUIRED first).
  const std::vector<std::vector<const CaseResult*>> groups = GroupByKind(failures);
  const auto required = std::count_if(failures.begin(), failures.end(),
                                      [](const CaseResult* r) { return r->outcome.required == Verdict::kFail; });
  const size_t shown = std::min(groups.size(), static_cast<size_t>(std::max(max_failures, 0)));
  out << paint.Red(WithThousands(static_cast<int64_t>(failures.size())) + " unexpected " +
                   (failures.size() == 1 ? "failure" : "failures"))
      << " (" << WithThousands(required) << " REQUIRED, "
      << WithThousands(static_cast<int64_t>(failures.size()) - required) << " RECOMMENDED)";
  if (groups.size() < failures.size()) out << " of " << WithThousands(static_cast<int64_t>(groups.size())) << " kinds";
  out << (shown == groups.size() ? ":" : "; the first " + std::to_string(shown) + ":") << "\n\n";
  size_t more_failures = 0;
  for (size_t i = 0; i < groups.size(); ++i) {
    if (i >= shown) {
      more_failures += groups[i].size();
      continue;
    }
    PrintFailure(report, i + 1, *groups[i].front(), paint, out);
    if (groups[i].size() > 1) {
      out << "   " << paint.Red("and " + WithThousands(static_cast<int64_t>(groups[i].size() - 1)) + " more")
          << " of this kind (" << VisibleText(FailureKind(*groups[i].front()), false) << "), such as";
      for (size_t j = 1; j < groups[i].size() && j <= 3; ++j)
        out << (j > 1 ? "," : "") << " " << VisibleBytes(groups[i][j]->test->id);
      out << "\n\n";
    }
  }
  if (shown < groups.size()) {
    out << "... and " << WithThousands(static_cast<int64_t>(more_failures)) << " more failures, of "
        << WithThousands(static_cast<int64_t>(groups.size() - shown)) << " more kinds, "
        << WhereTheRestIsListed(report.info) << ".\n\n";
  }
}

void PrintExpectedFailures(const RunReport& report, const Paint& paint, std::ostream& out) {
  const ExpectedFailureCheck& check = report.expected_failures;
  if (check.file.empty()) return;
  const auto failed_as_listed = std::count_if(report.results.begin(), report.results.end(), [](const CaseResult& r) {
    return StatusOf(r.outcome) == CaseStatus::kExpectedFailure;
  });
  out << "Expected failures (" << VisibleText(check.file, false) << "): " << WithThousands(failed_as_listed)
      << " listed " << (failed_as_listed == 1 ? "case" : "cases") << " failed as listed.\n";
  if (check.ok()) {
    out << "\n";
    return;
  }
  for (const std::string& id : check.now_passing) {
    out << "  " << paint.Red("now passes") << ", remove it from the list: " << VisibleBytes(id) << "\n";
  }
  for (const std::string& id : check.unknown) {
    out << "  " << paint.Red("no such case") << " in this run: " << VisibleBytes(id) << "\n";
  }
  if (!check.update_command.empty()) out << "  Update the list with: " << check.update_command << "\n";
  out << "\n";
}

void PrintRequirements(const RunReport& report, std::ostream& out) {
  if (report.requirements_total <= 0) return;
  const int64_t uncovered = static_cast<int64_t>(report.uncovered_requirements.size());
  std::string line = "Requirements: " + WithThousands(report.requirements_total - uncovered) + " of " +
                     WithThousands(report.requirements_total) + " exercised";
  if (uncovered == 0) {
    out << line << ".\n\n";
    return;
  }
  line += "; not exercised (" + WithThousands(uncovered) + "):";
  // Wrapped at 100 columns, so a long list stays readable.
  for (const std::string& id : report.uncovered_requirements) {
    const std::string shown = VisibleText(id, false);
    if (line.size() + 1 + shown.size() > 100) {
      out << line << "\n";
      line = " ";
    }
    line += " " + shown;
  }
  out << line << "\n\n";
}

// One case in a row.
void Count(const Outcome& outcome, SummaryRow* row) {
  switch (StatusOf(outcome)) {
    case CaseStatus::kPassed:
      ++row->passed;
      break;
    case CaseStatus::kFailed:
      ++row->failed;
      if (outcome.required == Verdict::kFail) ++row->required_failed;
      break;
    case CaseStatus::kExpectedFailure:
      ++row->expected_failures;
      break;
    case CaseStatus::kSkipped:
      ++row->skipped;
      break;
  }
}

}  // namespace

std::vector<SummaryRow> Summarise(const RunReport& report) {
  std::map<std::string, size_t> format_rank;
  std::map<std::pair<std::string, std::string>, size_t> version_rank;
  for (const Capability& cap : report.info.hello.capabilities()) {
    format_rank.emplace(cap.format(), format_rank.size());
    version_rank.emplace(std::make_pair(cap.format(), cap.version()), version_rank.size());
  }
  const auto rank = [](const auto& ranks, const auto& key) {
    const auto it = ranks.find(key);
    return it == ranks.end() ? kUndeclared : it->second;
  };

  using Key = std::tuple<size_t, std::string, size_t, std::string, size_t>;
  std::map<Key, SummaryRow> rows;
  for (const CaseResult& r : report.results) {
    if (r.test == nullptr) continue;
    const Case& c = *r.test;
    for (const std::string& version : c.counts_for.empty() ? std::vector<std::string>{c.version} : c.counts_for) {
      const Key key{rank(format_rank, c.format), c.format, rank(version_rank, std::make_pair(c.format, version)),
                    version, CheckIndex(c.check)};
      SummaryRow& row = rows[key];
      if (row.format.empty() && row.check.empty()) {
        row.format = c.format;
        row.version = version;
        row.check = std::string(CheckName(c.check));
      }
      Count(r.outcome, &row);
    }
  }
  std::vector<SummaryRow> out;
  out.reserve(rows.size());
  for (auto& [key, row] : rows) out.push_back(std::move(row));
  return out;
}

SummaryRow Totals(const RunReport& report) {
  SummaryRow total;
  total.format = "total";
  for (const CaseResult& r : report.results) {
    if (r.test != nullptr) Count(r.outcome, &total);
  }
  return total;
}

bool CasesCountForSeveralVersions(const RunReport& report) {
  return std::any_of(report.results.begin(), report.results.end(),
                     [](const CaseResult& r) { return r.test != nullptr && r.test->counts_for.size() > 1; });
}

std::string RequirementsText(const RunReport& report, const std::vector<std::string>& ids) {
  std::string text;
  for (const std::string& id : ids) {
    if (!text.empty()) text += ", ";
    text += VisibleText(id, false);
    const auto it = report.requirement_places.find(id);
    if (it == report.requirement_places.end()) continue;
    text += " (" + it->second.document + ".md";
    if (!it->second.section.empty()) text += ", " + VisibleText(it->second.section, false);
    if (!report.spec_site.empty()) text += ", " + VisibleText(RequirementUrl(report, id), false);
    text += ")";
  }
  return text;
}

std::string RequirementUrl(const RunReport& report, const std::string& id) {
  const auto it = report.requirement_places.find(id);
  if (it == report.requirement_places.end()) return {};
  const corpus::RequirementPlace& place = it->second;
  if (!report.spec_site.empty()) {
    std::string page = place.document == "README" ? "index" : place.document;
    for (char& c : page) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return report.spec_site + page + ".html#" + id;
  }
  if (report.spec_location.empty()) return {};
  return report.spec_location + place.document + ".md" + (place.anchor.empty() ? "" : "#" + place.anchor);
}

std::string RunnerInvocation(const RunInfo& info, const std::string& options) {
  std::string command = info.runner_command;
  if (!info.rerun_prefix.empty()) command += " " + info.rerun_prefix;
  if (!options.empty()) command += " " + options;
  return command + " " + (info.testee_argument.empty() ? "-- " + info.testee_command : info.testee_argument);
}

std::string RerunCommand(const RunReport& report, const std::string& case_id) {
  return RunnerInvocation(report.info, "--case " + ShellQuote(case_id));
}

void PrintSummary(const RunReport& report, int max_failures, bool color, std::ostream& out) {
  const Paint paint{color};
  const RunInfo& info = report.info;
  out << paint.Bold(std::string(kRunnerName) + " " + kRunnerVersion) << ": " << VisibleText(info.hello.name(), false)
      << " " << VisibleText(info.hello.version(), false) << " (" << VisibleText(info.mode, false) << "), "
      << WithThousands(static_cast<int64_t>(report.results.size())) << " cases in " << Fixed(info.seconds, 1) << " s";
  if (info.testee_seconds > 0) {
    out << " (" << WithThousands(static_cast<int64_t>(static_cast<double>(report.results.size()) / info.testee_seconds))
        << " cases/s with the testee)";
  }
  out << ", seed " << info.seed;
  if (info.restarts > 0) out << ", " << paint.Red(std::to_string(info.restarts) + " restarts");
  out << "\n";
  if (!info.testee_end.empty()) {
    out << paint.Red("note: after its last answer the testee " + VisibleText(info.testee_end, false)) +
               " (no case fails for it; spec/conformance.md §7)\n";
  }
  out << "\n";

  PrintTable(Summarise(report), Totals(report), paint, out);
  if (CasesCountForSeveralVersions(report)) out << kSeveralVersionsNote << "\n";
  out << "\n";
  PrintFailures(report, max_failures, paint, out);
  PrintExpectedFailures(report, paint, out);
  PrintRequirements(report, out);

  out << paint.Bold("Certificates") << ":\n";
  if (report.certificates.empty()) out << "  none: the testee declared no capability that cases exercised\n";
  // Capabilities no case reached (a filtered run, or a version whose slugs
  // decode as another) certify nothing: one line names them all.
  std::string without;
  for (const Certificate& c : report.certificates) {
    if (c.required_cases == 0 && c.recommended_cases == 0 && c.skipped_cases == 0) {
      without += (without.empty() ? "" : ", ") + VisibleText(c.format + " " + c.version, false) + " " + c.role;
      continue;
    }
    // Whole, with the testee, runner and corpus, so that a line copied
    // alone says what it certifies. Green what is certified, red what
    // failed; a partial run or too few cases is neither.
    const std::string line = CertificateLine(c, info);
    out << "  " << (c.certified() ? paint.Green(line) : c.failed() ? paint.Red(line) : line) << "\n";
  }
  if (!without.empty()) out << "  no cases in this run: " << without << "\n";
  const RunVerdict verdict = JudgeRun(report);
  out << "\n" << paint.Bold(verdict.pass ? paint.Green(verdict.line) : paint.Red(verdict.line)) << "\n";
}

RunVerdict JudgeRun(const RunReport& report) {
  RunVerdict v;
  if (!report.no_case_reason.empty()) {
    v.line = "FAIL: no case ran: " + VisibleText(report.no_case_reason, false);
    return v;
  }
  int64_t required = 0, recommended = 0;
  for (const CaseResult& r : report.results) {
    if (r.outcome.expected_failure) continue;
    required += r.outcome.required == Verdict::kFail;
    recommended += r.outcome.required != Verdict::kFail && r.outcome.recommended == Verdict::kFail;
  }
  std::vector<std::string> why;
  if (report.info.interrupted_by != 0) {
    int64_t ran = 0;
    for (const CaseResult& r : report.results) ran += r.outcome.sent;
    why.push_back("interrupted by " + SignalName(report.info.interrupted_by) + " after " + WithThousands(ran) + " of " +
                  WithThousands(static_cast<int64_t>(report.results.size())) + " cases");
  }
  if (required > 0)
    why.push_back(WithThousands(required) + " unexpected REQUIRED " + (required == 1 ? "failure" : "failures"));
  if (report.info.fail_on_recommended && recommended > 0) {
    why.push_back(WithThousands(recommended) + " unexpected RECOMMENDED " +
                  (recommended == 1 ? "failure" : "failures") + " (--fail-on-recommended)");
  }
  // A whole run promises a certificate for every role the testee declared:
  // one judged on too few cases, or with cases the testee skipped, fails it
  // (a narrowed run certifies nothing anyway, and says so on every line).
  if (report.info.partial_selection.empty() && report.info.interrupted_by == 0) {
    std::vector<std::string> uncertified;
    for (const Certificate& c : report.certificates) {
      if (c.certified() || c.failed()) continue;
      uncertified.push_back(VisibleText(c.format + " " + c.version, false) + " " + c.role + " (" +
                            CertificateStatus(c) + ")");
    }
    if (!uncertified.empty()) {
      std::string text = WithThousands(static_cast<int64_t>(uncertified.size())) + " declared " +
                         (uncertified.size() == 1 ? "role is" : "roles are") + " not certified: ";
      constexpr size_t kNamed = 3;
      for (size_t i = 0; i < uncertified.size() && i < kNamed; ++i) text += (i ? ", " : "") + uncertified[i];
      if (uncertified.size() > kNamed)
        text += " and " + WithThousands(static_cast<int64_t>(uncertified.size() - kNamed)) + " more";
      why.push_back(text);
    }
  }
  const ExpectedFailureCheck& list = report.expected_failures;
  if (!list.ok()) {
    why.push_back("the expected-failure list is stale (" +
                  WithThousands(static_cast<int64_t>(list.now_passing.size())) + " now pass, " +
                  WithThousands(static_cast<int64_t>(list.unknown.size())) + " unknown)");
  }
  v.pass = why.empty();
  if (v.pass) {
    v.line = "PASS: every REQUIRED case passed or failed as listed";
    if (recommended > 0) v.line += "; " + WithThousands(recommended) + " RECOMMENDED failed";
    return v;
  }
  v.line = "FAIL: ";
  for (size_t i = 0; i < why.size(); ++i) v.line += (i ? "; " : "") + why[i];
  return v;
}

}  // namespace slugspec::conformance
