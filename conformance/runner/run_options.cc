// The run's options (run_options.h): one table, which both reads the
// command line and prints --help.
#include "conformance/runner/run_options.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "common/escape.h"
#include "common/output_file.h"
#include "conformance/runner/declaration.h"
#include "conformance/runner/subcommand.h"

namespace slugspec::conformance {
namespace {

// The largest number an int option takes.
constexpr long long kMostInt = std::numeric_limits<int>::max();

bool InProcess(const CommandFront& front) { return !front.testee_options.empty(); }

// In process: the front's options that name or qualify its testee, then
// the bounds the core keeps on it. Options about processes that the front
// does not take as its own are refused with the reason, and not listed.
void AddInProcessTestee(const CommandFront& front, RunCli* cli, FlagTable* table) {
  TesteeOptions& testee = cli->run.testee;
  table->Section("the testee");
  for (const TesteeOption& option : front.testee_options) {
    const std::string& name = option.name;
    Flag flag{{name}, option.value, option.help, nullptr};
    if (option.names_testee) {
      flag.take = [&testee, name](const std::string& v) {
        if (!testee.argv.empty()) {
          return Status::Failure(testee.named_by == name
                                     ? name + " is given twice"
                                     : testee.named_by + " and " + name + " both name the testee: give one");
        }
        testee.named_by = name;
        testee.argv.push_back(v);
        return OkStatus();
      };
    } else {
      flag.take = [&testee, name](const std::string& v) {
        testee.qualifiers.insert(testee.qualifiers.end(), {name, v});
        return OkStatus();
      };
    }
    table->Add(std::move(flag));
  }
  for (const std::string process_option : {"--one-shot", "--declare", "-j", "--jobs"}) {
    const bool own = std::any_of(front.testee_options.begin(), front.testee_options.end(),
                                 [&](const TesteeOption& o) { return o.name == process_option; });
    if (own) continue;
    const std::string why = process_option + " is about testee processes; " + front.program + " runs the " +
                            UsualTesteeOption(front) +
                            " in its own process (the native slugspec-conformance runs processes)";
    table->Add({{process_option}, "", "", [why](const std::string&) { return Status::Failure(why); }});
  }
}

// The process testee: how it is started, and the one-shot contract.
void AddProcessTestee(RunCli* cli, FlagTable* table) {
  RunnerOptions& o = cli->run;
  table->Section("how the testee is run",
                 "Without --one-shot, the testee speaks the session protocol: started once, a handshake, then "
                 "pipelined requests.");
  Flag one_shot = SwitchFlag({"--one-shot"},
                             "started once per case: TESTEE decode|encode ..., the input on standard input (the "
                             "`slug` command line works)",
                             &o.one_shot);
  one_shot.rerun = true;
  table->Add(std::move(one_shot));
  table->Add({{"--declare"},
              "F/V=CAPS",
              "one-shot capabilities of format F, version V (`slug formats` lists them); CAPS: "
              "decode,encode,strict,lenient (repeatable; default: every format and version)",
              [&o](const std::string& v) {
                Capability c;
                SLUGSPEC_RETURN_IF_ERROR(ParseDeclaration(v, &c));
                o.declared.push_back(c);
                return OkStatus();
              },
              true});
  table->Add(NumberFlag({"-j", "--jobs"}, "N",
                        "one-shot: testee processes at once (default: the number of cores; at most " +
                            std::to_string(kMaxOneShotJobs) + ")",
                        1, kMaxOneShotJobs, [&o](long long n) { o.jobs = static_cast<int>(n); }));
}

// What bounds the testee, in either kind of front.
void AddTesteeBounds(const CommandFront& front, RunCli* cli, FlagTable* table) {
  TesteeOptions& testee = cli->run.testee;
  const auto milliseconds = [](std::chrono::milliseconds* out) {
    return [out](long long n) { *out = std::chrono::milliseconds(n); };
  };
  Flag per_case =
      NumberFlag({"--timeout-ms"}, "N", "per case (default 5000)", 1, kMostInt, milliseconds(&testee.case_timeout));
  Flag start = NumberFlag(
      {"--start-timeout-ms"}, "N",
      InProcess(front) ? "until the testee is ready (default 15000)" : "until the testee's Hello (default 15000)", 1,
      kMostInt, milliseconds(&testee.start_timeout));
  per_case.rerun = start.rerun = true;
  table->Add(std::move(per_case));
  table->Add(std::move(start));
  if (!InProcess(front)) return;
  // Below 16 MB Node cannot run a module at all; past 16 GB is no bound.
  Flag heap = NumberFlag({"--heap-mb"}, "N", "the testee's JavaScript heap (default 512)", 16, 16384,
                         [&testee](long long n) { testee.heap_mb = static_cast<int>(n); });
  heap.rerun = true;
  table->Add(std::move(heap));
  table->Add(SwitchFlag({"--show-testee-output"},
                        "the testee's console output, live (it is always kept with a failing case)",
                        &testee.show_output));
}

void AddCaseChoice(RunCli* cli, FlagTable* table) {
  RunnerOptions& o = cli->run;
  table->Section("which cases", "A run that is filtered, sharded or has fewer than " +
                                    std::to_string(kDefaultGeneratedPerGroup) +
                                    " generated cases certifies nothing: its certificate lines say PARTIAL.");
  Flag corpus = TextFlag({"--corpus"}, "DIR",
                         "golden vectors (default: the corpus installed with this runner, refused if its hash is "
                         "not the one built in)",
                         &o.corpus_dir);
  Flag spec = TextFlag({"--spec"}, "DIR", "for requirement coverage (default: the spec installed with this runner)",
                       &o.spec_dir);
  corpus.rerun = spec.rerun = true;
  table->Add(std::move(corpus));
  table->Add(std::move(spec));
  table->Add({{"--spec-url"},
              "URL",
              "the spec site (tools/build-site.sh): reports link each requirement to URL/<document>.html#<id>",
              [&o](const std::string& v) {
                if (!(v.starts_with("https://") || v.starts_with("http://") || v.starts_with("file://")) ||
                    v.find_first_of(" \t\r\n\"<>") != std::string::npos) {
                  return Status::Failure("--spec-url needs an http://, https:// or file:// address of the spec site");
                }
                o.spec_url = v.ends_with('/') ? v : v + "/";
                return OkStatus();
              }});
  Flag seed{{"--seed"}, "N", "generated cases' seed (default 1)", [&o](const std::string& v) {
              return ParseNumber(v, &o.seed)
                         ? OkStatus()
                         : Status::Failure("--seed needs a number from 0 to " + std::to_string(UINT64_MAX));
            }};
  seed.rerun = true;
  table->Add(std::move(seed));
  // The cases are built before the run, about 2.5 KB each: past the most a
  // run holds it would not fit in memory. More coverage comes from seeds.
  Flag cases{{"--cases"},
             "N",
             "generated cases per format, version and check (default " + std::to_string(kDefaultGeneratedPerGroup) +
                 ", at most " + std::to_string(kMaxGeneratedPerGroup) + ")",
             [&o](const std::string& v) {
               long long n = -1;
               if (!ParseNumber(v, &n) || n < 0) return Status::Failure("--cases needs a number");
               if (n > kMaxGeneratedPerGroup) {
                 return Status::Failure("--cases " + v + " is more than the " + std::to_string(kMaxGeneratedPerGroup) +
                                        " a run can hold (about a million cases and 2.5 GB); run several --seed "
                                        "values instead");
               }
               o.generated_per_group = static_cast<int>(n);
               return OkStatus();
             }};
  cases.rerun = true;
  table->Add(std::move(cases));
  table->Add(ListFlag({"--filter"}, "EXPR",
                      "key=glob[,key=glob...]; keys format, version, check, profile, id (repeatable: a case must "
                      "match every --filter)",
                      &o.filters));
  table->Add(ListFlag({"--skip"}, "EXPR", "leave out the cases EXPR matches (repeatable)", &o.skips));
  table->Add(ListFlag({"--case"}, "ID", "only this case (repeatable): the rerun commands use it", &o.case_ids));
  table->Add(TextFlag({"--shard"}, "I/N", "the I-th of N disjoint shards", &o.shard));
}

void AddJudgementAndReports(RunCli* cli, FlagTable* table) {
  RunnerOptions& o = cli->run;
  table->Section("judgement and reports");
  Flag list = TextFlag({"--expected-failures"}, "FILE", "the testee's list of known failures (one case id per line)",
                       &o.expected_failures);
  list.rerun = true;
  table->Add(std::move(list));
  table->Add(
      {{"--update-expected-failures"}, "", "rewrite that list from this run, then exit 0", [cli](const std::string&) {
         cli->update = cli->run.updating_expected_failures = true;
         return OkStatus();
       }});
  Flag recommended = SwitchFlag({"--fail-on-recommended"}, "unexpected RECOMMENDED failures fail the run too",
                                &cli->fail_on_recommended);
  recommended.rerun = true;
  table->Add(std::move(recommended));
  table->Add(TextFlag({"--json"}, "FILE",
                      "the report as JSON; FILE - is standard output (the summary then goes "
                      "to standard error), as for every report",
                      &cli->json));
  table->Add(TextFlag({"--junit"}, "FILE", "the report as JUnit XML", &cli->junit));
  table->Add(TextFlag({"--html"}, "FILE", "the report as a page", &cli->html));
  table->Add(TextFlag({"--results"}, "FILE",
                      "every case's result, one JSON object a line, in the run's order (for test-runner "
                      "integrations)",
                      &cli->results));
  table->Add(TextFlag({"--summary"}, "FILE", "the summary to FILE rather than standard output", &cli->summary));
  table->Add(NumberFlag({"--show"}, "N", "kinds of failure shown in full (default 10)", 0, kMostInt,
                        [cli](long long n) { cli->show = static_cast<int>(n); }));
  Flag color{{"--color"},
             "WHEN",
             "auto (default: on a terminal), always or never (also --color=WHEN); without it, NO_COLOR (set, not "
             "empty) means never and FORCE_COLOR (set, not empty or 0) always",
             [cli](const std::string& v) {
               if (v != "auto" && v != "always" && v != "never") {
                 return Status::Failure("--color is auto, always or never, not " + VisibleText(v, false));
               }
               cli->color = v;
               return OkStatus();
             }};
  color.equals_form = true;
  table->Add(std::move(color));
  table->Add(SwitchFlag({"--quiet"}, "no progress bar", &cli->quiet));
  Flag version =
      SwitchFlag({"--version"}, "the runner's version, the spec release and the built-in corpus hash", &cli->version);
  Flag help = SwitchFlag({"-h", "--help"}, "this text", &cli->help);
  version.final = help.final = true;
  table->Add(std::move(version));
  table->Add(std::move(help));
}

// What the options say together, checked before anything runs.
Status CheckTogether(const CommandFront& front, const RunCli& cli) {
  const RunnerOptions& o = cli.run;
  const std::vector<const std::string*> reports = {&cli.json, &cli.junit, &cli.html, &cli.results, &cli.summary};
  if (std::count_if(reports.begin(), reports.end(), [](const std::string* p) { return *p == "-"; }) > 1) {
    return Status::Failure("only one report can go to standard output (-)");
  }
  if (o.testee.argv.empty()) {
    if (!InProcess(front)) return Status::Failure("no testee: put its command after --");
    std::string others;
    for (const TesteeOption& option : front.testee_options) {
      if (option.names_testee && option.name != UsualTesteeOption(front)) others += " (or " + option.name + ")";
    }
    return Status::Failure("no testee: name its module with " + UsualTesteeOption(front) + " FILE" + others);
  }
  if (cli.update && o.expected_failures.empty()) {
    return Status::Failure("--update-expected-failures needs --expected-failures FILE");
  }
  // Before the run, not after it.
  for (const std::string* path : reports) {
    if (!path->empty() && *path != "-") SLUGSPEC_RETURN_IF_ERROR(CheckWritable(*path));
  }
  return OkStatus();
}

}  // namespace

FlagTable RunFlags(const CommandFront& front, RunCli* cli) {
  FlagTable table;
  if (InProcess(front)) {
    AddInProcessTestee(front, cli, &table);
  } else {
    AddProcessTestee(cli, &table);
  }
  AddTesteeBounds(front, cli, &table);
  AddCaseChoice(cli, &table);
  AddJudgementAndReports(cli, &table);
  return table;
}

Status ParseRunOptions(const std::vector<std::string>& args, const CommandFront& front, RunCli* cli) {
  RunnerOptions& o = cli->run;
  o.jobs = static_cast<int>(
      std::clamp<unsigned>(std::thread::hardware_concurrency(), 1, static_cast<unsigned>(kMaxOneShotJobs)));
  const StatusOr<ParsedArgs> parsed = RunFlags(front, cli).Parse(args);
  if (!parsed.ok()) return parsed.status();
  if (cli->help || cli->version) return OkStatus();
  if (!parsed->operands.empty()) {
    return Status::Failure("unexpected " + VisibleText(parsed->operands.front(), false) +
                           (InProcess(front) ? "" : ": put the testee's command after --"));
  }
  if (InProcess(front) && parsed->dashes) {
    return Status::Failure("name the module with " + UsualTesteeOption(front) + " FILE, not after --");
  }
  if (!InProcess(front)) o.testee.argv = parsed->after_dashes;
  // The options that choose and run cases, as typed, their values quoted
  // for the shell.
  for (const std::vector<std::string>& option : parsed->kept) {
    o.rerun_prefix += (o.rerun_prefix.empty() ? "" : " ") + option.front();
    if (option.size() > 1) o.rerun_prefix += " " + ShellWord(option.back());
  }
  return CheckTogether(front, *cli);
}

std::string RunUsageLine(const CommandFront& front) {
  return front.program + " [options] " +
         (InProcess(front) ? UsualTesteeOption(front) + " FILE" : "-- TESTEE [ARGS...]");
}

std::string RunUsage(const CommandFront& front) {
  const std::string indent(7, ' ');  // under "usage: "
  std::string text = "usage: " + RunUsageLine(front) + "\n";
  for (const Subcommand& sub : Subcommands()) {
    text += indent + front.program + " " + std::string(sub.name) + " " + std::string(sub.synopsis) + "\n";
  }
  text +=
      "\nRuns the conformance cases against the testee and certifies each capability it declares\n"
      "(spec/conformance.md).\n\n";
  RunCli scratch;
  text += RunFlags(front, &scratch).Usage();
  text += "\nsubcommands (each with its own --help):\n";
  for (const Subcommand& sub : Subcommands()) {
    text +=
        "  " + std::string(sub.name) + std::string(24 - sub.name.size(), ' ') + WrapText(sub.summary, 26, 88) + "\n";
  }
  text += R"(
Exit status: 0 every REQUIRED case passed (or was listed) and the list is
current; 1 otherwise, and when no case ran (the reason is printed); 2 the run
could not happen (a usage error, no corpus, a testee that never answered its
handshake, a report that cannot be written).
)";
  return text;
}

}  // namespace slugspec::conformance
