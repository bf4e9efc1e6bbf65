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

namespace slugspec::conformance {
namespace {

using namespace report_test;

// ---------------------------------------------------------------- certificates

TEST_F(ReportTest, CertificateLinesNameTheLevelsRunnerAndCorpus) {
  const std::string tail = " \u2014 slugspec-conformance 0.1.0, corpus sha256:" + Sha256Hex("the corpus");
  EXPECT_EQ(CertificateLine(report_.certificates[0], report_.info),
            "CERTIFIED sudoku v1 decoder (strict): REQUIRED 100% (2,400 cases), RECOMMENDED 96.2% (2,310 of 2,400 "
            "cases)" + tail);
  // 9,999 of 10,000 is 99.99%: floored, never shown as 100%.
  EXPECT_EQ(CertificateLine(report_.certificates[1], report_.info),
            "NOT CERTIFIED sudoku v1 decoder (lenient): REQUIRED 99.9% (9,999 of 10,000 cases), RECOMMENDED 66.6% "
            "(2 of 3 cases)" + tail);
  EXPECT_EQ(CertificateLine(report_.certificates[2], report_.info),
            "NO CASES pentomino v3.1 encoder: REQUIRED no cases, RECOMMENDED no cases" + tail);
}

TEST(CertificateLine, FloorsEveryPercentage) {
  RunInfo info;
  info.corpus_sha256 = "ab";
  const auto line = [&](int cases, int passed) {
    return CertificateLine({"f", "v", "encoder", cases, passed, 1, 1}, info);
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

// ---------------------------------------------------------------- summary

TEST_F(ReportTest, SummariseCountsEachCaseOnceInHelloOrder) {
  const std::vector<SummaryRow> rows = Summarise(report_);
  ASSERT_EQ(rows.size(), 5u);
  const auto expect_row = [&](size_t i, const char* format, const char* version, const char* check, int passed,
                              int failed, int required_failed, int skipped, int xfail) {
    SCOPED_TRACE(i);
    EXPECT_EQ(rows[i].format, format);
    EXPECT_EQ(rows[i].version, version);
    EXPECT_EQ(rows[i].check, check);
    EXPECT_EQ(rows[i].passed, passed);
    EXPECT_EQ(rows[i].failed, failed);
    EXPECT_EQ(rows[i].required_failed, required_failed);
    EXPECT_EQ(rows[i].skipped, skipped);
    EXPECT_EQ(rows[i].expected_failures, xfail);
  };
  expect_row(0, "sudoku", "v1", "decode.strict", 1, 1, 0, 0, 0);
  expect_row(1, "sudoku", "v1", "decode.lenient", 0, 1, 1, 0, 1);
  expect_row(2, "sudoku", "v1", "encode.roundtrip", 0, 0, 0, 1, 0);
  expect_row(3, "pentomino", "v3.1", "decode.strict", 0, 1, 1, 0, 0);
  expect_row(4, "pentomino", "v3.1", "encode.canonical", 0, 1, 1, 0, 0);

  const SummaryRow total = Totals(rows);
  EXPECT_EQ(total.passed + total.failed + total.skipped + total.expected_failures, 7);
  EXPECT_EQ(total.failed, 4);
  EXPECT_EQ(total.required_failed, 3);
}

TEST_F(ReportTest, SummariseSortsUndeclaredFormatsByName) {
  report_.info.hello.clear_capabilities();
  const std::vector<SummaryRow> rows = Summarise(report_);
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows[0].format, "pentomino");
  EXPECT_EQ(rows[2].format, "sudoku");
  EXPECT_EQ(rows[2].check, "decode.strict");
}

TEST_F(ReportTest, NotSentCasesCountAsSkipped) {
  report_.results[1].outcome.sent = false;
  EXPECT_EQ(Summarise(report_)[3].skipped, 1);
  EXPECT_EQ(Summarise(report_)[3].failed, 0);
}

TEST_F(ReportTest, RerunCommandQuotesTheId) {
  EXPECT_EQ(RerunCommand(report_, "decode.strict/sudoku/seed/example"),
            "slugspec-conformance --corpus corpus --seed 7 --case 'decode.strict/sudoku/seed/example' -- ./player "
            "--conformance");
  report_.info.rerun_prefix.clear();
  EXPECT_EQ(RerunCommand(report_, "it's"), "slugspec-conformance --case 'it'\\''s' -- ./player --conformance");
}

TEST_F(ReportTest, PrintSummaryShowsTableFailuresAndCertificates) {
  const std::string text = Summary(10, false);
  EXPECT_EQ(text.find('\x1b'), std::string::npos) << "no colour asked for";
  EXPECT_FALSE(HasRawControlBytes(text)) << text;

  // The table: aligned columns, then the totals row.
  EXPECT_NE(text.find("format     version  check             passed  failed  of which REQUIRED  skipped  "
                      "expected failures\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("sudoku     v1       decode.lenient         0       1                  1        0  "
                      "                1\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("total                                      1       4                  3        1  "
                      "                1\n"),
            std::string::npos)
      << text;

  // REQUIRED failures first, then the RECOMMENDED one.
  const size_t board = text.find("1. decode.strict/pentomino/v3/valid/surface/r  REQUIRED failed");
  const size_t slug = text.find("2. encode.canonical/pentomino/v3/valid/surface/r  REQUIRED failed");
  const size_t crash = text.find("3. decode.lenient/sudoku/seed/example-plus-as-space  REQUIRED failed");
  const size_t code = text.find("4. decode.strict/sudoku/errors/short  RECOMMENDED failed");
  ASSERT_NE(board, std::string::npos) << text;
  ASSERT_NE(slug, std::string::npos) << text;
  ASSERT_NE(crash, std::string::npos) << text;
  ASSERT_NE(code, std::string::npos) << text;
  EXPECT_LT(board, slug);
  EXPECT_LT(slug, crash);
  EXPECT_LT(crash, code);
  EXPECT_EQ(text.find("once-plus  "), std::string::npos) << "an expected failure is not listed";

  // The wrong board: only the X piece's line differs.
  const std::string diff = text.substr(board, slug - board);
  EXPECT_NE(diff.find("\n     -   {\"letter\":\"X\",\"x\":2,\"y\":2,\"rotation\":0,\"reflected\":false}\n"),
            std::string::npos)
      << diff;
  EXPECT_NE(diff.find("\n     +   {\"letter\":\"X\",\"x\":2,\"y\":3,\"rotation\":0,\"reflected\":false}\n"),
            std::string::npos)
      << diff;
  EXPECT_NE(diff.find("\n         {\"letter\":\"I\",\"x\":0,\"y\":0"), std::string::npos) << diff;
  EXPECT_EQ(Count(diff, "\n     - "), 1u) << diff;
  EXPECT_EQ(Count(diff, "\n     + "), 1u) << diff;
  EXPECT_NE(diff.find("rerun:    slugspec-conformance --corpus corpus --seed 7 --case "
                      "'decode.strict/pentomino/v3/valid/surface/r' -- ./player --conformance\n"),
            std::string::npos)
      << diff;

  // The wrong slug: the slugs differ, and so does the X piece of what they mean.
  const std::string slug_diff = text.substr(slug, crash - slug);
  EXPECT_NE(slug_diff.find("- slug: \"R66I300X022R55\""), std::string::npos) << slug_diff;
  EXPECT_NE(slug_diff.find("+ slug: \"R66I300X023R55\""), std::string::npos) << slug_diff;
  EXPECT_NE(slug_diff.find("+   {\"letter\":\"X\",\"x\":2,\"y\":3"), std::string::npos) << slug_diff;

  // The crash: its input and standard error made visible.
  const std::string crash_text = text.substr(crash, code - crash);
  EXPECT_NE(crash_text.find("input:    \"UyF2MQRh\\r\\n\\x01\""), std::string::npos) << crash_text;
  EXPECT_NE(crash_text.find("case:     plus-as-space damage of <sudoku/seed/example>\n"), std::string::npos);
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
  const size_t coverage = text.find("Requirements: 40 of 42 exercised; not exercised (2): GEN-9 PEN-X1\n");
  const size_t certificates = text.find("Certificates:\n  CERTIFIED sudoku v1 decoder (strict)");
  ASSERT_NE(xfail, std::string::npos) << text;
  ASSERT_NE(coverage, std::string::npos) << text;
  ASSERT_NE(certificates, std::string::npos) << text;
  EXPECT_LT(code, xfail);
  EXPECT_LT(xfail, coverage);
  EXPECT_LT(coverage, certificates);
  EXPECT_NE(text.find("now passes, remove it from the list: decode.strict/sudoku/seed/fixed\n"), std::string::npos);
  EXPECT_NE(text.find("no such case in this run: decode.strict/sudoku/gone\n"), std::string::npos);
  EXPECT_NE(text.find("Update the list with: slugspec-conformance --update-expected-failures xfail.txt\n"),
            std::string::npos);
}

TEST_F(ReportTest, PrintSummaryStopsAtMaxFailures) {
  const std::string text = Summary(1, false);
  EXPECT_NE(text.find("4 unexpected failures (3 REQUIRED, 1 RECOMMENDED); the first 1:"), std::string::npos) << text;
  EXPECT_NE(text.find("1. decode.strict/pentomino/v3/valid/surface/r"), std::string::npos);
  EXPECT_EQ(text.find("2. "), std::string::npos);
  EXPECT_NE(text.find("... and 3 more failures"), std::string::npos);
}

TEST_F(ReportTest, PrintSummaryColoursOnlyWhenAsked) {
  const std::string text = Summary(10, true);
  EXPECT_NE(text.find("\x1b[31m- slug: \"R66I300X022R55\"\x1b[0m"), std::string::npos) << text;
  EXPECT_NE(text.find("\x1b[32m+ slug: \"R66I300X023R55\"\x1b[0m"), std::string::npos) << text;
  EXPECT_NE(text.find("\x1b[32mCERTIFIED sudoku v1"), std::string::npos);
  EXPECT_NE(text.find("\x1b[31mNOT CERTIFIED sudoku v1"), std::string::npos);
  // The testee's own escape bytes are still shown, not sent to the terminal.
  EXPECT_NE(text.find("Segmentation fault\\x01\\x1B[31m"), std::string::npos);
}

TEST_F(ReportTest, PrintSummaryWithNothingFailing) {
  report_.results.resize(1);
  report_.expected_failures = {};
  const std::string text = Summary(10, false);
  EXPECT_NE(text.find("No unexpected failures."), std::string::npos) << text;
  EXPECT_EQ(text.find("Expected failures"), std::string::npos) << text;
}

}  // namespace
}  // namespace slugspec::conformance
