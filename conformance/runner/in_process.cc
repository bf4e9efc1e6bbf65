#include "conformance/runner/in_process.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include "conformance/protocol/framing.h"
#include "conformance/runner/hello_reader.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/judge.h"
#include "conformance/runner/quote.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

using Clock = std::chrono::steady_clock;

// A case's answer, before it is judged.
struct Answered {
  size_t index;
  uint64_t id;
  HostAnswer answer;
  double millis;
};
struct JudgedCase {
  size_t index;
  Outcome outcome;
};
// A first-in first-out queue between two threads: Push waits while it holds
// `capacity` items, Pop while it is empty and open.
template <typename T>
class Channel {
 public:
  explicit Channel(size_t capacity) : capacity_(capacity) {}
  void Push(T item) {
    std::unique_lock<std::mutex> lock(mu_);
    room_.wait(lock, [&] { return items_.size() < capacity_; });
    items_.push_back(std::move(item));
    ready_.notify_one();
  }
  // The next item; none once the queue is closed and empty.
  std::optional<T> Pop() {
    std::unique_lock<std::mutex> lock(mu_);
    ready_.wait(lock, [&] { return !items_.empty() || closed_; });
    return TakeLocked();
  }
  // The next item if one is waiting.
  std::optional<T> TryPop() {
    const std::lock_guard<std::mutex> lock(mu_);
    return TakeLocked();
  }
  void Close() {
    const std::lock_guard<std::mutex> lock(mu_);
    closed_ = true;
    ready_.notify_all();
  }

 private:
  std::optional<T> TakeLocked() {
    if (items_.empty()) return std::nullopt;
    std::optional<T> item(std::move(items_.front()));
    items_.pop_front();
    room_.notify_one();
    return item;
  }
  std::mutex mu_;
  std::condition_variable ready_, room_;
  const size_t capacity_;
  std::deque<T> items_;
  bool closed_ = false;
};

// The answers waiting to be judged stay few whatever the testee's speed.
// The judged outcomes need no bound of their own (and must have none: the
// judge would wait for the asker, which waits for the judge): the asker
// takes them after every answer, so they never outnumber the answers queued.
struct Pipeline {
  Channel<Answered> answered{256};
  Channel<JudgedCase> judged{SIZE_MAX};
};

class InProcessTestee : public TesteeDriver {
 public:
  InProcessTestee(std::unique_ptr<InProcessHost> host, TesteeOptions options)
      : host_(std::move(host)), options_(std::move(options)) {}

  StatusOr<Hello> Start() override {
    StatusOr<std::string> hello = host_->Start(options_);
    if (!hello.ok()) return hello.status();
    started_ = true;
    return ReadHello(*hello);
  }

  // Two stages when the process has threads: this thread asks the testee
  // (the JavaScript host must be called on the thread that runs it), while
  // a second judges the answers, so that answering and judging overlap as
  // they do between the native runner and a testee process. `done` is
  // always called on this thread, in the order of `cases`.
  void Run(const std::vector<const Case*>& cases, const CaseDone& done) override {
    if (cases.empty()) return;
    if (std::thread::hardware_concurrency() < 2) {  // WebAssembly without threads, one core
      for (size_t next = 0; next < cases.size() && InterruptSignal() == 0;) {
        std::vector<Answered> batch = AskFrom(cases, next);
        if (batch.empty()) break;
        next += batch.size();
        for (const Answered& a : batch) done(a.index, Judged(*cases[a.index], a));
      }
      return;
    }
    Pipeline pipe;
    std::thread judge([&] {
      for (std::optional<Answered> a; (a = pipe.answered.Pop());) {
        pipe.judged.Push({a->index, Judged(*cases[a->index], *a)});
      }
      pipe.judged.Close();
    });
    const auto report = [&](std::optional<JudgedCase> j) {
      for (; j; j = pipe.judged.TryPop()) done(j->index, std::move(j->outcome));
    };
    for (size_t next = 0; next < cases.size() && InterruptSignal() == 0;) {
      std::vector<Answered> batch = AskFrom(cases, next);
      if (batch.empty()) break;  // interrupted: the case was not answered
      next += batch.size();
      for (Answered& a : batch) pipe.answered.Push(std::move(a));
      report(pipe.judged.TryPop());
    }
    pipe.answered.Close();  // the cases not reached are not given to `done`
    for (std::optional<JudgedCase> j; (j = pipe.judged.Pop());) done(j->index, std::move(j->outcome));
    judge.join();
  }

  int restarts() const override { return restarts_; }
  const char* mode() const override { return "in-process"; }

 private:
  // Cases asked in one call of the host (InProcessHost::AnswerEach).
  static constexpr size_t kBatch = 64;

  // The answers to the cases from `first` on, a batch at a time: at least
  // one, unless the run was interrupted meanwhile; the last may be a
  // failure (the testee is then started again for the next).
  std::vector<Answered> AskFrom(const std::vector<const Case*>& cases, size_t first) {
    std::vector<Answered> out;
    if (std::optional<std::string> why = StartedOrWhyNot(); why) {
      if (InterruptSignal() != 0) return out;
      out.push_back(
          {first, first + 1, {HostAnswer::Kind::kFailed, "the testee could not be restarted: " + *why, ""}, 0});
      return out;
    }
    const size_t end = std::min(cases.size(), first + kBatch);
    std::vector<std::string> requests;
    for (size_t i = first; i < end; ++i) {
      Request request = cases[i]->request;
      request.set_id(i + 1);
      requests.push_back(ToJson(request));
    }
    const auto sent = Clock::now();
    std::vector<HostAnswer> answers = host_->AnswerEach(requests, options_);
    const double whole = std::chrono::duration<double, std::milli>(Clock::now() - sent).count();
    for (size_t k = 0; k < answers.size() && k < requests.size(); ++k) {
      HostAnswer& answer = answers[k];
      if (answer.kind == HostAnswer::Kind::kInterrupted) break;  // the ones before it were answered
      const bool failed = answer.kind == HostAnswer::Kind::kFailed;
      const double millis = answer.millis >= 0 ? answer.millis : whole / static_cast<double>(answers.size());
      out.push_back({first + k, first + k + 1, std::move(answer), millis});
      if (failed) {
        started_ = false;
        break;
      }
    }
    return out;
  }

  // After a failure the testee is started again, as a session's is; after
  // `max_failed_starts` failed starts in a row it is given up on, and every
  // case left fails at once with the reason.
  std::optional<std::string> StartedOrWhyNot() {
    if (started_) return std::nullopt;
    while (!given_up_ && InterruptSignal() == 0) {
      ++restarts_;
      StatusOr<std::string> hello = host_->Start(options_);
      if (hello.ok()) {
        started_ = true;
        return std::nullopt;
      }
      last_start_error_ = hello.status().message();
      given_up_ = ++failed_starts_ >= options_.max_failed_starts;
    }
    return last_start_error_;
  }

  static Outcome Judged(const Case& c, const Answered& a) {
    Outcome o = a.answer.kind == HostAnswer::Kind::kAnswered ? JudgedAnswer(c, a.id, a.answer.text)
                                                             : RuntimeFailure(c, a.answer.text);
    o.millis = a.millis;
    if (Failed(o)) o.stderr_tail = a.answer.output;
    return o;
  }

  static Outcome JudgedAnswer(const Case& c, uint64_t id, const std::string& answer) {
    // As a session's frame: an answer over the frame limit is a protocol
    // error, never parsed.
    if (answer.size() > kMaxFrameBytes) {
      return RuntimeFailure(c, "protocol error: an answer of " + std::to_string(answer.size()) +
                                   " bytes, over the limit of " + std::to_string(kMaxFrameBytes));
    }
    Response response;
    if (const Status read = DecodePayload(answer, JSON_LINES, &response); !read.ok()) {
      return RuntimeFailure(c, "protocol error: not a Response (" + read.message() + "): " + Quote(answer));
    }
    if (response.id() != id) {
      return RuntimeFailure(c, "protocol error: the answer carries id " + std::to_string(response.id()) +
                                   ", the request was " + std::to_string(id));
    }
    return Judge(c, response);
  }

  std::unique_ptr<InProcessHost> host_;
  TesteeOptions options_;
  bool started_ = false, given_up_ = false;
  int restarts_ = 0, failed_starts_ = 0;
  std::string last_start_error_;
};

// Plain functions as a host: a failure of `answer` is the testee failing.
class FunctionHost : public InProcessHost {
 public:
  FunctionHost(std::string hello_json, Answerer answer)
      : hello_json_(std::move(hello_json)), answer_(std::move(answer)) {}
  StatusOr<std::string> Start(const TesteeOptions&) override { return hello_json_; }
  HostAnswer Answer(std::string_view request, const TesteeOptions&) override {
    StatusOr<std::string> a = answer_(request);
    if (!a.ok()) return {HostAnswer::Kind::kFailed, "the testee failed: " + a.status().message(), ""};
    return {HostAnswer::Kind::kAnswered, std::move(*a), ""};
  }

 private:
  std::string hello_json_;
  Answerer answer_;
};

}  // namespace

std::vector<HostAnswer> InProcessHost::AnswerEach(const std::vector<std::string>& requests,
                                                  const TesteeOptions& options) {
  std::vector<HostAnswer> answers;
  for (const std::string& request : requests) {
    const auto sent = Clock::now();
    answers.push_back(Answer(request, options));
    answers.back().millis = std::chrono::duration<double, std::milli>(Clock::now() - sent).count();
    if (answers.back().kind != HostAnswer::Kind::kAnswered) break;
  }
  return answers;
}

std::unique_ptr<TesteeDriver> InProcessDriver(std::unique_ptr<InProcessHost> host, TesteeOptions options) {
  return std::make_unique<InProcessTestee>(std::move(host), std::move(options));
}

std::unique_ptr<TesteeDriver> InProcessDriver(std::string hello_json, Answerer answer) {
  return InProcessDriver(std::make_unique<FunctionHost>(std::move(hello_json), std::move(answer)), TesteeOptions{});
}

}  // namespace slugspec::conformance
