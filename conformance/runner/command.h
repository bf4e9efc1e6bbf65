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

// An option with which an in-process front names or qualifies its testee
// ("--module FILE"); listed under "the testee" in --help.
struct TesteeOption {
  std::string name;
  std::string value;  // its value's name in the usage ("FILE")
  std::string help;
  // Names the testee (the first such option is the usual one, in the usage
  // line); else it qualifies the testee: kept for the rerun lines and read
  // by the front itself ("--global", "--engine").
  bool names_testee = false;
};

// What differs between the command's front ends: how it is typed, how it
// names its testee, where its data is and how it reaches the testee.
struct CommandFront {
  // The command as the operator types it again, for rerun lines.
  std::string program = kRunnerName;
  // Empty: the testee is a command after `--` (processes, the native
  // runner). Else the options that name and qualify the testee in process
  // (the npm runner's "--module FILE", "--browser URL"...): the options
  // about processes (--one-shot, --declare, --jobs) are then refused unless
  // the front takes them as its own.
  std::vector<TesteeOption> testee_options;
  // The folder holding corpus/ and spec/ when the operator names none, or
  // empty: found beside the executable (data_dir.h).
  std::string data_dir;
  DriverFactory make_driver;
  // Whether a file descriptor is a terminal (colour, the progress bar): the
  // process's isatty, or what the front knows better (WebAssembly's own
  // isatty answers yes for every standard stream).
  std::function<bool(int fd)> is_terminal;
};

// The option that names the testee in the usage line ("--module"), or
// empty: a command after `--`.
std::string UsualTesteeOption(const CommandFront& front);

// Runs `slugspec-conformance ARGS...` (argv[0] is the program) and returns
// its exit status.
int RunnerCommand(int argc, char** argv, const CommandFront& front);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_COMMAND_H_
