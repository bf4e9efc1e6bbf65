// The run (subcommand.h): options read, files checked, the cases run
// against the testee, then the summary, the reports and the exit status
// (spec/conformance.md §6).
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/escape.h"
#include "common/output_file.h"
#include "common/status.h"
#include "conformance/report/output_file.h"
#include "conformance/report/run_report.h"
#include "conformance/report/spec_release.h"
#include "conformance/runner/built_corpus.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/output_paths.h"
#include "conformance/runner/progress_bar.h"
#include "conformance/runner/run_options.h"
#include "conformance/runner/runner.h"
#include "conformance/runner/subcommand.h"
#include "slugspec/version.h"

namespace slugspec::conformance {
namespace {

int Fail(const Status& status) {
  std::cerr << kRunnerName << ": " << status.message() << '\n';
  return 2;
}

bool IsTerminal(const CommandFront& front, int fd) {
  return front.is_terminal ? front.is_terminal(fd) : isatty(fd) != 0;
}

// Whether the summary is coloured: --color, else NO_COLOR and FORCE_COLOR
// (no-color.org, force-color.org), else whether it goes to a terminal.
bool UseColor(const std::string& flag, int fd, const CommandFront& front) {
  if (flag != "auto") return flag == "always";
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color != nullptr && *no_color != '\0') return false;
  const char* force = std::getenv("FORCE_COLOR");
  if (force != nullptr && *force != '\0' && std::string_view(force) != "0") return true;
  return IsTerminal(front, fd);
}

bool ReportOnStdout(const RunCli& cli) {
  return cli.json == "-" || cli.junit == "-" || cli.html == "-" || cli.results == "-";
}

// Inputs the reports must not replace, and reports that must not replace
// one another (the list is an output too when it is being rewritten, but
// it is its own: that is the point of --update-expected-failures). The
// testee's files: its program when named by a path (a bare name is looked
// up in PATH), and every argument naming an existing file (the script of
// `python3 testee.py`); in process, only a module is a file (a page is an
// address).
Status CheckPaths(const CommandFront& front, const RunCli& cli) {
  const TesteeOptions& testee = cli.run.testee;
  std::vector<NamedPath> inputs = {{"the expected-failure list (--expected-failures)", cli.run.expected_failures}};
  for (size_t i = 0; i < testee.argv.size(); ++i) {
    const std::string& a = testee.argv[i];
    std::error_code ec;
    const bool program = i == 0 && (front.testee_options.empty() ? a.find('/') != std::string::npos
                                                                 : testee.named_by == UsualTesteeOption(front));
    if (program || (i > 0 && std::filesystem::is_regular_file(a, ec))) {
      inputs.push_back({i == 0 ? "the testee" : "the testee's argument " + a, a});
    }
  }
  std::vector<NamedPath> outputs = {{"--json", cli.json},
                                    {"--junit", cli.junit},
                                    {"--html", cli.html},
                                    {"--results", cli.results},
                                    {"--summary", cli.summary}};
  // The summary on standard output is an output too: a report named as the
  // file standard output was redirected to would be renamed over it.
  if (cli.summary.empty() && !ReportOnStdout(cli)) outputs.push_back({"the summary", "-"});
  const std::string why =
      CheckOutputPaths(outputs, inputs, {{"the corpus", cli.run.corpus_dir}, {"the spec", cli.run.spec_dir}});
  return why.empty() ? OkStatus() : Status::Failure(why);
}

// A report of an earlier run must not be left looking current when this one
// ends without writing its own (the testee could not be started, the
// process was killed): each is removed before the testee runs
// (spec/conformance.md §7). A device or pipe is not a report file.
void RemoveEarlierReports(const RunCli& cli) {
  for (const std::string* output : {&cli.json, &cli.junit, &cli.html, &cli.results, &cli.summary}) {
    if (!output->empty() && *output != "-" &&
        std::filesystem::is_regular_file(std::filesystem::symlink_status(*output))) {
      std::error_code ignored;
      std::filesystem::remove(*output, ignored);
    }
  }
}

// The testee as the operator named it, quoted, for the rerun lines.
void NameTheTestee(const CommandFront& front, const TesteeOptions& testee, RunInfo* info) {
  info->testee_command.clear();
  for (const std::string& a : testee.argv) {
    info->testee_command += (info->testee_command.empty() ? "" : " ") + ShellWord(a);
  }
  info->runner_command = front.program;
  if (front.testee_options.empty()) return;
  info->testee_argument = testee.named_by + " " + info->testee_command;
  for (const std::string& q : testee.qualifiers) info->testee_argument += " " + ShellWord(q);
}

// --update-expected-failures: the list rewritten, unless the run was cut
// short.
int UpdateTheList(const RunCli& cli, const ConformanceRun& run) {
  if (const int signal = run.report.info.interrupted_by; signal != 0) {
    std::cerr << kRunnerName << ": interrupted by " << SignalName(signal)
              << "; the expected-failure list is left as it was\n";
    return 128 + signal;
  }
  if (Status written = WriteTextFile(cli.run.expected_failures, run.rewritten_expected_failures); !written.ok()) {
    return Fail(written);
  }
  std::cout << "wrote " << cli.run.expected_failures << '\n';
  return 0;
}

// The summary, to its file or stream: a report written to standard output
// keeps it to itself, and the summary moves to standard error.
Status WriteSummary(const CommandFront& front, const RunCli& cli, const RunReport& report) {
  const bool report_on_stdout = ReportOnStdout(cli);
  std::ostringstream summary_text;
  std::ostream& summary = !cli.summary.empty() ? summary_text : report_on_stdout ? std::cerr : std::cout;
  const std::string color = cli.summary.empty() ? cli.color : cli.color == "always" ? "always" : "never";
  PrintSummary(report, cli.show, UseColor(color, report_on_stdout ? STDERR_FILENO : STDOUT_FILENO, front), summary);
  summary.flush();
  if (!cli.summary.empty()) SLUGSPEC_RETURN_IF_ERROR(WriteTextFile(cli.summary, summary_text.str()));
  // A summary nobody received (standard output closed, a full disk) is no
  // result: say so where possible, and fail.
  if (!summary) {
    return Status::Failure(std::string("cannot write the summary to standard ") +
                           (report_on_stdout ? "error" : "output"));
  }
  return OkStatus();
}

Status WriteReports(const RunCli& cli, const RunReport& report) {
  for (const auto& [path, writer] : {std::pair{cli.json, &WriteJsonReport}, std::pair{cli.junit, &WriteJUnit},
                                     std::pair{cli.html, &WriteHtml}, std::pair{cli.results, &WriteCaseResults}}) {
    if (!path.empty()) SLUGSPEC_RETURN_IF_ERROR(writer(report, path));
  }
  return OkStatus();
}

// The end of a run that was not updating its list: summary, reports, and
// the status (spec/conformance.md §6).
int Conclude(const CommandFront& front, const RunCli& cli, RunReport& report) {
  report.info.fail_on_recommended = cli.fail_on_recommended;
  report.info.json_report = !cli.json.empty();
  if (!report.expected_failures.ok()) {
    report.expected_failures.update_command = RunnerInvocation(report.info, "--update-expected-failures");
  }
  if (Status written = WriteSummary(front, cli, report); !written.ok()) return Fail(written);
  if (Status written = WriteReports(cli, report); !written.ok()) return Fail(written);
  if (!report.no_case_reason.empty()) std::cerr << kRunnerName << ": no case ran: " << report.no_case_reason << '\n';
  // Stopped by the operator: the summary of what ran is out, the testees
  // are gone; the status says how it ended, as a shell reports a signal.
  if (report.info.interrupted_by != 0) return 128 + report.info.interrupted_by;
  return JudgeRun(report).pass ? 0 : 1;
}

}  // namespace

int RunCommand(const std::vector<std::string>& args, const CommandContext& context) {
  const CommandFront& front = context.front;
  RunCli cli;
  if (const Status parsed = ParseRunOptions(args, front, &cli); !parsed.ok()) {
    std::cerr << kRunnerName << ": " << parsed.message() << '\n'
              << "usage: " << RunUsageLine(front) << "   (--help for the options)\n";
    return 2;
  }
  if (cli.help) {
    std::cout << RunUsage(front);
    return 0;
  }
  if (cli.version) {
    std::cout << kRunnerName << ' ' << kVersion << " (spec " << kSpecRelease
              << ", built with corpus sha256:" << kBuiltCorpusSha256 << ")\n";
    return 0;
  }
  if (const Status chosen = ChooseDefaultData(context, &cli.run); !chosen.ok()) return Fail(chosen);
  if (const Status checked = CheckPaths(front, cli); !checked.ok()) return Fail(checked);
  RemoveEarlierReports(cli);
  ProgressBar bar;
  if (!cli.quiet && IsTerminal(front, STDERR_FILENO)) {
    cli.run.progress = [&bar](size_t done, size_t total, size_t failed) { bar.Update(done, total, failed); };
  }
  ConformanceRun run;
  std::unique_ptr<TesteeDriver> driver = front.make_driver(cli.run);
  if (const Status ran = RunConformance(cli.run, *driver, &run); !ran.ok()) {
    std::cerr << kRunnerName << ": " << ran.message() << '\n';
    return InterruptSignal() != 0 ? 128 + InterruptSignal() : 2;
  }
  NameTheTestee(front, cli.run.testee, &run.report.info);
  if (cli.update) return UpdateTheList(cli, run);
  return Conclude(front, cli, run.report);
}

}  // namespace slugspec::conformance
