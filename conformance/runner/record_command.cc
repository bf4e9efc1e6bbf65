// `record` (subcommand.h): golden vectors of a user's own links (record.h).
#include <iostream>
#include <string>
#include <vector>

#include "common/escape.h"
#include "conformance/runner/record.h"
#include "conformance/runner/subcommand.h"

namespace slugspec::conformance {
namespace {

FlagTable RecordFlags(RecordRequest* request, bool* help) {
  FlagTable table;
  table.Section("options");
  table.Add(TextFlag({"--format"}, "F", "the format of the links (required)", &request->format));
  table.Add(TextFlag({"--id-prefix"}, "P", "the vectors' ids are P/line-N (default: recorded)", &request->id_prefix));
  Flag help_flag = SwitchFlag({"-h", "--help"}, "this text", help);
  help_flag.final = true;
  table.Add(std::move(help_flag));
  return table;
}

}  // namespace

int RecordCommand(const std::vector<std::string>& args, const CommandContext& context) {
  const Subcommand& self = SubcommandNamed("record");
  RecordRequest request;
  bool help = false;
  const FlagTable flags = RecordFlags(&request, &help);
  const StatusOr<ParsedArgs> parsed = flags.Parse(args);
  if (!parsed.ok()) return SubcommandUsageError(self, context.front, parsed.status().message());
  if (help) {
    std::cout << SubcommandUsage(self, flags, context.front);
    return 0;
  }
  std::vector<std::string> files = parsed->operands;
  files.insert(files.end(), parsed->after_dashes.begin(), parsed->after_dashes.end());
  if (files.size() > 1) {
    return SubcommandUsageError(self, context.front, "unexpected " + VisibleText(files[1], false));
  }
  if (request.format.empty() || files.empty()) {
    return SubcommandUsageError(self, context.front, "name the format (--format F) and the file of links");
  }
  request.links_path = files.front();
  const int status = RecordLinks(request, std::cout, std::cerr);
  std::cout.flush();
  if (!std::cout) {
    std::cerr << kRunnerName << " record: cannot write the vectors to standard output\n";
    return 2;
  }
  return status;
}

}  // namespace slugspec::conformance
