// Certificate lines and the terminal summary of the hand-made run
// (report_test_support.h).
#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <gtest/gtest.h>

#include "conformance/report/report_test_support.h"
#include "conformance/report/spec_release.h"

namespace slugspec::conformance {
namespace {

using namespace report_test;

// ---------------------------------------------------------------- certificates

TEST_F(ReportTest, CertificateLinesNameTheLevelsRunnerSpecAndCorpus) {
  const std::string tail = " \u2014 testee a-player.js 1.2.0, slugspec-conformance 0.1.0, spec " +
                           std::string(kSpecRelease) + ", corpus sha256:" + Sha256Hex("the corpus");
  const std::string a = first_.name + " " + first_.version;
  EXPECT_EQ(CertificateLine(report_.certificates[0], report_.info),
            "CERTIFIED " + a +
                " decoder (strict): REQUIRED 100% (2,400 cases), RECOMMENDED 96.2% (2,310 of 2,400 "
                "cases)" +
                tail);
  // 9,999 of 10,000 is 99.99%: floored, never shown as 100%.
  EXPECT_EQ(CertificateLine(report_.certificates[1], report_.info),
            "NOT CERTIFIED " + a +
                " decoder (lenient): REQUIRED 99.9% (9,999 of 10,000 cases), RECOMMENDED 66.6% "
                "(2 of 3 cases)" +
                tail);
  EXPECT_EQ(
      CertificateLine(report_.certificates[2], report_.info),
      "NO CASES " + second_.name + " " + second_.version + " encoder: REQUIRED no cases, RECOMMENDED no cases" + tail);
}

TEST(CertificateLine, FloorsEveryPercentage) {
  RunInfo info;
  info.corpus_sha256 = "ab";
  const auto line = [&](int cases, int passed) {
    return CertificateLine(
        {"f", "v", "encoder", cases, passed, 1, 1, "encode.invalid", kMinCasesPerCheck, kMinAcceptingCases}, info);
  };
  EXPECT_NE(line(100000, 99999).find("REQUIRED 99.9% (99,999 of 100,000 cases)"), std::string::npos);
  EXPECT_NE(line(3, 1).find("REQUIRED 33.3% (1 of 3 cases)"), std::string::npos);
  EXPECT_NE(line(8, 7).find("REQUIRED 87.5%"), std::string::npos);
  EXPECT_NE(line(5, 4).find("REQUIRED 80% (4 of 5 cases)"), std::string::npos);
  EXPECT_NE(line(1000, 1).find("REQUIRED 0.1%"), std::string::npos);
  EXPECT_NE(line(2000, 1).find("REQUIRED 0% (1 of 2,000 cases)"), std::string::npos);
  EXPECT_NE(line(1, 1).find("CERTIFIED f v encoder: REQUIRED 100% (1 case), RECOMMENDED 100% (1 case)"),
            std::string::npos);
  EXPECT_EQ(line(1, 1).rfind("CERTIFIED ", 0), 0u);
}

TEST(CertificateLine, NamesTheCheckWithTooFewCases) {
  RunInfo info;
  info.corpus_sha256 = "ab";
  Certificate c{"f", "v", "decoder (strict)", 41, 41, 41, 41, "decode.mutated", 3, kMinAcceptingCases};
  EXPECT_FALSE(c.certified());
  EXPECT_EQ(
      CertificateLine(c, info).rfind("INSUFFICIENT CASES f v decoder (strict): decode.mutated had 3 cases, at "
                                     "least " +
                                         std::to_string(kMinCasesPerCheck) + " are needed; REQUIRED 100% (41 cases)",
                                     0),
      0u)
      << CertificateLine(c, info);
  // A failure is a failure, however few the cases.
  c.required_passed = 40;
  EXPECT_EQ(CertificateLine(c, info).rfind("NOT CERTIFIED f v decoder (strict): REQUIRED 97.5%", 0), 0u);
  // Enough cases in every check.
  c.required_passed = 41;
  c.fewest_cases = kMinCasesPerCheck;
  EXPECT_TRUE(c.certified());
  EXPECT_EQ(CertificateLine(c, info).rfind("CERTIFIED f v decoder (strict): REQUIRED 100%", 0), 0u);
}

// A page read through its address bar: the line says how many cases were
// judged by its link, and how many rejections without their codes.
TEST(CertificateLine, SaysWhatAPageCouldNotBeJudgedOn) {
  RunInfo info;
  info.corpus_sha256 = "ab";
  Certificate c{
      "f", "v", "decoder (lenient)", 2400, 2400, 2400, 2400, "decode.mutated", kMinCasesPerCheck, kMinAcceptingCases};
  EXPECT_EQ(CertificateLine(c, info).find("judged"), std::string::npos);
  c.link_cases = 1280;
  c.codeless_rejections = 1;
  const std::string line = CertificateLine(c, info);
  EXPECT_TRUE(c.certified());
  EXPECT_NE(line.find("; 1,280 cases judged by the link the testee shows (a round trip); 1 rejection judged without "
                      "codes (the testee gives none) \u2014 testee "),
            std::string::npos)
      << line;
}

// ---------------------------------------------------------------- summary

TEST_F(ReportTest, SummariseCountsEachCaseOnceInHelloOrder) {
  const std::vector<SummaryRow> rows = Summarise(report_);
  ASSERT_EQ(rows.size(), 5u);
  const auto expect_row = [&](size_t i, const Game& game, const char* check, int passed, int failed,
                              int required_failed, int skipped, int xfail) {
    SCOPED_TRACE(i);
    EXPECT_EQ(rows[i].format, game.name);
    EXPECT_EQ(rows[i].version, game.version);
    EXPECT_EQ(rows[i].check, check);
    EXPECT_EQ(rows[i].passed, passed);
    EXPECT_EQ(rows[i].failed, failed);
    EXPECT_EQ(rows[i].required_failed, required_failed);
    EXPECT_EQ(rows[i].skipped, skipped);
    EXPECT_EQ(rows[i].expected_failures, xfail);
  };
  expect_row(0, first_, "decode.strict", 1, 1, 0, 0, 0);
  expect_row(1, first_, "decode.lenient", 0, 1, 1, 0, 1);
  expect_row(2, first_, "encode.roundtrip", 0, 0, 0, 1, 0);
  expect_row(3, second_, "decode.strict", 0, 1, 1, 0, 0);
  expect_row(4, second_, "encode.canonical", 0, 1, 1, 0, 0);

  const SummaryRow total = Totals(report_);
  EXPECT_EQ(total.passed + total.failed + total.skipped + total.expected_failures, 7);
  EXPECT_EQ(total.failed, 4);
  EXPECT_EQ(total.required_failed, 3);
  EXPECT_FALSE(CasesCountForSeveralVersions(report_));
}

// A case that counts for two versions is in both rows, as in both
// certificates, and once in the total; the reports say why the rows add
// up to more.
TEST_F(ReportTest, SummaryRowsAddUpToTheCertificates) {
  Case& counted_twice = *cases_[1];  // second_'s failing decode.strict case
  counted_twice.counts_for = {second_.version, "v-older"};
  const std::vector<SummaryRow> rows = Summarise(report_);
  ASSERT_EQ(rows.size(), 6u);
  const auto older = std::find_if(rows.begin(), rows.end(), [](const SummaryRow& r) { return r.version == "v-older"; });
  ASSERT_NE(older, rows.end());
  EXPECT_EQ(older->format, second_.name);
  EXPECT_EQ(older->check, "decode.strict");
  EXPECT_EQ(older->failed, 1);
  EXPECT_EQ(older->required_failed, 1);
  int in_rows = 0;
  for (const SummaryRow& r : rows) in_rows += r.passed + r.failed + r.skipped + r.expected_failures;
  const SummaryRow total = Totals(report_);
  EXPECT_EQ(total.passed + total.failed + total.skipped + total.expected_failures, 7);
  EXPECT_EQ(in_rows, 8);
  EXPECT_TRUE(CasesCountForSeveralVersions(report_));
  std::ostringstream out;
  PrintSummary(report_, 10, false, out);
  EXPECT_NE(out.str().find(kSeveralVersionsNote), std::string::npos) << out.str();
  EXPECT_NE(HtmlText(report_).find("so the rows add up to more than the total"), std::string::npos);
  EXPECT_NE(JsonReportText(report_).find("\"rows_count_cases_per_version\":true"), std::string::npos);
  // JUnit lists each case once, under its reported version.
  EXPECT_EQ(Count(JUnitText(report_), "<testcase "), 7u);
}

TEST_F(ReportTest, SummariseSortsUndeclaredFormatsByName) {
  report_.info.hello.clear_capabilities();
  // Declared, `first` came first; undeclared, the formats' names decide.
  const std::vector<SummaryRow> rows = Summarise(report_);
  ASSERT_EQ(rows.size(), 5u);
  const bool first_sorts_first = first_.name < second_.name;
  EXPECT_EQ(rows[0].format, first_sorts_first ? first_.name : second_.name);
  const size_t second_group = first_sorts_first ? 3 : 2;
  EXPECT_EQ(rows[second_group].format, first_sorts_first ? second_.name : first_.name);
  EXPECT_EQ(rows[second_group].check, "decode.strict");
}

TEST_F(ReportTest, NotSentCasesCountAsSkipped) {
  report_.results[1].outcome.sent = false;
  EXPECT_EQ(Summarise(report_)[3].skipped, 1);
  EXPECT_EQ(Summarise(report_)[3].failed, 0);
}

TEST_F(ReportTest, RerunCommandQuotesTheId) {
  EXPECT_EQ(RerunCommand(report_, pass_id_),
            "slugspec-conformance --corpus corpus --seed 7 --case '" + pass_id_ + "' -- ./player --conformance");
  report_.info.rerun_prefix.clear();
  EXPECT_EQ(RerunCommand(report_, "it's"), "slugspec-conformance --case 'it'\\''s' -- ./player --conformance");
  // A hostile id (a terminal title, a screen clear) reaches no terminal as
  // such: bash's $'...' quoting reruns the very same bytes.
  EXPECT_EQ(RerunCommand(report_, "a\x1b]0;pwned\x07\x1b[2J'b\\"),
            "slugspec-conformance --case $'a\\x1B]0;pwned\\x07\\x1B[2J\\'b\\\\' -- ./player --conformance");
}

TEST_F(ReportTest, RerunCommandOfTheNpmRunnerNamesTheModule) {
  report_.info.runner_command = "npx slugspec-conformance";
  report_.info.testee_argument = "--module ./my-codec.js";
  EXPECT_EQ(RerunCommand(report_, pass_id_),
            "npx slugspec-conformance --corpus corpus --seed 7 --case '" + pass_id_ + "' --module ./my-codec.js");
  EXPECT_EQ(RunnerInvocation(report_.info, "--update-expected-failures"),
            "npx slugspec-conformance --corpus corpus --seed 7 --update-expected-failures --module ./my-codec.js");
}

// The row a table with `header` shows for `left` (text under the first
// headings, left-aligned) and `right` (numbers under the last ones,
// right-aligned), as PrintSummary lays columns out.
std::string TableRow(const std::string& header, const std::vector<std::string>& left,
                     const std::vector<std::string>& right) {
  static const std::vector<std::string> kLeft = {"format", "version", "check"};
  static const std::vector<std::string> kRight = {"passed", "failed", "of which REQUIRED", "skipped",
                                                  "expected failures"};
  std::string row(header.size(), ' ');
  for (size_t i = 0; i < left.size(); ++i) {
    const size_t at = i == 0 ? 0 : header.find("  " + kLeft[i]) + 2;
    row.replace(at, left[i].size(), left[i]);
  }
  for (size_t i = 0; i < right.size(); ++i) {
    const size_t end = header.find(kRight[i]) + kRight[i].size();
    row.replace(end - right[i].size(), right[i].size(), right[i]);
  }
  return row + "\n";
}

TEST_F(ReportTest, PrintSummaryShowsTableFailuresAndCertificates) {
  const std::string text = Summary(10, false);
  EXPECT_EQ(text.find('\x1b'), std::string::npos) << "no colour asked for";
  EXPECT_FALSE(HasRawControlBytes(text)) << text;

  // The table: aligned columns, then the totals row.
  const size_t header_at = text.find("format  ");
  ASSERT_NE(header_at, std::string::npos) << text;
  const std::string header = text.substr(header_at, text.find('\n', header_at) - header_at);
  size_t last = 0;
  for (const char* heading :
       {"version", "check", "passed", "failed", "of which REQUIRED", "skipped", "expected failures"}) {
    const size_t at = header.find(std::string("  ") + heading);
    ASSERT_NE(at, std::string::npos) << heading << " in " << header;
    EXPECT_GT(at, last) << heading;
    last = at;
  }
  EXPECT_EQ(header.size(), header.find("expected failures") + 17) << header;
  EXPECT_NE(text.find(TableRow(header, {first_.name, first_.version, "decode.lenient"}, {"0", "1", "1", "0", "1"})),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(TableRow(header, {second_.name, second_.version, "encode.canonical"}, {"0", "1", "1", "0", "0"})),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(TableRow(header, {"total"}, {"1", "4", "3", "1", "1"})), std::string::npos) << text;

  // REQUIRED failures first, then the RECOMMENDED one.
  const size_t board = text.find("1. " + board_id_ + "  REQUIRED failed");
  const size_t slug = text.find("2. " + slug_id_ + "  REQUIRED failed");
  const size_t crash = text.find("3. " + crash_id_ + "  REQUIRED failed");
  const size_t code = text.find("4. " + code_id_ + "  RECOMMENDED failed");
  ASSERT_NE(board, std::string::npos) << text;
  ASSERT_NE(slug, std::string::npos) << text;
  ASSERT_NE(crash, std::string::npos) << text;
  ASSERT_NE(code, std::string::npos) << text;
  EXPECT_LT(board, slug);
  EXPECT_LT(slug, crash);
  EXPECT_LT(crash, code);
  EXPECT_EQ(text.find("once-plus  "), std::string::npos) << "an expected failure is not listed";

  // The wrong game: its lines that differ, marked, and the lines both share
  // unmarked, never as a change.
  const std::vector<std::string> want = ModelLines(*board_), got = ModelLines(*wrong_board_);
  const std::string diff = text.substr(board, slug - board);
  size_t removed = 0, added = 0;
  for (const std::string& line : want) {
    const bool shared = std::find(got.begin(), got.end(), line) != got.end();
    removed += shared ? 0 : 1;
    EXPECT_EQ(Count(diff, "\n     - " + line + "\n"), shared ? 0u : 1u) << line << "\n" << diff;
  }
  for (const std::string& line : got) {
    const bool shared = std::find(want.begin(), want.end(), line) != want.end();
    added += shared ? 0 : 1;
    EXPECT_EQ(Count(diff, "\n     + " + line + "\n"), shared ? 0u : 1u) << line << "\n" << diff;
  }
  ASSERT_GT(removed + added, 0u);
  EXPECT_EQ(Count(diff, "\n     - "), removed) << diff;
  EXPECT_EQ(Count(diff, "\n     + "), added) << diff;
  EXPECT_NE(diff.find("rerun:    slugspec-conformance --corpus corpus --seed 7 --case '" + board_id_ +
                      "' -- ./player --conformance\n"),
            std::string::npos)
      << diff;

  // The wrong slug: the slugs differ, and so does what they mean.
  const std::string slug_diff = text.substr(slug, crash - slug);
  EXPECT_NE(slug_diff.find("- slug: " + JsonQuoted(board_slug_)), std::string::npos) << slug_diff;
  EXPECT_NE(slug_diff.find("+ slug: " + JsonQuoted(wrong_slug_)), std::string::npos) << slug_diff;
  const std::string meaning = LineNotIn(got, want);
  if (!meaning.empty()) {
    EXPECT_NE(slug_diff.find("+ " + meaning), std::string::npos) << slug_diff;
  }

  // The crash: its input and standard error made visible.
  const std::string crash_text = text.substr(crash, code - crash);
  EXPECT_NE(crash_text.find("input:    \"" + puzzle_slug_.substr(0, 8) + "\\r\\n\\x01\""), std::string::npos)
      << crash_text;
  EXPECT_NE(crash_text.find("case:     " + crash_note_ + "\n"), std::string::npos);
  EXPECT_NE(crash_text.find("+ runtime error: exited with status 139"), std::string::npos) << crash_text;
  EXPECT_NE(crash_text.find("| Segmentation fault\\x01\\x1B[31m\\r\n"), std::string::npos) << crash_text;
  EXPECT_NE(crash_text.find("| at frame \\xFF\n"), std::string::npos) << crash_text;

  // The wrong code.
  const std::string code_text = text.substr(code);
  EXPECT_NE(code_text.find("- rejected: TRUNCATED (syntax)\n"), std::string::npos) << code_text;
  EXPECT_NE(code_text.find("+ rejected: BAD_BASE64 (syntax)\n"), std::string::npos) << code_text;
  EXPECT_NE(code_text.find("+ offset 6: bad <base64>\n"), std::string::npos) << code_text;

  // The expected-failure check, coverage and certificates, in that order.
  const size_t xfail = text.find("Expected failures (xfail.txt): 1 listed case failed as listed.\n");
  const size_t coverage = text.find("Requirements: 40 of 42 exercised; not exercised (2): GEN-9 REQ-X1\n");
  const size_t certificates =
      text.find("Certificates:\n  CERTIFIED " + first_.name + " " + first_.version + " decoder (strict)");
  ASSERT_NE(xfail, std::string::npos) << text;
  ASSERT_NE(coverage, std::string::npos) << text;
  ASSERT_NE(certificates, std::string::npos) << text;
  EXPECT_LT(code, xfail);
  EXPECT_LT(xfail, coverage);
  EXPECT_LT(coverage, certificates);
  EXPECT_NE(text.find("now passes, remove it from the list: " + fixed_id_ + "\n"), std::string::npos);
  EXPECT_NE(text.find("no such case in this run: " + gone_id_ + "\n"), std::string::npos);
  EXPECT_NE(text.find("Update the list with: slugspec-conformance --update-expected-failures xfail.txt\n"),
            std::string::npos);
}

TEST_F(ReportTest, PrintSummaryStopsAtMaxFailures) {
  const std::string text = Summary(1, false);
  EXPECT_NE(text.find("4 unexpected failures (3 REQUIRED, 1 RECOMMENDED); the first 1:"), std::string::npos) << text;
  EXPECT_NE(text.find("1. " + board_id_), std::string::npos);
  EXPECT_EQ(text.find("2. "), std::string::npos);
  EXPECT_NE(text.find("... and 3 more failures, of 3 more kinds"), std::string::npos) << text;
}

// Failures of one kind (check, level, problem but for its numbers) are one
// group: its first case in full, the others counted and named. The
// REQUIRED kinds come first, each level's largest kind first.
TEST_F(ReportTest, PrintSummaryGroupsFailuresByCause) {
  for (int i = 0; i < 5; ++i) {
    Case& c = AddCase(code_id_ + "-" + std::to_string(i), Check::kDecodeStrict, first_, "strict", short_slug_);
    c.expected.codes = {TRUNCATED};
    Outcome o = Sent(Verdict::kPass, Verdict::kFail);
    o.problem = "rejected with BAD_BASE64 (syntax) at byte " + std::to_string(10 + i) + "; expected TRUNCATED";
    AddResult(o);
  }
  const std::string text = Summary(10, false);
  EXPECT_NE(text.find("9 unexpected failures (3 REQUIRED, 6 RECOMMENDED) of 5 kinds:"), std::string::npos) << text;
  // The group of five is the largest RECOMMENDED kind: the first after the
  // three REQUIRED ones, before the RECOMMENDED kind of one case.
  EXPECT_NE(text.find("4. " + code_id_ + "-0  RECOMMENDED failed"), std::string::npos) << text;
  EXPECT_NE(text.find("5. "), std::string::npos) << text;
  EXPECT_LT(text.find("4. " + code_id_), text.find("5. ")) << text;
  EXPECT_NE(
      text.find("and 4 more of this kind (decode.strict RECOMMENDED: rejected with BAD_BASE64 (syntax) at byte #; "
                "expected TRUNCATED), such as " +
                code_id_ + "-1, " + code_id_ + "-2, " + code_id_ + "-3\n"),
      std::string::npos)
      << text;
  EXPECT_EQ(text.find("6. "), std::string::npos) << text;
}

TEST_F(ReportTest, PrintSummaryColoursOnlyWhenAsked) {
  const std::string text = Summary(10, true);
  EXPECT_NE(text.find("\x1b[31m- slug: " + JsonQuoted(board_slug_) + "\x1b[0m"), std::string::npos) << text;
  EXPECT_NE(text.find("\x1b[32m+ slug: " + JsonQuoted(wrong_slug_) + "\x1b[0m"), std::string::npos) << text;
  EXPECT_NE(text.find("\x1b[32mCERTIFIED " + first_.name + " " + first_.version), std::string::npos);
  EXPECT_NE(text.find("\x1b[31mNOT CERTIFIED " + first_.name + " " + first_.version), std::string::npos);
  // The testee's own escape bytes are still shown, not sent to the terminal.
  EXPECT_NE(text.find("Segmentation fault\\x01\\x1B[31m"), std::string::npos);
}

TEST_F(ReportTest, PrintSummaryWithNothingFailing) {
  report_.results.resize(1);
  report_.expected_failures = {};
  report_.certificates.resize(1);  // the certified one
  const std::string text = Summary(10, false);
  EXPECT_NE(text.find("No unexpected failures."), std::string::npos) << text;
  EXPECT_EQ(text.find("Expected failures"), std::string::npos) << text;
  EXPECT_TRUE(JudgeRun(report_).pass);
  EXPECT_TRUE(text.ends_with("\nPASS: every REQUIRED case passed or failed as listed\n")) << text;
}

// The last line says whether the run passed, and why not: the exit status in
// words.
TEST_F(ReportTest, PrintSummaryEndsWithTheVerdict) {
  const RunVerdict verdict = JudgeRun(report_);
  EXPECT_FALSE(verdict.pass);
  EXPECT_EQ(verdict.line, "FAIL: 3 unexpected REQUIRED failures; 1 declared role is not certified: " + second_.name +
                              " " + second_.version +
                              " encoder (NO CASES); the expected-failure list is stale (1 now pass, 1 unknown)");
  EXPECT_TRUE(Summary(10, false).ends_with("\n" + verdict.line + "\n"));
  // Only the stale list left: "No unexpected failures." is not the verdict.
  std::vector<CaseResult> kept;
  for (const CaseResult& r : report_.results) {
    if (r.outcome.required != Verdict::kFail || r.outcome.expected_failure) kept.push_back(r);
  }
  report_.results = kept;
  report_.certificates.pop_back();
  EXPECT_EQ(JudgeRun(report_).line, "FAIL: the expected-failure list is stale (1 now pass, 1 unknown)");
  report_.info.fail_on_recommended = true;
  EXPECT_EQ(JudgeRun(report_).line.rfind("FAIL: 1 unexpected RECOMMENDED failure (--fail-on-recommended); ", 0), 0u);
  report_.no_case_reason = "no format matches \"chess\"";
  EXPECT_EQ(JudgeRun(report_).line, "FAIL: no case ran: no format matches \"chess\"");
}

// The failures the summary leaves out are in the JSON report when one is
// written; without one, the summary says how to get it.
TEST_F(ReportTest, TheRestOfTheFailuresIsWhereTheSummarySays) {
  std::string text = Summary(1, false);
  EXPECT_NE(text.find("more kinds, all listed in a JSON report (--json FILE).\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("listed in the JSON report"), std::string::npos) << text;
  report_.info.json_report = true;
  text = Summary(1, false);
  EXPECT_NE(text.find("more kinds, listed in the JSON report.\n"), std::string::npos) << text;
}

// A whole run promises a certificate for every declared role: one judged on
// too few cases, or with skipped cases, fails it; a narrowed run does not.
TEST_F(ReportTest, AWholeRunFailsOnADeclaredRoleLeftUncertified) {
  report_.results.resize(1);
  report_.expected_failures = {};
  report_.certificates.resize(1);
  ASSERT_TRUE(report_.certificates[0].certified());
  ASSERT_TRUE(JudgeRun(report_).pass);
  Certificate& c = report_.certificates[0];
  const std::string role = first_.name + " " + first_.version + " decoder (strict)";
  c.accepting_cases = kMinAcceptingCases - 1;
  EXPECT_EQ(JudgeRun(report_).line, "FAIL: 1 declared role is not certified: " + role + " (INSUFFICIENT CASES)");
  c.accepting_cases = kMinAcceptingCases;
  c.skipped_cases = 36;
  EXPECT_EQ(JudgeRun(report_).line, "FAIL: 1 declared role is not certified: " + role + " (INCOMPLETE)");
  EXPECT_NE(CertificateLine(c, report_.info).find("INCOMPLETE " + role + ": the testee skipped 36 cases; "),
            std::string::npos);
  // Narrowed, the run certifies nothing and says so: no failure for that.
  report_.info.partial_selection = "--filter check=decode.strict";
  c.partial = true;
  EXPECT_TRUE(JudgeRun(report_).pass) << JudgeRun(report_).line;
}

// Many rows: those where every case passed fold into one line; each
// certificate line is whole (testee, runner, corpus), so that it can be
// copied alone.
TEST_F(ReportTest, PrintSummaryFoldsPassingRowsAndNamesTheCorpusOnEveryLine) {
  for (int v = 0; v < 13; ++v) {
    Game game = first_;
    game.version = "v-extra-" + std::to_string(v);
    Case& c = AddCase("decode.strict/extra/" + std::to_string(v), Check::kDecodeStrict, game, "strict", "x");
    c.expected.accept = false;
    AddResult(Sent(Verdict::kPass, Verdict::kPass));
  }
  const std::string text = Summary(10, false);
  EXPECT_EQ(text.find("v-extra-"), std::string::npos) << text;
  EXPECT_NE(text.find("+ 13 more rows where every case passed (13 cases)\n"), std::string::npos) << text;
  // The failing rows are still there.
  EXPECT_NE(text.find("\n" + second_.name + " "), std::string::npos) << text;
  EXPECT_NE(text.find(" " + second_.version + "  "), std::string::npos) << text;
  // Two certificates with cases; the third is named under "no cases".
  EXPECT_EQ(Count(text, "corpus sha256:"), 2u) << text;
  EXPECT_EQ(Count(text, "\u2014 testee a-player.js 1.2.0, slugspec-conformance "), 2u) << text;
  EXPECT_EQ(text.find("each certificate line ends"), std::string::npos) << text;
}

// A failure names the requirements its case checks, with where each is
// stated; the HTML links each to its section of the spec.
TEST_F(ReportTest, FailuresNameTheirRequirementsAndWhereTheyAreStated) {
  cases_[1]->requirements = {"GEN-2", "REQ-NOWHERE"};
  report_.requirement_places["GEN-2"] = {"README", "2. Decoding profiles", "2-decoding-profiles"};
  report_.spec_location = "file:///opt/slug%20spec/spec/";
  const std::string text = Summary(10, false);
  EXPECT_NE(text.find("   requires: GEN-2 (README.md, 2. Decoding profiles), REQ-NOWHERE\n"), std::string::npos)
      << text;
  const std::string html = HtmlText(report_);
  EXPECT_NE(html.find("<a href=\"file:///opt/slug%20spec/spec/README.md#2-decoding-profiles\""), std::string::npos);
  EXPECT_NE(html.find("<code>REQ-NOWHERE</code>"), std::string::npos);
  // Without the spec's location, ids are shown, not linked.
  report_.spec_location.clear();
  EXPECT_EQ(HtmlText(report_).find("README.md#2-decoding-profiles"), std::string::npos);
}

// With the spec site's address (--spec-url), a requirement links to its own
// anchor on the site's page of its document, in both people's reports.
TEST_F(ReportTest, WithASpecSiteRequirementsLinkToTheirAnchors) {
  cases_[1]->requirements = {"GEN-2", "BRD-V3-8", "REQ-NOWHERE"};
  report_.requirement_places["GEN-2"] = {"README", "2. Decoding profiles", "2-decoding-profiles"};
  report_.requirement_places["BRD-V3-8"] = {"Boards", "8. Version v3", "8-version-v3"};
  report_.spec_location = "file:///opt/spec/";
  report_.spec_site = "https://spec.example/0.5.1/";
  const std::string text = Summary(10, false);
  EXPECT_NE(text.find("GEN-2 (README.md, 2. Decoding profiles, https://spec.example/0.5.1/index.html#GEN-2)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("BRD-V3-8 (Boards.md, 8. Version v3, https://spec.example/0.5.1/boards.html#BRD-V3-8)"),
            std::string::npos)
      << text;
  const std::string html = HtmlText(report_);
  EXPECT_NE(html.find("<a href=\"https://spec.example/0.5.1/boards.html#BRD-V3-8\""), std::string::npos);
  EXPECT_NE(html.find("<a href=\"https://spec.example/0.5.1/index.html#GEN-2\""), std::string::npos);
  EXPECT_EQ(html.find("file:///opt/spec/"), std::string::npos);
  EXPECT_NE(html.find("<code>REQ-NOWHERE</code>"), std::string::npos);
}

// Standard error that cannot be attributed to the case (other requests
// were in flight) is not shown as its own: the people's reports say why,
// and the JSON report keeps the text for tools.
TEST_F(ReportTest, StderrOfSeveralRequestsIsNotAttributed) {
  report_.results[4].outcome.stderr_shared = "3 requests were in flight";
  const std::string sentence =
      "standard error not shown: it cannot be attributed to this case (3 requests were in flight); rerun the case "
      "alone to see its own";
  const std::string text = Summary(10, false);
  EXPECT_NE(text.find(sentence), std::string::npos) << text;
  EXPECT_EQ(text.find("Segmentation fault"), std::string::npos) << text;
  const std::string html = HtmlText(report_);
  EXPECT_NE(html.find(sentence), std::string::npos);
  EXPECT_EQ(html.find("Segmentation fault"), std::string::npos);
  const std::string junit = JUnitText(report_);
  EXPECT_NE(junit.find(sentence), std::string::npos);
  EXPECT_EQ(junit.find("Segmentation fault"), std::string::npos);
  EXPECT_NE(JsonReportText(report_).find("Segmentation fault"), std::string::npos);
  // Its own lines are shown.
  report_.results[4].outcome.stderr_shared.clear();
  EXPECT_NE(Summary(10, false).find("| Segmentation fault"), std::string::npos);
}

// An input of megabytes (a corpus may hold one) is shown cut, in every
// report, and each report says how long it was.
TEST_F(ReportTest, LongInputsAreShownCut) {
  cases_[1]->input = std::string(100000, 'A');
  const std::string note = "... (100000 bytes in all)";
  const std::string text = Summary(10, false);
  EXPECT_NE(text.find(std::string(kShownInputBytes, 'A') + note), std::string::npos);
  EXPECT_EQ(text.find(std::string(kShownInputBytes + 1, 'A')), std::string::npos);
  EXPECT_NE(HtmlText(report_).find(note), std::string::npos);
  EXPECT_NE(JUnitText(report_).find(note), std::string::npos);
  const std::string json = JsonReportText(report_);
  EXPECT_NE(json.find("\"input_bytes\":100000"), std::string::npos);
  EXPECT_EQ(json.find(std::string(kKeptInputBytes + 1, 'A')), std::string::npos);
}

}  // namespace
}  // namespace slugspec::conformance
