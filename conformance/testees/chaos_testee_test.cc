// The chaos testee without the runner: its command line, and whole sessions
// served in-process with the process-level effects (abort, exit, sleeping
// forever, closing stdout) replaced by recorders, so that each mode can be
// watched doing exactly its one misbehaviour and nothing else.
#include "conformance/testees/chaos_testee.h"

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "conformance/protocol/framing.h"
#include "conformance/testees/reference_testee.h"
#include "kit/format_kit.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::util::MessageDifferencer;

constexpr char kHandshake[] = R"({"protocolVersion":1,"runner":"test"})"
                              "\n";

// Thrown by a recorded crash, exit or hang, which must not return.
struct Stopped {};

// A slug of the first format that the reference accepts, and one cut short.
const std::string& GoodSlug() {
  static const std::string slug = [] {
    const FormatKit& kit = *AllKits().front();
    std::string s;
    EXPECT_TRUE(kit.format().Encode(*kit.GenerateModel(kit.format().current_version(), 1), "", &s).ok());
    return s;
  }();
  return slug;
}

// Even ids ask for a good slug, odd ones for one cut short.
Request DecodeRequest(uint64_t id) {
  Request r;
  r.set_id(id);
  r.mutable_decode()->set_format(std::string(AllKits().front()->format().name()));
  r.mutable_decode()->set_slug(id % 2 == 0 ? GoodSlug() : GoodSlug().substr(0, GoodSlug().size() / 2));
  r.mutable_decode()->set_profile("strict");
  return r;
}

struct Session {
  int status = -1;
  bool stopped = false;
  std::vector<std::string> events;  // "crash", "exit 3", "hang", "sleep 200", "close"
  std::string err;
  Hello hello;
  std::string after_hello;    // everything written after the Hello line
  std::streamoff input = 0;   // input bytes given
  std::streamoff unread = 0;  // of them, never read
};

// Serves `requests` decode requests (ids 1..n) with the mode, in-process.
Session Serve(ChaosMode mode, Framing framing, int requests, uint32_t every) {
  Session s;
  std::ostringstream err;
  ChaosEffects effects;
  effects.crash = [&] {
    s.events.push_back("crash");
    throw Stopped{};
  };
  effects.exit = [&](int status) {
    s.events.push_back("exit " + std::to_string(status));
    throw Stopped{};
  };
  effects.hang = [&] {
    s.events.push_back("hang");
    throw Stopped{};
  };
  effects.sleep = [&](std::chrono::milliseconds d) { s.events.push_back("sleep " + std::to_string(d.count())); };
  effects.close_stdout = [&] { s.events.push_back("close"); };
  effects.err = &err;
  effects.flood_bytes = 1 << 20;
  effects.endless_line_bytes = 100000;

  std::string input = kHandshake;
  for (int i = 1; i <= requests; ++i) input += EncodeFrame(DecodeRequest(static_cast<uint64_t>(i)), framing);
  std::istringstream in(input);
  std::ostringstream out;
  try {
    s.status = ServeChaos(in, out, {.mode = mode, .every = every, .framing = framing}, effects);
  } catch (const Stopped&) {
    s.stopped = true;
  }
  in.clear();
  s.input = static_cast<std::streamoff>(input.size());
  s.unread = s.input - in.tellg();
  s.err = err.str();
  const std::string output = out.str();
  const size_t hello_end = output.find('\n');
  if (hello_end != std::string::npos) {
    if (const Status read = FromJson(output.substr(0, hello_end), &s.hello); !read.ok()) {
      s.hello.set_name("not a Hello: " + read.message());
    }
    s.after_hello = output.substr(hello_end + 1);
  } else {
    s.after_hello = output;
  }
  return s;
}

// The Responses at the start of `bytes`, up to the first that is not one;
// `rest` gets what follows them.
std::vector<Response> Responses(std::string_view bytes, Framing framing, std::string_view* rest = nullptr) {
  std::vector<Response> out;
  while (true) {
    const Frame f = NextFrame(bytes, framing);
    Response r;
    if (f.status != FrameStatus::kFrame || !DecodePayload(f.payload, framing, &r).ok()) break;
    out.push_back(r);
    bytes.remove_prefix(f.consumed);
  }
  if (rest != nullptr) *rest = bytes;
  return out;
}

// Response i (0-based) answers request i+1 as the reference does.
void ExpectReferenceAnswers(const std::vector<Response>& got, std::vector<uint64_t> ids) {
  ASSERT_EQ(got.size(), ids.size());
  for (size_t i = 0; i < ids.size(); ++i) {
    EXPECT_TRUE(MessageDifferencer::Equals(got[i], Answer(DecodeRequest(ids[i])))) << "request " << ids[i];
  }
}

// --- the command line -----------------------------------------------------

TEST(ChaosModes, ParseByTheirNames) {
  std::set<std::string_view> names;
  for (const ChaosModeInfo& m : AllChaosModes()) {
    EXPECT_TRUE(names.insert(m.name).second) << m.name;
    EXPECT_EQ(ParseChaosMode(m.name), m.mode);
    EXPECT_EQ(InfoOf(m.mode).name, m.name);
    EXPECT_FALSE(m.behaviour.empty());
  }
  EXPECT_EQ(names.size(), 29u);
  EXPECT_FALSE(ParseChaosMode("Crash"));
  EXPECT_FALSE(ParseChaosMode(""));
  EXPECT_TRUE(InfoOf(ChaosMode::kNoHello).at_handshake);
  EXPECT_FALSE(InfoOf(ChaosMode::kHugeLength).at_handshake);
}

bool Parse(std::vector<std::string_view> args, ChaosOptions* options, std::string* error) {
  bool list = false;
  const bool ok = ParseChaosOptions(args, options, &list, error);
  EXPECT_FALSE(list);
  return ok;
}

TEST(ChaosOptions, DefaultsAndEveryOption) {
  ChaosOptions o;
  std::string error;
  ASSERT_TRUE(Parse({"--mode", "slow"}, &o, &error)) << error;
  EXPECT_EQ(o.mode, ChaosMode::kSlow);
  EXPECT_EQ(o.every, 25u);
  EXPECT_EQ(o.framing, JSON_LINES);
  EXPECT_EQ(o.max_in_flight, 1u);
  ASSERT_TRUE(
      Parse({"--every", "3", "--framing", "binary", "--mode", "huge-length", "--max-in-flight", "8"}, &o, &error))
      << error;
  EXPECT_EQ(o.mode, ChaosMode::kHugeLength);
  EXPECT_EQ(o.every, 3u);
  EXPECT_EQ(o.framing, BINARY);
  EXPECT_EQ(o.max_in_flight, 8u);
  EXPECT_TRUE(o.mark_file.empty());
  ASSERT_TRUE(Parse({"--mode", "hang", "--mark", "/tmp/hung"}, &o, &error)) << error;
  EXPECT_EQ(o.mark_file, "/tmp/hung");
  bool list = false;
  const std::vector<std::string_view> list_args = {"--list"};
  EXPECT_TRUE(ParseChaosOptions(list_args, &o, &list, &error));
  EXPECT_TRUE(list);
}

TEST(ChaosOptions, RejectsWhatItDoesNotKnow) {
  for (const std::vector<std::string_view>& args :
       std::vector<std::vector<std::string_view>>{{},
                                                  {"--every", "3"},
                                                  {"--mode"},
                                                  {"--mode", "explode"},
                                                  {"--mode", "crash", "--every", "0"},
                                                  {"--mode", "crash", "--every", "-1"},
                                                  {"--mode", "crash", "--every", "2x"},
                                                  {"--mode", "crash", "--framing", "xml"},
                                                  {"--mode", "crash", "--verbose", "1"}}) {
    ChaosOptions o;
    std::string error;
    EXPECT_FALSE(Parse(args, &o, &error)) << args.size();
    EXPECT_FALSE(error.empty());
  }
}

TEST(ChaosOptions, EveryNthRequest) {
  EXPECT_FALSE(IsChaotic(1, 25));
  EXPECT_FALSE(IsChaotic(24, 25));
  EXPECT_TRUE(IsChaotic(25, 25));
  EXPECT_FALSE(IsChaotic(26, 25));
  EXPECT_TRUE(IsChaotic(50, 25));
  for (uint64_t n = 1; n < 5; ++n) EXPECT_TRUE(IsChaotic(n, 1));
}

TEST(ChaosHello, NamesTheModeAndKeepsTheReferencesCapabilities) {
  const Hello hello = ChaosHello({.mode = ChaosMode::kWrongId, .framing = BINARY, .max_in_flight = 4});
  EXPECT_EQ(hello.name(), "chaos:wrong-id");
  EXPECT_EQ(hello.framing(), BINARY);
  EXPECT_EQ(hello.max_in_flight(), 4u);
  EXPECT_EQ(hello.capabilities_size(), ReferenceHello(BINARY).capabilities_size());
}

// --- sessions, each mode in each framing ----------------------------------

class InEachFraming : public testing::TestWithParam<Framing> {};
INSTANTIATE_TEST_SUITE_P(Framings, InEachFraming, testing::Values(JSON_LINES, BINARY),
                         [](const testing::TestParamInfo<Framing>& p) {
                           return std::string(p.param == BINARY ? "Binary" : "Json");
                         });

TEST_P(InEachFraming, QuietRequestsGetTheReferencesAnswers) {
  const Session s = Serve(ChaosMode::kSlow, GetParam(), 7, 3);
  EXPECT_EQ(s.status, 0);
  EXPECT_EQ(s.hello.name(), "chaos:slow");
  ExpectReferenceAnswers(Responses(s.after_hello, GetParam()), {1, 2, 3, 4, 5, 6, 7});
  EXPECT_EQ(s.events, (std::vector<std::string>{"sleep 200", "sleep 200"}));
}

TEST_P(InEachFraming, CrashExitAndHangStopAtTheChosenRequest) {
  for (const auto& [mode, event] : {std::pair{ChaosMode::kCrash, "crash"}, std::pair{ChaosMode::kExit, "exit 3"},
                                    std::pair{ChaosMode::kHang, "hang"}}) {
    const Session s = Serve(mode, GetParam(), 5, 3);
    EXPECT_TRUE(s.stopped) << event;
    EXPECT_EQ(s.events, std::vector<std::string>{event});
    std::string_view rest;
    ExpectReferenceAnswers(Responses(s.after_hello, GetParam(), &rest), {1, 2});
    EXPECT_TRUE(rest.empty()) << event;
  }
}

TEST_P(InEachFraming, GarbageTakesTheChosenAnswersPlace) {
  const Session s = Serve(ChaosMode::kGarbage, GetParam(), 5, 3);
  EXPECT_EQ(s.status, 0);
  std::string_view rest;
  ExpectReferenceAnswers(Responses(s.after_hello, GetParam(), &rest), {1, 2});
  const Frame bad = NextFrame(rest, GetParam());
  ASSERT_EQ(bad.status, FrameStatus::kFrame);  // framed right: the content is wrong
  Response r;
  EXPECT_FALSE(DecodePayload(bad.payload, GetParam(), &r).ok());
  ExpectReferenceAnswers(Responses(rest.substr(bad.consumed), GetParam()), {4, 5});
}

TEST_P(InEachFraming, HugeLengthAnnouncesMoreThanTheLimitAndHangs) {
  const Session s = Serve(ChaosMode::kHugeLength, GetParam(), 5, 3);
  EXPECT_EQ(s.events, std::vector<std::string>{"hang"});
  std::string_view rest;
  ExpectReferenceAnswers(Responses(s.after_hello, GetParam(), &rest), {1, 2});
  if (GetParam() == BINARY) {
    EXPECT_EQ(rest, std::string_view("\0\0\0\x40", 4));
    EXPECT_EQ(NextFrame(rest, BINARY).status, FrameStatus::kError);
  } else {
    EXPECT_EQ(rest, std::string(100000, 'x'));
    EXPECT_EQ(NextFrame(rest, JSON_LINES).status, FrameStatus::kNeedMore);
  }
}

TEST_P(InEachFraming, StderrFloodThenTheRightAnswer) {
  const Session s = Serve(ChaosMode::kStderrFlood, GetParam(), 7, 3);
  EXPECT_EQ(s.status, 0);
  EXPECT_EQ(s.err.size(), 2u << 20);  // twice: requests 3 and 6
  ExpectReferenceAnswers(Responses(s.after_hello, GetParam()), {1, 2, 3, 4, 5, 6, 7});
}

TEST_P(InEachFraming, CloseStdoutThenReadsToTheEnd) {
  const Session s = Serve(ChaosMode::kCloseStdout, GetParam(), 7, 3);
  EXPECT_EQ(s.status, 0);
  EXPECT_EQ(s.unread, 0);
  EXPECT_EQ(s.events, std::vector<std::string>{"close"});
  std::string_view rest;
  ExpectReferenceAnswers(Responses(s.after_hello, GetParam(), &rest), {1, 2});
  EXPECT_TRUE(rest.empty());
}

TEST_P(InEachFraming, WrongIdIsTheNextRequests) {
  const Session s = Serve(ChaosMode::kWrongId, GetParam(), 4, 3);
  const std::vector<Response> got = Responses(s.after_hello, GetParam());
  ASSERT_EQ(got.size(), 4u);
  ExpectReferenceAnswers({got[0], got[1], got[3]}, {1, 2, 4});
  Response want = Answer(DecodeRequest(3));
  want.set_id(4);
  EXPECT_TRUE(MessageDifferencer::Equals(got[2], want));
}

TEST_P(InEachFraming, MarkupFillsEveryStringOfTheChosenAnswer) {
  const Session s = Serve(ChaosMode::kMarkup, GetParam(), 4, 3);
  EXPECT_EQ(s.status, 0);
  const std::vector<Response> got = Responses(s.after_hello, GetParam());
  ASSERT_EQ(got.size(), 4u);
  ExpectReferenceAnswers({got[0], got[1], got[3]}, {1, 2, 4});
  const Response right = Answer(DecodeRequest(3));
  EXPECT_EQ(got[2].id(), right.id());
  EXPECT_FALSE(MessageDifferencer::Equals(got[2], right));
  // The payload is in the answer, where the right answer had text.
  const std::string text = ToJson(got[2]);
  EXPECT_NE(text.find("slugspec-injected-marker"), std::string::npos) << text;
  EXPECT_NE(text.find("\\u003cscript\\u003e"), std::string::npos) << text;  // JSON escapes '<'
}

TEST_P(InEachFraming, EveryOneHitsTheFirstRequest) {
  const Session s = Serve(ChaosMode::kCrash, GetParam(), 3, 1);
  EXPECT_EQ(s.events, std::vector<std::string>{"crash"});
  EXPECT_TRUE(s.after_hello.empty());
  EXPECT_EQ(s.hello.name(), "chaos:crash");
}

// --- the handshake modes --------------------------------------------------

TEST(ChaosHandshake, CrashAtStartReadsNothing) {
  const Session s = Serve(ChaosMode::kCrashAtStart, JSON_LINES, 2, 25);
  EXPECT_EQ(s.events, std::vector<std::string>{"exit 1"});
  EXPECT_EQ(s.unread, s.input);
  EXPECT_TRUE(s.after_hello.empty());
}

TEST(ChaosHandshake, NoHelloReadsTheHandshakeAndHangs) {
  const Session s = Serve(ChaosMode::kNoHello, BINARY, 2, 25);
  EXPECT_EQ(s.events, std::vector<std::string>{"hang"});
  EXPECT_TRUE(s.after_hello.empty());
  EXPECT_EQ(s.hello.name(), "");
}

TEST(ChaosHandshake, BadHelloIsOneLineOfGarbage) {
  const Session s = Serve(ChaosMode::kBadHello, JSON_LINES, 2, 25);
  EXPECT_EQ(s.status, 0);
  EXPECT_TRUE(s.events.empty());
  EXPECT_EQ(s.hello.name().rfind("not a Hello", 0), 0u) << s.hello.name();
  EXPECT_TRUE(s.after_hello.empty());
  EXPECT_EQ(s.unread, 0);
}

// --- the real effects -------------------------------------------------------

TEST(ChaosProcessDeathTest, CrashAborts) { EXPECT_DEATH(ProcessEffects().crash(), ""); }

TEST(ChaosProcessDeathTest, ExitMidSessionExitsWithThree) {
  EXPECT_EXIT(
      {
        std::istringstream in(kHandshake + EncodeFrame(DecodeRequest(1), JSON_LINES));
        std::ostringstream out;
        ServeChaos(in, out, {.mode = ChaosMode::kExit, .every = 1}, ProcessEffects());
      },
      testing::ExitedWithCode(3), "");
}

}  // namespace
}  // namespace slugspec::conformance
