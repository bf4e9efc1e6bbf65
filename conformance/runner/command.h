// The slugspec-conformance command as a function: its options, the run, the
// summary, the reports and the exit status (spec/conformance.md §6), whatever
// reaches the testee. The native command (main.cc) reaches it as a process;
// the WebAssembly runner of the npm package, in its own process.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_COMMAND_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_COMMAND_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "conformance/report/run_report.h"
#include "conformance/runner/runner.h"
#include "conformance/runner/testee_driver.h"

namespace slugspec::conformance {

// The driver of the testee that the parsed options name.
using DriverFactory = std::function<std::unique_ptr<TesteeDriver>(const RunnerOptions& options)>;

// What differs between the command's front ends: how it is typed, how it
// names its testee, where its data is and how it reaches the testee.
struct CommandFront {
  // The command as the operator types it again, for rerun lines.
  std::string program = kRunnerName;
  // Empty: the testee is a command after `--` (processes, the native
  // runner). Else the option that names the testee instead ("--module":
  // the npm runner's JavaScript module, in process); the options about
  // processes (--one-shot, --declare, --jobs, timeouts) are then refused.
  std::string testee_option;
  std::string testee_option_help;  // its line in --help
  // In process, more options that name the testee instead of
  // `testee_option` ("--browser": a page's codec), and options with a value
  // that go with whichever names it ("--global", "--engine"): the command
  // keeps them for the rerun lines; the front reads them itself.
  std::vector<std::string> other_testee_options;
  std::vector<std::string> testee_qualifiers;
  // The folder holding corpus/ and spec/ when the operator names none, or
  // empty: found beside the executable (data_dir.h).
  std::string data_dir;
  DriverFactory make_driver;
  // Whether a file descriptor is a terminal (colour, the progress bar): the
  // process's isatty, or what the front knows better (WebAssembly's own
  // isatty answers yes for every standard stream).
  std::function<bool(int fd)> is_terminal;
};

// Runs `slugspec-conformance ARGS...` (argv[0] is the program) and returns
// its exit status.
int RunnerCommand(int argc, char** argv, const CommandFront& front);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_COMMAND_H_
