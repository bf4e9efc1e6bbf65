#include "conformance/runner/session.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "common/display.h"
#include "conformance/protocol/capabilities.h"
#include "conformance/protocol/framing.h"
#include "conformance/report/run_report.h"
#include "conformance/runner/hello_reader.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/judge.h"
#include "conformance/runner/quote.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

// A testee's last standard error, as lines people read (a start-up error,
// a stack trace): each on a line of its own after "  | ", its bytes shown as
// DisplayBytes shows them, the last kStartErrorLines of them.
std::string StderrLines(std::string_view tail) {
  constexpr size_t kStartErrorLines = 20;
  std::vector<std::string_view> lines;
  while (!tail.empty()) {
    const size_t end = tail.find('\n');
    lines.push_back(tail.substr(0, end));
    tail = end == std::string_view::npos ? std::string_view() : tail.substr(end + 1);
  }
  std::string text;
  if (lines.size() > kStartErrorLines) {
    text += "\n  | (" + std::to_string(lines.size() - kStartErrorLines) + " lines before)";
    lines.erase(lines.begin(), lines.end() - kStartErrorLines);
  }
  for (std::string_view line : lines) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    text += "\n  | " + DisplayBytes(line);
  }
  return text;
}

// What the runner keeps of a Hello's name and of its version, in bytes.

double MillisSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

}  // namespace

Status Session::Start() {
  std::string why;  // what went wrong, as it is found out
  Stop();
  StatusOr<std::unique_ptr<TesteeProcess>> started = TesteeProcess::Start(options_.argv);
  if (!started.ok()) return started.status();
  process_ = std::move(started).value();
  Handshake handshake;
  handshake.set_protocol_version(1);
  handshake.set_runner(std::string(kRunnerName) + " " + kRunnerVersion);
  process_->Send(ToJson(handshake) + "\n");
  // The Hello is one JSON line whatever framing it then chooses.
  const auto deadline = Clock::now() + options_.start_timeout;
  const auto has_line = [&] { return process_->output().find('\n') != std::string::npos; };
  // Its exit is watched too: a testee that ends before its Hello (a start-up
  // error, a missing module) is reported at once, with what it wrote in the
  // short while after (as for every later wait), not at the start limit,
  // even when something it left behind holds its output open.
  auto result = process_->Pump(deadline, [&] { return has_line() || process_->ExitSignalled(); });
  if (result == TesteeProcess::PumpResult::kReady && !has_line()) {
    const auto drain = std::min(deadline, Clock::now() + options_.exit_drain);
    result = process_->Pump(drain, has_line);
    if (result != TesteeProcess::PumpResult::kReady && result != TesteeProcess::PumpResult::kInterrupted) {
      result = TesteeProcess::PumpResult::kEnded;
    }
  }
  if (result != TesteeProcess::PumpResult::kReady) {
    const std::string tail = process_->StderrTail(options_.stderr_tail_bytes);
    const std::string& partial = process_->output();
    if (result == TesteeProcess::PumpResult::kInterrupted) {
      why = "interrupted by " + SignalName(InterruptSignal()) + " while waiting for the testee's Hello";
    } else if (result == TesteeProcess::PumpResult::kTimeout) {
      why = "no Hello within " + std::to_string(options_.start_timeout.count()) + " ms";
    } else {
      // Its output ended: it exited (waited for a little, as the exit may
      // come just after its output closed), or it closed its output and
      // lives on, which is not an end.
      const std::string how = process_->Finish(Clock::now() + std::chrono::milliseconds(200));
      why = how.starts_with("did not exit") ? "the testee closed its standard output before its Hello (" + how + ")"
                                            : "the testee ended before its Hello (" + how + ")";
    }
    if (result != TesteeProcess::PumpResult::kInterrupted && !partial.empty()) {
      why += "; it wrote " + std::to_string(partial.size()) +
             " bytes without the newline that ends a Hello: " + Quote(partial);
    }
    if (!tail.empty()) why += "; its standard error ends:" + StderrLines(tail);
    Stop();
    return Status::Failure(why);
  }
  std::string& out = process_->output();
  const size_t end = out.find('\n');
  std::string line = out.substr(0, end);
  out.erase(0, end + 1);
  scanned_ = 0;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  StatusOr<Hello> read = ReadHello(line);
  if (!read.ok()) {
    why = read.status().message();
    Stop();
    return read.status();
  }
  const Hello& hello = *read;
  // A restarted testee is held to what it declared first.
  if (hello_.capabilities().empty()) hello_ = hello;
  return OkStatus();
}

void Session::Stop() {
  process_.reset();  // kills and reaps
  scanned_ = 0;
}

size_t Session::MaxInFlight() const { return std::clamp<size_t>(hello_.max_in_flight(), 1, 1024); }

Session::Wait Session::NextPayload(Clock::time_point deadline, uint64_t stderr_mark, size_t in_flight,
                                   std::string* payload, std::string* why) {
  const Framing framing = hello_.framing();
  std::string& out = process_->output();
  // Each request in flight may write up to the limit: a testee under it in
  // every case never floods, however many it has in flight.
  const uint64_t limit = options_.stderr_flood_bytes * std::max<uint64_t>(in_flight, 1);
  auto flooded = [&] { return process_->stderr_bytes() - stderr_mark > limit; };
  auto ready = [&] {
    if (flooded() || process_->ExitSignalled()) return true;
    if (framing == JSON_LINES) {
      // Only new bytes are searched, so a long line costs linear time.
      if (out.size() > scanned_ && std::memchr(out.data() + scanned_, '\n', out.size() - scanned_) != nullptr) {
        return true;
      }
      scanned_ = out.size();
      return out.size() > kMaxFrameBytes;
    }
    return NextFrame(out, framing).status != FrameStatus::kNeedMore;
  };
  auto pumped = process_->Pump(deadline, ready);
  // It exited: what it wrote before is still read, for a short while, and
  // then it has ended, even if something it left holds its output open.
  if (pumped == TesteeProcess::PumpResult::kReady && !flooded() && process_->ExitSignalled()) {
    const auto drain = std::min(deadline, Clock::now() + options_.exit_drain);
    pumped = process_->Pump(drain, [&] { return NextFrame(out, framing).status != FrameStatus::kNeedMore; });
    if (pumped != TesteeProcess::PumpResult::kReady && pumped != TesteeProcess::PumpResult::kInterrupted) {
      pumped = TesteeProcess::PumpResult::kEnded;
    }
  }
  if (pumped == TesteeProcess::PumpResult::kInterrupted) {
    *why = "interrupted";
    return Wait::kInterrupted;
  }
  if (flooded()) {
    *why = "flooded its standard error (" + std::to_string(process_->stderr_bytes() - stderr_mark) + " bytes while " +
           std::to_string(std::max<size_t>(in_flight, 1)) + (in_flight > 1 ? " requests were" : " request was") +
           " in flight, over " + std::to_string(options_.stderr_flood_bytes) + " each)";
    return Wait::kFlood;
  }
  const Frame f = NextFrame(out, framing);
  if (f.status == FrameStatus::kFrame) {
    payload->assign(f.payload);
    out.erase(0, f.consumed);
    scanned_ = 0;
    return Wait::kFrame;
  }
  if (f.status == FrameStatus::kError) {
    *why = "protocol error: " + f.error;
    return Wait::kBadFrame;
  }
  if (pumped == TesteeProcess::PumpResult::kTimeout) {
    *why = "no answer within " + std::to_string(options_.case_timeout.count()) + " ms";
    return Wait::kTimeout;
  }
  // It ended if it exits within the drain (its output closes a moment
  // before the exit is seen); else it closed its standard output and lives
  // on. Its standard input stays open meanwhile: closing it would end a
  // testee that reads to the end, and make it look as if it had ended.
  bool exited = process_->Exited();
  for (const auto until = Clock::now() + options_.exit_drain; !exited && Clock::now() < until;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    exited = process_->Exited();
  }
  *why = std::string(exited ? "the testee ended (" : "the testee closed its standard output (") +
         process_->Finish(Clock::now() + std::chrono::milliseconds(200)) + ")";
  if (!out.empty()) *why += " after " + std::to_string(out.size()) + " bytes that are no whole message: " + Quote(out);
  return Wait::kEnded;
}

namespace {

// A failure with several requests in flight, while its cases are sent
// again one at a time. If one of them fails alone with a runtime error, that
// case is the culprit. If none does, the failure happened only because
// requests were pipelined: it still counts, as a REQUIRED failure of the
// oldest of them, whose own outcome waits here until then.
struct Retry {
  std::string why;      // what went wrong, with the requests in flight
  std::string tail;     // the standard error then
  size_t oldest = 0;    // its case index
  size_t left = 0;      // cases of it still to answer alone
  bool pinned = false;  // one of them failed alone with a runtime error
  std::optional<Outcome> oldest_outcome;
};

}  // namespace

struct Session::RunState {
  RunState(const std::vector<const Case*>& run_cases, const CaseDone& case_done) : cases(run_cases), done(case_done) {
    for (size_t i = 0; i < cases.size(); ++i) pending.push_back(i);
  }

  // Gives a case its outcome, unless it is one of a retry's: the oldest's
  // waits until every case of the retry has answered alone.
  void FinishCase(size_t index, Outcome o) {
    if (!retry || retry->left == 0) return done(index, std::move(o));
    retry->pinned |= o.received.has_runtime_error();
    if (index == retry->oldest) {
      retry->oldest_outcome = std::move(o);
    } else {
      done(index, std::move(o));
    }
    if (--retry->left > 0) return;
    Outcome oldest = std::move(*retry->oldest_outcome);
    if (!retry->pinned) {
      oldest = RuntimeFailure(*cases[retry->oldest], retry->why);
      oldest.stderr_tail = retry->tail;
      oldest.stderr_shared = "from when several requests were in flight";
    }
    done(retry->oldest, std::move(oldest));
    retry.reset();
  }

  const std::vector<const Case*>& cases;
  const CaseDone& done;
  std::deque<size_t> pending;
  std::deque<InFlight> in_flight;
  size_t lockstep = 0;  // cases still to send one at a time after a failure
  int failed_starts = 0;
  uint64_t next_id = 1;
  Clock::time_point last_answer = Clock::now();
  Clock::time_point since;  // when the wait for the oldest request in flight began
  uint64_t stderr_mark = 0;
  std::optional<Retry> retry;
};

Session::Restart Session::RestartTestee(RunState& run) {
  ++restarts_;
  if (const Status restarted = Start(); !restarted.ok()) {
    if (InterruptSignal() != 0) return Restart::kGiveUp;
    if (++run.failed_starts < options_.max_failed_starts) return Restart::kAgain;
    // It will not come back: every case left fails, quickly.
    for (const InFlight& f : run.in_flight) run.pending.push_front(f.index);
    for (size_t i : run.pending) {
      run.FinishCase(i, RuntimeFailure(*run.cases[i], "the testee could not be restarted: " + restarted.message()));
    }
    return Restart::kGiveUp;
  }
  run.last_answer = Clock::now();
  run.stderr_mark = 0;
  return Restart::kStarted;
}

void Session::SendPending(RunState& run) {
  const size_t limit = run.lockstep > 0 ? 1 : MaxInFlight();
  while (run.in_flight.size() < limit && !run.pending.empty()) {
    const size_t i = run.pending.front();
    run.pending.pop_front();
    Request request = run.cases[i]->request;
    request.set_id(run.next_id++);
    process_->Send(EncodeFrame(request, hello_.framing()));
    run.in_flight.push_back({i, request.id(), Clock::now()});
  }
}

bool Session::TakeAnswer(RunState& run, const std::string& payload, std::string* why) {
  const InFlight head = run.in_flight.front();
  Response response;
  if (const Status read = DecodePayload(payload, hello_.framing(), &response); !read.ok()) {
    *why = "protocol error: not a Response (" + read.message() + "): " + Quote(payload);
    return false;
  }
  if (response.id() != head.id) {
    *why = "protocol error: the answer carries id " + std::to_string(response.id()) + ", the request was " +
           std::to_string(head.id);
    return false;
  }
  Outcome o = Judge(*run.cases[head.index], response);
  o.millis = MillisSince(run.since);
  if (Failed(o)) {
    o.stderr_tail = process_->StderrSince(run.stderr_mark, options_.stderr_tail_bytes);
    if (run.in_flight.size() > 1 && !o.stderr_tail.empty()) {
      o.stderr_shared = std::to_string(run.in_flight.size()) + " requests were in flight";
    }
  }
  run.FinishCase(head.index, std::move(o));
  run.in_flight.pop_front();
  run.last_answer = Clock::now();
  run.stderr_mark = process_->stderr_bytes();
  run.failed_starts = 0;
  if (run.lockstep > 0) --run.lockstep;
  return true;
}

// With several requests in flight the culprit is not known (an answer may
// have been lost in a buffer): all of them go back to be sent alone. With
// one, it is the culprit.
void Session::TesteeFailed(RunState& run, const std::string& why) {
  const InFlight head = run.in_flight.front();
  const std::string tail = process_->StderrSince(run.stderr_mark, options_.stderr_tail_bytes);
  Stop();
  const size_t in_flight = run.in_flight.size();
  if (in_flight > 1) {
    for (auto it = run.in_flight.rbegin(); it != run.in_flight.rend(); ++it) run.pending.push_front(it->index);
    run.lockstep = in_flight;
    run.retry = Retry{.why = why + ", with " + std::to_string(in_flight) +
                             " requests in flight; sent again one at a time, no case failed alone: the testee does "
                             "not keep its declared max_in_flight of " +
                             std::to_string(MaxInFlight()),
                      .tail = tail,
                      .oldest = head.index,
                      .left = in_flight,
                      .pinned = false,
                      .oldest_outcome = std::nullopt};
    run.in_flight.clear();
    return;
  }
  Outcome o = RuntimeFailure(*run.cases[head.index], why);
  o.millis = MillisSince(run.since);
  o.stderr_tail = tail;
  run.FinishCase(head.index, std::move(o));
  run.in_flight.clear();
  if (run.lockstep > 0) --run.lockstep;
}

// The end of a session (spec/conformance.md §2, step 6): standard input
// closes, the testee exits by itself within the grace period or is killed,
// and so is whatever it left in its process group.
void Session::EndSession() {
  if (process_) {
    // Nothing was left to judge, but a testee that crashes as it ends (a
    // sanitizer's report, an abort in a destructor) is told so.
    const std::string ended = process_->Finish(Clock::now() + options_.exit_grace);
    if (ended != "exited with status 0") end_note_ = ended;
  }
  Stop();
}

void Session::Run(const std::vector<const Case*>& cases, const CaseDone& done) {
  RunState run(cases, done);
  run.stderr_mark = process_ ? process_->stderr_bytes() : 0;
  while (!run.pending.empty() || !run.in_flight.empty()) {
    if (!process_) {
      const Restart restarted = RestartTestee(run);
      if (restarted == Restart::kGiveUp) return;
      if (restarted == Restart::kAgain) continue;
    }
    SendPending(run);
    run.since = std::max(run.in_flight.front().started, run.last_answer);
    std::string payload, why;
    const Wait w =
        NextPayload(run.since + options_.case_timeout, run.stderr_mark, run.in_flight.size(), &payload, &why);
    if (w == Wait::kInterrupted) {
      Stop();  // kills the testee and its process group
      return;
    }
    if (w == Wait::kFrame && TakeAnswer(run, payload, &why)) continue;
    TesteeFailed(run, why);
  }
  EndSession();
}

}  // namespace slugspec::conformance
