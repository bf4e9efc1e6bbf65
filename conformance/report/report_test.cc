// The reports of a small hand-made run: one case of each kind a report must
// show (a pass, a wrong decoded board, a wrong encoded slug, a rejection with
// the wrong code, a runtime error with control bytes on standard error, a
// skip and an expected failure), checked on their actual text.
#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <gtest/gtest.h>

#include "conformance/report/case_text.h"
#include "conformance/report/run_report.h"
#include "conformance/report/sha256.h"
#include "registry/format.h"
#include "registry/json.h"
#include "slugspec/pentomino.pb.h"
#include "slugspec/sudoku.pb.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

constexpr char kSudokuSlug[] = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";
constexpr char kBoardSlug[] = "R66I300X022R55";       // I at (0,0), X at (2,2), terrain (5,5)
constexpr char kWrongBoardSlug[] = "R66I300X023R55";  // the X one column to the right
constexpr char kStderr[] = "loading\nSegmentation fault\x01\x1b[31m\r\nat frame \xff\n";

std::shared_ptr<Message> Decode(const std::string& format, const std::string& slug) {
  const Format* f = FindFormat(format);
  std::shared_ptr<Message> model = f->NewModel();
  const Status status = f->Decode(slug, Profile::kStrict, model.get());
  EXPECT_TRUE(status.ok()) << status.ToString();
  return model;
}

void SetDecoded(const Message& model, Response* response) {
  Decoded* decoded = response->mutable_decoded();
  if (const auto* puzzle = dynamic_cast<const sudoku::Puzzle*>(&model)) {
    *decoded->mutable_sudoku() = *puzzle;
  } else {
    *decoded->mutable_pentomino() = dynamic_cast<const pentomino::Board&>(model);
  }
}

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// Bytes no report may pass through from a testee: controls other than
// newline and tab, including the escape that starts terminal sequences.
bool HasRawControlBytes(const std::string& text) {
  return std::any_of(text.begin(), text.end(), [](char c) {
    const auto b = static_cast<unsigned char>(c);
    return (b < 0x20 && b != '\n' && b != '\t') || b == 0x7F;
  });
}

class ReportTest : public ::testing::Test {
 protected:
  void SetUp() override {
    RunInfo& info = report_.info;
    info.testee_command = "./player --conformance";
    info.mode = "session";
    info.hello.set_name("sudoku-player.js");
    info.hello.set_version("1.2.0");
    info.hello.set_framing(JSON_LINES);
    // sudoku declared first: rows follow the Hello, not the alphabet.
    for (const auto& [format, version] : {std::pair{"sudoku", "v1"}, std::pair{"pentomino", "v3.1"}}) {
      Capability* cap = info.hello.add_capabilities();
      cap->set_format(format);
      cap->set_version(version);
      cap->set_decodes(true);
      cap->set_encodes(true);
      cap->set_strict(true);
      cap->set_lenient(true);
    }
    info.corpus_sha256 = Sha256Hex("the corpus");
    info.seed = 7;
    info.generated_per_group = 100;
    info.rerun_prefix = "--corpus corpus --seed 7";
    info.seconds = 1.25;

    const auto sudoku = Decode("sudoku", kSudokuSlug);
    const auto board = Decode("pentomino", kBoardSlug);
    const auto wrong_board = Decode("pentomino", kWrongBoardSlug);

    {  // 0: passes
      Case& c = AddCase("decode.strict/sudoku/seed/example", Check::kDecodeStrict, "sudoku", "v1", "strict",
                        kSudokuSlug);
      c.expected.accept = true;
      c.expected.model = sudoku;
      c.requirements = {"SUD-V1-1", "GEN-2"};
      Outcome o = Sent(Verdict::kPass, Verdict::kPass);
      SetDecoded(*sudoku, &o.received);
      AddResult(o);
    }
    {  // 1: decodes the wrong board
      Case& c = AddCase("decode.strict/pentomino/v3/valid/surface/r", Check::kDecodeStrict, "pentomino", "v3.1",
                        "strict", kBoardSlug);
      c.expected.accept = true;
      c.expected.model = board;
      Outcome o = Sent(Verdict::kFail, Verdict::kFail);
      o.problem = "decoded a different game";
      SetDecoded(*wrong_board, &o.received);
      AddResult(o);
    }
    {  // 2: encodes the wrong slug
      Case& c = AddCase("encode.canonical/pentomino/v3/valid/surface/r", Check::kEncodeCanonical, "pentomino",
                        "v3.1", "", ToJson(*board));
      c.expected.accept = true;
      c.expected.model = board;
      c.expected.canonical = kBoardSlug;
      Outcome o = Sent(Verdict::kFail, Verdict::kFail);
      o.problem = "the slug decodes to a different game";
      o.received.set_slug(kWrongBoardSlug);
      AddResult(o);
    }
    {  // 3: rejects, with the wrong code: a RECOMMENDED failure
      Case& c = AddCase("decode.strict/sudoku/errors/short", Check::kDecodeStrict, "sudoku", "v1", "strict",
                        "UyF2MQ");
      c.expected.codes = {TRUNCATED};
      Outcome o = Sent(Verdict::kPass, Verdict::kFail);
      o.problem = "rejected with BAD_BASE64 (syntax) <the spec says TRUNCATED (syntax)>";
      o.received.mutable_rejected()->set_code(BAD_BASE64);
      o.received.mutable_rejected()->set_offset(6);
      o.received.mutable_rejected()->set_message("bad <base64>");
      AddResult(o);
    }
    {  // 4: crashes
      Case& c = AddCase("decode.lenient/sudoku/seed/example-plus-as-space", Check::kDecodeLenient, "sudoku", "v1",
                        "lenient", "UyF2MQRh\r\n\x01");
      c.note = "plus-as-space damage of <sudoku/seed/example>";
      c.claimed_versions = {"v1"};
      c.expected.accept = true;
      c.expected.model = sudoku;
      Outcome o = Sent(Verdict::kFail, Verdict::kNotJudged);
      o.problem = "runtime error: the testee exited with status 139";
      o.received.set_runtime_error("exited with status 139");
      o.stderr_tail = kStderr;
      AddResult(o);
    }
    {  // 5: skipped by the testee
      Case& c = AddCase("encode.roundtrip/sudoku/v1/seed-7/000001", Check::kEncodeRoundtrip, "sudoku", "v1", "",
                        ToJson(*sudoku));
      c.expected.accept = true;
      c.expected.model = sudoku;
      Outcome o;
      o.sent = true;
      o.skipped = true;
      o.problem = "skipped: encoding is not implemented";
      o.received.set_skipped("encoding is not implemented");
      AddResult(o);
    }
    {  // 6: fails, as the expected-failure list says
      Case& c = AddCase("decode.lenient/sudoku/transport/percent/once-plus", Check::kDecodeLenient, "sudoku", "v1",
                        "lenient", "UyF2MQ%2B");
      c.expected.accept = true;
      c.expected.model = sudoku;
      Outcome o = Sent(Verdict::kFail, Verdict::kNotJudged);
      o.problem = "rejected a slug the profile accepts";
      o.received.mutable_rejected()->set_code(BAD_CHARACTER);
      o.expected_failure = true;
      AddResult(o);
    }

    report_.certificates = {
        {"sudoku", "v1", "decoder (strict)", 2400, 2400, 2400, 2310},
        {"sudoku", "v1", "decoder (lenient)", 10000, 9999, 3, 2},
        {"pentomino", "v3.1", "encoder", 0, 0, 0, 0},
    };
    report_.requirements_total = 42;
    report_.uncovered_requirements = {"GEN-9", "PEN-X1"};
    report_.expected_failures.file = "xfail.txt";
    report_.expected_failures.now_passing = {"decode.strict/sudoku/seed/fixed"};
    report_.expected_failures.unknown = {"decode.strict/sudoku/gone"};
    report_.expected_failures.update_command = "slugspec-conformance --update-expected-failures xfail.txt";
  }

  Case& AddCase(const std::string& id, Check check, const std::string& format, const std::string& version,
                const std::string& profile, const std::string& input) {
    auto c = std::make_unique<Case>();
    c->id = id;
    c->check = check;
    c->format = format;
    c->version = version;
    c->profile = profile;
    c->input = input;
    cases_.push_back(std::move(c));
    return *cases_.back();
  }

  static Outcome Sent(Verdict required, Verdict recommended) {
    Outcome o;
    o.sent = true;
    o.required = required;
    o.recommended = recommended;
    o.millis = 0.25;
    return o;
  }

  void AddResult(const Outcome& o) { report_.results.push_back({cases_.back().get(), o}); }

  std::string Summary(int max_failures, bool color) {
    std::ostringstream out;
    PrintSummary(report_, max_failures, color, out);
    return out.str();
  }

  std::vector<std::unique_ptr<Case>> cases_;
  RunReport report_;
};

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

// ---------------------------------------------------------------- JSON

TEST_F(ReportTest, JsonReportParsesAndCarriesEverything) {
  const std::string json = JsonReportText(report_);
  google::protobuf::Struct doc;
  std::string error;
  ASSERT_TRUE(FromJson(json, &doc, &error)) << error << "\n" << json;
  const auto& f = doc.fields();

  EXPECT_EQ(f.at("runner").struct_value().fields().at("name").string_value(), "slugspec-conformance");
  EXPECT_EQ(f.at("runner").struct_value().fields().at("version").string_value(), "0.1.0");
  const auto& testee = f.at("testee").struct_value().fields();
  EXPECT_EQ(testee.at("name").string_value(), "sudoku-player.js");
  EXPECT_EQ(testee.at("command").string_value(), "./player --conformance");
  EXPECT_EQ(testee.at("framing").string_value(), "JSON_LINES");
  ASSERT_EQ(testee.at("capabilities").list_value().values_size(), 2);
  EXPECT_EQ(testee.at("capabilities").list_value().values(1).struct_value().fields().at("version").string_value(),
            "v3.1");
  EXPECT_EQ(f.at("corpus_sha256").string_value(), Sha256Hex("the corpus"));
  EXPECT_EQ(f.at("seed").string_value(), "7");
  EXPECT_EQ(f.at("seconds").number_value(), 1.25);

  EXPECT_EQ(f.at("summary").list_value().values_size(), 5);
  const auto& totals = f.at("totals").struct_value().fields();
  EXPECT_EQ(totals.at("passed").number_value(), 1);
  EXPECT_EQ(totals.at("failed").number_value(), 4);
  EXPECT_EQ(totals.at("required_failed").number_value(), 3);
  EXPECT_EQ(totals.at("skipped").number_value(), 1);
  EXPECT_EQ(totals.at("expected_failures").number_value(), 1);

  const auto& certificates = f.at("certificates").list_value();
  ASSERT_EQ(certificates.values_size(), 3);
  EXPECT_TRUE(certificates.values(0).struct_value().fields().at("certified").bool_value());
  EXPECT_EQ(certificates.values(1).struct_value().fields().at("line").string_value(),
            CertificateLine(report_.certificates[1], report_.info));

  const auto& requirements = f.at("requirements").struct_value().fields();
  EXPECT_EQ(requirements.at("exercised").number_value(), 40);
  EXPECT_EQ(requirements.at("uncovered").list_value().values(1).string_value(), "PEN-X1");
  const auto& xfail = f.at("expected_failures").struct_value().fields();
  EXPECT_FALSE(xfail.at("ok").bool_value());
  EXPECT_EQ(xfail.at("unknown").list_value().values(0).string_value(), "decode.strict/sudoku/gone");

  const auto& cases = f.at("cases").list_value();
  ASSERT_EQ(cases.values_size(), 7);
  const auto& pass = cases.values(0).struct_value().fields();
  EXPECT_EQ(pass.at("id").string_value(), "decode.strict/sudoku/seed/example");
  EXPECT_EQ(pass.at("status").string_value(), "passed");
  EXPECT_EQ(pass.at("requirements").list_value().values(0).string_value(), "SUD-V1-1");
  EXPECT_EQ(pass.at("outcome").struct_value().fields().at("required").string_value(), "pass");
  const auto& received = pass.at("outcome").struct_value().fields().at("received").struct_value().fields();
  EXPECT_EQ(received.at("decoded").struct_value().fields().at("sudoku").struct_value().fields().at("givens")
                .list_value().values_size(),
            31);
  EXPECT_EQ(pass.at("expected").struct_value().fields().at("model").struct_value().fields().at("version")
                .string_value(),
            "v1");

  const auto& wrong_code = cases.values(3).struct_value().fields();
  EXPECT_EQ(wrong_code.at("outcome").struct_value().fields().at("recommended").string_value(), "fail");
  EXPECT_EQ(wrong_code.at("expected").struct_value().fields().at("codes").list_value().values(0).struct_value()
                .fields().at("code").string_value(),
            "TRUNCATED");
  EXPECT_EQ(wrong_code.at("expected").struct_value().fields().at("text").string_value(),
            "rejected: TRUNCATED (syntax)");

  // Bytes as received: the control bytes exactly, the stray \xff as U+00FF.
  const auto& crash = cases.values(4).struct_value().fields();
  EXPECT_EQ(crash.at("input").string_value(), "UyF2MQRh\r\n\x01");
  EXPECT_EQ(crash.at("note").string_value(), "plus-as-space damage of <sudoku/seed/example>");
  EXPECT_EQ(crash.at("claimed_versions").list_value().values(0).string_value(), "v1");
  EXPECT_TRUE(crash.at("expected").struct_value().fields().at("required").bool_value());
  EXPECT_EQ(crash.at("outcome").struct_value().fields().at("stderr_tail").string_value(),
            "loading\nSegmentation fault\x01\x1b[31m\r\nat frame \xc3\xbf\n");
  EXPECT_EQ(crash.at("outcome").struct_value().fields().at("recommended").string_value(), "not judged");
  EXPECT_EQ(cases.values(5).struct_value().fields().at("status").string_value(), "skipped");
  EXPECT_EQ(cases.values(6).struct_value().fields().at("status").string_value(), "expected failure");
  EXPECT_TRUE(cases.values(6).struct_value().fields().at("outcome").struct_value().fields().at("expected_failure")
                  .bool_value());
}

// A message whose strings are not UTF-8, which protobuf's printer refuses,
// is still written in the same form, and the document stays valid.
TEST_F(ReportTest, JsonReportWritesMessagesWithStrayBytes) {
  report_.results[2].outcome.received.set_slug("R66\xff");
  report_.results[1].outcome.received.mutable_decoded()->mutable_pentomino()->mutable_pieces(0)->set_letter("\xfe");
  const std::string json = JsonReportText(report_);
  google::protobuf::Struct doc;
  std::string error;
  ASSERT_TRUE(FromJson(json, &doc, &error)) << error;
  const auto& cases = doc.fields().at("cases").list_value();
  const auto received = [&](int i) -> const google::protobuf::Struct& {
    return cases.values(i).struct_value().fields().at("outcome").struct_value().fields().at("received").struct_value();
  };
  EXPECT_EQ(received(2).fields().at("slug").string_value(), "R66\xc3\xbf");
  const auto& board = received(1).fields().at("decoded").struct_value().fields().at("pentomino").struct_value();
  EXPECT_EQ(board.fields().at("surface").string_value(), "RECTANGLE");
  EXPECT_EQ(board.fields().at("height").number_value(), 6);
  EXPECT_EQ(board.fields().at("colors").list_value().values_size(), 0);
  const auto& piece = board.fields().at("pieces").list_value().values(0).struct_value().fields();
  EXPECT_EQ(piece.at("letter").string_value(), "\xc3\xbe");
  EXPECT_FALSE(piece.at("reflected").bool_value());
  // The terminal shows the stray byte too.
  std::ostringstream summary;
  PrintSummary(report_, 10, false, summary);
  EXPECT_NE(summary.str().find("+   {\"letter\":\"\\u00fe\",\"x\":0"), std::string::npos) << summary.str();
}

// ---------------------------------------------------------------- JUnit

// Enough of XML to catch what a writer gets wrong: every tag closed in
// order, attributes quoted, '<' and '&' only as markup or entities.
::testing::AssertionResult WellFormedXml(const std::string& xml) {
  std::vector<std::string> open;
  size_t i = 0;
  if (xml.rfind("<?xml", 0) == 0) i = xml.find("?>") + 2;
  while (i < xml.size()) {
    if (xml[i] == '&') {
      const size_t end = xml.find(';', i);
      const std::string entity = xml.substr(i, end == std::string::npos ? 8 : end - i + 1);
      const bool known = entity == "&amp;" || entity == "&lt;" || entity == "&gt;" || entity == "&quot;" ||
                         entity == "&#39;" || entity == "&#10;" || entity == "&#13;" || entity == "&#9;";
      if (!known) return ::testing::AssertionFailure() << "bad entity " << entity << " at " << i;
      i = end + 1;
      continue;
    }
    if (xml[i] != '<') {
      ++i;
      continue;
    }
    const size_t end = xml.find('>', i);
    if (end == std::string::npos) return ::testing::AssertionFailure() << "unclosed tag at " << i;
    std::string tag = xml.substr(i + 1, end - i - 1);
    if (Count(tag, "\"") % 2 != 0 || tag.find('<') != std::string::npos) {
      return ::testing::AssertionFailure() << "bad tag " << tag;
    }
    i = end + 1;
    if (tag.front() == '/') {
      if (open.empty() || open.back() != tag.substr(1)) {
        return ::testing::AssertionFailure() << "</" << tag.substr(1) << "> does not close <"
                                             << (open.empty() ? "" : open.back()) << ">";
      }
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(tag.substr(0, tag.find(' ')));
    }
  }
  if (!open.empty()) return ::testing::AssertionFailure() << "<" << open.back() << "> never closed";
  return ::testing::AssertionSuccess();
}

TEST_F(ReportTest, JUnitIsWellFormedAndCountsCases) {
  const std::string xml = JUnitText(report_);
  EXPECT_TRUE(WellFormedXml(xml)) << xml;
  EXPECT_FALSE(HasRawControlBytes(xml));
  EXPECT_EQ(xml.find('\xff'), std::string::npos);
  EXPECT_EQ(Count(xml, "<testcase "), 7u);
  EXPECT_EQ(Count(xml, "<testsuite "), 5u);
  EXPECT_NE(xml.find("<testsuites name=\"slugspec-conformance sudoku-player.js\" tests=\"7\" failures=\"4\" "
                     "errors=\"0\" skipped=\"2\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testsuite name=\"pentomino.v3.1.decode.strict\" tests=\"1\" failures=\"1\""),
            std::string::npos);
  EXPECT_NE(xml.find("<testcase name=\"decode.strict/pentomino/v3/valid/surface/r\" "
                     "classname=\"pentomino.v3.1.decode.strict\""),
            std::string::npos);
  EXPECT_EQ(Count(xml, "<failure "), 4u);
  EXPECT_NE(xml.find("message=\"rejected with BAD_BASE64 (syntax) &lt;the spec says TRUNCATED (syntax)&gt;\" "
                     "type=\"RECOMMENDED\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<skipped message=\"expected failure: rejected a slug the profile accepts\"/>"),
            std::string::npos);
  EXPECT_NE(xml.find("<skipped message=\"skipped: encoding is not implemented\"/>"), std::string::npos);
  EXPECT_NE(xml.find("<system-err>loading\nSegmentation fault\\x01\\x1B[31m\\r\nat frame \\xFF\n</system-err>"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("\n-   {\"letter\":\"X\",\"x\":2,\"y\":2"), std::string::npos) << xml;
  EXPECT_NE(xml.find("\n+   {\"letter\":\"X\",\"x\":2,\"y\":3"), std::string::npos) << xml;
}

// ---------------------------------------------------------------- HTML

TEST_F(ReportTest, HtmlDrawsBoardsAndEscapesEverything) {
  const std::string html = HtmlText(report_);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_TRUE(WellFormedXml(html.substr(html.find("<html")))) << "every tag closed";
  EXPECT_FALSE(HasRawControlBytes(html));
  EXPECT_EQ(html.find("<script"), std::string::npos);
  // The pentomino failures: expected and received boards as inline SVG,
  // each picture with ids of its own.
  EXPECT_EQ(Count(html, "<svg "), 4u);
  EXPECT_EQ(Count(html, "id=\"hatch\""), 0u);
  EXPECT_EQ(Count(html, "id=\"hatch-p1\""), 1u);
  EXPECT_EQ(Count(html, "id=\"hatch-p4\""), 1u);
  // Sudoku draws no SVG: its text rendering stands in.
  EXPECT_NE(html.find("<pre class=\"board\">. . 3 | . . . | . 2 1\n"), std::string::npos) << html;
  EXPECT_NE(html.find("<p>runtime error: exited with status 139</p>"), std::string::npos);
  // Untrusted text escaped.
  EXPECT_NE(html.find("rejected with BAD_BASE64 (syntax) &lt;the spec says TRUNCATED (syntax)&gt;"),
            std::string::npos);
  EXPECT_EQ(html.find("<the spec says"), std::string::npos);
  EXPECT_NE(html.find("offset 6: bad &lt;base64&gt;"), std::string::npos);
  EXPECT_NE(html.find("Segmentation fault\\x01\\x1B[31m\\r"), std::string::npos);
  EXPECT_NE(html.find("<code>UyF2MQRh\\r\\n\\x01</code>"), std::string::npos);
  EXPECT_NE(html.find("<p class=\"note\">plus-as-space damage of &lt;sudoku/seed/example&gt;</p>"),
            std::string::npos);
  // The header and the certificates.
  EXPECT_NE(html.find("<h1>Conformance of sudoku-player.js 1.2.0</h1>"), std::string::npos);
  EXPECT_NE(html.find(Sha256Hex("the corpus")), std::string::npos);
  EXPECT_NE(html.find("<li class=\"good\">CERTIFIED sudoku v1 decoder (strict)"), std::string::npos);
  EXPECT_NE(html.find("<tr class=\"total\"><td>total</td>"), std::string::npos);
  // Encodes show the slugs beside the pictures.
  EXPECT_NE(html.find("<p>canonical slug: <code>R66I300X022R55</code></p>"), std::string::npos);
  EXPECT_NE(html.find("<p>slug: <code>R66I300X023R55</code></p>"), std::string::npos);
}

TEST_F(ReportTest, HtmlShowsWhatTheReferenceMakesOfAnUnreadableSlug) {
  report_.results[2].outcome.received.set_slug("R66I300X0");
  const std::string html = HtmlText(report_);
  EXPECT_NE(html.find("The reference rejects it (strict): TRUNCATED (syntax)"), std::string::npos) << html;
}

// A testee may answer with anything: a huge board, thousands of pieces, the
// other format's model. The reports stay bounded and draw only what the
// formats can take.
TEST_F(ReportTest, HostileAnswersStayBounded) {
  pentomino::Board* huge = report_.results[1].outcome.received.mutable_decoded()->mutable_pentomino();
  huge->set_height(255);
  huge->set_width(255);
  for (int i = 0; i < 5000; ++i) {
    pentomino::Piece* p = huge->add_pieces();
    p->set_letter("X");
    p->set_x(static_cast<uint32_t>(i % 250));
    p->set_y(static_cast<uint32_t>(i / 250 * 12));
  }
  // A pentomino board where a sudoku puzzle belongs.
  *report_.results[4].outcome.received.mutable_decoded()->mutable_pentomino() = *huge;

  std::ostringstream summary;
  PrintSummary(report_, 10, false, summary);
  EXPECT_LT(Count(summary.str(), "\n"), 250u) << summary.str();
  EXPECT_NE(summary.str().find("more changed lines"), std::string::npos);

  const std::string html = HtmlText(report_);
  EXPECT_LT(html.size(), size_t{4} << 20);
  EXPECT_NE(html.find("bytes of picture left out"), std::string::npos);
  EXPECT_TRUE(WellFormedXml(html.substr(html.find("<html"))));

  const std::string xml = JUnitText(report_);
  EXPECT_TRUE(WellFormedXml(xml));
  EXPECT_LT(xml.size(), size_t{1} << 20);
}

// ---------------------------------------------------------------- files

TEST_F(ReportTest, WritersWriteTheirTextToFiles) {
  const std::string dir = ::testing::TempDir();
  std::string error;
  const auto read = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  };
  ASSERT_TRUE(WriteJsonReport(report_, dir + "/report.json", &error)) << error;
  EXPECT_EQ(read(dir + "/report.json"), JsonReportText(report_));
  ASSERT_TRUE(WriteJUnit(report_, dir + "/report.xml", &error)) << error;
  EXPECT_EQ(read(dir + "/report.xml"), JUnitText(report_));
  ASSERT_TRUE(WriteHtml(report_, dir + "/report.html", &error)) << error;
  EXPECT_EQ(read(dir + "/report.html"), HtmlText(report_));

  EXPECT_FALSE(WriteJsonReport(report_, dir + "/no/such/dir/report.json", &error));
  EXPECT_NE(error.find("cannot write " + dir + "/no/such/dir/report.json: "), std::string::npos) << error;
}

}  // namespace
}  // namespace slugspec::conformance
