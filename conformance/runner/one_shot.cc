#include "conformance/runner/one_shot.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>
#include <thread>

#include "conformance/protocol/capabilities.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/judge.h"
#include "conformance/runner/testee_process.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

// The first line of the output, without its line ending.
std::string_view FirstLine(std::string_view out) {
  const size_t end = out.find('\n');
  std::string_view line = out.substr(0, end);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

std::vector<std::string> CommandFor(const TesteeOptions& options, const Case& c) {
  std::vector<std::string> argv = options.argv;
  if (IsCodeCheck(c.check)) {
    argv.insert(argv.end(), {"code", "--format", c.format, "--" + c.profile});
  } else if (IsDecodeCheck(c.check)) {
    argv.insert(argv.end(), {"decode", "--format", c.format, "--" + c.profile});
  } else {
    argv.insert(argv.end(), {"encode", "--format", c.format, "--version", c.version});
  }
  return argv;
}

}  // namespace

Status ParseOneShotAnswer(const Case& c, int exit_status, std::string_view output, Response* response) {
  response->Clear();
  const std::string line(FirstLine(output));
  if (exit_status == 1) {
    ErrorReply reply;
    const Status read = FromJson(line, &reply);
    if (!read.ok() || !reply.has_error()) {
      return Status::Failure("exit status 1, but the output is not {\"error\":{...}}: " +
                             (read.ok() ? std::string("no \"error\" object") : read.message()));
    }
    *response->mutable_rejected() = reply.error();
    return OkStatus();
  }
  if (exit_status != 0) {
    return Status::Failure(exit_status < 0 ? "the testee did not exit normally"
                                           : "exit status " + std::to_string(exit_status));
  }
  if (IsCodeCheck(c.check)) {
    if (line.empty()) {
      return Status::Failure("exit status 0 and no level code");
    }
    response->set_level_code(line);
    return OkStatus();
  }
  if (!IsDecodeCheck(c.check)) {
    if (line.empty()) {
      return Status::Failure("exit status 0 and no slug");
    }
    response->set_slug(line);
    return OkStatus();
  }
  const Format* format = FindFormat(c.format);
  Decoded* decoded = response->mutable_decoded();
  const auto* field = format == nullptr ? nullptr : Decoded::descriptor()->FindFieldByName(c.format);
  if (field == nullptr) {
    return Status::Failure("no model field for " + c.format);
  }
  auto* model = decoded->GetReflection()->MutableMessage(decoded, field);
  if (const Status read = FromJson(line, model); !read.ok()) {
    return Status::Failure("exit status 0, but the output is not a " + c.format + " model: " + read.message());
  }
  return OkStatus();
}

namespace {

// The case's outcome, or nothing when the run was interrupted meanwhile.
std::optional<Outcome> RunOneCase(const TesteeOptions& options, const Case& c) {
  // One line of standard input cannot carry a line break, nor keep a
  // final carriage return (line readers drop it).
  if (c.input.find('\n') != std::string::npos || (!c.input.empty() && c.input.back() == '\r')) {
    Outcome o;
    o.skipped = true;
    o.unsendable = true;
    o.problem = "not sent: the input has a line break, which one-shot mode cannot pass on one line";
    return o;
  }
  const auto started = Clock::now();
  StatusOr<std::unique_ptr<TesteeProcess>> started_process = TesteeProcess::Start(CommandFor(options, c));
  if (!started_process.ok()) return RuntimeFailure(c, started_process.status().message());
  std::unique_ptr<TesteeProcess> p = std::move(started_process).value();
  // Only the first line is an answer: no more of the output is held than
  // the longest one can be (memory stays flat with -j 32 and testees that
  // write without end), and standard error has the session's flood limit.
  p->set_output_cap(kOneShotMaxLine + 1);
  // Reserved, not grown by doubling: a string that doubles to hold 4 MiB
  // holds 8 MiB and copies, on every one of the jobs at once. Pages never
  // written are never touched.
  p->output().reserve(kOneShotMaxLine + 1);
  const auto overflowing = [&] {
    return p->stderr_bytes() > options.stderr_flood_bytes ||
           (p->output().size() > kOneShotMaxLine && p->output().find('\n') == std::string::npos);
  };
  p->Send(c.input + "\n");
  p->CloseInput();
  const auto deadline = started + options.case_timeout;
  // Until its output ends, or it exits (then a short drain).
  TesteeProcess::PumpResult pumped = p->Pump(deadline, [&] { return p->Exited() || overflowing(); });
  if (pumped == TesteeProcess::PumpResult::kReady && !overflowing()) {
    pumped = p->Pump(std::min(deadline, Clock::now() + options.exit_drain), overflowing);
    if (pumped == TesteeProcess::PumpResult::kTimeout) pumped = TesteeProcess::PumpResult::kEnded;
  }
  if (pumped == TesteeProcess::PumpResult::kInterrupted) return std::nullopt;  // p's destructor kills it
  Outcome o;
  if (overflowing()) {
    p->Kill();
    o = RuntimeFailure(c, p->stderr_bytes() > options.stderr_flood_bytes
                              ? "flooded its standard error (over " + std::to_string(options.stderr_flood_bytes) +
                                    " bytes during one case)"
                              : "the first line of its output is over " + std::to_string(kOneShotMaxLine) +
                                    " bytes: no answer is so long");
  } else if (pumped == TesteeProcess::PumpResult::kTimeout) {
    p->Kill();
    o = RuntimeFailure(c, "no answer within " + std::to_string(options.case_timeout.count()) + " ms");
  } else {
    const std::string how = p->Finish(deadline + std::chrono::milliseconds(200));
    Response response;
    if (const Status parsed = ParseOneShotAnswer(c, p->ExitStatus(), p->output(), &response); parsed.ok()) {
      o = Judge(c, response);
    } else {
      o = RuntimeFailure(c, parsed.message() + " (" + how + ")");
    }
  }
  o.millis = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
  if (Failed(o)) o.stderr_tail = p->StderrTail(options.stderr_tail_bytes);
  return o;
}

}  // namespace

void RunOneShot(const TesteeOptions& options, const std::vector<const Case*>& cases, const CaseDone& done, int jobs) {
  // Each worker takes the next case; `done` is called under a lock, in the
  // order cases finish (the caller files outcomes by index).
  std::atomic<size_t> next{0};
  std::mutex done_lock;
  const auto work = [&] {
    for (size_t i = next++; i < cases.size() && InterruptSignal() == 0; i = next++) {
      std::optional<Outcome> o = RunOneCase(options, *cases[i]);
      if (!o) return;
      const std::lock_guard<std::mutex> lock(done_lock);
      done(i, std::move(*o));
    }
  };
  if (cases.empty()) return;
  std::vector<std::thread> workers;
  const size_t extra = std::min(cases.size(), static_cast<size_t>(std::clamp(jobs, 1, kMaxOneShotJobs))) - 1;
  for (size_t w = 0; w < extra; ++w) workers.emplace_back(work);
  work();
  for (std::thread& t : workers) t.join();
}

}  // namespace slugspec::conformance
