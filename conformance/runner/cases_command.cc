// `cases` (subcommand.h): the cases a run would build, for reading and for
// comparing two builds of the runner (case_list.h).
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "common/escape.h"
#include "conformance/runner/case_list.h"
#include "conformance/runner/subcommand.h"

namespace slugspec::conformance {
namespace {

FlagTable CasesFlags(CaseListRequest* request, RunnerOptions* data, bool* help) {
  FlagTable table;
  table.Section("options (as a run's)");
  table.Add(TextFlag({"--corpus"}, "DIR", "golden vectors (default: the corpus installed with this runner)",
                     &data->corpus_dir));
  table.Add({{"--seed"}, "N", "generated cases' seed (default 1)", [request](const std::string& v) {
               return ParseNumber(v, &request->seed)
                          ? OkStatus()
                          : Status::Failure("--seed needs a number from 0 to " + std::to_string(UINT64_MAX));
             }});
  table.Add(NumberFlag({"--cases"}, "N", "generated cases per format, version and check (default 100)", 0,
                       kMaxGeneratedPerGroup, [request](long long n) { request->per_group = static_cast<int>(n); }));
  table.Add(ListFlag({"--filter"}, "EXPR", "keep the cases EXPR matches (repeatable: a case must match every --filter)",
                     &request->filters));
  table.Add(ListFlag({"--skip"}, "EXPR", "leave out the cases EXPR matches (repeatable)", &request->skips));
  Flag help_flag = SwitchFlag({"-h", "--help"}, "this text", help);
  help_flag.final = true;
  table.Add(std::move(help_flag));
  return table;
}

}  // namespace

int CasesCommand(const std::vector<std::string>& args, const CommandContext& context) {
  const Subcommand& self = SubcommandNamed("cases");
  CaseListRequest request;
  RunnerOptions data;
  bool help = false;
  const FlagTable flags = CasesFlags(&request, &data, &help);
  const StatusOr<ParsedArgs> parsed = flags.Parse(args);
  if (!parsed.ok()) return SubcommandUsageError(self, context.front, parsed.status().message());
  if (help) {
    std::cout << SubcommandUsage(self, flags, context.front);
    return 0;
  }
  if (!parsed->operands.empty() || parsed->dashes) {
    const std::string extra = parsed->operands.empty() ? "--" : parsed->operands.front();
    return SubcommandUsageError(self, context.front, "unexpected " + VisibleText(extra, false));
  }
  data.spec_dir = "-";  // not needed
  Status status = ChooseDefaultData(context, &data);
  if (status.ok()) {
    request.corpus_dir = data.corpus_dir;
    request.expected_corpus_sha256 = data.expected_corpus_sha256;
    status = ListCases(request, std::cout);
  }
  if (!status.ok()) {
    std::cerr << kRunnerName << ": " << status.message() << '\n';
    return 2;
  }
  return 0;
}

}  // namespace slugspec::conformance
