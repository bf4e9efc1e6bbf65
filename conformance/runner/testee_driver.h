// How a run reaches its testee. RunConformance builds, selects and judges
// the cases, applies the expected failures and computes the certificates
// the same way whatever the testee is; a driver only starts it (its Hello:
// what it declares) and gets every case answered and judged:
//   - the session protocol, one process for the run (session.h);
//   - the one-shot contract, one process a case (one_shot.h);
//   - in the WebAssembly runner, JavaScript functions called in the same
//     process (issue 33).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_DRIVER_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_DRIVER_H_

#include <memory>
#include <string>
#include <vector>

#include "common/status.h"
#include "conformance/case/case.h"
#include "conformance/runner/testee_options.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

class TesteeDriver {
 public:
  virtual ~TesteeDriver() = default;
  // Starts the testee: what it declares, or why it cannot take part.
  virtual StatusOr<Hello> Start() = 0;
  // Gets every case of `cases` answered and judged, each given to `done`
  // with its index in `cases`. One the run could not reach (the operator
  // interrupted it) is not given to `done`.
  virtual void Run(const std::vector<const Case*>& cases, const CaseDone& done) = 0;
  // How many times the testee had to be started again.
  virtual int restarts() const { return 0; }
  // How the testee ended after its last answer when that was not cleanly
  // ("killed by signal 6 (Aborted)"): reported, judged nowhere.
  virtual std::string end_note() const { return {}; }
  // "session", "one-shot", "in-process": how the report names the mode.
  virtual const char* mode() const = 0;
};

// The session protocol's driver (a process for the run), and the one-shot
// contract's (a process a case, `jobs` at a time, declaring `declared`, or
// every capability of the reference when it is empty).
std::unique_ptr<TesteeDriver> SessionDriver(const TesteeOptions& testee);
std::unique_ptr<TesteeDriver> OneShotDriver(const TesteeOptions& testee, const std::vector<Capability>& declared,
                                            int jobs);

struct RunnerOptions;
// The one of the two that `options` asks for (one_shot, testee, declared,
// jobs).
std::unique_ptr<TesteeDriver> ProcessDriver(const RunnerOptions& options);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_DRIVER_H_
