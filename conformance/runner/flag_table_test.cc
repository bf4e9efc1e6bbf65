// The option table (flag_table.h), and the runner's own tables over it: what
// --help lists is what the parser takes.
#include "conformance/runner/flag_table.h"

#include <cstdint>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "conformance/runner/command.h"
#include "conformance/runner/run_options.h"
#include "conformance/runner/subcommand.h"

namespace slugspec::conformance {
namespace {

struct Sample {
  std::string name;
  bool quiet = false;
  std::vector<std::string> tags;
  long long count = 0;
};

FlagTable SampleTable(Sample* s) {
  FlagTable table;
  table.Section("things", "A note after the things.");
  Flag name = TextFlag({"-n", "--name"}, "NAME", "the name", &s->name);
  name.rerun = true;
  name.equals_form = true;
  table.Add(std::move(name));
  table.Add(SwitchFlag({"--quiet"}, "say less", &s->quiet));
  table.Add(ListFlag({"--tag"}, "T", "a tag (repeatable)", &s->tags));
  table.Add(NumberFlag({"--count"}, "N", "how many", 0, 10, [s](long long n) { s->count = n; }));
  table.Add({{"--refused"}, "", "", [](const std::string&) { return Status::Failure("not here"); }});
  Flag help = SwitchFlag({"--help"}, "this text", &s->quiet);
  help.final = true;
  table.Add(std::move(help));
  return table;
}

TEST(FlagTable, ReadsEveryFormOfAnOption) {
  Sample s;
  const StatusOr<ParsedArgs> parsed = SampleTable(&s).Parse(
      {"-n", "a b", "--tag", "x", "--tag", "y", "in", "--quiet", "-", "--count", "7", "--", "--name", "z"});
  ASSERT_TRUE(parsed.ok()) << parsed.status().message();
  EXPECT_EQ(s.name, "a b");
  EXPECT_EQ(s.tags, (std::vector<std::string>{"x", "y"}));
  EXPECT_TRUE(s.quiet);
  EXPECT_EQ(s.count, 7);
  EXPECT_EQ(parsed->operands, (std::vector<std::string>{"in", "-"}));
  EXPECT_TRUE(parsed->dashes);
  EXPECT_EQ(parsed->after_dashes, (std::vector<std::string>{"--name", "z"}));
  // Only the rerun option is kept, as typed.
  EXPECT_EQ(parsed->kept, (std::vector<std::vector<std::string>>{{"-n", "a b"}}));
}

TEST(FlagTable, RefusesWithTheOptionsName) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
      {{"--frob"}, "unknown option --frob"},
      {{"--name"}, "--name needs a value"},
      {{"--name="}, "--name needs a value"},
      {{"--quiet=yes"}, "--quiet takes no value"},
      // Only an option that allows it is written --name=VALUE.
      {{"--tag=x"}, "unknown option --tag=x"},
      {{"--count", "99999999999999999999"}, "--count needs a number from 0 to 10, not 99999999999999999999"},
      {{"--count", "11"}, "--count needs a number from 0 to 10, not 11"},
      {{"--count", "7x"}, "--count needs a number from 0 to 10, not 7x"},
      {{"--refused"}, "not here"},
      {{"--fr\x1bob"}, "unknown option --fr\\x1Bob"},
  };
  for (const auto& [args, message] : refused) {
    Sample s;
    const StatusOr<ParsedArgs> parsed = SampleTable(&s).Parse(args);
    ASSERT_FALSE(parsed.ok()) << args.front();
    EXPECT_EQ(parsed.status().message(), message);
  }
}

TEST(FlagTable, AnOptionThatAllowsItIsAlsoWrittenWithEquals) {
  Sample s;
  const StatusOr<ParsedArgs> parsed = SampleTable(&s).Parse({"--name=a=b"});
  ASSERT_TRUE(parsed.ok()) << parsed.status().message();
  EXPECT_EQ(s.name, "a=b");
}

TEST(FlagTable, AFinalOptionEndsTheReading) {
  Sample s;
  const StatusOr<ParsedArgs> parsed = SampleTable(&s).Parse({"--help", "--frob"});
  EXPECT_TRUE(parsed.ok());
}

TEST(FlagTable, UsageListsWhatItTakesWrapped) {
  Sample s;
  const std::string usage = SampleTable(&s).Usage();
  EXPECT_EQ(usage.rfind("things:\n  -n NAME, --name NAME    the name\n", 0), 0u) << usage;
  EXPECT_NE(usage.find("  --count N               how many\n"), std::string::npos) << usage;
  EXPECT_NE(usage.find("\n  A note after the things.\n"), std::string::npos) << usage;
  EXPECT_EQ(usage.find("--refused"), std::string::npos) << usage;
  EXPECT_EQ(WrapText("aaa bbb ccc", 2, 9), "aaa bbb\n  ccc");
}

// The runner's own tables, for both kinds of front.
std::vector<CommandFront> Fronts() {
  CommandFront process;
  CommandFront in_process;
  in_process.program = "npx slugspec-conformance";
  in_process.testee_options = {
      {"--module", "FILE", "the module", true}, {"--browser", "URL", "a page", true}, {"--jobs", "N", "tabs", false}};
  return {process, in_process};
}

// Every option spelling at the start of a usage line.
std::set<std::string> ListedOptions(const std::string& usage) {
  std::set<std::string> listed;
  std::istringstream lines(usage);
  const std::regex spelling(R"((?:^|, )(-[-a-z]+))");
  for (std::string line; std::getline(lines, line);) {
    if (!line.starts_with("  -")) continue;
    // The spellings end where the help starts, two spaces on.
    const std::string spellings = line.substr(2, line.find("  ", 2) - 2);
    for (auto it = std::sregex_iterator(spellings.begin(), spellings.end(), spelling); it != std::sregex_iterator();
         ++it) {
      listed.insert((*it)[1]);
    }
  }
  return listed;
}

TEST(RunOptions, HelpListsExactlyTheOptionsTheParserTakes) {
  for (const CommandFront& front : Fronts()) {
    RunCli cli;
    const FlagTable table = RunFlags(front, &cli);
    const std::string usage = RunUsage(front);
    const std::set<std::string> listed = ListedOptions(usage);
    std::set<std::string> in_table;
    for (const Flag* flag : table.All()) {
      for (const std::string& name : flag->names) {
        EXPECT_TRUE(in_table.insert(name).second) << name << " is in the table twice";
        // Listed exactly when it has help (the rest are refused with a reason).
        EXPECT_EQ(listed.count(name), flag->help.empty() ? 0u : 1u) << name << " in\n" << usage;
      }
    }
    for (const std::string& name : listed) EXPECT_EQ(in_table.count(name), 1u) << name << " is listed, not taken";
    std::istringstream lines(usage);
    for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 88u) << line;
  }
}

TEST(RunOptions, ProcessOptionsAreRefusedInProcessUnlessTheFrontTakesThem) {
  const CommandFront in_process = Fronts()[1];
  for (const char* option : {"--one-shot", "-j", "--declare"}) {
    RunCli cli;
    const Status parsed = ParseRunOptions({option, "3", "--module", "x.js"}, in_process, &cli);
    EXPECT_NE(parsed.message().find("is about testee processes"), std::string::npos) << option;
  }
  RunCli cli;
  ASSERT_TRUE(ParseRunOptions({"--jobs", "3", "--module", "x.js"}, in_process, &cli).ok());
  EXPECT_EQ(cli.run.testee.qualifiers, (std::vector<std::string>{"--jobs", "3"}));
  EXPECT_EQ(cli.run.testee.named_by, "--module");
}

TEST(RunOptions, KeepsTheOptionsThatChooseCasesForTheRerunLines) {
  RunCli cli;
  const Status parsed = ParseRunOptions(
      {"--quiet", "--cases", "2", "--filter", "check=encode.*", "--corpus", "my corpus", "--one-shot", "--", "t"},
      CommandFront{}, &cli);
  ASSERT_TRUE(parsed.ok()) << parsed.message();
  EXPECT_EQ(cli.run.rerun_prefix, "--cases 2 --corpus 'my corpus' --one-shot");
  EXPECT_EQ(cli.run.testee.argv, (std::vector<std::string>{"t"}));
}

TEST(RunOptions, RefusesWhatTheOptionsSayTogether) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
      {{"--json", "-", "--html", "-", "--", "t"}, "only one report can go to standard output (-)"},
      {{"--quiet"}, "no testee: put its command after --"},
      {{"--update-expected-failures", "--", "t"}, "--update-expected-failures needs --expected-failures FILE"},
      {{"stray", "--", "t"}, "unexpected stray: put the testee's command after --"},
  };
  for (const auto& [args, message] : refused) {
    RunCli cli;
    EXPECT_EQ(ParseRunOptions(args, CommandFront{}, &cli).message(), message) << args.front();
  }
}

TEST(RunOptions, NumbersTakeTheirTypesWholeRangeAndNoMore) {
  RunCli cli;
  ASSERT_TRUE(ParseRunOptions({"--seed", "18446744073709551615", "--", "t"}, CommandFront{}, &cli).ok());
  EXPECT_EQ(cli.run.seed, UINT64_MAX);
  RunCli over;
  EXPECT_EQ(ParseRunOptions({"--seed", "18446744073709551616", "--", "t"}, CommandFront{}, &over).message(),
            "--seed needs a number from 0 to 18446744073709551615");
  RunCli slow;
  ASSERT_TRUE(ParseRunOptions({"--timeout-ms", "2147483647", "--", "t"}, CommandFront{}, &slow).ok());
  EXPECT_EQ(slow.run.testee.case_timeout.count(), 2147483647);
}

// The npm runner's JavaScript reads its testee options as separate words:
// only --color may also be written with '='.
TEST(RunOptions, OnlyColorIsWrittenWithEquals) {
  const CommandFront in_process = Fronts()[1];
  RunCli module;
  EXPECT_EQ(ParseRunOptions({"--module=x.js"}, in_process, &module).message(), "unknown option --module=x.js");
  RunCli json;
  EXPECT_EQ(ParseRunOptions({"--json=r.json", "--module", "x.js"}, in_process, &json).message(),
            "unknown option --json=r.json");
  RunCli color;
  ASSERT_TRUE(ParseRunOptions({"--color=never", "--module", "x.js"}, in_process, &color).ok());
  EXPECT_EQ(color.color, "never");
}

TEST(Subcommands, EachIsFoundByItsName) {
  for (const Subcommand& sub : Subcommands()) EXPECT_EQ(SubcommandNamed(sub.name).name, sub.name);
}

}  // namespace
}  // namespace slugspec::conformance
