#include "conformance/runner/in_process.h"

#include <chrono>
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

class InProcessTestee : public TesteeDriver {
 public:
  InProcessTestee(std::string hello_json, Answerer answer)
      : hello_json_(std::move(hello_json)), answer_(std::move(answer)) {}

  StatusOr<Hello> Start() override { return ReadHello(hello_json_); }

  void Run(const std::vector<const Case*>& cases, const CaseDone& done) override {
    for (size_t i = 0; i < cases.size(); ++i) {
      if (InterruptSignal() != 0) return;  // the cases not reached are not given to `done`
      const Case& c = *cases[i];
      Request request = c.request;
      request.set_id(i + 1);
      const auto sent = Clock::now();
      StatusOr<std::string> answer = answer_(ToJson(request));
      Outcome o = Judged(c, request.id(), std::move(answer));
      o.millis = std::chrono::duration<double, std::milli>(Clock::now() - sent).count();
      done(i, std::move(o));
    }
  }

  const char* mode() const override { return "in-process"; }

 private:
  static Outcome Judged(const Case& c, uint64_t id, StatusOr<std::string> answer) {
    if (!answer.ok()) return RuntimeFailure(c, "the testee failed: " + answer.status().message());
    // As a session's frame: an answer over the frame limit is a protocol
    // error, never parsed.
    if (answer->size() > kMaxFrameBytes) {
      return RuntimeFailure(c, "protocol error: an answer of " + std::to_string(answer->size()) +
                                   " bytes, over the limit of " + std::to_string(kMaxFrameBytes));
    }
    Response response;
    if (const Status read = DecodePayload(*answer, JSON_LINES, &response); !read.ok()) {
      return RuntimeFailure(c, "protocol error: not a Response (" + read.message() + "): " + Quote(*answer));
    }
    if (response.id() != id) {
      return RuntimeFailure(c, "protocol error: the answer carries id " + std::to_string(response.id()) +
                                   ", the request was " + std::to_string(id));
    }
    return Judge(c, response);
  }

  std::string hello_json_;
  Answerer answer_;
};

}  // namespace

std::unique_ptr<TesteeDriver> InProcessDriver(std::string hello_json, Answerer answer) {
  return std::make_unique<InProcessTestee>(std::move(hello_json), std::move(answer));
}

}  // namespace slugspec::conformance
