// The command line's contracts: one answer line per input line in batch
// mode, JSON errors, exit statuses, detection, options.
#include "slug/cli.h"

#include <sstream>

#include <gtest/gtest.h>

namespace slugspec::cli {
namespace {

struct Result {
  int status;
  std::string out;
  std::string err;
};

Result RunWith(std::vector<std::string> args, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = Run(args, in, out, err);
  return {status, out.str(), err.str()};
}

int Lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

TEST(Cli, DecodeDetectsTheFormat) {
  const Result r = RunWith({"decode", "UyF2MAAB"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "{\"format\":\"sudoku\",\"version\":\"v0\",\"givens\":[{\"cell\":0,\"digit\":1}]}\n");
}

TEST(Cli, RejectionIsAJsonLineAndExitOne) {
  const Result r = RunWith({"decode", "QUJD"});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out,
            "{\"error\":{\"code\":\"UNKNOWN_FORMAT\",\"offset\":0,\"message\":\"no format recognises this slug; "
            "name one with --format\"}}\n");
  const Result named = RunWith({"decode", "--format", "sudoku", "UyF2M*=="});
  EXPECT_NE(named.out.find("\"code\":\"BAD_CHARACTER\",\"offset\":5"), std::string::npos) << named.out;
}

TEST(Cli, BatchAnswersOneLinePerInputLineInOrder) {
  const std::string input = "UyF2MQ==\n\nnot a slug\r\nUyF2MAAB\r\nUyF2MQ\n";
  for (const char* command : {"decode", "upgrade", "validate", "render"}) {
    const Result r = RunWith({command}, input);
    EXPECT_EQ(Lines(r.out), 5) << command << ":\n" << r.out;
    EXPECT_EQ(r.status, 1) << command;
  }
  const Result lenient = RunWith({"upgrade", "--lenient"}, "UyF2MQ\nUyF2MAAB\n");
  EXPECT_EQ(lenient.out, "UyF2MQ==\nUyF2MQAg\n");
  EXPECT_EQ(lenient.status, 0);
}

TEST(Cli, EncodeReadsTheFormatFromTheModel) {
  const Result r = RunWith({"encode"}, "{\"format\":\"sudoku\",\"version\":\"v0\",\"givens\":[{\"cell\":0,\"digit\":1}]}\n"
                                       "{\"givens\":[]}\n"
                                       "{\"format\":\"sudoku\",\"givens\":[{\"cell\":\"x\"}]}\n");
  EXPECT_EQ(r.status, 1);
  std::istringstream lines(r.out);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line, "UyF2MAAB");
  std::getline(lines, line);
  EXPECT_NE(line.find("BAD_MODEL"), std::string::npos) << line;
  std::getline(lines, line);
  EXPECT_NE(line.find("BAD_MODEL"), std::string::npos) << line;
}

TEST(Cli, DecodeThenEncodeReproducesACanonicalSlug) {
  const Result decoded = RunWith({"decode", "UyF2MSbOUA=="});
  const Result encoded = RunWith({"encode"}, decoded.out);
  EXPECT_EQ(encoded.out, "UyF2MSbOUA==\n");
}

TEST(Cli, ValidateShowsACaretUnderTheOffendingCharacter) {
  const Result r = RunWith({"validate", "--format", "sudoku", "UyF2MS*OUA=="});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out,
            "invalid: BAD_CHARACTER at 6: '*' is not a base64 character\n"
            "  UyF2MS*OUA==\n"
            "        ^\n");
}

TEST(Cli, ValidateLenientNamesTheCanonicalForm) {
  const Result r = RunWith({"validate", "--lenient", "UyF2MSbOUA"});
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("canonical: UyF2MSbOUA=="), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("warning: 2 givens"), std::string::npos) << r.out;
}

TEST(Cli, UsageErrorsExitTwo) {
  EXPECT_EQ(RunWith({}).status, 2);
  EXPECT_EQ(RunWith({"frobnicate"}).status, 2);
  EXPECT_EQ(RunWith({"decode", "--format", "chess"}).status, 2);
  EXPECT_EQ(RunWith({"decode", "--version", "v1"}).status, 2);
  EXPECT_EQ(RunWith({"decode", "--format"}).status, 2);
}

TEST(Cli, EveryCommandHasHelp) {
  for (const char* command : {"decode", "encode", "upgrade", "validate", "render", "formats"}) {
    const Result r = RunWith({command, "--help"});
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.out.rfind(std::string("usage: slug ") + command, 0), 0u) << r.out;
  }
  EXPECT_NE(RunWith({"--help"}).out.find("commands:"), std::string::npos);
}

TEST(Cli, FormatsListsVersions) {
  EXPECT_EQ(RunWith({"formats"}).out, "sudoku v0 v1\npentomino v0a v0b v1 v1.1 v1.5 v2 v3 v3.1\n");
}

}  // namespace
}  // namespace slugspec::cli
