// The command line's contracts: one answer line per input line in batch
// mode, JSON errors, exit statuses, detection, options.
#include "slug/cli.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include <gtest/gtest.h>

#include "registry/format.h"
#include "slugspec/version.h"

namespace slugspec::cli {
namespace {

struct Result {
  int status;
  std::string out;
  std::string err;
};

Result RunWith(std::vector<std::string> args, const std::string& input = "", Environment environment = {}) {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = Run(args, in, out, err, environment);
  return {status, out.str(), err.str()};
}

// As a user at a terminal runs it.
Result RunAtTerminal(std::vector<std::string> args, const std::string& input = "") {
  return RunWith(std::move(args), input, {.stdin_is_terminal = true});
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
            "name its format (slug --format, or the format option)\"}}\n");
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
  const Result r = RunWith({"encode"},
                           "{\"format\":\"sudoku\",\"version\":\"v0\",\"givens\":[{\"cell\":0,\"digit\":1}]}\n"
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

// JSON that is no model is said to be so, with where it breaks: not taken
// for a model that forgot to name its format.
TEST(Cli, EncodeOfBrokenJsonReportsTheJsonError) {
  const std::vector<std::pair<std::string, int>> broken = {
      {"{", 1},   {"{\"format\":\"sudoku\",\"givens\":[{\"cell\":1", 38},
      {"[]", 0},  {"null", 0},
      {"NaN", 0}, {"{\"format\":\"sud\xff\"}", 14}};
  for (const auto& [json, offset] : broken) {
    const Result r = RunWith({"encode", json});
    EXPECT_EQ(r.status, 1) << json;
    EXPECT_EQ(r.out.rfind("{\"error\":{\"code\":\"BAD_MODEL\",\"offset\":" + std::to_string(offset) + ",", 0), 0u)
        << json << ": " << r.out;
    EXPECT_NE(r.out.find("not a model: "), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("name the format"), std::string::npos) << r.out;
  }
  // A model that is JSON but names no format still says how to name it.
  EXPECT_NE(RunWith({"encode", "{\"givens\":[]}"}).out.find("name the format with --format or in the model"),
            std::string::npos);
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

TEST(Cli, CodePrintsAndChecksLevelCodes) {
  // One line each from standard input, the one-shot contract's `code`.
  const Result batch = RunWith({"code", "--lenient"}, "tpx1s_4x2_24d\ntpx1s_4x2_31a\nUyF2MSbOUA==\n");
  EXPECT_EQ(batch.status, 1);  // the sudoku slug has no level code
  std::istringstream lines(batch.out);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line, "2NBE-RRF6");
  std::getline(lines, line);
  EXPECT_EQ(line, "2NBE-RRF6");  // a turned copy: the code is over the canonical slug
  std::getline(lines, line);
  EXPECT_NE(line.find("\"BAD_MODEL\""), std::string::npos) << line;
  const Result match = RunWith({"code", "--check", "2nberrf6", "tpx1s_4x2_24d"});
  EXPECT_EQ(match.status, 0);
  EXPECT_EQ(match.out, "match: 2NBE-RRF6\n");
  const Result mismatch = RunWith({"code", "--check", "2NBE-RRF7", "tpx1s_4x2_24d"});
  EXPECT_EQ(mismatch.status, 1);
  EXPECT_EQ(mismatch.out.find("2NBE-RRF6"), std::string::npos) << "a mismatch must not give the code away";
  const Result unreadable = RunWith({"code", "--check", "2NBU-RRF6", "tpx1s_4x2_24d"});
  EXPECT_EQ(unreadable.status, 1);
  EXPECT_NE(unreadable.out.find("\"offset\":3"), std::string::npos) << unreadable.out;
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
  std::string expected;
  for (const Format* f : AllFormats()) {
    expected += f->name();
    for (std::string_view v : f->versions()) expected += " " + std::string(v);
    const std::vector<std::string_view> conversions = f->Conversions();
    for (size_t i = 0; i < conversions.size(); ++i) {
      expected += (i == 0 ? "; convert --to " : ", ") + std::string(conversions[i]);
    }
    expected += "\n";
  }
  EXPECT_EQ(RunWith({"formats"}).out, expected);
}

// The command-line basics users expect: version, help, usage errors, "-",
// "--", links, output files, exit statuses.

constexpr char kSudoku[] = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";
constexpr char kPentomino[] = "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166";
constexpr char kSudokuPage[] = "https://example.com/sudoku/player.html?play=";
constexpr char kDecodeUsage[] =
    "usage: slug decode [--format F] [--strict|--lenient] [SLUG...] (slug decode --help for more)\n";

// Exit 2, nothing on standard output, and on standard error exactly the
// message and one line of usage.
void ExpectUsageError(const std::vector<std::string>& args, const std::string& message) {
  std::string shown;
  for (const std::string& a : args) shown += " " + a;
  const Result r = RunWith(args);
  EXPECT_EQ(r.status, 2) << "slug" << shown;
  EXPECT_EQ(r.out, "") << "slug" << shown;
  EXPECT_EQ(Lines(r.err), 2) << "slug" << shown << "\n" << r.err;
  EXPECT_EQ(r.err.rfind("slug: " + message + "\nusage: slug ", 0), 0u) << "slug" << shown << "\n" << r.err;
}

// A folder of its own for the files a test writes, removed afterwards.
class TempDir {
 public:
  TempDir()
      : path_(std::filesystem::temp_directory_path() /
              ("slug_cli_test_" + std::to_string(::getpid()) + "_" +
               testing::UnitTest::GetInstance()->current_test_info()->name())) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  std::string File(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Cli, VersionPrintsTheVersionAlsoAfterACommand) {
  const std::string expected = "slug " + std::string(kVersion) + "\n";
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"--version"},
                                             {"--version", "decode"},
                                             {"decode", "--version"},
                                             {"render", "--lenient", "--version"},
                                             {"validate", "--format", "sudoku", "--version"},
                                             {"formats", "--version"}}) {
    const Result r = RunWith(args);
    EXPECT_EQ(r.status, 0) << args.size();
    EXPECT_EQ(r.out, expected);
    EXPECT_EQ(r.err, "");
  }
  EXPECT_NE(std::string(kVersion), "");
}

TEST(Cli, EncodeVersionNamesTheVersionToEncode) {
  EXPECT_EQ(
      RunWith({"encode", "--version", "v0"}, "{\"format\":\"sudoku\",\"givens\":[{\"cell\":0,\"digit\":1}]}\n").out,
      "UyF2MAAB\n");
  ExpectUsageError({"encode", "--version"}, "--version needs a value");
  // Other commands have no --version V: a slug after it is a mistake to report.
  ExpectUsageError({"decode", "--version", "v1"},
                   "decode has no --version V (encode has); slug --version alone prints slug's version");
}

TEST(Cli, HelpOnEveryCommandIsNeverTakenForASlug) {
  for (const char* command : {"decode", "encode", "upgrade", "validate", "render", "formats"}) {
    const std::string usage = std::string("usage: slug ") + command;
    for (const char* flag : {"-h", "--help"}) {
      const Result r = RunWith({command, flag});
      EXPECT_EQ(r.status, 0) << command << " " << flag;
      EXPECT_EQ(r.out.rfind(usage, 0), 0u) << r.out;
      EXPECT_NE(r.out.find("xit status: 0"), std::string::npos) << r.out;
      EXPECT_EQ(r.err, "");
      // Help wins over inputs and over what is wrong on the line.
      EXPECT_EQ(RunWith({command, "UyF2MAAB", flag}).out, r.out) << command;
      EXPECT_EQ(RunWith({command, "--frob", flag}).out, r.out) << command;
    }
    EXPECT_EQ(RunWith({"help", command}).out, RunWith({command, "-h"}).out);
    EXPECT_EQ(RunWith({"-h", command}).out, RunWith({command, "-h"}).out);
  }
  EXPECT_EQ(RunWith({"-h"}).out, RunWith({"--help"}).out);
  EXPECT_NE(RunWith({"help"}).out.find("exit status:"), std::string::npos);
  ExpectUsageError({"help", "frobnicate"}, "unknown command \"frobnicate\"");
}

TEST(Cli, DoubleDashEndsTheOptions) {
  const Result h = RunWith({"decode", "--", "-h"});
  EXPECT_EQ(h.status, 1);
  EXPECT_EQ(h.out.rfind("{\"error\":{\"code\":\"UNKNOWN_FORMAT\",\"offset\":0,", 0), 0u) << h.out;
  EXPECT_EQ(RunWith({"upgrade", "--", "UyF2MAAB"}).out, "UyF2MQAg\n");
  const Result lenient = RunWith({"decode", "--format", "sudoku", "--", "--lenient", "--"});
  EXPECT_EQ(lenient.status, 1);
  EXPECT_EQ(Lines(lenient.out), 2) << "two slugs, both rejected:\n" << lenient.out;
}

TEST(Cli, UnknownOptionsAreUsageErrorsWithOneLineOfUsage) {
  const Result r = RunWith({"decode", "--frob", "UyF2MAAB"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, std::string("slug: unknown option --frob\n") + kDecodeUsage);
  ExpectUsageError({"decode", "-x"}, "unknown option -x");
  ExpectUsageError({"decode", "--strict=yes"}, "unknown option --strict=yes");
  ExpectUsageError({"render", "--svgfile", "x"}, "unknown option --svgfile");
  ExpectUsageError({"decode", "--svg", "x"}, "unknown option --svg");
  ExpectUsageError({"encode", "--lenient", "--svg", "x"}, "unknown option --svg");
  ExpectUsageError({"--frob"}, "unknown option --frob");
  ExpectUsageError({"frobnicate"}, "unknown command \"frobnicate\"");
  ExpectUsageError({}, "no command given");
  EXPECT_EQ(RunWith({}).err,
            "slug: no command given\n"
            "usage: slug decode|encode|upgrade|convert|validate|render|code|formats [OPTIONS] [INPUT...] (slug --help "
            "for more)\n");
}

TEST(Cli, MissingAndUnknownValuesAreUsageErrors) {
  ExpectUsageError({"decode", "--format"}, "--format needs a value");
  ExpectUsageError({"decode", "--format="}, "--format needs a value");
  ExpectUsageError({"decode", "--format", "--lenient", "UyF2MAAB"}, "--format needs a value");
  ExpectUsageError({"render", "--svg"}, "--svg needs a value");
  ExpectUsageError({"render", "--svg", "--lenient", kPentomino}, "--svg needs a value");
  ExpectUsageError({"decode", "--format", "chess"}, "unknown format \"chess\" (see slug formats)");
  ExpectUsageError({"decode", "--format=chess", "UyF2MAAB"}, "unknown format \"chess\" (see slug formats)");
  ExpectUsageError({"encode", "--format", "sudoku", "--version", "v9"},
                   "unknown version \"v9\" of sudoku (see slug formats)");
  ExpectUsageError({"encode", "--format", "sudoku", "--version", "v3.1"},
                   "unknown version \"v3.1\" of sudoku (see slug formats)");
  ExpectUsageError({"encode", "--version=v9"}, "unknown version \"v9\" (see slug formats)");
  ExpectUsageError({"formats", "sudoku"}, "formats takes no input");
}

TEST(Cli, EncodeVersionOfAnotherFormatRejectsThatModel) {
  // Without --format the format comes from each model: a version that some
  // format has is no usage error, a model of a format without it is rejected.
  const Result r = RunWith({"encode", "--version", "v3.1"}, "{\"format\":\"sudoku\",\"givens\":[]}\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("UNKNOWN_VERSION"), std::string::npos) << r.out;
}

TEST(Cli, SvgDrawsExactlyOneSlugArgument) {
  const std::string file = "/nonexistent-slug-test-folder/x.svg";
  ExpectUsageError({"render", "--svg", file, kPentomino, kPentomino},
                   "--svg draws one board: give exactly one SLUG argument");
  ExpectUsageError({"render", "--svg", file}, "--svg draws one board: give exactly one SLUG argument");
  ExpectUsageError({"render", "--svg", file, "-"}, "--svg draws one board: give exactly one SLUG argument");
}

TEST(Cli, ADashReadsStandardInputInItsPlace) {
  const std::string lines = "UyF2MAAB\nUyF2MQ==\n";
  EXPECT_EQ(RunWith({"decode", "-"}, lines).out, RunWith({"decode"}, lines).out);
  const Result r = RunWith({"upgrade", "UyF2MBMGOQQ=", "-", "UyF2MQ=="}, lines);
  EXPECT_EQ(r.out, "UyF2MSbOUA==\nUyF2MQAg\nUyF2MQ==\nUyF2MQ==\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(
      RunWith({"encode", "-"}, "{\"format\":\"sudoku\",\"version\":\"v0\",\"givens\":[{\"cell\":0,\"digit\":1}]}\n")
          .out,
      "UyF2MAAB\n");
}

TEST(Cli, AHintWhenWaitingForATerminal) {
  const Result r = RunAtTerminal({"decode"}, "UyF2MAAB\n");
  EXPECT_EQ(r.err,
            "slug: reading slugs from standard input, one per line (Ctrl-D to end; slug decode --help for more)\n");
  EXPECT_EQ(r.out, RunWith({"decode"}, "UyF2MAAB\n").out) << "the hint is not an answer";
  EXPECT_EQ(RunAtTerminal({"validate", "--lenient", "-"}).err,
            "slug: reading slugs from standard input, one per line (Ctrl-D to end; slug validate --help for more)\n");
  EXPECT_EQ(RunAtTerminal({"encode"}).err,
            "slug: reading models (JSON) from standard input, one per line (Ctrl-D to end; slug encode --help for "
            "more)\n");
  // Not when nothing waits, nor when standard input is a pipe or a file.
  EXPECT_EQ(RunAtTerminal({"decode", "UyF2MAAB"}).err, "");
  EXPECT_EQ(RunAtTerminal({"decode", "--help"}).err, "");
  EXPECT_EQ(RunAtTerminal({"formats"}).err, "");
  EXPECT_EQ(RunAtTerminal({"render", "--svg", "-", kPentomino}).err, "");
  EXPECT_EQ(RunWith({"decode"}, "UyF2MAAB\n").err, "");
}

TEST(Cli, SvgToStandardOutputIsAllThatIsPrinted) {
  for (const char* option : {"--svg=-", "--svg"}) {
    std::vector<std::string> args = {"render", option, kPentomino};
    if (std::string(option) == "--svg") args.insert(args.begin() + 2, "-");
    const Result r = RunWith(args);
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.out.rfind("<svg xmlns=", 0), 0u) << r.out.substr(0, 100);
    EXPECT_EQ(r.out.substr(r.out.size() - 7), "</svg>\n");
    EXPECT_EQ(r.out.find("solved\n"), std::string::npos) << "no text board on standard output";
    EXPECT_EQ(r.err, "");
  }
}

TEST(Cli, SvgFileIsWrittenAndTheBoardPrintedAsText) {
  const TempDir dir;
  const std::string file = dir.File("board.svg");
  const Result r = RunWith({"render", "--svg", file, kPentomino});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, RunWith({"render", kPentomino}).out);
  EXPECT_EQ(ReadFile(file), RunWith({"render", "--svg", "-", kPentomino}).out);
  EXPECT_EQ(r.err, "");
}

TEST(Cli, AnUnwritableSvgFileIsExitThreeNotARejection) {
  const Result r = RunWith({"render", "--svg", "/nonexistent-slug-test-folder/x.svg", kPentomino});
  EXPECT_EQ(r.status, 3);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "slug render: cannot write /nonexistent-slug-test-folder/x.svg: No such file or directory\n");
}

// A symbolic link where the picture goes is refused and left alone, and so
// is the file it names; a private (0600) picture stays private when redrawn.
TEST(Cli, SvgNeverWritesThroughALinkAndKeepsTheFilesMode) {
  const TempDir dir;
  const std::string precious = dir.File("precious.txt"), link = dir.File("board.svg");
  { std::ofstream(precious) << "mine"; }
  std::filesystem::create_symlink(precious, link);
  const Result r = RunWith({"render", "--svg", link, kPentomino});
  EXPECT_EQ(r.status, 3);
  EXPECT_NE(r.err.find("symbolic link"), std::string::npos) << r.err;
  EXPECT_EQ(ReadFile(precious), "mine");
  EXPECT_TRUE(std::filesystem::is_symlink(link));

  const std::string private_file = dir.File("private.svg");
  { std::ofstream(private_file) << "old"; }
  std::filesystem::permissions(private_file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  EXPECT_EQ(RunWith({"render", "--svg", private_file, kPentomino}).status, 0);
  EXPECT_EQ(std::filesystem::status(private_file).permissions(),
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  EXPECT_NE(ReadFile(private_file), "old");
}

// Every format draws a picture now; `render --svg` of one that draws none is
// a usage error (exit 2), which a format added without a picture meets.
TEST(Cli, SvgOfEveryFormatIsAPicture) {
  const TempDir dir;
  const std::string file = dir.File("sudoku.svg");
  const Result r = RunWith({"render", "--svg", "-", kSudoku});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("<svg ", 0), 0u) << r.out;
  EXPECT_EQ(RunWith({"render", "--svg", file, kSudoku}).status, 0);
  EXPECT_TRUE(std::filesystem::exists(file));
  // A rejected slug stays a rejection.
  const Result rejected = RunWith({"render", "--svg", "-", "QUJD"});
  EXPECT_EQ(rejected.status, 1);
  EXPECT_EQ(rejected.out.rfind("{\"error\":{\"code\":\"UNKNOWN_FORMAT\"", 0), 0u) << rejected.out;
}

TEST(Cli, AFolderForStandardInputIsExitFour) {
  const Result r = RunWith({"decode"}, "", {.stdin_is_folder = true});
  EXPECT_EQ(r.status, 4);
  EXPECT_EQ(r.err, "slug: standard input is a folder; give slugs as arguments or lines of a file\n");
  EXPECT_EQ(r.out, "");
  // Arguments need no standard input.
  EXPECT_EQ(RunWith({"decode", "UyF2MAAB"}, "", {.stdin_is_folder = true}).status, 0);
}

// What libstdc++'s file buffer does when read(2) fails, as on a closed
// standard input (`slug decode <&-`, EBADF): it throws.
class FailingInput : public std::streambuf {
 protected:
  int_type underflow() override { throw std::ios_base::failure("basic_filebuf::underflow error reading the file"); }
};

TEST(Cli, AStandardInputThatCannotBeReadIsExitFour) {
  for (const std::string command : {"decode", "encode", "validate", "upgrade", "render", "code"}) {
    FailingInput failing;
    std::istream in(&failing);
    std::ostringstream out, err;
    EXPECT_EQ(cli::Run({command}, in, out, err, {}), 4) << command;
    EXPECT_EQ(err.str(),
              "slug: cannot read standard input (is it closed?); give slugs as arguments or lines of a "
              "file\n")
        << command;
    EXPECT_EQ(out.str(), "") << command;
  }
}

// Input in the pieces a pipe delivers; before it hands over the next piece
// (a read that would wait), it notes what the output had flushed.
class PipedInput : public std::streambuf {
 public:
  PipedInput(std::vector<std::string> pieces, std::function<void()> before_waiting)
      : pieces_(std::move(pieces)), before_waiting_(std::move(before_waiting)) {}

 protected:
  int_type underflow() override {
    if (next_ == pieces_.size()) return traits_type::eof();
    before_waiting_();
    std::string& piece = pieces_[next_++];
    setg(piece.data(), piece.data(), piece.data() + piece.size());
    return traits_type::to_int_type(piece[0]);
  }

 private:
  std::vector<std::string> pieces_;
  size_t next_ = 0;
  std::function<void()> before_waiting_;
};

class FlushedText : public std::stringbuf {
 public:
  std::string flushed;

 protected:
  int sync() override {
    flushed = str();
    return 0;
  }
};

// A co-process writes line 1 and the start of line 2 at once, and waits for
// the answer to line 1 before it finishes line 2: that answer must be out
// before the command line waits for more input.
TEST(Cli, EveryCompleteLineIsAnsweredBeforeWaitingForMore) {
  FlushedText text;
  std::ostream out(&text);
  std::vector<std::string> seen;
  PipedInput piped({"UyF2MAAB\nUyF2", "MAAB\nUyF", "2MAAB\n"}, [&] { seen.push_back(text.flushed); });
  std::istream in(&piped);
  std::ostringstream err;
  ASSERT_EQ(cli::Run({"decode"}, in, out, err, {}), 0) << err.str();
  ASSERT_EQ(seen.size(), 3u);
  EXPECT_EQ(Lines(seen[0]), 0);
  EXPECT_EQ(Lines(seen[1]), 1) << "line 1 waits for line 2";
  EXPECT_EQ(Lines(seen[2]), 2) << "line 2 waits for line 3";
  EXPECT_EQ(Lines(text.str()), 3);
}

TEST(Cli, AnOverlongLineIsAnsweredWithoutBeingKeptWhole) {
  // 3 MiB on one line, then a slug: the long line is over every format's
  // limit, read only to kMaxLineBytes + 1, and answered as over-long.
  const std::string input = "UyF2" + std::string(3 << 20, 'A') + "\nUyF2MAAB\n";
  const Result r = RunWith({"decode", "--format", "sudoku"}, input);
  EXPECT_EQ(Lines(r.out), 2) << r.out.substr(0, 200);
  EXPECT_NE(r.out.find("\"code\":\"INPUT_TOO_LONG\",\"offset\":4096"), std::string::npos) << r.out.substr(0, 200);
  EXPECT_NE(r.out.find("{\"format\":\"sudoku\",\"version\":\"v0\""), std::string::npos) << r.out;
  // The same code and offset as for the line kept whole (the message counts
  // the bytes it was given).
  EXPECT_NE(RunWith({"decode", "--format", "sudoku", "UyF2" + std::string(3 << 20, 'A')})
                .out.find("\"code\":\"INPUT_TOO_LONG\",\"offset\":4096"),
            std::string::npos);
}

TEST(Cli, AnUnwritableStandardOutputIsExitThree) {
  std::istringstream in;
  std::ostream broken(nullptr);  // a stream that fails every write
  std::ostringstream err;
  EXPECT_EQ(cli::Run({"decode", "UyF2MAAB"}, in, broken, err), 3);
  EXPECT_EQ(err.str(), "slug: cannot write standard output\n");
}

TEST(Cli, ALinkIsReadAsTheSlugInIt) {
  const std::string sudoku_link = std::string(kSudokuPage) + kSudoku;
  const std::string pentomino_link = std::string("https://example.org/pentomino/#/") + kPentomino;
  for (const char* command : {"decode", "upgrade", "validate", "render"}) {
    const Result r = RunWith({command, sudoku_link});
    EXPECT_EQ(r.status, 0) << command << "\n" << r.out;
    EXPECT_EQ(r.out, RunWith({command, kSudoku}).out) << command;
    EXPECT_EQ(RunWith({command, pentomino_link}).out, RunWith({command, kPentomino}).out) << command;
    // A line of standard input is a slug exactly as given: the spec rejects a
    // whole URL (corpus: transport/foreign/whole-url), and the conformance
    // runner's one-shot contract feeds `slug` its cases this way.
    const Result batch = RunWith({command, "--format", "sudoku"}, sudoku_link + "\n");
    EXPECT_EQ(batch.status, 1) << command << " in batch mode";
    EXPECT_NE(batch.out.find("BAD_CHARACTER"), std::string::npos) << command << " in batch mode: " << batch.out;
  }
  const std::string decoded = RunWith({"decode", kSudoku}).out;
  EXPECT_EQ(RunWith({"decode",
                     "HTTPS://EXAMPLE.COM/sudoku/player.html?lang=en&play=" + std::string(kSudoku) + "&ref=mail#top"})
                .out,
            decoded);
  EXPECT_EQ(RunWith({"decode", "https://example.org/pentomino/#/" + std::string(kPentomino) + "?utm=x"}).out,
            RunWith({"decode", kPentomino}).out);
}

TEST(Cli, TheNamedFormatChoosesAmongTheLinksCandidates) {
  const std::string link = std::string("https://example.org/?board=") + kPentomino + "&play=" + kSudoku;
  EXPECT_EQ(RunWith({"decode", link}).out, RunWith({"decode", kPentomino}).out) << "the first recognised one";
  EXPECT_EQ(RunWith({"decode", "--format", "sudoku", link}).out, RunWith({"decode", kSudoku}).out);
}

TEST(Cli, ACandidateThatDecodesWinsOverOneThatOnlyLooksLikeASlug) {
  // "Kx" looks like a pentomino slug (a surface letter and a digit or letter)
  // but does not decode; the sudoku slug after it does.
  const std::string link = std::string("https://example.com/player.html?theme=Kx&play=") + kSudoku;
  EXPECT_EQ(RunWith({"decode", link}).out, RunWith({"decode", kSudoku}).out);
  // When none decodes, the first recognised one is the one the error is about.
  const Result bad = RunWith({"decode", "https://example.com/player.html?theme=zz&play=Kx"});
  EXPECT_EQ(bad.status, 1);
  const size_t start = std::string("https://example.com/player.html?theme=zz&play=").size();
  EXPECT_EQ(bad.out, "{\"error\":{\"code\":\"TRUNCATED\",\"offset\":" + std::to_string(start + 2) +
                         ",\"message\":\"the slug ends where the number of columns should be\"}}\n");
}

TEST(Cli, OffsetsAndTheCaretReferToTheLinkAsGiven) {
  const std::string link = std::string(kSudokuPage) + "UyF2MS*OUA==";
  const size_t at = std::string(kSudokuPage).size() + 6;
  const std::string verdict = "invalid: BAD_CHARACTER at " + std::to_string(at) + ": '*' is not a base64 character\n";
  const Result r = RunWith({"validate", link});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, verdict + "  " + link + "\n  " + std::string(at, ' ') + "^\n");
  EXPECT_NE(RunWith({"decode", link}).out.find("\"offset\":" + std::to_string(at) + ","), std::string::npos);
  const Result lenient = RunWith({"validate", "--lenient", std::string(kSudokuPage) + "UyF2MSbOUA"});
  EXPECT_NE(lenient.out.find("strict: NON_CANONICAL at " + std::to_string(at + 4) + ":"), std::string::npos)
      << lenient.out;
}

TEST(Cli, ALinkWithoutASlugIsRejectedClearly) {
  const Result none = RunWith({"decode", "https://example.com/sudoku/player.html?play=#"});
  EXPECT_EQ(none.status, 1);
  EXPECT_EQ(none.out,
            "{\"error\":{\"code\":\"EMPTY_INPUT\",\"offset\":0,\"message\":\"the link carries no slug: no fragment "
            "and no query parameter value\"}}\n");
  // No candidate is recognised: the error is about the first.
  const std::string link = "https://example.com/page?lang=xx&q=QUJD";
  const Result unknown = RunWith({"decode", link});
  EXPECT_EQ(unknown.status, 1);
  EXPECT_NE(unknown.out.find("\"code\":\"UNKNOWN_FORMAT\",\"offset\":" + std::to_string(link.find("xx")) + ","),
            std::string::npos)
      << unknown.out;
}

// A conversion is named, and makes another game's canonical slug; a format
// or a game without it is a rejected input, and --to is required.
TEST(Cli, ConvertWritesTheConvertedGamesSlug) {
  const Result level = RunWith({"convert", "--to", "level", "tpx1s_4x2_24d"});
  EXPECT_EQ(level.out, "tpx1l_4x2_10001100_n\n");
  EXPECT_EQ(level.status, kExitAccepted);
  const Result none = RunWith({"convert", "--to", "level", "UyF2MSbOUA=="});
  EXPECT_NE(none.out.find("\"BAD_MODEL\""), std::string::npos) << none.out;
  EXPECT_EQ(none.status, kExitRejected);
  const Result batch = RunWith({"convert", "--to=level"}, "tpx1s_4x2_24d\ntpx1s_4x2_2cb\n");
  EXPECT_EQ(batch.out.substr(0, batch.out.find('\n')), "tpx1l_4x2_10001100_n");
  EXPECT_NE(batch.out.find("ILLEGAL_POSITION"), std::string::npos) << batch.out;
  ExpectUsageError({"convert", "tpx1s_4x2_24d"},
                   "convert needs --to FORM (slug formats lists each format's conversions)");
}

}  // namespace

}  // namespace slugspec::cli
