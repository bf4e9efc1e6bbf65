// The slugspec-conformance command (command.h): certifies a third-party
// encoder or decoder against the specification (spec/conformance.md). See
// --help.
#include "conformance/runner/command.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <google/protobuf/stubs/logging.h>

#include "common/escape.h"
#include "common/output_file.h"
#include "common/profile.h"
#include "common/status.h"
#include "conformance/report/output_file.h"
#include "conformance/report/run_report.h"
#include "conformance/report/spec_release.h"
#include "conformance/runner/built_corpus.h"
#include "conformance/runner/case_list.h"
#include "conformance/runner/data_dir.h"
#include "conformance/runner/declaration.h"
#include "conformance/runner/explain.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/output_paths.h"
#include "conformance/runner/progress_bar.h"
#include "conformance/runner/record.h"
#include "conformance/runner/runner.h"
#include "registry/format.h"
#include "registry/json.h"
#include "slugspec/version.h"

namespace slugspec::conformance {
namespace {

// --help: the usage lines and the first paragraph are the front's
// (UsageText), then how a process testee is run (native runner only), then
// the rest.
constexpr char kProcessOptions[] = R"(how the testee is run:
  (default)               session protocol: started once, handshake, pipelined requests
  --one-shot              started once per case: TESTEE decode|encode ..., the
                          input on standard input (the `slug` command line works)
  --declare F/V=CAPS      one-shot capabilities of format F, version V (`slug formats`
                          lists them); CAPS: decode,encode,strict,lenient
                          (repeatable; default: every format and version)
  -j N, --jobs N          one-shot: testee processes at once (default: the number of
                          cores; at most 64)
  --timeout-ms N          per case (default 5000)
  --start-timeout-ms N    until the Hello (default 15000)

)";

constexpr char kOptions[] = R"(which cases:
  --corpus DIR            golden vectors (default: the corpus installed with this
                          runner, refused if its hash is not the one built in)
  --spec DIR              for requirement coverage (default: the spec installed
                          with this runner)
  --spec-url URL          the spec site (tools/build-site.sh): reports link each
                          requirement to URL/<document>.html#<id>
  --seed N                generated cases' seed (default 1)
  --cases N               generated cases per format, version and check (default 100,
                          at most 10,000)
  --filter EXPR           key=glob[,key=glob...]; keys format, version, check, profile, id
                          (repeatable: a case must match every --filter)
  --skip EXPR             leave out the cases EXPR matches (repeatable)
  --case ID               only this case (repeatable): the rerun commands use it
  --shard I/N             the I-th of N disjoint shards
  A run that is filtered, sharded or has fewer than 100 generated cases
  certifies nothing: its certificate lines say PARTIAL.

judgement and reports:
  --expected-failures F   the testee's list of known failures (one case id per line)
  --update-expected-failures  rewrite that list from this run, then exit 0
  --fail-on-recommended   unexpected RECOMMENDED failures fail the run too
  --json FILE  --junit FILE  --html FILE   report files; FILE - is standard
                          output (the summary then goes to standard error)
  --results FILE          every case's result, one JSON object a line, in the run's
                          order (for test-runner integrations; - is standard output)
  --summary FILE          the summary to FILE rather than standard output
  --show N                kinds of failure shown in full (default 10)
  --color WHEN            auto (default: on a terminal), always or never; without
                          it, NO_COLOR (set, not empty) means never and
                          FORCE_COLOR (set, not empty or 0) always
  --quiet                 no progress bar
  --version               the runner's version, the spec release and the built-in corpus hash

explain SLUG...           the reference's answer to each slug in both profiles, as the
                          runner expects it: the game, or the code, its stage, the
                          offset and the message of the check that failed
record --format F LINKS   golden vectors of how the reference reads each link of the
                          file, for --corpus: "every link still opens the same"

Exit status: 0 every REQUIRED case passed (or was listed) and the list is
current; 1 otherwise, and when no case ran (the reason is printed); 2 the run
could not happen (a usage error, no corpus, a testee that never answered its
handshake, a report that cannot be written).
)";

// "PROGRAM [options] -- TESTEE [ARGS...]", or "PROGRAM [options] --module FILE".
std::string UsageLine(const CommandFront& front) {
  return front.program + " [options] " +
         (front.testee_option.empty() ? "-- TESTEE [ARGS...]" : front.testee_option + " FILE");
}

std::string UsageText(const CommandFront& front) {
  const std::string indent(7, ' ');  // under "usage: "
  std::string text = "usage: " + UsageLine(front) + "\n";
  text += indent + front.program + " explain [--format F] SLUG...\n";
  text += indent + front.program + " cases [--filter EXPR] [--cases N] ...\n";
  text += indent + front.program + " record --format F LINKS.txt > my-links.jsonl\n\n";
  text +=
      "Runs the conformance cases against the testee and certifies each capability\nit declares "
      "(spec/conformance.md).\n\n";
  if (front.testee_option.empty()) return text + kProcessOptions + kOptions;
  return text + "the testee:\n" + front.testee_option_help + "\n\n" + kOptions;
}

std::string ShortUsage(const CommandFront& front) {
  return "usage: " + UsageLine(front) + "   (--help for the options)\n";
}

template <typename T>
bool Number(const std::string& s, T* out) {
  return !s.empty() && std::from_chars(s.data(), s.data() + s.size(), *out).ptr == s.data() + s.size();
}

struct Cli {
  RunnerOptions run;
  std::string json, junit, html, results, summary;
  int show = 10;
  std::string color = "auto";
  bool quiet = false, update = false, fail_on_recommended = false, help = false, version = false;
};

bool Parse(int argc, char** argv, const CommandFront& front, Cli* cli, std::string* error) {
  const bool in_process = !front.testee_option.empty();
  RunnerOptions& o = cli->run;
  o.jobs = static_cast<int>(
      std::clamp<unsigned>(std::thread::hardware_concurrency(), 1, static_cast<unsigned>(kMaxOneShotJobs)));
  std::vector<std::string> rerun;  // the options that choose and run cases
  int i = 1;
  for (; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--") {
      if (in_process) {
        *error = "name the module with " + front.testee_option + " FILE, not after --";
        return false;
      }
      ++i;
      break;
    }
    auto value = [&](std::string* out) {
      if (i + 1 >= argc) {
        *error = a + " needs a value";
        return false;
      }
      *out = argv[++i];
      return true;
    };
    std::string v;
    auto keep = [&] { rerun.insert(rerun.end(), {a, ShellWord(v)}); };
    const auto listed = [&a](const std::vector<std::string>& options) {
      return std::find(options.begin(), options.end(), a) != options.end();
    };
    // Options about processes mean nothing to a testee in this process
    // (but where the front takes them as its own: the npm runner's
    // address-bar mode has --declare and --jobs).
    if (in_process && !listed(front.testee_qualifiers) &&
        (a == "--one-shot" || a == "--declare" || a == "-j" || a == "--jobs")) {
      *error = a + " is about testee processes; " + front.program + " runs the " + front.testee_option +
               " in its own process (the native slugspec-conformance runs processes)";
      return false;
    }
    if (in_process && (a == front.testee_option || listed(front.other_testee_options))) {
      if (!value(&v)) return false;
      if (!o.testee.argv.empty()) {
        *error = o.testee.named_by == a ? a + " is given twice"
                                        : o.testee.named_by + " and " + a + " both name the testee: give one";
        return false;
      }
      o.testee.named_by = a;
      o.testee.argv.push_back(v);
      continue;
    }
    if (in_process && listed(front.testee_qualifiers)) {
      if (!value(&v)) return false;
      o.testee.qualifiers.insert(o.testee.qualifiers.end(), {a, v});
      continue;
    }
    if (a == "--help" || a == "-h") {
      cli->help = true;
      return true;
    } else if (a == "--version") {
      cli->version = true;
      return true;
    } else if (a == "--one-shot") {
      o.one_shot = true;
      rerun.push_back(a);
    } else if (a == "--declare") {
      if (!value(&v)) return false;
      Capability c;
      if (const Status declared = ParseDeclaration(v, &c); !declared.ok()) {
        *error = declared.message();
        return false;
      }
      o.declared.push_back(c);
      keep();
    } else if (a == "-j" || a == "--jobs") {
      if (!value(&v) || !Number(v, &o.jobs) || o.jobs < 1 || o.jobs > kMaxOneShotJobs) {
        if (error->empty()) *error = a + " needs a number from 1 to " + std::to_string(kMaxOneShotJobs);
        return false;
      }
    } else if (a == "--timeout-ms" || a == "--start-timeout-ms") {
      int ms = 0;
      if (!value(&v) || !Number(v, &ms) || ms <= 0) {
        if (error->empty()) *error = a + " needs a positive number";
        return false;
      }
      (a == "--timeout-ms" ? o.testee.case_timeout : o.testee.start_timeout) = std::chrono::milliseconds(ms);
      keep();
    } else if (in_process && a == "--heap-mb") {
      // Below 16 MB Node cannot run a module at all; past 16 GB is no bound.
      if (!value(&v) || !Number(v, &o.testee.heap_mb) || o.testee.heap_mb < 16 || o.testee.heap_mb > 16384) {
        if (error->empty()) *error = a + " needs a number from 16 to 16384";
        return false;
      }
      keep();
    } else if (in_process && a == "--show-testee-output") {
      o.testee.show_output = true;
    } else if (a == "--spec-url") {
      if (!value(&v)) return false;
      if (!(v.starts_with("https://") || v.starts_with("http://") || v.starts_with("file://")) ||
          v.find_first_of(" \t\r\n\"<>") != std::string::npos) {
        if (error->empty()) *error = "--spec-url needs an http://, https:// or file:// address of the spec site";
        return false;
      }
      o.spec_url = v.ends_with('/') ? v : v + "/";
    } else if (a == "--corpus" || a == "--spec") {
      if (!value(&v)) return false;
      (a == "--corpus" ? o.corpus_dir : o.spec_dir) = v;
      keep();
    } else if (a == "--seed") {
      if (!value(&v) || !Number(v, &o.seed)) {
        if (error->empty()) *error = "--seed needs a number";
        return false;
      }
      keep();
    } else if (a == "--cases") {
      if (!value(&v) || !Number(v, &o.generated_per_group) || o.generated_per_group < 0) {
        if (error->empty()) *error = "--cases needs a number";
        return false;
      }
      // The cases are built before the run, about 2.5 KB each: past this a
      // run would not fit in memory. More coverage comes from other seeds.
      if (o.generated_per_group > kMaxGeneratedPerGroup) {
        *error = "--cases " + v + " is more than the " + std::to_string(kMaxGeneratedPerGroup) +
                 " a run can hold (about a million cases and 2.5 GB); run several --seed values instead";
        return false;
      }
      keep();
    } else if (a == "--filter" || a == "--skip") {
      if (!value(&v)) return false;
      (a == "--filter" ? o.filters : o.skips).push_back(v);
    } else if (a == "--case") {
      if (!value(&v)) return false;
      o.case_ids.push_back(v);
    } else if (a == "--shard") {
      if (!value(&o.shard)) return false;
    } else if (a == "--expected-failures") {
      if (!value(&o.expected_failures)) return false;
      v = o.expected_failures;
      keep();
    } else if (a == "--update-expected-failures") {
      cli->update = true;
      o.updating_expected_failures = true;
    } else if (a == "--fail-on-recommended") {
      cli->fail_on_recommended = true;
      rerun.push_back(a);
    } else if (a == "--json" || a == "--junit" || a == "--html" || a == "--results" || a == "--summary") {
      std::string* path = a == "--json"      ? &cli->json
                          : a == "--junit"   ? &cli->junit
                          : a == "--html"    ? &cli->html
                          : a == "--results" ? &cli->results
                                             : &cli->summary;
      if (!value(path)) return false;
    } else if (a == "--show") {
      if (!value(&v) || !Number(v, &cli->show)) {
        if (error->empty()) *error = "--show needs a number";
        return false;
      }
    } else if (a == "--quiet") {
      cli->quiet = true;
    } else if (a == "--color" || a.rfind("--color=", 0) == 0) {
      if (a == "--color") {
        if (!value(&cli->color)) return false;
      } else {
        cli->color = a.substr(8);
      }
      if (cli->color != "auto" && cli->color != "always" && cli->color != "never") {
        *error = "--color is auto, always or never, not " + cli->color;
        return false;
      }
    } else {
      *error = "unknown option " + a;
      return false;
    }
  }
  for (; i < argc; ++i) o.testee.argv.emplace_back(argv[i]);
  if (int to_stdout =
          (cli->json == "-") + (cli->junit == "-") + (cli->html == "-") + (cli->results == "-") + (cli->summary == "-");
      to_stdout > 1) {
    *error = "only one report can go to standard output (-)";
    return false;
  }
  if (o.testee.argv.empty()) {
    *error = in_process
                 ? "no testee: name its module with " + front.testee_option + " FILE" +
                       (front.other_testee_options.empty() ? "" : " (or " + front.other_testee_options.front() + ")")
                 : "no testee: put its command after --";
    return false;
  }
  if (cli->update && o.expected_failures.empty()) {
    *error = "--update-expected-failures needs --expected-failures FILE";
    return false;
  }
  // Before the run, not after it.
  for (const std::string* path : {&cli->json, &cli->junit, &cli->html, &cli->results, &cli->summary}) {
    if (path->empty() || *path == "-") continue;
    if (Status writable = CheckWritable(*path); !writable.ok()) {
      *error = writable.message();
      return false;
    }
  }
  for (const std::string& r : rerun) o.rerun_prefix += (o.rerun_prefix.empty() ? "" : " ") + r;
  return true;
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

// The corpus and spec the runner uses when the operator names none: those
// installed beside it, whose corpus must be the one it was built with.
// A front may name the folder itself (the npm package's, beside its module).
Status ChooseDefaultData(const CommandFront& front, const char* argv0, RunnerOptions* o) {
  if (!o->corpus_dir.empty() && !o->spec_dir.empty()) return OkStatus();
  const StatusOr<std::string> found =
      front.data_dir.empty() ? FindDataDir(SelfExecutable(argv0), SLUGSPEC_BIN_TO_DATA) : front.data_dir;
  if (!found.ok()) return found.status();
  const std::string& data = *found;
  if (o->corpus_dir.empty()) {
    o->corpus_dir = data + "/corpus";
    o->expected_corpus_sha256 = kBuiltCorpusSha256;
  }
  if (o->spec_dir.empty()) o->spec_dir = data + "/spec";
  return OkStatus();
}

constexpr char kExplainUsage[] =
    "usage: slugspec-conformance explain [--format F] [--corpus DIR] [--spec DIR] [--] SLUG|CASE-ID...\n"
    "\n"
    "What the reference answers, without a testee. For a slug: the format that\n"
    "reads it, the strict and lenient answers with their codes and offsets, the\n"
    "lenient repairs made and the text they left, and the game's canonical slug.\n"
    "For a case id, as a report names it (CHECK/FORMAT/...): the case, its\n"
    "requirements and where the spec states them, what it expects, and its\n"
    "input as for a slug. Exit status 1 if an input is no slug of a format or\n"
    "no case of the corpus. Put -- before a slug that starts with '-'.\n";

// `explain`: what the reference answers, so that an implementer can settle
// a disagreement without waiting for a generated case to show it.
int Explain(int argc, char** argv, const CommandFront& front) {
  ExplainRequest request;
  RunnerOptions data;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      std::cout << kExplainUsage;
      return 0;
    }
    if ((a == "--format" || a == "--corpus" || a == "--spec") && i + 1 < argc) {
      (a == "--format" ? request.format : a == "--corpus" ? data.corpus_dir : data.spec_dir) = argv[++i];
    } else if (a == "--") {
      for (++i; i < argc; ++i) request.inputs.emplace_back(argv[i]);
    } else if (a.starts_with("-")) {
      // No slug of any format starts with '-'; an option it does not know
      // is a mistake, not a slug to explain.
      std::cerr << "slugspec-conformance explain: unknown option " << VisibleText(a, false) << "\n" << kExplainUsage;
      return 2;
    } else {
      request.inputs.push_back(a);
    }
  }
  if (request.inputs.empty()) {
    std::cerr << kExplainUsage;
    return 2;
  }
  const bool cases = std::any_of(request.inputs.begin(), request.inputs.end(), LooksLikeCaseId);
  if (const Status chosen = cases ? ChooseDefaultData(front, argc > 0 ? argv[0] : nullptr, &data) : OkStatus();
      !chosen.ok()) {
    std::cerr << "slugspec-conformance: " << chosen.message() << '\n';
    return 2;
  }
  request.corpus_dir = data.corpus_dir;
  request.spec_dir = data.spec_dir;
  return conformance::Explain(request, std::cout);
}

constexpr char kCasesUsage[] =
    "usage: slugspec-conformance cases [--corpus DIR] [--seed N] [--cases N] [--filter EXPR]... [--skip EXPR]...\n"
    "\n"
    "Every case a run with these options would build, one JSON object per line,\n"
    "in the run's order, without a testee: the id, check, format, version,\n"
    "profile, the request, the expectation and the requirements. Two runners\n"
    "build the same cases when their lists are byte-identical.\n";

// `cases`: the cases, for reading and for comparing two builds of the runner.
int Cases(int argc, char** argv, const CommandFront& front) {
  CaseListRequest request;
  RunnerOptions data;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      std::cout << kCasesUsage;
      return 0;
    }
    if (i + 1 >= argc) {
      std::cerr << "slugspec-conformance cases: " << VisibleText(a, false) << " needs a value\n" << kCasesUsage;
      return 2;
    }
    const std::string v = argv[++i];
    bool ok = true;
    if (a == "--corpus") {
      data.corpus_dir = v;
    } else if (a == "--seed") {
      ok = Number(v, &request.seed);
    } else if (a == "--cases") {
      ok = Number(v, &request.per_group) && request.per_group >= 0 && request.per_group <= kMaxGeneratedPerGroup;
    } else if (a == "--filter" || a == "--skip") {
      (a == "--filter" ? request.filters : request.skips).push_back(v);
    } else {
      std::cerr << "slugspec-conformance cases: unknown option " << VisibleText(a, false) << "\n" << kCasesUsage;
      return 2;
    }
    if (!ok) {
      std::cerr << "slugspec-conformance cases: " << a << " " << VisibleText(v, false) << " is not a number in range\n";
      return 2;
    }
  }
  data.spec_dir = "-";  // not needed
  if (const Status chosen = ChooseDefaultData(front, argc > 0 ? argv[0] : nullptr, &data); !chosen.ok()) {
    std::cerr << "slugspec-conformance: " << chosen.message() << '\n';
    return 2;
  }
  request.corpus_dir = data.corpus_dir;
  request.expected_corpus_sha256 = data.expected_corpus_sha256;
  if (const Status listed = ListCases(request, std::cout); !listed.ok()) {
    std::cerr << "slugspec-conformance: " << listed.message() << '\n';
    return 2;
  }
  return 0;
}

constexpr char kRecordUsage[] =
    "usage: slugspec-conformance record --format F [--id-prefix P] LINKS.txt > my-links.jsonl\n"
    "\n"
    "Golden vectors of how the reference reads real links, one a line of\n"
    "LINKS.txt (a whole URL, or the slug alone; - is standard input): the\n"
    "model or the rejection in both profiles, the canonical and upgraded\n"
    "slugs, and the link byte for byte, with the fields of the corpus. Put\n"
    "them in a folder and certify a player against them with --corpus FOLDER:\n"
    "every link that opened yesterday must open the same today. Vector ids are\n"
    "P/line-N (P: recorded). Exit status 1 if a line holds no slug of F (it is\n"
    "left out, and said why), 2 if LINKS.txt or F cannot be used.\n";

// `record`: vectors of a user's own links (record.h).
int Record(int argc, char** argv) {
  RecordRequest request;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      std::cout << kRecordUsage;
      return 0;
    }
    if ((a == "--format" || a == "--id-prefix") && i + 1 < argc) {
      (a == "--format" ? request.format : request.id_prefix) = argv[++i];
    } else if ((a.starts_with("-") && a != "-") || !request.links_path.empty()) {
      std::cerr << "slugspec-conformance record: unexpected " << VisibleText(a, false) << "\n" << kRecordUsage;
      return 2;
    } else {
      request.links_path = a;
    }
  }
  if (request.format.empty() || request.links_path.empty()) {
    std::cerr << kRecordUsage;
    return 2;
  }
  const int status = RecordLinks(request, std::cout, std::cerr);
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "slugspec-conformance record: cannot write the vectors to standard output\n";
    return 2;
  }
  return status;
}

// libprotobuf reports what it refuses to parse (a string that is not UTF-8)
// on standard error by itself. The runner says it in the failing case's
// words instead, so only what would end the process is let through.
void QuietProtobufLog(google::protobuf::LogLevel level, const char* filename, int line, const std::string& message) {
  if (level >= google::protobuf::LOGLEVEL_FATAL) std::cerr << filename << ":" << line << ": " << message << '\n';
}

}  // namespace

int RunnerCommand(int argc, char** argv, const CommandFront& front) {
  std::signal(SIGPIPE, SIG_IGN);  // a testee that dies mid-write must not kill the runner
  CatchInterrupts();
  google::protobuf::SetLogHandler(&QuietProtobufLog);
  if (argc >= 2 && std::string_view(argv[1]) == "explain") return Explain(argc, argv, front);
  if (argc >= 2 && std::string_view(argv[1]) == "cases") return Cases(argc, argv, front);
  if (argc >= 2 && std::string_view(argv[1]) == "record") return Record(argc, argv);
  Cli cli;
  std::string error;
  if (!Parse(argc, argv, front, &cli, &error)) {
    std::cerr << "slugspec-conformance: " << error << '\n' << ShortUsage(front);
    return 2;
  }
  if (cli.help) {
    std::cout << UsageText(front);
    return 0;
  }
  if (cli.version) {
    std::cout << kRunnerName << ' ' << kVersion << " (spec " << kSpecRelease
              << ", built with corpus sha256:" << kBuiltCorpusSha256 << ")\n";
    return 0;
  }
  if (const Status chosen = ChooseDefaultData(front, argc > 0 ? argv[0] : nullptr, &cli.run); !chosen.ok()) {
    std::cerr << "slugspec-conformance: " << chosen.message() << '\n';
    return 2;
  }
  // Inputs the reports must not replace, and reports that must not replace
  // one another (the list is an output too when it is being rewritten, but
  // it is its own: that is the point of --update-expected-failures).
  // The testee's files: its program when named by a path (a bare name is
  // looked up in PATH), and every argument naming an existing file (the
  // script of `python3 testee.py`).
  std::vector<NamedPath> inputs = {{"the expected-failure list (--expected-failures)", cli.run.expected_failures}};
  for (size_t i = 0; i < cli.run.testee.argv.size(); ++i) {
    const std::string& a = cli.run.testee.argv[i];
    std::error_code ec;
    // (In process, only a module is a file: a page is an address.)
    const bool program = i == 0 && (front.testee_option.empty() ? a.find('/') != std::string::npos
                                                                : cli.run.testee.named_by == front.testee_option);
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
  const bool summary_on_stdout =
      cli.summary.empty() && cli.json != "-" && cli.junit != "-" && cli.html != "-" && cli.results != "-";
  if (summary_on_stdout) outputs.push_back({"the summary", "-"});
  if (const std::string why =
          CheckOutputPaths(outputs, inputs, {{"the corpus", cli.run.corpus_dir}, {"the spec", cli.run.spec_dir}});
      !why.empty()) {
    std::cerr << "slugspec-conformance: " << why << '\n';
    return 2;
  }
  // A report of an earlier run must not be left looking current when this
  // one ends without writing its own (the testee could not be started, the
  // process was killed): each is removed now, before the testee runs
  // (spec/conformance.md §7). A device or pipe is not a report file.
  for (const std::string* output : {&cli.json, &cli.junit, &cli.html, &cli.results, &cli.summary}) {
    if (!output->empty() && *output != "-" &&
        std::filesystem::is_regular_file(std::filesystem::symlink_status(*output))) {
      std::error_code ignored;
      std::filesystem::remove(*output, ignored);
    }
  }
  ProgressBar bar;
  if (!cli.quiet && IsTerminal(front, STDERR_FILENO)) {
    cli.run.progress = [&bar](size_t done, size_t total, size_t failed) { bar.Update(done, total, failed); };
  }
  ConformanceRun run;
  std::unique_ptr<TesteeDriver> driver = front.make_driver(cli.run);
  if (const Status ran = RunConformance(cli.run, *driver, &run); !ran.ok()) {
    std::cerr << "slugspec-conformance: " << ran.message() << '\n';
    return InterruptSignal() != 0 ? 128 + InterruptSignal() : 2;
  }
  // The command as typed, quoted, for the rerun lines.
  run.report.info.testee_command.clear();
  for (const std::string& a : cli.run.testee.argv) {
    run.report.info.testee_command += (run.report.info.testee_command.empty() ? "" : " ") + ShellWord(a);
  }
  run.report.info.runner_command = front.program;
  if (!front.testee_option.empty()) {
    run.report.info.testee_argument = cli.run.testee.named_by + " " + run.report.info.testee_command;
    for (const std::string& q : cli.run.testee.qualifiers) run.report.info.testee_argument += " " + ShellWord(q);
  }
  if (cli.update && run.report.info.interrupted_by != 0) {
    std::cerr << "slugspec-conformance: interrupted by " << SignalName(run.report.info.interrupted_by)
              << "; the expected-failure list is left as it was\n";
    return 128 + run.report.info.interrupted_by;
  }
  if (cli.update) {
    if (Status written = WriteTextFile(cli.run.expected_failures, run.rewritten_expected_failures); !written.ok()) {
      std::cerr << "slugspec-conformance: " << written.message() << '\n';
      return 2;
    }
    std::cout << "wrote " << cli.run.expected_failures << '\n';
    return 0;
  }
  RunReport& report = run.report;
  report.info.fail_on_recommended = cli.fail_on_recommended;
  report.info.json_report = !cli.json.empty();
  if (!report.expected_failures.ok()) {
    report.expected_failures.update_command = RunnerInvocation(report.info, "--update-expected-failures");
  }
  // A report written to standard output keeps it to itself: the summary
  // moves to standard error.
  const bool report_on_stdout = cli.json == "-" || cli.junit == "-" || cli.html == "-" || cli.results == "-";
  std::ostringstream summary_text;
  std::ostream& summary = !cli.summary.empty() ? summary_text : report_on_stdout ? std::cerr : std::cout;
  PrintSummary(report, cli.show,
               UseColor(cli.summary.empty()     ? cli.color
                        : cli.color == "always" ? "always"
                                                : "never",
                        report_on_stdout ? STDERR_FILENO : STDOUT_FILENO, front),
               summary);
  summary.flush();
  if (!cli.summary.empty()) {
    if (Status written = WriteTextFile(cli.summary, summary_text.str()); !written.ok()) {
      std::cerr << "slugspec-conformance: " << written.message() << '\n';
      return 2;
    }
  }
  // A summary nobody received (standard output closed, a full disk) is no
  // result: say so where possible, and fail.
  if (!summary) {
    std::cerr << "slugspec-conformance: cannot write the summary to standard "
              << (report_on_stdout ? "error" : "output") << '\n';
    return 2;
  }
  for (const auto& [path, writer] : {std::pair{cli.json, &WriteJsonReport}, std::pair{cli.junit, &WriteJUnit},
                                     std::pair{cli.html, &WriteHtml}, std::pair{cli.results, &WriteCaseResults}}) {
    if (path.empty()) continue;
    if (Status written = writer(report, path); !written.ok()) {
      std::cerr << "slugspec-conformance: " << written.message() << '\n';
      return 2;
    }
  }
  if (!report.no_case_reason.empty()) {
    std::cerr << "slugspec-conformance: no case ran: " << report.no_case_reason << '\n';
  }
  // Stopped by the operator: the summary of what ran is out, the testees
  // are gone; the status says how it ended, as a shell reports a signal.
  if (report.info.interrupted_by != 0) return 128 + report.info.interrupted_by;
  return JudgeRun(report).pass ? 0 : 1;
}

}  // namespace slugspec::conformance
