// The in-process driver (in_process.h) against the session driver: the same
// testee, answering in the runner's process or from its own, gets every
// case judged the same, case by case; and what an in-process testee can do
// wrong (throw, answer garbage, the wrong id, too much, a bad Hello) fails
// its case alone or stops the run with the reason, as a process testee's
// would.
#include "conformance/runner/in_process.h"

#include <csignal>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <google/protobuf/util/json_util.h>
#include <gtest/gtest.h>

#include "conformance/protocol/framing.h"
#include "conformance/runner/command.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/runner.h"
#include "conformance/runner/runner_test_support.h"
#include "conformance/testees/mutant_testee.h"
#include "conformance/testees/reference_testee.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

// A C++ function as an in-process testee, answering as `answer` does.
Answerer Answering(std::function<Response(const Request&)> answer) {
  return [answer](std::string_view json) -> StatusOr<std::string> {
    Request request;
    if (const Status read = FromJson(json, &request); !read.ok()) return read;
    return ToJson(answer(request));
  };
}

// What two runs decided about each case, in order: id and verdicts.
std::vector<std::string> Decisions(const ConformanceRun& run) {
  std::vector<std::string> lines;
  for (const CaseResult& r : run.report.results) {
    const Outcome& o = r.outcome;
    lines.push_back(r.test->id + " sent=" + std::to_string(o.sent) + " skipped=" + std::to_string(o.skipped) +
                    " required=" + std::to_string(static_cast<int>(o.required)) +
                    " recommended=" + std::to_string(static_cast<int>(o.recommended)) + " kind=" + o.kind);
  }
  return lines;
}

void ExpectSameDecisions(const ConformanceRun& session, const ConformanceRun& in_process) {
  const std::vector<std::string> a = Decisions(session), b = Decisions(in_process);
  ASSERT_EQ(a.size(), b.size());
  ASSERT_FALSE(a.empty());
  for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i], b[i]) << "case " << i;
  ASSERT_EQ(session.report.certificates.size(), in_process.report.certificates.size());
  for (size_t i = 0; i < session.report.certificates.size(); ++i) {
    EXPECT_EQ(CertificateStatus(session.report.certificates[i]), CertificateStatus(in_process.report.certificates[i]));
  }
}

TEST(InProcess, JudgesEveryCaseOfTheReferenceAsTheSessionDoes) {
  ConformanceRun session, in_process;
  ASSERT_TRUE(RunConformance(Options({REFERENCE_TESTEE}, 3), &session).ok());
  const std::unique_ptr<TesteeDriver> driver = InProcessDriver(ToJson(ReferenceHello(JSON_LINES)), Answering(Answer));
  ASSERT_TRUE(RunConformance(Options({}, 3), *driver, &in_process).ok());
  ExpectSameDecisions(session, in_process);
  EXPECT_EQ(in_process.report.info.mode, "in-process");
  ASSERT_FALSE(in_process.report.certificates.empty());
  // (Partial, with 3 generated cases a group; but nothing failed.)
  for (const Certificate& c : in_process.report.certificates) {
    EXPECT_FALSE(c.failed()) << CertificateLine(c, in_process.report.info);
    EXPECT_GT(c.required_passed, 0) << CertificateLine(c, in_process.report.info);
  }
}

TEST(InProcess, JudgesEveryCaseOfAMutantAsTheSessionDoes) {
  for (const Mutant& m : AllMutants()) {
    if (m.format.empty() || m.level != Level::kRequired) continue;
    RunnerOptions o = Options({MUTANT_TESTEE, "--mutant", m.name}, 3);
    o.filters = {"format=" + m.format};
    ConformanceRun session, in_process;
    ASSERT_TRUE(RunConformance(o, &session).ok()) << m.name;
    const std::unique_ptr<TesteeDriver> driver =
        InProcessDriver(ToJson(MutantHello(m, JSON_LINES)), Answering(m.answer));
    ASSERT_TRUE(RunConformance(o, *driver, &in_process).ok()) << m.name;
    ExpectSameDecisions(session, in_process);
    size_t required_failures = 0;
    for (const CaseResult& r : in_process.report.results) required_failures += r.outcome.required == Verdict::kFail;
    EXPECT_GT(required_failures, 0u) << m.name << " was not caught in process";
    return;  // one mutant is enough here; the runner's tests catch every one
  }
  FAIL() << "no REQUIRED mutant of a format";
}

TEST(InProcess, WhatATesteeDoesWrongFailsItsCaseAlone) {
  int calls = 0;
  const Answerer misbehaving = [&](std::string_view json) -> StatusOr<std::string> {
    Request request;
    EXPECT_TRUE(FromJson(json, &request).ok());
    Response right = Answer(request);
    switch (++calls) {
      case 1:
        return Status::Failure("TypeError: player is undefined");
      case 2:
        return std::string("{\"id\": \"1\", \"decoded\": ");  // cut short
      case 3:
        right.set_id(request.id() + 1);
        return ToJson(right);
      case 4:
        return std::string(kMaxFrameBytes + 1, ' ');
      default:
        return ToJson(right);
    }
  };
  RunnerOptions o = Options({}, 1);
  o.shard = "1/40";
  const std::unique_ptr<TesteeDriver> driver = InProcessDriver(ToJson(ReferenceHello(JSON_LINES)), misbehaving);
  ConformanceRun run;
  ASSERT_TRUE(RunConformance(o, *driver, &run).ok());
  const std::vector<CaseResult>& results = run.report.results;
  ASSERT_GT(results.size(), 10u);
  const std::vector<std::string> expected = {"the testee failed: TypeError: player is undefined",
                                             "protocol error: not a Response", "protocol error: the answer carries id",
                                             "protocol error: an answer of 16777217 bytes"};
  for (size_t i = 0; i < expected.size(); ++i) {
    EXPECT_TRUE(Failed(results[i].outcome)) << i;
    EXPECT_NE(results[i].outcome.received.runtime_error().find(expected[i]), std::string::npos)
        << i << ": " << results[i].outcome.received.runtime_error();
  }
  for (size_t i = expected.size(); i < results.size(); ++i) EXPECT_FALSE(Failed(results[i].outcome)) << i;
}

TEST(InProcess, ABadHelloStopsTheRunWithTheReason) {
  ConformanceRun run;
  const std::unique_ptr<TesteeDriver> driver = InProcessDriver("{\"name\": 3", Answering(Answer));
  const Status ran = RunConformance(Options({}, 1), *driver, &run);
  ASSERT_FALSE(ran.ok());
  EXPECT_NE(ran.message().find("is not a Hello"), std::string::npos) << ran.message();
  Hello no_framing = ReferenceHello(JSON_LINES);
  no_framing.clear_framing();
  const std::unique_ptr<TesteeDriver> unframed = InProcessDriver(ToJson(no_framing), Answering(Answer));
  EXPECT_NE(RunConformance(Options({}, 1), *unframed, &run).message().find("chooses no framing"), std::string::npos);
}

// Capabilities declared as text (the JavaScript and Python adapters send
// them so) are read by --declare's own parser: a misspelt word stops the
// run, naming it, in every runner; spelt right, they are the capabilities.
TEST(InProcess, DeclaredTextIsReadAsTheDeclareOptionReadsIt) {
  ConformanceRun run;
  const Format* format = AllFormats().front();
  const std::string declaration =
      std::string(format->name()) + "/" + std::string(format->versions().back()) + "=decode";
  const auto hello = [](const std::string& declared) {
    return R"({"name": "x", "framing": "JSON_LINES", "declared": [")" + declared + R"("]})";
  };
  const std::unique_ptr<TesteeDriver> bad = InProcessDriver(hello(declaration + ",strict,lenent"), Answering(Answer));
  const Status ran = RunConformance(Options({}, 1), *bad, &run);
  ASSERT_FALSE(ran.ok());
  EXPECT_NE(ran.message().find(R"(unknown capability "lenent")"), std::string::npos) << ran.message();

  const std::unique_ptr<TesteeDriver> good = InProcessDriver(hello(declaration), Answering(Answer));
  ASSERT_TRUE(RunConformance(Options({}, 1), *good, &run).ok());
  ASSERT_FALSE(run.report.certificates.empty());
  for (const Certificate& c : run.report.certificates) {
    EXPECT_EQ(c.format, format->name());
    EXPECT_EQ(c.version, format->versions().back());
    EXPECT_EQ(c.role, "decoder (strict)") << "decode alone means strict, as --declare reads it";
  }
}

// A filtered run builds only the groups it may select, and still knows the
// requirements of the rest: a strict decoder's requirements are those of a
// whole run, the encoder's and the level codes' left out alike, and what
// the filter ruled out is uncovered, not another role's.
TEST(InProcess, AFilteredRunCountsTheSameRequirementsAsAWholeRun) {
  const Format* format = AllFormats().front();
  // A strict decoder filtered to its strict decodes, a lenient one to its
  // lenient decodes: each is its profile's decoder alone.
  for (const auto& [caps, check] :
       {std::pair<std::string, std::string>{"decode", "decode.strict"}, {"decode,lenient", "decode.lenient"}}) {
    const std::string declared =
        std::string(format->name()) + "/" + std::string(format->versions().back()) + "=" + caps;
    const std::string hello = R"({"name": "x", "framing": "JSON_LINES", "declared": [")" + declared + R"("]})";
    ConformanceRun whole, filtered;
    ASSERT_TRUE(RunConformance(Options({}, 1), *InProcessDriver(hello, Answering(Answer)), &whole).ok());
    RunnerOptions o = Options({}, 1);
    o.filters = {"format=" + std::string(format->name()) + ",check=" + check + ",id=*/" + std::string(format->name()) +
                 "/*"};
    ASSERT_TRUE(RunConformance(o, *InProcessDriver(hello, Answering(Answer)), &filtered).ok());
    EXPECT_LT(filtered.report.results.size(), whole.report.results.size()) << caps;
    EXPECT_EQ(filtered.report.requirements_total, whole.report.requirements_total) << caps;
    EXPECT_GE(filtered.report.uncovered_requirements.size(), whole.report.uncovered_requirements.size()) << caps;
  }
}

// A player's decoder reads every version into one state and names none: its
// games are judged on the game alone, RECOMMENDED too, and each decoder
// certificate says that the versions were not named.
TEST(InProcess, ADecoderThatNamesNoVersionIsJudgedOnTheGameAlone) {
  const auto unnamed = [](const Request& request) {
    Response r = Answer(request);
    if (!r.has_decoded()) return r;
    google::protobuf::Message* decoded = r.mutable_decoded();
    std::vector<const google::protobuf::FieldDescriptor*> set;
    decoded->GetReflection()->ListFields(*decoded, &set);
    for (const google::protobuf::FieldDescriptor* f : set) {
      google::protobuf::Message* model = decoded->GetReflection()->MutableMessage(decoded, f);
      for (const char* name : {"version", "format"}) {
        model->GetReflection()->ClearField(model, model->GetDescriptor()->FindFieldByName(name));
      }
    }
    return r;
  };
  ConformanceRun run;
  const std::unique_ptr<TesteeDriver> driver = InProcessDriver(ToJson(ReferenceHello(JSON_LINES)), Answering(unnamed));
  ASSERT_TRUE(RunConformance(Options({}, 3), *driver, &run).ok());
  int decoders = 0;
  for (const Certificate& c : run.report.certificates) {
    const std::string line = CertificateLine(c, run.report.info);
    EXPECT_FALSE(c.failed()) << line;
    EXPECT_EQ(c.recommended_passed, c.recommended_cases) << line;
    if (c.role.starts_with("decoder")) {
      ++decoders;
      EXPECT_GT(c.version_unnamed_cases, 0) << line;
      EXPECT_NE(line.find("; versions not named ("), std::string::npos) << line;
    } else {
      EXPECT_EQ(line.find("versions not named"), std::string::npos) << line;
    }
  }
  EXPECT_GT(decoders, 0);
}

// A model whose default-valued fields are written out ("turn": 0, "pieces":
// [], "version": "" aside) is the same model as one that leaves them out:
// the answers of the reference, with every default printed, pass every
// case at both levels, as they do without.
TEST(InProcess, DefaultValuedFieldsWrittenOutAreTheSameModel) {
  const auto verbose = [](std::string_view json) -> StatusOr<std::string> {
    Request request;
    if (const Status read = FromJson(json, &request); !read.ok()) return read;
    google::protobuf::util::JsonPrintOptions print;
    print.always_print_primitive_fields = true;
    std::string out;
    if (!google::protobuf::util::MessageToJsonString(Answer(request), &out, print).ok()) {
      return Status::Failure("cannot print");
    }
    return out;
  };
  ConformanceRun run;
  const std::unique_ptr<TesteeDriver> driver = InProcessDriver(ToJson(ReferenceHello(JSON_LINES)), verbose);
  ASSERT_TRUE(RunConformance(Options({}, 3), *driver, &run).ok());
  ASSERT_FALSE(run.report.certificates.empty());
  for (const Certificate& c : run.report.certificates) {
    EXPECT_FALSE(c.failed()) << CertificateLine(c, run.report.info);
    EXPECT_EQ(c.recommended_passed, c.recommended_cases) << CertificateLine(c, run.report.info);
  }
}

// A host whose testee fails (its thread hung or died) is started again
// before the next case, and the failing case keeps the console output of
// its request; after three failed starts in a row the testee is given up
// on and every case left fails at once with the reason (spec/conformance.md
// §7, as a session testee). An interrupt while the testee works ends the
// run there: that case is not judged.
class ScriptedHost : public InProcessHost {
 public:
  // `fail_at`: answers that fail; from `dead_from` on, no start succeeds;
  // `interrupt_at`: the answer during which the operator interrupts.
  ScriptedHost(std::set<int> fail_at, int dead_from, int interrupt_at, int* starts)
      : fail_at_(std::move(fail_at)), dead_from_(dead_from), interrupt_at_(interrupt_at), starts_(starts) {}
  StatusOr<std::string> Start(const TesteeOptions& options) override {
    EXPECT_EQ(options.case_timeout.count(), 1234);
    ++*starts_;
    if (answers_ >= dead_from_) return Status::Failure("import failed: SyntaxError");
    return ToJson(ReferenceHello(JSON_LINES));
  }
  HostAnswer Answer(std::string_view json, const TesteeOptions&) override {
    const int n = answers_++;
    if (n == interrupt_at_) {
      SetInterruptSignal(SIGTERM);
      return {HostAnswer::Kind::kInterrupted, "", ""};
    }
    if (fail_at_.count(n) != 0)
      return {HostAnswer::Kind::kFailed, "no answer within 1234 ms", "log line " + std::to_string(n)};
    Request request;
    EXPECT_TRUE(FromJson(json, &request).ok());
    return {HostAnswer::Kind::kAnswered, ToJson(conformance::Answer(request)), "ignored on a passing case"};
  }
  // Batches as the driver asks them: each batch's first request id and size.
  std::vector<HostAnswer> AnswerEach(const std::vector<std::string>& requests, const TesteeOptions& options) override {
    Request first;
    EXPECT_TRUE(FromJson(requests.front(), &first).ok());
    batches.push_back({first.id(), requests.size()});
    return InProcessHost::AnswerEach(requests, options);
  }
  std::vector<std::pair<uint64_t, size_t>> batches;

 private:
  std::set<int> fail_at_;
  int dead_from_, interrupt_at_, answers_ = 0;
  int* starts_;
};

TEST(InProcess, AFailingTesteeIsStartedAgainThenGivenUpOn) {
  RunnerOptions o = Options({}, 1);
  o.shard = "1/40";
  o.testee.case_timeout = std::chrono::milliseconds(1234);
  int starts = 0;
  auto host = std::make_unique<ScriptedHost>(std::set<int>{1, 6}, 6, -1, &starts);
  const ScriptedHost* scripted = host.get();
  const std::unique_ptr<TesteeDriver> driver = InProcessDriver(std::move(host), o.testee);
  ConformanceRun run;
  ASSERT_TRUE(RunConformance(o, *driver, &run).ok());
  const std::vector<CaseResult>& results = run.report.results;
  ASSERT_GT(results.size(), 10u);
  // Cases go in batches; a failure ends its batch, and the next batch
  // begins with the case after it (ids are indices + 1). After case 6, no
  // start succeeds, and no batch is asked.
  ASSERT_EQ(scripted->batches.size(), 2u);
  EXPECT_EQ(scripted->batches[0], (std::pair<uint64_t, size_t>{1, std::min<size_t>(64, results.size())}));
  EXPECT_EQ(scripted->batches[1].first, 3u);
  for (size_t i = 0; i < results.size(); ++i) {
    const Outcome& out = results[i].outcome;
    const std::string& error = out.received.runtime_error();
    if (i == 1 || i == 6) {
      EXPECT_EQ(error, "no answer within 1234 ms") << i;
      EXPECT_EQ(out.stderr_tail, "log line " + std::to_string(i)) << i;
    } else if (i < 6) {
      EXPECT_FALSE(Failed(out)) << i << ": " << error;
      EXPECT_EQ(out.stderr_tail, "") << i;
    } else {
      EXPECT_EQ(error, "the testee could not be restarted: import failed: SyntaxError") << i;
    }
  }
  // The first start, one after case 1's failure, and three failed ones
  // after case 6's; none after that.
  EXPECT_EQ(starts, 1 + 1 + 3);
  EXPECT_EQ(run.report.info.restarts, 4);

  starts = 0;
  const std::unique_ptr<TesteeDriver> stopped =
      InProcessDriver(std::make_unique<ScriptedHost>(std::set<int>{}, 1000, 3, &starts), o.testee);
  ConformanceRun interrupted;
  ASSERT_TRUE(RunConformance(o, *stopped, &interrupted).ok());
  SetInterruptSignal(0);
  size_t judged = 0;
  for (const CaseResult& r : interrupted.report.results) judged += r.outcome.sent;
  EXPECT_EQ(judged, 3u);
  EXPECT_EQ(interrupted.report.info.interrupted_by, SIGTERM);
}

// The command with the npm runner's front: the testee is a module named by
// --module, run in process; its rerun lines name it so; the options about
// processes are refused; --results lists every case.
TEST(InProcess, TheCommandNamesItsModuleInRerunLines) {
  const Mutant* mutant = nullptr;
  for (const Mutant& m : AllMutants()) {
    if (!m.format.empty() && m.level == Level::kRequired && m.check == "decode.strict") {
      mutant = &m;
      break;
    }
  }
  ASSERT_NE(mutant, nullptr);
  CommandFront front;
  front.program = "npx slugspec-conformance";
  front.testee_options = {{"--module", "FILE", "the module", true}};
  front.data_dir = SLUGSPEC_SOURCE_DIR;
  front.make_driver = [mutant](const RunnerOptions&) {
    return InProcessDriver(ToJson(MutantHello(*mutant, JSON_LINES)), Answering(mutant->answer));
  };
  const std::string results = testing::TempDir() + "in_process_results.jsonl";
  std::vector<std::string> args = {"npx slugspec-conformance", "--quiet",   "--cases", "2",        "--filter",
                                   "format=" + mutant->format, "--results", results,   "--module", "./my codec.js"};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  testing::internal::CaptureStdout();
  const int status = RunnerCommand(static_cast<int>(argv.size()), argv.data(), front);
  const std::string out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(status, 1) << out;
  EXPECT_NE(out.find("rerun:    npx slugspec-conformance --cases 2 --case '"), std::string::npos) << out;
  EXPECT_NE(out.find("' --module './my codec.js'\n"), std::string::npos) << out;
  EXPECT_NE(out.find("(in-process)"), std::string::npos) << out;
  std::ifstream in(results);
  size_t lines = 0, failed = 0;
  for (std::string line; std::getline(in, line); ++lines)
    failed += line.find("\"status\":\"failed\"") != std::string::npos;
  EXPECT_GT(lines, failed);
  EXPECT_GT(failed, 0u);

  for (const char* process_option : {"--one-shot", "--jobs", "--declare"}) {
    std::vector<std::string> bad = {"npx slugspec-conformance", process_option, "3", "--module", "x.js"};
    std::vector<char*> bad_argv;
    for (std::string& a : bad) bad_argv.push_back(a.data());
    testing::internal::CaptureStderr();
    EXPECT_EQ(RunnerCommand(static_cast<int>(bad_argv.size()), bad_argv.data(), front), 2);
    EXPECT_NE(testing::internal::GetCapturedStderr().find("is about testee processes"), std::string::npos);
  }
}

}  // namespace
}  // namespace slugspec::conformance
