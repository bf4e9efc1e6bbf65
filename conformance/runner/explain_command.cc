// `explain` (subcommand.h): what the reference answers, without a testee,
// so that an implementer can settle a disagreement without waiting for a
// generated case to show it (explain.h).
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "conformance/runner/explain.h"
#include "conformance/runner/subcommand.h"

namespace slugspec::conformance {
namespace {

FlagTable ExplainFlags(ExplainRequest* request, RunnerOptions* data, bool* help) {
  FlagTable table;
  table.Section("options");
  table.Add(TextFlag({"--format"}, "F", "read each slug as format F only", &request->format));
  table.Add(TextFlag({"--corpus"}, "DIR", "the golden vectors that case ids name (default: the installed corpus)",
                     &data->corpus_dir));
  table.Add(
      TextFlag({"--spec"}, "DIR", "where the requirements are stated (default: the installed spec)", &data->spec_dir));
  Flag help_flag = SwitchFlag({"-h", "--help"}, "this text", help);
  help_flag.final = true;
  table.Add(std::move(help_flag));
  return table;
}

}  // namespace

int ExplainCommand(const std::vector<std::string>& args, const CommandContext& context) {
  const Subcommand& self = SubcommandNamed("explain");
  ExplainRequest request;
  RunnerOptions data;
  bool help = false;
  const FlagTable flags = ExplainFlags(&request, &data, &help);
  // No slug of any format starts with '-': an option the table does not
  // know is a mistake, not a slug to explain.
  const StatusOr<ParsedArgs> parsed = flags.Parse(args);
  if (!parsed.ok()) return SubcommandUsageError(self, context.front, parsed.status().message());
  if (help) {
    std::cout << SubcommandUsage(self, flags, context.front);
    return 0;
  }
  // "-" is no slug either (no slug starts with '-'): written after `--` it is.
  for (const std::string& operand : parsed->operands) {
    if (operand.starts_with("-")) return SubcommandUsageError(self, context.front, "unknown option " + operand);
  }
  request.inputs = parsed->operands;
  request.inputs.insert(request.inputs.end(), parsed->after_dashes.begin(), parsed->after_dashes.end());
  if (request.inputs.empty()) return SubcommandUsageError(self, context.front, "no slug or case id to explain");
  // The corpus and spec are needed only to explain a case.
  if (std::any_of(request.inputs.begin(), request.inputs.end(), LooksLikeCaseId)) {
    if (const Status chosen = ChooseDefaultData(context, &data); !chosen.ok()) {
      std::cerr << kRunnerName << ": " << chosen.message() << '\n';
      return 2;
    }
  }
  request.corpus_dir = data.corpus_dir;
  request.spec_dir = data.spec_dir;
  return Explain(request, std::cout);
}

}  // namespace slugspec::conformance
