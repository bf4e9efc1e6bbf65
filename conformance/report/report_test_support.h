// What the report tests share: a small hand-made run with one case of each
// kind a report must show (a pass, a wrong decoded board, a wrong encoded
// slug, a rejection with the wrong code, a runtime error with control bytes
// on standard error, a skip and an expected failure), and helpers to read
// the reports' text. Header only, for conformance/report's *_test.cc files.
#ifndef SLUGSPEC_CONFORMANCE_REPORT_REPORT_TEST_SUPPORT_H_
#define SLUGSPEC_CONFORMANCE_REPORT_REPORT_TEST_SUPPORT_H_

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

namespace slugspec::conformance::report_test {

using google::protobuf::Message;

inline constexpr char kSudokuSlug[] = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";
inline constexpr char kBoardSlug[] = "R66I300X022R55";       // I at (0,0), X at (2,2), terrain (5,5)
inline constexpr char kWrongBoardSlug[] = "R66I300X023R55";  // the X one column to the right
inline constexpr char kStderr[] = "loading\nSegmentation fault\x01\x1b[31m\r\nat frame \xff\n";

inline std::shared_ptr<Message> Decode(const std::string& format, const std::string& slug) {
  const Format* f = FindFormat(format);
  std::shared_ptr<Message> model = f->NewModel();
  const Status status = f->Decode(slug, Profile::kStrict, model.get());
  EXPECT_TRUE(status.ok()) << status.ToString();
  return model;
}

inline void SetDecoded(const Message& model, Response* response) {
  // The protocol carries each format's model in the field of its name.
  Decoded* decoded = response->mutable_decoded();
  decoded->GetReflection()
      ->MutableMessage(decoded, Decoded::descriptor()->FindFieldByName(ModelFormat(model)))
      ->CopyFrom(model);
}

inline size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// Bytes no report may pass through from a testee: controls other than
// newline and tab, including the escape that starts terminal sequences.
inline bool HasRawControlBytes(const std::string& text) {
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

}  // namespace slugspec::conformance::report_test

#endif  // SLUGSPEC_CONFORMANCE_REPORT_REPORT_TEST_SUPPORT_H_
