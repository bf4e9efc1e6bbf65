#include "slug/cli.h"

#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "common/output_file.h"
#include "common/profile.h"
#include "common/status.h"
#include "registry/format.h"
#include "registry/json.h"
#include "slug/line_reader.h"
#include "slugspec/version.h"
#include "verbs/verbs.h"

namespace slugspec::cli {
namespace {

constexpr std::string_view kUsage = R"(usage: slug COMMAND [OPTIONS] [INPUT...]

Reads and writes game and puzzle state links ("slugs"), as specified in spec/.

commands:
  decode     slug -> the model as one JSON line (proto3 JSON mapping)
  encode     model JSON -> canonical slug
  upgrade    slug of any version -> canonical slug of the current version
  convert    slug -> the slug of another game made from it (--to FORM),
             such as a board without its pieces; upgrade never converts
  validate   slug -> a verdict for people, with the place of the error
  render     slug -> the board as text (and with --svg as a picture)
  code       slug -> its level code, or a written code checked against it
  formats    the formats and versions this build knows

options (every command):
  --format F        the slug's format; without it, it is detected
  --strict          strict profile: canonical slugs only (default)
  --lenient         lenient profile: also what upstream opens, and repaired
                    transit damage
  -h, --help        this text, or a command's own (also: slug help COMMAND)
  --version         slug's own version (but encode --version V names the
                    version to encode)
  --                ends the options: what follows is input, even with a '-'

A SLUG argument may be the whole link it came in (http:// or https://);
offsets then count from the start of the link (slug decode --help says where
the slug is looked for). With no INPUT, or an INPUT -, each line of standard
input is one input, taken exactly as given (a slug, not a link), and each
gets exactly one line of answer, in order: large batches stream through one
process (a line over 1 MiB is read only that far, and answered as the
over-long input it is). As a FILE, - is standard output.

exit status:
  0  every input accepted
  1  some input rejected (its answer says why)
  2  usage error: a bad command line, or render --svg of a format that
     draws no picture
  3  an output could not be written (the --svg FILE, standard output)
  4  standard input could not be read (it is a folder)
)";

// The one line a usage error ends with when no command is known.
constexpr std::string_view kUsageLine =
    "usage: slug decode|encode|upgrade|convert|validate|render|code|formats [OPTIONS] [INPUT...] (slug --help for "
    "more)";

// Appended to the help of the commands that read slugs.
constexpr std::string_view kSlugInputHelp = R"(
A SLUG argument is a slug, or the whole link it came in (http:// or
https://, as copied from the address bar). In a link, the slug is the first
of these that decodes, else the first that a format (the --format one, if
given) recognises, else the first: the fragment (after '#', one leading '/'
dropped, up to a '?' or '#'), then each query parameter's value, taken raw
(not percent-decoded: --lenient repairs escapes). Offsets and carets count
from the start of the link.
With no SLUG, or a SLUG -, each line of standard input is one slug, exactly
as given (never searched as a link: the machine interface is the decoder),
and gets exactly one line of answer. -- ends the options, for a slug
starting with '-'.
)";

constexpr std::string_view kStatusHelp =
    "Exit status: 0 all accepted, 1 some rejected, 2 usage error, 3 output not written, 4 input not read.\n";

struct Command {
  std::string_view name;
  std::string_view usage;  // the help's first line; a usage error repeats it
  std::string_view text;
  bool reads_slugs;  // kSlugInputHelp applies
  std::string_view status = kStatusHelp;
};

constexpr Command kCommands[] = {
    {"decode", "usage: slug decode [--format F] [--strict|--lenient] [SLUG...]", R"(
Prints one JSON object per slug: the model, with "format" and "version".
A rejected slug prints {"error":{"code":...,"offset":...,"message":...}},
where offset is the byte index into the input as given.
)",
     true},
    {"encode", "usage: slug encode [--format F] [--version V] [MODEL_JSON...]", R"(
Reads models as JSON (as arguments, or one per line on standard input when
there is none or one is -) and prints the canonical slug of each. The format
is --format, else the model's "format" field. The version is --version
(a version of the format, see slug formats; slug --version prints slug's
own), else the model's "version" field, else the current one. A rejected
model prints the JSON error object.
)",
     false},
    {"upgrade", "usage: slug upgrade [--format F] [--strict|--lenient] [SLUG...]", R"(
Prints the canonical slug of the current version for a slug of any version
(for a link: for the slug in it).
)",
     true},
    {"convert", "usage: slug convert --to FORM [--format F] [--strict|--lenient] [SLUG...]", R"(
Prints the canonical slug of the game that the conversion FORM makes of each
slug's game. A conversion forgets something (which cells form which piece,
where the pieces of a solution lie), so upgrade never makes one; each
format's spec names its conversions, and slug formats lists them. A FORM the
format lacks, or a game it does not apply to, prints the JSON error object.
)",
     true},
    {"validate", "usage: slug validate [--format F] [--strict|--lenient] [SLUG...]", R"(
For each slug given as an argument: the verdict, and for a rejected slug the
input with a caret under the offending character; warnings about the game
(a digit twice in a row, ...). From standard input: one verdict line each.
)",
     true},
    {"render", "usage: slug render [--format F] [--strict|--lenient] [--svg FILE] [SLUG...]", R"(
Draws the decoded board as text. From standard input: one line per board.
--svg FILE also writes a picture of the board, for exactly one SLUG argument
of a format that draws pictures. FILE is replaced whole, never left
half-written. --svg - writes the picture to standard output instead of the
text, so that `slug render --svg - SLUG > board.svg` is a picture.
)",
     true, R"(Exit status: 0 all drawn, 1 some slug rejected, 2 usage error (also: --svg
for a format that draws no picture), 3 FILE or standard output not written.
)"},
    {"code", "usage: slug code [--format F] [--strict|--lenient] [--check CODE] [SLUG...]", R"(
Prints the level code of each slug: a short code, written on paper, that
shows the game was solved and unlocks the next (for the formats whose spec
defines level codes; slug formats lists the formats). A format without level
codes, or a game that has none (a level with no solution or several),
prints the JSON error object. --check CODE compares CODE, as a person wrote
it (the format's spec says which spellings it reads), with each slug's code
and prints "match: CODE" or "no match: ..." instead; a mismatch counts as a
rejection (exit status 1), a CODE the format cannot read prints the error
with the offset in CODE.
)",
     true},
    {"formats", "usage: slug formats", R"(
Lists every format with its versions, the current one last, and its
conversions (slug convert --to FORM), if it has any.
)",
     false},
};

const Command* FindCommand(std::string_view name) {
  for (const Command& c : kCommands) {
    if (c.name == name) return &c;
  }
  return nullptr;
}

void PrintHelp(std::string_view command, std::ostream& out) {
  const Command* c = FindCommand(command);
  if (c == nullptr) {
    out << kUsage;
    return;
  }
  out << c->usage << '\n' << c->text;
  if (c->reads_slugs) out << kSlugInputHelp;
  out << c->status;
}

// A usage error: what is wrong, then one line of usage (not the whole help,
// which would bury the message).
int UsageError(std::string_view command, std::string_view message, std::ostream& err) {
  err << "slug: " << message << '\n';
  if (const Command* c = FindCommand(command)) {
    err << c->usage << " (slug " << c->name << " --help for more)\n";
  } else {
    err << kUsageLine << '\n';
  }
  return kExitUsage;
}

struct Options {
  std::string command;
  std::string format;
  std::string version;                    // encode --version V
  std::optional<std::string> svg_file;    // render --svg FILE; "-" is standard output
  std::optional<std::string> check_code;  // code --check CODE
  std::string convert_to;                 // convert --to FORM
  Profile profile = Profile::kStrict;
  bool help = false;
  bool print_version = false;  // --version of every command but encode
  std::vector<std::string> inputs;
};

// The command line, read into Options. Returns the first usage error, or an
// empty string.
class ArgParser {
 public:
  ArgParser(const std::vector<std::string>& args, Options* o) : args_(args), o_(*o) {}

  std::string Parse() {
    if (args_.empty()) return "no command given";
    if (!ParseCommand()) return error_;
    for (i_ = 1; i_ < args_.size(); ++i_) ParseArgument(args_[i_]);
    if (o_.help) return {};  // asking for help works whatever else is wrong
    if (error_.empty()) CheckCombination();
    return error_;
  }

 private:
  // args_[0]: a command, or a request for help or the version. Returns
  // whether the other arguments are the command's.
  bool ParseCommand() {
    const std::string& first = args_[0];
    if (first == "--version") {
      o_.print_version = true;
      return false;
    }
    if (first == "--help" || first == "-h" || first == "help") {
      o_.help = true;
      if (args_.size() > 1) SetCommand(args_[1]);
      return false;
    }
    if (first.size() > 1 && first[0] == '-') {
      Fail("unknown option " + first);
      return false;
    }
    SetCommand(first);
    return error_.empty();
  }

  void SetCommand(const std::string& name) {
    if (FindCommand(name) != nullptr) {
      o_.command = name;
    } else {
      Fail("unknown command \"" + name + "\"");
    }
  }

  void ParseArgument(const std::string& a) {
    if (options_done_ || a.size() < 2 || a[0] != '-') {
      o_.inputs.push_back(a);  // "-" too: standard input, in its place
    } else if (a == "--") {
      options_done_ = true;
    } else if (a == "-h" || a == "--help") {
      o_.help = true;
    } else if (a == "--strict" || a == "--lenient") {
      o_.profile = a == "--strict" ? Profile::kStrict : Profile::kLenient;
    } else if (a == "--version" && o_.command != "encode") {
      o_.print_version = true;
    } else if (!ParseValueOption(a)) {
      Fail("unknown option " + a);
    }
  }

  // The options with a value. Returns whether `a` is one of them.
  bool ParseValueOption(const std::string& a) {
    std::string value;
    if (TakeValue("--format", a, &value)) {
      if (!value.empty() && FindFormat(value) == nullptr) Fail("unknown format \"" + value + "\" (see slug formats)");
      o_.format = value;
    } else if (o_.command == "encode" && TakeValue("--version", a, &value)) {
      o_.version = value;
    } else if (o_.command == "render" && TakeValue("--svg", a, &value)) {
      if (!value.empty()) o_.svg_file = value;
    } else if (o_.command == "code" && TakeValue("--check", a, &value)) {
      if (!value.empty()) o_.check_code = value;
    } else if (o_.command == "convert" && TakeValue("--to", a, &value)) {
      o_.convert_to = value;
    } else {
      return false;
    }
    return true;
  }

  // Whether `a` is option `name`, as "NAME=VALUE" or "NAME VALUE". A missing
  // value (none, or the next argument is an option: `--svg --lenient` is
  // surely not a file name) is a usage error, and leaves *value empty.
  bool TakeValue(std::string_view name, const std::string& a, std::string* value) {
    const std::string_view arg = a;
    if (arg.substr(0, name.size()) != name) return false;
    if (arg.size() > name.size() && arg[name.size()] == '=') {
      *value = arg.substr(name.size() + 1);
    } else if (arg.size() > name.size()) {
      return false;  // another option that starts alike
    } else if (i_ + 1 < args_.size() && (args_[i_ + 1] == "-" || args_[i_ + 1].rfind('-', 0) != 0)) {
      *value = args_[++i_];
    }
    if (value->empty()) Fail(std::string(name) + " needs a value");
    return true;
  }

  // What no single argument shows wrong.
  void CheckCombination() {
    if (o_.print_version && !o_.inputs.empty()) {
      Fail(o_.command + " has no --version V (encode has); slug --version alone prints slug's version");
    } else if (o_.command == "formats" && !o_.inputs.empty()) {
      Fail("formats takes no input");
    } else if (o_.command == "convert" && o_.convert_to.empty()) {
      Fail("convert needs --to FORM (slug formats lists each format's conversions)");
    } else if (!o_.version.empty()) {
      CheckEncodeVersion();
    } else if (o_.svg_file && (o_.inputs.size() != 1 || o_.inputs[0] == "-")) {
      Fail("--svg draws one board: give exactly one SLUG argument");
    }
  }

  // The version must be one of the named format's, or (the format coming
  // from each model) of some format's; a model of a format without it is a
  // rejected input.
  void CheckEncodeVersion() {
    for (const Format* f : AllFormats()) {
      if (!o_.format.empty() && f->name() != o_.format) continue;
      for (std::string_view v : f->versions()) {
        if (v == o_.version) return;
      }
    }
    Fail("unknown version \"" + o_.version + "\"" + (o_.format.empty() ? "" : " of " + o_.format) +
         " (see slug formats)");
  }

  void Fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
  }

  const std::vector<std::string>& args_;
  Options& o_;
  size_t i_ = 0;
  bool options_done_ = false;
  std::string error_;
};

std::string ErrorLine(const Status& s) {
  ErrorReply reply;
  *reply.mutable_error() = s.ToProto();
  return ToJson(reply);
}

// How the command reads an input from `source`. An argument is what a person
// pasted, so a link is searched for its slug; a line of standard input is
// the machine interface (pipelines, and the conformance runner's one-shot
// contract, spec/conformance.md) and is the slug exactly as given.
verbs::Reading ReadingOf(const Options& o, bool batch) {
  return {.format = o.format, .profile = o.profile, .may_be_link = !batch};
}

class Session {
 public:
  Session(const Options& o, std::ostream& out) : o_(o), out_(out) {}

  // Answers one input; `batch` answers must be exactly one line. Returns
  // whether the input was accepted.
  bool Answer(const std::string& input, bool batch) {
    if (o_.command == "encode") return Encode(input);
    if (o_.command == "upgrade") return Upgrade(input, batch);
    verbs::Located l;
    google::protobuf::Message* model = nullptr;
    const Status s = verbs::Decode(ReadingOf(o_, batch), input, &models_, &l, &model);
    if (!s.ok()) return Reject(input, s, batch);
    if (o_.command == "decode") {
      out_ << ToJson(*model) << '\n';
    } else if (o_.command == "render") {
      out_ << l.format->Render(*model, batch);
      if (batch) out_ << '\n';
    } else if (o_.command == "code") {
      return Code(input, *l.format, *model, batch);
    } else if (o_.command == "convert") {
      return Answered(input, verbs::Convert(*l.format, *model, o_.convert_to), batch);
    } else {
      Validate(verbs::Validate(ReadingOf(o_, batch), l, *model), batch);
    }
    return true;
  }

 private:
  bool Upgrade(const std::string& input, bool batch) {
    return Answered(input, verbs::Upgrade(ReadingOf(o_, batch), input), batch);
  }

  // A slug answered, or the input's rejection.
  bool Answered(const std::string& input, const StatusOr<std::string>& slug, bool batch) {
    if (!slug.ok()) return Reject(input, slug.status(), batch);
    out_ << *slug << '\n';
    return true;
  }

  // The level code of a decoded game, or its check against --check.
  bool Code(const std::string& input, const Format& f, const google::protobuf::Message& model, bool batch) {
    std::string code;
    const Status s = f.LevelCode(model, &code);
    if (!s.ok()) return Reject(input, s, batch);
    if (!o_.check_code) {
      out_ << code << '\n';
      return true;
    }
    std::string written;
    const Status read = f.ReadLevelCode(*o_.check_code, &written);
    if (!read.ok()) {
      return Reject(*o_.check_code, Status(read.code(), read.offset(), "--check: " + read.message()), batch);
    }
    if (written != code) {
      out_ << "no match: " << written << " is not the level code of this game\n";
      return false;
    }
    out_ << "match: " << code << '\n';
    return true;
  }

  bool Reject(const std::string& input, const Status& s, bool batch) {
    if (o_.command != "validate") {
      out_ << ErrorLine(s) << '\n';
    } else if (batch) {
      out_ << "invalid: " << s.ToString() << '\n';
    } else {
      out_ << verbs::RejectionText(input, s);
    }
    return false;
  }

  void Validate(const verbs::Verdict& verdict, bool batch) {
    if (!batch) {
      out_ << verbs::VerdictText(verdict);
      return;
    }
    // One line per input in batch mode: the notes follow the verdict.
    std::string line = verbs::VerdictLine(verdict);
    for (const std::string& n : verbs::VerdictNotes(verdict)) line += "; " + n;
    out_ << line << '\n';
  }

  bool Encode(const std::string& json) { return Answered(json, verbs::EncodeJson(json, o_.format, o_.version), true); }

  const Options& o_;
  std::ostream& out_;
  verbs::ModelCache models_;
};

// Answers every line of `in`, one line each; false when some line is
// rejected. `unreadable` is set when `in` could not be read.
bool AnswerLines(Session& session, size_t longest, std::istream& in, std::ostream& out, bool* unreadable) {
  bool all_ok = true;
  std::string line;
  while (ReadBoundedLine(in, &line, longest, out)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();  // a CRLF line ending is not slug text
    all_ok &= session.Answer(line, /*batch=*/true);
  }
  if (in.bad()) *unreadable = true;
  return all_ok;
}

// Answers the arguments in order; no argument, or "-", stands for the lines
// of standard input.
int AnswerAll(const Options& o, std::istream& in, std::ostream& out, std::ostream& err, const Environment& env) {
  Session session(o, out);
  bool all_ok = true;
  bool unreadable = false;
  const auto answer_lines = [&] {
    if (env.stdin_is_folder) {
      if (!unreadable) err << "slug: standard input is a folder; give slugs as arguments or lines of a file\n";
      unreadable = true;
      return;
    }
    // A terminal shows nothing while we wait: say what we wait for.
    if (env.stdin_is_terminal) {
      err << "slug: reading " << (o.command == "encode" ? "models (JSON)" : "slugs")
          << " from standard input, one per line (Ctrl-D to end; slug " << o.command << " --help for more)\n";
    }
    bool failed_read = false;
    all_ok &=
        AnswerLines(session, o.command == "encode" ? verbs::kLongestModelJson : kMaxLineBytes, in, out, &failed_read);
    if (failed_read && !unreadable) {
      err << "slug: cannot read standard input (is it closed?); give slugs as arguments or lines of a file\n";
      unreadable = true;
    }
  };
  if (o.inputs.empty()) answer_lines();
  for (const std::string& input : o.inputs) {
    if (input == "-") {
      answer_lines();
    } else {
      all_ok &= session.Answer(input, /*batch=*/false);
    }
  }
  if (unreadable) return kExitCannotRead;
  return all_ok ? kExitAccepted : kExitRejected;
}

// render --svg: the picture of one slug, to a file (then the text board to
// `out`) or to `out` alone, so that redirected it is a valid SVG file.
int RenderPicture(const Options& o, std::ostream& out, std::ostream& err) {
  const std::string& input = o.inputs.front();
  verbs::Located l;
  verbs::ModelCache models;
  google::protobuf::Message* model = nullptr;
  if (const Status s = verbs::Decode(ReadingOf(o, /*batch=*/false), input, &models, &l, &model); !s.ok()) {
    out << ErrorLine(s) << '\n';
    return kExitRejected;
  }
  const std::string svg = l.format->RenderSvg(*model);
  if (svg.empty()) {
    // The slug is fine; the request is not one this format can meet.
    err << "slug render: " << l.format->name() << " draws no picture; --svg is for formats that do\n";
    return kExitUsage;
  }
  if (*o.svg_file == "-") {
    out << svg;
    return kExitAccepted;
  }
  if (const Status written = WriteFileAtomically(*o.svg_file, svg); !written.ok()) {
    err << "slug render: " << written.message() << '\n';
    return kExitCannotWrite;
  }
  out << l.format->Render(*model, /*one_line=*/false);
  return kExitAccepted;
}

int ListFormats(std::ostream& out) {
  for (const Format* f : AllFormats()) {
    out << f->name();
    for (std::string_view v : f->versions()) out << ' ' << v;
    const std::vector<std::string_view> conversions = f->Conversions();
    for (size_t i = 0; i < conversions.size(); ++i) out << (i == 0 ? "; convert --to " : ", ") << conversions[i];
    out << '\n';
  }
  return kExitAccepted;
}

int Dispatch(const Options& o, std::istream& in, std::ostream& out, std::ostream& err, const Environment& env) {
  if (o.help) {
    PrintHelp(o.command, out);
    return kExitAccepted;
  }
  if (o.print_version) {
    out << "slug " << kVersion << '\n';
    return kExitAccepted;
  }
  if (o.command == "formats") return ListFormats(out);
  if (o.svg_file) return RenderPicture(o, out, err);
  return AnswerAll(o, in, out, err, env);
}

}  // namespace

int Run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
        const Environment& environment) {
  Options o;
  if (const std::string error = ArgParser(args, &o).Parse(); !error.empty()) return UsageError(o.command, error, err);
  const int status = Dispatch(o, in, out, err, environment);
  // A full disk or a closed pipe must not pass for success: answers were lost.
  if (!out.flush()) {
    err << "slug: cannot write standard output\n";
    return kExitCannotWrite;
  }
  return status;
}

}  // namespace slugspec::cli
