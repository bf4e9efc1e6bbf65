#include "slug/cli.h"

#include <fstream>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "common/display.h"
#include "common/profile.h"
#include "common/status.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::cli {
namespace {

constexpr std::string_view kUsage = R"(usage: slug COMMAND [OPTIONS] [INPUT...]

Reads and writes game and puzzle state links ("slugs"), as specified in spec/.

commands:
  decode     slug -> the model as one JSON line (proto3 JSON mapping)
  encode     model JSON -> canonical slug
  upgrade    slug of any version -> canonical slug of the current version
  validate   slug -> a verdict for people, with the place of the error
  render     slug -> the board as text
  formats    the formats and versions this build knows

options (every command):
  --format F        the slug's format; without it, it is detected
  --strict          strict profile: canonical slugs only (default)
  --lenient         lenient profile: also what upstream opens, and repaired
                    transit damage
  --help            this text, or a command's own

With no INPUT, each line of standard input is one input, and each gets
exactly one line of answer, in order: large batches stream through one
process. Exit status: 0 all accepted, 1 some input rejected, 2 usage error.
)";

struct CommandHelp {
  std::string_view name;
  std::string_view text;
};

constexpr CommandHelp kHelp[] = {
    {"decode", R"(usage: slug decode [--format F] [--strict|--lenient] [SLUG...]

Prints one JSON object per slug: the model, with "format" and "version".
A rejected slug prints {"error":{"code":...,"offset":...,"message":...}},
where offset is the byte index into the slug as given.
)"},
    {"encode", R"(usage: slug encode [--format F] [--version V] [MODEL_JSON...]

Reads models as JSON (one per line on standard input, or as arguments) and
prints the canonical slug of each. The format is --format, else the model's
"format" field. The version is --version, else the model's "version" field,
else the current one. A rejected model prints the JSON error object.
)"},
    {"upgrade", R"(usage: slug upgrade [--format F] [--strict|--lenient] [SLUG...]

Prints the canonical slug of the current version for a slug of any version.
)"},
    {"validate", R"(usage: slug validate [--format F] [--strict|--lenient] [SLUG...]

For each slug given as an argument: the verdict, and for a rejected slug the
slug with a caret under the offending character; warnings about the game
(a digit twice in a row, ...). From standard input: one verdict line each.
)"},
    {"render", R"(usage: slug render [--format F] [--strict|--lenient] [--svg FILE] [SLUG...]

Draws the decoded board as text. From standard input: one line per board.
--svg FILE also writes a picture of the board (one SLUG argument; formats
that draw pictures: pentomino).
)"},
    {"formats", R"(usage: slug formats

Lists every format with its versions, the current one last.
)"},
};

struct Options {
  std::string command;
  std::string format;
  std::string version;
  std::string svg_file;
  Profile profile = Profile::kStrict;
  bool help = false;
  std::vector<std::string> inputs;
};

std::optional<std::string_view> HelpFor(std::string_view command) {
  for (const CommandHelp& h : kHelp) {
    if (h.name == command) return h.text;
  }
  return std::nullopt;
}

// Parses the arguments; on a usage error writes to `err` and returns false.
bool ParseArgs(const std::vector<std::string>& args, Options* o, std::ostream& err) {
  if (args.empty()) {
    err << kUsage;
    return false;
  }
  size_t i = 0;
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    o->help = true;
    if (args.size() > 1) o->command = args[1];
    return true;
  }
  o->command = args[i++];
  if (!HelpFor(o->command)) {
    err << "slug: unknown command \"" << o->command << "\"\n\n" << kUsage;
    return false;
  }
  bool options_done = false;
  for (; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (options_done || a.size() < 2 || a.rfind("--", 0) != 0) {
      o->inputs.push_back(a);
      continue;
    }
    auto value = [&](std::string_view name, std::string* out) {
      const std::string prefix = std::string(name) + "=";
      if (a == name) {
        if (i + 1 >= args.size()) {
          err << "slug: " << name << " needs a value\n";
          return false;
        }
        *out = args[++i];
        return true;
      }
      if (a.rfind(prefix, 0) == 0) {
        *out = a.substr(prefix.size());
        return true;
      }
      return false;
    };
    if (a == "--") {
      options_done = true;
    } else if (a == "--help" || a == "-h") {
      o->help = true;
    } else if (a == "--strict") {
      o->profile = Profile::kStrict;
    } else if (a == "--lenient") {
      o->profile = Profile::kLenient;
    } else if (a.rfind("--format", 0) == 0) {
      if (!value("--format", &o->format)) return false;
      if (FindFormat(o->format) == nullptr) {
        err << "slug: unknown format \"" << o->format << "\" (see slug formats)\n";
        return false;
      }
    } else if (a.rfind("--version", 0) == 0 && o->command == "encode") {
      if (!value("--version", &o->version)) return false;
    } else if (a.rfind("--svg", 0) == 0 && o->command == "render") {
      if (!value("--svg", &o->svg_file)) return false;
    } else {
      err << "slug " << o->command << ": unknown option \"" << a << "\"\n";
      return false;
    }
  }
  if (!o->svg_file.empty() && o->inputs.size() != 1) {
    err << "slug render: --svg draws one board: give exactly one SLUG\n";
    return false;
  }
  return true;
}

std::string ErrorLine(const Status& s) {
  ErrorReply reply;
  *reply.mutable_error() = s.ToProto();
  return ToJson(reply);
}

// The format of `slug`: the named one, or the one that recognises it.
const Format* FormatFor(const Options& o, std::string_view slug, Status* error) {
  if (!o.format.empty()) return FindFormat(o.format);
  if (slug.empty()) {
    *error = Status(EMPTY_INPUT, 0, "the slug is empty");
    return nullptr;
  }
  const Format* f = DetectFormat(slug);
  if (f == nullptr) {
    *error = Status(UNKNOWN_FORMAT, 0, "no format recognises this slug; name one with --format");
  }
  return f;
}

// The slug with non-printable bytes shown as \xNN, and a caret line under
// byte `offset` (or just past the end).
std::string CaretDisplay(std::string_view slug, uint32_t offset) {
  std::string shown, caret;
  for (size_t i = 0; i <= slug.size(); ++i) {
    if (i == offset) caret = std::string(shown.size(), ' ') + "^";
    if (i == slug.size()) break;
    AppendDisplayByte(static_cast<unsigned char>(slug[i]), &shown);
  }
  return "  " + shown + "\n  " + caret + "\n";
}

class Session {
 public:
  Session(const Options& o, std::ostream& out) : o_(o), out_(out) {}

  // Answers one input; `batch` answers must be exactly one line. Returns
  // whether the input was accepted.
  bool Answer(const std::string& input, bool batch) {
    if (o_.command == "encode") return Encode(input);
    Status error;
    const Format* f = FormatFor(o_, input, &error);
    if (f == nullptr) return Reject(input, error, batch);
    if (o_.command == "upgrade") {
      std::string upgraded;
      const Status s = f->Upgrade(input, o_.profile, &upgraded);
      if (!s.ok()) return Reject(input, s, batch);
      out_ << upgraded << '\n';
      return true;
    }
    std::unique_ptr<google::protobuf::Message> model = f->NewModel();
    const Status s = f->Decode(input, o_.profile, model.get());
    if (!s.ok()) return Reject(input, s, batch);
    if (o_.command == "decode") {
      out_ << ToJson(*model) << '\n';
    } else if (o_.command == "render") {
      out_ << f->Render(*model, batch);
      if (batch) out_ << '\n';
      if (!o_.svg_file.empty()) return WriteSvg(*f, *model);
    } else {
      Validate(*f, input, *model, batch);
    }
    return true;
  }

 private:
  bool Reject(const std::string& input, const Status& s, bool batch) {
    if (o_.command != "validate") {
      out_ << ErrorLine(s) << '\n';
    } else if (batch) {
      out_ << "invalid: " << s.ToString() << '\n';
    } else {
      out_ << "invalid: " << s.ToString() << '\n' << CaretDisplay(input, s.offset());
    }
    return false;
  }

  void Validate(const Format& f, const std::string& input, const google::protobuf::Message& model, bool batch) {
    const auto* version = model.GetDescriptor()->FindFieldByName("version");
    std::string line = "valid: " + std::string(f.name()) + " " +
                       model.GetReflection()->GetString(model, version) + " (" +
                       std::string(ProfileName(o_.profile)) + ")";
    std::vector<std::string> notes;
    if (o_.profile == Profile::kLenient) {
      std::unique_ptr<google::protobuf::Message> strict = f.NewModel();
      const Status s = f.Decode(input, Profile::kStrict, strict.get());
      std::string canonical;
      if (!s.ok() && f.Encode(model, "", &canonical).ok()) {
        notes.push_back("not canonical (strict: " + s.ToString() + "); canonical: " + canonical);
      }
    }
    for (const std::string& w : f.Warnings(model)) notes.push_back("warning: " + w);
    if (batch) {
      for (const std::string& n : notes) line += "; " + n;
      out_ << line << '\n';
      return;
    }
    out_ << line << '\n';
    for (const std::string& n : notes) out_ << n << '\n';
  }

  bool WriteSvg(const Format& f, const google::protobuf::Message& model) {
    const std::string svg = f.RenderSvg(model);
    if (svg.empty()) {
      out_ << "slug render: " << f.name() << " has no picture; no SVG written\n";
      return false;
    }
    std::ofstream file(o_.svg_file, std::ios::binary);
    file << svg;
    if (!file.flush()) {
      out_ << "slug render: cannot write " << o_.svg_file << "\n";
      return false;
    }
    return true;
  }

  bool Encode(const std::string& json) {
    std::string format_name = o_.format;
    if (format_name.empty()) {
      ModelHeader header;
      std::string ignored;
      if (FromJson(json, &header, &ignored, {.ignore_unknown_fields = true})) format_name = header.format();
    }
    const Format* f = FindFormat(format_name);
    if (f == nullptr) {
      return Reject(json, Status(BAD_MODEL, 0, format_name.empty()
                                                   ? "name the format with --format or in the model"
                                                   : "unknown format \"" + format_name + "\""),
                    true);
    }
    std::unique_ptr<google::protobuf::Message> model = f->NewModel();
    std::string why;
    if (!FromJson(json, model.get(), &why)) {
      return Reject(json, Status(BAD_MODEL, 0, "not a " + std::string(f->name()) + " model: " + why), true);
    }
    std::string slug;
    const Status s = f->Encode(*model, o_.version, &slug);
    if (!s.ok()) return Reject(json, s, true);
    out_ << slug << '\n';
    return true;
  }

  const Options& o_;
  std::ostream& out_;
};

}  // namespace

int Run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  Options o;
  if (!ParseArgs(args, &o, err)) return 2;
  if (o.help) {
    const auto text = HelpFor(o.command);
    out << (text ? *text : kUsage);
    return 0;
  }
  if (o.command == "formats") {
    for (const Format* f : AllFormats()) {
      out << f->name();
      for (std::string_view v : f->versions()) out << ' ' << v;
      out << '\n';
    }
    return 0;
  }
  Session session(o, out);
  bool all_ok = true;
  if (!o.inputs.empty()) {
    for (const std::string& input : o.inputs) all_ok &= session.Answer(input, /*batch=*/false);
    return all_ok ? 0 : 1;
  }
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();  // a CRLF line ending is not slug text
    all_ok &= session.Answer(line, /*batch=*/true);
    // Flush only when no more input is waiting, so that a process driving us
    // line by line gets each answer, and a file streams at full speed.
    if (in.rdbuf()->in_avail() <= 0) out.flush();
  }
  out.flush();
  return all_ok ? 0 : 1;
}

}  // namespace slugspec::cli
