// What the report tests share: a small hand-made run with one case of each
// kind a report must show (a pass, a wrong decoded model, a wrong encoded
// slug, a rejection with the wrong code, a runtime error with control bytes
// on standard error, a skip and an expected failure), and helpers to read
// the reports' text. Header only, for conformance/report's *_test.cc files.
//
// The run's games come from the formats' kits, so that these tests name no
// format and hold for every one: `first` is a format declared first in the
// Hello, `second` another declared after it; `second` draws pictures
// (Format::RenderSvg) and `first` does not when the format list has such
// formats, so that the reports show both kinds.
#ifndef SLUGSPEC_CONFORMANCE_REPORT_REPORT_TEST_SUPPORT_H_
#define SLUGSPEC_CONFORMANCE_REPORT_REPORT_TEST_SUPPORT_H_

#include <algorithm>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>
#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "common/escape.h"
#include "common/sha256.h"
#include "conformance/report/case_text.h"
#include "conformance/report/run_report.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance::report_test {

using google::protobuf::Message;

inline constexpr char kStderr[] = "loading\nSegmentation fault\x01\x1b[31m\r\nat frame \xff\n";

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

inline void SetDecoded(const Message& model, Response* response) {
  // The protocol carries each format's model in the field of its name.
  Decoded* decoded = response->mutable_decoded();
  decoded->GetReflection()
      ->MutableMessage(decoded, Decoded::descriptor()->FindFieldByName(ModelFormat(model)))
      ->CopyFrom(model);
}

inline Message* MutableDecoded(Response* response) {
  Decoded* decoded = response->mutable_decoded();
  const auto* field = decoded->GetReflection()->GetOneofFieldDescriptor(*decoded, Decoded::descriptor()->oneof_decl(0));
  return field == nullptr ? nullptr : decoded->GetReflection()->MutableMessage(decoded, field);
}

inline std::string Canonical(const Format& format, const Message& model) {
  std::string slug;
  const Status status = format.Encode(model, "", &slug);
  EXPECT_TRUE(status.ok()) << status.ToString();
  return slug;
}

inline bool DrawsPictures(const FormatKit& kit) {
  return !kit.format().RenderSvg(*kit.GenerateModel(kit.format().current_version(), 1)).empty();
}

// One format of the run, at its current version.
struct Game {
  const FormatKit* kit = nullptr;
  std::string name, version;
  const Format& format() const { return kit->format(); }
};

inline Game GameOf(const FormatKit* kit) {
  return {kit, std::string(kit->format().name()), std::string(kit->format().current_version())};
}

// `second` draws pictures if a format does; `first` is another format,
// one without pictures if there is one.
inline std::pair<Game, Game> PickGames() {
  const auto& kits = AllKits();
  const FormatKit* second = kits.front();
  for (const FormatKit* k : kits) {
    if (DrawsPictures(*k)) {
      second = k;
      break;
    }
  }
  const FormatKit* first = nullptr;
  for (const FormatKit* k : kits) {
    if (k == second) continue;
    if (first == nullptr || (DrawsPictures(*first) && !DrawsPictures(*k))) first = k;
  }
  EXPECT_NE(first, nullptr) << "the report tests need two formats in the format list";
  return {GameOf(first != nullptr ? first : second), GameOf(second)};
}

// The smallest model of `game` (fewest lines of proto3 JSON, so that the
// diffs stay short and whole) among those of the first 200 seeds from `seed`
// whose canonical slug is at least 8 bytes long and which are not `unlike`.
inline std::shared_ptr<Message> SmallModel(const Game& game, uint64_t seed, const Message* unlike = nullptr) {
  std::shared_ptr<Message> best;
  for (uint64_t s = seed; s < seed + 200; ++s) {
    std::shared_ptr<Message> model = game.kit->GenerateModel(game.version, s);
    if (Canonical(game.format(), *model).size() < 8) continue;
    if (unlike != nullptr && game.format().SameGame(*model, *unlike)) continue;
    if (best == nullptr || ModelLines(*model).size() < ModelLines(*best).size()) best = model;
  }
  EXPECT_NE(best, nullptr) << "no model of " << game.name << " fits the report tests";
  return best != nullptr ? best : game.kit->GenerateModel(game.version, seed);
}

// Where `lines` has a line that `other` lacks: that line, else "".
inline std::string LineNotIn(const std::vector<std::string>& lines, const std::vector<std::string>& other) {
  for (const std::string& line : lines) {
    if (std::find(other.begin(), other.end(), line) == other.end()) return line;
  }
  return "";
}

// Text of the games (printable ASCII) as XML and HTML show it.
inline std::string Markup(const std::string& text) { return XmlEscape(text, false); }

// A canonical slug (printable ASCII) as the reports quote it.
inline std::string JsonQuoted(const std::string& slug) {
  std::string quoted = "\"";
  for (char c : slug) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return quoted + "\"";
}

// A model in its proto3 JSON mapping, as a Struct to compare.
// The model as the reports write it: protobuf's own proto3 JSON printer,
// every field printed, keyed by the proto field names (json_writer.h).
inline google::protobuf::Struct AsStruct(const Message& model) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  options.preserve_proto_field_names = true;
  std::string json;
  EXPECT_TRUE(google::protobuf::util::MessageToJsonString(model, &json, options).ok());
  google::protobuf::Struct s;
  EXPECT_TRUE(FromJson(json, &s).ok());
  return s;
}

inline bool SameStruct(const google::protobuf::Struct& a, const google::protobuf::Struct& b) {
  return google::protobuf::util::MessageDifferencer::Equals(a, b);
}

class ReportTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::tie(first_, second_) = PickGames();
    const std::string& a = first_.name;
    const std::string& b = second_.name;
    puzzle_ = SmallModel(first_, 1);
    board_ = SmallModel(second_, 1);
    wrong_board_ = SmallModel(second_, 2, board_.get());
    puzzle_slug_ = Canonical(first_.format(), *puzzle_);
    board_slug_ = Canonical(second_.format(), *board_);
    wrong_slug_ = Canonical(second_.format(), *wrong_board_);
    short_slug_ = puzzle_slug_.substr(0, 6);
    crash_input_ = puzzle_slug_.substr(0, 8) + "\r\n\x01";
    pass_id_ = "decode.strict/" + a + "/seed/example";
    board_id_ = "decode.strict/" + b + "/valid/example";
    slug_id_ = "encode.canonical/" + b + "/valid/example";
    code_id_ = "decode.strict/" + a + "/errors/short";
    crash_id_ = "decode.lenient/" + a + "/seed/example-plus-as-space";
    crash_note_ = "plus-as-space damage of <" + a + "/seed/example>";
    fixed_id_ = "decode.strict/" + a + "/seed/fixed";
    gone_id_ = "decode.strict/" + a + "/gone";

    RunInfo& info = report_.info;
    info.testee_command = "./player --conformance";
    info.mode = "session";
    info.hello.set_name("a-player.js");
    info.hello.set_version("1.2.0");
    info.hello.set_framing(JSON_LINES);
    // `first` declared first: rows follow the Hello.
    for (const Game* game : {&first_, &second_}) {
      Capability* cap = info.hello.add_capabilities();
      cap->set_format(game->name);
      cap->set_version(game->version);
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

    {  // 0: passes
      Case& c = AddCase(pass_id_, Check::kDecodeStrict, first_, "strict", puzzle_slug_);
      c.expected.accept = true;
      c.expected.model = puzzle_;
      c.requirements = {"REQ-V1-1", "GEN-2"};
      Outcome o = Sent(Verdict::kPass, Verdict::kPass);
      SetDecoded(*puzzle_, &o.received);
      AddResult(o);
    }
    {  // 1: decodes the wrong game
      Case& c = AddCase(board_id_, Check::kDecodeStrict, second_, "strict", board_slug_);
      c.expected.accept = true;
      c.expected.model = board_;
      Outcome o = Sent(Verdict::kFail, Verdict::kFail);
      o.problem = "decoded a different game";
      SetDecoded(*wrong_board_, &o.received);
      AddResult(o);
    }
    {  // 2: encodes the wrong slug
      Case& c = AddCase(slug_id_, Check::kEncodeCanonical, second_, "", ToJson(*board_));
      c.expected.accept = true;
      c.expected.model = board_;
      c.expected.canonical = board_slug_;
      Outcome o = Sent(Verdict::kFail, Verdict::kFail);
      o.problem = "the slug decodes to a different game";
      o.received.set_slug(wrong_slug_);
      AddResult(o);
    }
    {  // 3: rejects, with the wrong code: a RECOMMENDED failure
      Case& c = AddCase(code_id_, Check::kDecodeStrict, first_, "strict", short_slug_);
      c.expected.codes = {TRUNCATED};
      Outcome o = Sent(Verdict::kPass, Verdict::kFail);
      o.problem = "rejected with BAD_BASE64 (syntax) <the spec says TRUNCATED (syntax)>";
      o.received.mutable_rejected()->set_code(BAD_BASE64);
      o.received.mutable_rejected()->set_offset(6);
      o.received.mutable_rejected()->set_message("bad <base64>");
      AddResult(o);
    }
    {  // 4: crashes
      Case& c = AddCase(crash_id_, Check::kDecodeLenient, first_, "lenient", crash_input_);
      c.note = crash_note_;
      c.claimed_versions = {first_.version};
      c.expected.accept = true;
      c.expected.model = puzzle_;
      Outcome o = Sent(Verdict::kFail, Verdict::kNotJudged);
      o.problem = "runtime error: the testee exited with status 139";
      o.received.set_runtime_error("exited with status 139");
      o.stderr_tail = kStderr;
      AddResult(o);
    }
    {  // 5: skipped by the testee
      Case& c = AddCase("encode.roundtrip/" + a + "/" + first_.version + "/seed-7/000001", Check::kEncodeRoundtrip,
                        first_, "", ToJson(*puzzle_));
      c.expected.accept = true;
      c.expected.model = puzzle_;
      Outcome o;
      o.sent = true;
      o.skipped = true;
      o.problem = "skipped: encoding is not implemented";
      o.received.set_skipped("encoding is not implemented");
      AddResult(o);
    }
    {  // 6: fails, as the expected-failure list says
      Case& c = AddCase("decode.lenient/" + a + "/transport/percent/once-plus", Check::kDecodeLenient, first_,
                        "lenient", puzzle_slug_.substr(0, 6) + "%2B");
      c.expected.accept = true;
      c.expected.model = puzzle_;
      Outcome o = Sent(Verdict::kFail, Verdict::kNotJudged);
      o.problem = "rejected a slug the profile accepts";
      o.received.mutable_rejected()->set_code(BAD_CHARACTER);
      o.expected_failure = true;
      AddResult(o);
    }

    report_.certificates = {
        {a, first_.version, "decoder (strict)", 2400, 2400, 2400, 2310, "decode.mutated", 300, 1200},
        {a, first_.version, "decoder (lenient)", 10000, 9999, 3, 2, "decode.transit", 2, 5000},
        {b, second_.version, "encoder", 0, 0, 0, 0, "encode.canonical", 0},
    };
    report_.requirements_total = 42;
    report_.uncovered_requirements = {"GEN-9", "REQ-X1"};
    report_.expected_failures.file = "xfail.txt";
    report_.expected_failures.now_passing = {fixed_id_};
    report_.expected_failures.unknown = {gone_id_};
    report_.expected_failures.update_command = "slugspec-conformance --update-expected-failures xfail.txt";
  }

  Case& AddCase(const std::string& id, Check check, const Game& game, const std::string& profile,
                const std::string& input) {
    auto c = std::make_unique<Case>();
    c->id = id;
    c->check = check;
    c->format = game.name;
    c->version = game.version;
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

  Game first_, second_;
  std::shared_ptr<Message> puzzle_, board_, wrong_board_;  // a game of `first`; two different ones of `second`
  std::string puzzle_slug_, board_slug_, wrong_slug_, short_slug_, crash_input_;
  std::string pass_id_, board_id_, slug_id_, code_id_, crash_id_, crash_note_, fixed_id_, gone_id_;
  std::vector<std::unique_ptr<Case>> cases_;
  RunReport report_;
};

}  // namespace slugspec::conformance::report_test

#endif  // SLUGSPEC_CONFORMANCE_REPORT_REPORT_TEST_SUPPORT_H_
