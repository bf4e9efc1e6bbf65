// The JSON report of the hand-made run (report_test_support.h).
#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>
#include <gtest/gtest.h>

#include "conformance/report/report_test_support.h"

namespace slugspec::conformance {
namespace {

using namespace report_test;

// ---------------------------------------------------------------- JSON

TEST_F(ReportTest, JsonReportParsesAndCarriesEverything) {
  const std::string json = JsonReportText(report_);
  google::protobuf::Struct doc;
  ASSERT_TRUE(FromJson(json, &doc).ok()) << json;
  const auto& f = doc.fields();

  EXPECT_EQ(f.at("runner").struct_value().fields().at("name").string_value(), "slugspec-conformance");
  EXPECT_EQ(f.at("runner").struct_value().fields().at("version").string_value(), "0.1.0");
  const auto& testee = f.at("testee").struct_value().fields();
  EXPECT_EQ(testee.at("name").string_value(), "a-player.js");
  EXPECT_EQ(testee.at("command").string_value(), "./player --conformance");
  EXPECT_EQ(testee.at("framing").string_value(), "JSON_LINES");
  ASSERT_EQ(testee.at("capabilities").list_value().values_size(), 2);
  EXPECT_EQ(testee.at("capabilities").list_value().values(1).struct_value().fields().at("version").string_value(),
            second_.version);
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
  EXPECT_EQ(requirements.at("uncovered").list_value().values(1).string_value(), "REQ-X1");
  const auto& xfail = f.at("expected_failures").struct_value().fields();
  EXPECT_FALSE(xfail.at("ok").bool_value());
  EXPECT_EQ(xfail.at("unknown").list_value().values(0).string_value(), gone_id_);

  // Passes are counted, not listed: the seven cases less the one that passed.
  const auto& cases = f.at("cases").list_value();
  ASSERT_EQ(cases.values_size(), 6);
  for (const auto& c : cases.values()) EXPECT_NE(c.struct_value().fields().at("id").string_value(), pass_id_);
  EXPECT_EQ(f.at("totals").struct_value().fields().at("passed").number_value(), 1);
  const auto& wrong = cases.values(0).struct_value().fields();
  EXPECT_EQ(wrong.at("id").string_value(), board_id_);
  EXPECT_EQ(wrong.at("status").string_value(), "failed");
  EXPECT_EQ(wrong.at("outcome").struct_value().fields().at("required").string_value(), "fail");
  const auto& received = wrong.at("outcome").struct_value().fields().at("received").struct_value().fields();
  // The models in their proto3 JSON mapping, keyed by field names as the
  // report's own keys are: no camelCase key anywhere in the document.
  EXPECT_EQ(json.find("levelCode"), std::string::npos);
  EXPECT_EQ(json.find("runtimeError"), std::string::npos);
  EXPECT_EQ(json.find("maxInFlight"), std::string::npos);
  EXPECT_NE(json.find("\"runtime_error\":"), std::string::npos);
  EXPECT_TRUE(SameStruct(received.at("decoded").struct_value().fields().at(second_.name).struct_value(),
                         AsStruct(*wrong_board_)));
  EXPECT_TRUE(SameStruct(wrong.at("expected").struct_value().fields().at("model").struct_value(), AsStruct(*board_)));

  const auto& wrong_code = cases.values(2).struct_value().fields();
  EXPECT_EQ(wrong_code.at("outcome").struct_value().fields().at("recommended").string_value(), "fail");
  EXPECT_EQ(wrong_code.at("expected")
                .struct_value()
                .fields()
                .at("codes")
                .list_value()
                .values(0)
                .struct_value()
                .fields()
                .at("code")
                .string_value(),
            "TRUNCATED");
  EXPECT_EQ(wrong_code.at("expected").struct_value().fields().at("text").string_value(),
            "rejected: TRUNCATED (syntax)");

  // Bytes as received: the control bytes exactly, the stray \xff as U+00FF.
  const auto& crash = cases.values(3).struct_value().fields();
  EXPECT_EQ(crash.at("input").string_value(), crash_input_);
  EXPECT_EQ(crash.at("note").string_value(), crash_note_);
  EXPECT_EQ(crash.at("claimed_versions").list_value().values(0).string_value(), first_.version);
  EXPECT_TRUE(crash.at("expected").struct_value().fields().at("required").bool_value());
  EXPECT_EQ(crash.at("outcome").struct_value().fields().at("stderr_tail").string_value(),
            "loading\nSegmentation fault\x01\x1b[31m\r\nat frame \xc3\xbf\n");
  EXPECT_EQ(crash.at("outcome").struct_value().fields().at("recommended").string_value(), "not judged");
  EXPECT_EQ(cases.values(4).struct_value().fields().at("status").string_value(), "skipped");
  EXPECT_EQ(cases.values(5).struct_value().fields().at("status").string_value(), "expected failure");
  EXPECT_TRUE(cases.values(5)
                  .struct_value()
                  .fields()
                  .at("outcome")
                  .struct_value()
                  .fields()
                  .at("expected_failure")
                  .bool_value());
}

// --results: one line a case, every case, in order, each a JSON object;
// the ones that did not pass carry the summary's text for them.
TEST_F(ReportTest, CaseResultsListEveryCaseOnALineOfItsOwn) {
  const std::string text = CaseResultsText(report_);
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  size_t with_test = 0;
  for (const CaseResult& r : report_.results) with_test += r.test != nullptr;
  ASSERT_EQ(lines.size(), with_test);
  ASSERT_FALSE(HasRawControlBytes(text));
  size_t i = 0;
  for (const CaseResult& r : report_.results) {
    if (r.test == nullptr) continue;
    google::protobuf::Struct line;
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(lines[i], &line).ok()) << lines[i];
    const auto& fields = line.fields();
    EXPECT_EQ(fields.at("id").string_value(), r.test->id);
    EXPECT_EQ(fields.at("status").string_value(), StatusName(StatusOf(r.outcome)));
    EXPECT_EQ(fields.at("level").string_value(), FailedLevel(r.outcome));
    if (StatusOf(r.outcome) == CaseStatus::kPassed) {
      EXPECT_FALSE(fields.contains("details")) << lines[i];
    } else if (StatusOf(r.outcome) == CaseStatus::kFailed) {
      EXPECT_EQ(fields.at("details").string_value(), FailureDetails(report_, r, false));
      EXPECT_NE(fields.at("details").string_value().find("rerun:    " + RerunCommand(report_, r.test->id)),
                std::string::npos);
    }
    ++i;
  }
}

// A message whose strings are not UTF-8, which protobuf's printer refuses,
// is still written in the same form, and the document stays valid.
TEST_F(ReportTest, JsonReportWritesMessagesWithStrayBytes) {
  report_.results[2].outcome.received.set_slug(board_slug_ + "\xff");
  Message* wrong = MutableDecoded(&report_.results[1].outcome.received);
  ASSERT_NE(wrong, nullptr);
  // Every model has its version field (registry/format.h): a string.
  wrong->GetReflection()->SetString(wrong, wrong->GetDescriptor()->FindFieldByName("version"), "\xfe");
  const std::string json = JsonReportText(report_);
  google::protobuf::Struct doc;
  ASSERT_TRUE(FromJson(json, &doc).ok());
  const auto& cases = doc.fields().at("cases").list_value();
  const auto received = [&](int i) -> const google::protobuf::Struct& {
    return cases.values(i).struct_value().fields().at("outcome").struct_value().fields().at("received").struct_value();
  };
  EXPECT_EQ(received(1).fields().at("slug").string_value(), board_slug_ + "\xc3\xbf");
  google::protobuf::Struct game =
      received(0).fields().at("decoded").struct_value().fields().at(second_.name).struct_value();
  EXPECT_EQ(game.fields().at("version").string_value(), "\xc3\xbe");
  // The rest of the model is written as ToJson writes it.
  google::protobuf::Struct want = AsStruct(*wrong_board_);
  game.mutable_fields()->erase("version");
  want.mutable_fields()->erase("version");
  EXPECT_TRUE(SameStruct(game, want));
  // The terminal shows the stray byte too.
  std::ostringstream summary;
  PrintSummary(report_, 10, false, summary);
  EXPECT_NE(summary.str().find("+ \"version\": \"\\u00fe\""), std::string::npos) << summary.str();
}

}  // namespace
}  // namespace slugspec::conformance
