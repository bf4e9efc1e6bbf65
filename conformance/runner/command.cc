// The slugspec-conformance command (command.h): the process's set-up, then
// the subcommand its first argument names (explain, cases, record), or a
// run. Each lives in a file of its own over its own option table
// (subcommand.h).
#include "conformance/runner/command.h"

#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include <google/protobuf/stubs/logging.h>

#include "conformance/runner/built_corpus.h"
#include "conformance/runner/data_dir.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/subcommand.h"

namespace slugspec::conformance {
namespace {

constexpr Subcommand kSubcommands[] = {
    {"explain", "[--format F] SLUG|CASE-ID...",
     "the reference's answer to each slug in both profiles, as the runner expects it: the game, or the code, its "
     "stage, the offset and the message of the check that failed; for a case id, the case and its requirements",
     "What the reference answers, without a testee. For a slug: the format that\n"
     "reads it, the strict and lenient answers with their codes and offsets, the\n"
     "lenient repairs made and the text they left, and the game's canonical slug.\n"
     "For a case id, as a report names it (CHECK/FORMAT/...): the case, its\n"
     "requirements and where the spec states them, what it expects, and its\n"
     "input as for a slug. Exit status 1 if an input is no slug of a format or\n"
     "no case of the corpus. Put -- before a slug that starts with '-'.\n",
     &ExplainCommand},
    {"cases", "[--filter EXPR] [--cases N] ...",
     "every case a run with these options would build, one JSON object a line, without a testee",
     "Every case a run with these options would build, one JSON object per line,\n"
     "in the run's order, without a testee: the id, check, format, version,\n"
     "profile, the request, the expectation and the requirements. Two runners\n"
     "build the same cases when their lists are byte-identical.\n",
     &CasesCommand},
    {"record", "--format F LINKS.txt > my-links.jsonl",
     "golden vectors of how the reference reads each link of the file, for --corpus: \"every link still opens "
     "the same\"",
     "Golden vectors of how the reference reads real links, one a line of\n"
     "LINKS.txt (a whole URL, or the slug alone; - is standard input): the\n"
     "model or the rejection in both profiles, the canonical and upgraded\n"
     "slugs, and the link byte for byte, with the fields of the corpus. Put\n"
     "them in a folder and certify a player against them with --corpus FOLDER:\n"
     "every link that opened yesterday must open the same today. Vector ids are\n"
     "P/line-N (P: recorded). Exit status 1 if a line holds no slug of F (it is\n"
     "left out, and said why), 2 if LINKS.txt or F cannot be used.\n",
     &RecordCommand},
};

// libprotobuf reports what it refuses to parse (a string that is not UTF-8)
// on standard error by itself. The runner says it in the failing case's
// words instead, so only what would end the process is let through.
void QuietProtobufLog(google::protobuf::LogLevel level, const char* filename, int line, const std::string& message) {
  if (level >= google::protobuf::LOGLEVEL_FATAL) std::cerr << filename << ":" << line << ": " << message << '\n';
}

}  // namespace

std::span<const Subcommand> Subcommands() { return kSubcommands; }

const Subcommand& SubcommandNamed(std::string_view name) {
  for (const Subcommand& sub : kSubcommands) {
    if (sub.name == name) return sub;
  }
  return kSubcommands[0];  // unreachable: each file names itself
}

std::string SubcommandUsage(const Subcommand& subcommand, const FlagTable& flags, const CommandFront& front) {
  return "usage: " + front.program + " " + std::string(subcommand.name) + " " + std::string(subcommand.synopsis) +
         "\n\n" + std::string(subcommand.description) + "\n" + flags.Usage();
}

int SubcommandUsageError(const Subcommand& subcommand, const CommandFront& front, const std::string& message) {
  std::cerr << kRunnerName << " " << subcommand.name << ": " << message << "\nusage: " << front.program << " "
            << subcommand.name << " " << subcommand.synopsis << "   (--help for the options)\n";
  return 2;
}

std::string UsualTesteeOption(const CommandFront& front) {
  for (const TesteeOption& option : front.testee_options) {
    if (option.names_testee) return option.name;
  }
  return "";
}

Status ChooseDefaultData(const CommandContext& context, RunnerOptions* options) {
  if (!options->corpus_dir.empty() && !options->spec_dir.empty()) return OkStatus();
  const StatusOr<std::string> found = context.front.data_dir.empty()
                                          ? FindDataDir(SelfExecutable(context.argv0), SLUGSPEC_BIN_TO_DATA)
                                          : StatusOr<std::string>(context.front.data_dir);
  if (!found.ok()) return found.status();
  if (options->corpus_dir.empty()) {
    options->corpus_dir = *found + "/corpus";
    options->expected_corpus_sha256 = kBuiltCorpusSha256;
  }
  if (options->spec_dir.empty()) options->spec_dir = *found + "/spec";
  return OkStatus();
}

int RunnerCommand(int argc, char** argv, const CommandFront& front) {
  std::signal(SIGPIPE, SIG_IGN);  // a testee that dies mid-write must not kill the runner
  CatchInterrupts();
  google::protobuf::SetLogHandler(&QuietProtobufLog);
  const CommandContext context{front, argc > 0 ? argv[0] : nullptr};
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) args.emplace_back(argv[i]);
  for (const Subcommand& sub : kSubcommands) {
    if (!args.empty() && args.front() == sub.name) return sub.run({args.begin() + 1, args.end()}, context);
  }
  return RunCommand(args, context);
}

}  // namespace slugspec::conformance
