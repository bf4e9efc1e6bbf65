// The pieces of the slugspec-conformance command (command.h): the run
// itself (run_command.cc) and the subcommands that need no testee
// (explain_command.cc, cases_command.cc, record_command.cc), each over its
// own option table (flag_table.h). Not installed; only command.cc and
// those files use it.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_SUBCOMMAND_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_SUBCOMMAND_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/status.h"
#include "conformance/runner/command.h"
#include "conformance/runner/flag_table.h"
#include "conformance/runner/runner.h"

namespace slugspec::conformance {

// What every part is given: the front, and argv[0] (to find the data
// installed beside the executable).
struct CommandContext {
  const CommandFront& front;
  const char* argv0;
};

// A subcommand: `PROGRAM NAME ARGS...`.
struct Subcommand {
  std::string_view name;
  std::string_view synopsis;     // after the name in the usage lines
  std::string_view summary;      // one paragraph in the run's --help
  std::string_view description;  // its own --help, after its usage line
  int (*run)(const std::vector<std::string>& args, const CommandContext& context);
};

// explain, cases, record: in the order --help lists them.
std::span<const Subcommand> Subcommands();

int ExplainCommand(const std::vector<std::string>& args, const CommandContext& context);
int CasesCommand(const std::vector<std::string>& args, const CommandContext& context);
int RecordCommand(const std::vector<std::string>& args, const CommandContext& context);

// The run: `PROGRAM [options] -- TESTEE...` (or the front's testee option).
int RunCommand(const std::vector<std::string>& args, const CommandContext& context);

// A subcommand's --help: its usage line, description and options.
std::string SubcommandUsage(const Subcommand& subcommand, const FlagTable& flags, const CommandFront& front);
// Prints "PROGRAM NAME: MESSAGE" and the subcommand's usage line; returns 2.
int SubcommandUsageError(const Subcommand& subcommand, const CommandFront& front, const std::string& message);
const Subcommand& SubcommandNamed(std::string_view name);

// The corpus and spec the runner uses when the operator names none: those
// installed beside it, whose corpus must be the one it was built with (or
// the front's own folder: the npm package's, beside its module).
Status ChooseDefaultData(const CommandContext& context, RunnerOptions* options);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_SUBCOMMAND_H_
