// The option table (flag_table.h): its parser and its usage text.
#include "conformance/runner/flag_table.h"

#include <utility>

#include "common/escape.h"

namespace slugspec::conformance {
namespace {

constexpr size_t kHelpColumn = 26;  // where an option's help starts (0-based)
constexpr size_t kWidth = 88;

// "-j N, --jobs N", "--quiet".
std::string Spellings(const Flag& flag) {
  std::string text;
  for (const std::string& name : flag.names) {
    if (!text.empty()) text += ", ";
    text += flag.value.empty() ? name : name + " " + flag.value;
  }
  return text;
}

}  // namespace

void FlagTable::Section(std::string heading, std::string note) {
  groups_.push_back({std::move(heading), std::move(note), {}});
}

void FlagTable::Add(Flag flag) {
  if (groups_.empty()) Section("");
  groups_.back().flags.push_back(std::move(flag));
}

const Flag* FlagTable::Find(std::string_view name) const {
  for (const Group& group : groups_) {
    for (const Flag& flag : group.flags) {
      for (const std::string& n : flag.names) {
        if (n == name) return &flag;
      }
    }
  }
  return nullptr;
}

std::vector<const Flag*> FlagTable::All() const {
  std::vector<const Flag*> all;
  for (const Group& group : groups_) {
    for (const Flag& flag : group.flags) all.push_back(&flag);
  }
  return all;
}

StatusOr<ParsedArgs> FlagTable::Parse(const std::vector<std::string>& args) const {
  ParsedArgs parsed;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--") {
      parsed.dashes = true;
      parsed.after_dashes.assign(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
      break;
    }
    if (arg.size() < 2 || arg[0] != '-') {
      parsed.operands.push_back(arg);
      continue;
    }
    // "--name=value": the value is what follows the first '='.
    const size_t equals = arg.starts_with("--") ? arg.find('=') : std::string::npos;
    const std::string name = arg.substr(0, equals);
    const Flag* flag = Find(name);
    if (flag == nullptr || (equals != std::string::npos && !flag->equals_form && !flag->value.empty())) {
      return Status::Failure("unknown option " + VisibleText(arg, false));
    }
    std::string value;
    if (flag->value.empty()) {
      if (equals != std::string::npos) return Status::Failure(name + " takes no value");
    } else if (equals != std::string::npos) {
      value = arg.substr(equals + 1);
      if (value.empty()) return Status::Failure(name + " needs a value");
    } else if (i + 1 < args.size()) {
      value = args[++i];
    } else {
      return Status::Failure(name + " needs a value");
    }
    SLUGSPEC_RETURN_IF_ERROR(flag->take(value));
    if (flag->rerun) {
      parsed.kept.push_back(flag->value.empty() ? std::vector<std::string>{name}
                                                : std::vector<std::string>{name, value});
    }
    if (flag->final) break;
  }
  return parsed;
}

std::string WrapText(std::string_view text, size_t indent, size_t width) {
  std::string out;
  size_t column = indent;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(start, end - start);
    start = end + 1;
    if (word.empty()) continue;
    if (column > indent && column + 1 + word.size() > width) {
      out += "\n" + std::string(indent, ' ');
      column = indent;
    } else if (column > indent) {
      out += ' ';
      ++column;
    }
    out += word;
    column += word.size();
  }
  return out;
}

std::string FlagTable::Usage() const {
  std::string text;
  for (const Group& group : groups_) {
    if (!text.empty()) text += '\n';
    if (!group.heading.empty()) text += group.heading + ":\n";
    for (const Flag& flag : group.flags) {
      if (flag.help.empty()) continue;
      std::string line = "  " + Spellings(flag);
      // The help beside the spellings when they leave room, else under them.
      line += line.size() + 2 <= kHelpColumn ? std::string(kHelpColumn - line.size(), ' ')
                                             : "\n" + std::string(kHelpColumn, ' ');
      text += line + WrapText(flag.help, kHelpColumn, kWidth) + "\n";
    }
    if (!group.note.empty()) text += "  " + WrapText(group.note, 2, kWidth) + "\n";
  }
  return text;
}

Flag SwitchFlag(std::vector<std::string> names, std::string help, bool* out) {
  return {std::move(names), "", std::move(help), [out](const std::string&) {
            *out = true;
            return OkStatus();
          }};
}

Flag TextFlag(std::vector<std::string> names, std::string value, std::string help, std::string* out) {
  return {std::move(names), std::move(value), std::move(help), [out](const std::string& v) {
            *out = v;
            return OkStatus();
          }};
}

Flag ListFlag(std::vector<std::string> names, std::string value, std::string help, std::vector<std::string>* out) {
  return {std::move(names), std::move(value), std::move(help), [out](const std::string& v) {
            out->push_back(v);
            return OkStatus();
          }};
}

Flag NumberFlag(std::vector<std::string> names, std::string value, std::string help, long long low, long long high,
                std::function<void(long long)> set) {
  const std::string name = names.back();
  return {std::move(names), std::move(value), std::move(help),
          [name, low, high, set = std::move(set)](const std::string& v) {
            long long n = 0;
            if (!ParseNumber(v, &n) || n < low || n > high) {
              return Status::Failure(name + " needs a number from " + std::to_string(low) + " to " +
                                     std::to_string(high) + ", not " + VisibleText(v, false));
            }
            set(n);
            return OkStatus();
          }};
}

}  // namespace slugspec::conformance
