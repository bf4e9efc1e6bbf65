// The JSON report of the hand-made run (report_test_support.h).
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

}  // namespace
}  // namespace slugspec::conformance
