// A testee in the runner's own process (issue 33): a function from a request
// to its answer, each a JSON Lines payload of the session protocol
// (spec/conformance.md §2), with no process and no framing. The WebAssembly
// runner calls JavaScript functions this way; tests call C++ ones. Each case
// is judged exactly as the session driver judges it: the same request (with
// its id), the same reading of the answer (DecodePayload), the same Judge.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_IN_PROCESS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_IN_PROCESS_H_

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "common/status.h"
#include "conformance/runner/testee_driver.h"

namespace slugspec::conformance {

// The testee's answer to one request (a Request as one JSON line, without
// its line break), as the JSON of a Response; a failure when the testee
// failed (a JavaScript function threw): the case fails as a runtime error,
// with the failure's message.
using Answerer = std::function<StatusOr<std::string>(std::string_view request_json)>;

// `hello_json` is what the testee declares, as a session testee's Hello line
// (ReadHello: checked and bounded the same way).
std::unique_ptr<TesteeDriver> InProcessDriver(std::string hello_json, Answerer answer);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_IN_PROCESS_H_
