// The slugspec-conformance command as a function: its options, the run, the
// summary, the reports and the exit status (spec/conformance.md §6), whatever
// reaches the testee. The native command (main.cc) reaches it as a process;
// the WebAssembly runner of the npm package, in its own process.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_COMMAND_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_COMMAND_H_

#include <functional>
#include <memory>

#include "conformance/runner/runner.h"
#include "conformance/runner/testee_driver.h"

namespace slugspec::conformance {

// The driver of the testee that the parsed options name.
using DriverFactory = std::function<std::unique_ptr<TesteeDriver>(const RunnerOptions& options)>;

// Runs `slugspec-conformance ARGS...` (argv[0] is the program) and returns
// its exit status.
int RunnerCommand(int argc, char** argv, const DriverFactory& make_driver);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_COMMAND_H_
