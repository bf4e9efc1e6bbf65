// A testee in the runner's own process (issue 33): a host that answers each
// request, a JSON Lines payload of the session protocol (spec/conformance.md
// §2), with no process and no framing. The WebAssembly runner's host runs a
// JavaScript module in a worker thread of its own (conformance/js): time and
// memory limits, its console kept apart, started again when it hangs or
// dies; tests host C++ functions. Each case is judged exactly as the session
// driver judges it: the same request (with its id), the same reading of the
// answer (DecodePayload), the same Judge, and a testee that fails is started
// again as a session testee is (§7: three failed starts in a row end it).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_IN_PROCESS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_IN_PROCESS_H_

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/status.h"
#include "conformance/runner/testee_driver.h"
#include "conformance/runner/testee_options.h"

namespace slugspec::conformance {

// What the host says of one request.
struct HostAnswer {
  enum class Kind {
    kAnswered,     // `text` is the testee's Response, as JSON
    kFailed,       // the testee failed (no answer in time, its thread died):
                   // `text` says how; it is started again before the next case
    kInterrupted,  // the operator stopped the run while the testee worked
  };
  Kind kind = Kind::kAnswered;
  std::string text;
  // The end of what the testee wrote to its console while it worked on the
  // request (at most TesteeOptions::stderr_tail_bytes), kept with a failure.
  std::string output;
  // How long the case took, as the host measured it (a batch's answers
  // from the one before); negative: the driver measures the call.
  double millis = -1;
};

class InProcessHost {
 public:
  virtual ~InProcessHost() = default;
  // Starts the testee, or starts it again after a failure: its Hello as a
  // session testee's Hello line, or why it could not start.
  virtual StatusOr<std::string> Start(const TesteeOptions& options) = 0;
  virtual HostAnswer Answer(std::string_view request_json, const TesteeOptions& options) = 0;
  // A batch: the answers to the first requests of `requests`, in order, up
  // to and including the first that is not kAnswered (after which the
  // testee is started again, or the run stops). One call for many cases
  // is what makes a host whose every call crosses threads or processes (a
  // worker, a browser page) as fast as its testee. By default, Answer for
  // each.
  virtual std::vector<HostAnswer> AnswerEach(const std::vector<std::string>& requests, const TesteeOptions& options);
};

std::unique_ptr<TesteeDriver> InProcessDriver(std::unique_ptr<InProcessHost> host, TesteeOptions options);

// A testee of plain functions (tests): `hello_json` is what it declares, and
// each request gets `answer`'s result; a failure is the testee failing (a
// runtime error of its case, and a new start).
using Answerer = std::function<StatusOr<std::string>(std::string_view request_json)>;
std::unique_ptr<TesteeDriver> InProcessDriver(std::string hello_json, Answerer answer);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_IN_PROCESS_H_
