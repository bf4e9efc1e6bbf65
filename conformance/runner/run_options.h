// The options of a run (`slugspec-conformance [options] -- TESTEE...`): one
// table (flag_table.h) reads them and prints them in --help, for either
// kind of front (command.h): a process testee, or one in process.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_RUN_OPTIONS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_RUN_OPTIONS_H_

#include <string>
#include <vector>

#include "common/status.h"
#include "conformance/runner/command.h"
#include "conformance/runner/flag_table.h"
#include "conformance/runner/runner.h"

namespace slugspec::conformance {

// A run's options: the runner's, and the command's own (its reports, its
// summary and how it is shown).
struct RunCli {
  RunnerOptions run;
  std::string json, junit, html, results, summary;
  int show = 10;
  std::string color = "auto";
  bool quiet = false, update = false, fail_on_recommended = false, help = false, version = false;
};

// The run's option table for `front`, writing into `cli` (which it must
// not outlive).
FlagTable RunFlags(const CommandFront& front, RunCli* cli);

// Reads the run's arguments (without the program) into `cli`, then checks
// what they say together (a testee named, one report at most on standard
// output, every report's folder writable). With --help or --version,
// nothing else is read or checked.
Status ParseRunOptions(const std::vector<std::string>& args, const CommandFront& front, RunCli* cli);

// "PROGRAM [options] -- TESTEE [ARGS...]", or "... --module FILE".
std::string RunUsageLine(const CommandFront& front);

// --help of a run: the usage lines, the options, the subcommands and the
// exit status.
std::string RunUsage(const CommandFront& front);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_RUN_OPTIONS_H_
