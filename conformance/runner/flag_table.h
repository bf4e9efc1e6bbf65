// A command's options written once, as a table: the parser reads the
// command line from it and --help prints it, so the usage text cannot list
// an option the command refuses, or miss one it takes.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_FLAG_TABLE_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_FLAG_TABLE_H_

#include <charconv>
#include <functional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "common/status.h"

namespace slugspec::conformance {

// One option.
struct Flag {
  std::vector<std::string> names;  // its spellings, short first: {"-j", "--jobs"}
  std::string value;               // its value's name in the usage ("N", "FILE"); empty: a switch
  // One paragraph, wrapped by Usage(). Empty: not listed (an option the
  // command refuses with a reason of its own).
  std::string help;
  // Takes the value (empty for a switch). A refusal's message is the
  // operator's: it names the option and says what would do.
  std::function<Status(const std::string& value)> take;
  bool rerun = false;  // kept, as typed, for the rerun lines (ParsedArgs::kept)
  bool final = false;  // ends the reading (--help, --version): what follows is not read
  // Also written --name=VALUE. Off by default: the npm runner's JavaScript
  // reads some options from the same command line as separate words, and a
  // form it did not see would pass its checks unread.
  bool equals_form = false;
};

// What a command line holds besides its options.
struct ParsedArgs {
  std::vector<std::string> operands;      // arguments that are not options, before any `--`
  bool dashes = false;                    // whether `--` was given
  std::vector<std::string> after_dashes;  // every argument after it, options or not
  // The rerun options as typed: each its name, then its value if it takes one.
  std::vector<std::vector<std::string>> kept;
};

class FlagTable {
 public:
  // Opens a group of options under `heading` in the usage text; `note`, if
  // any, is printed after the group's options.
  void Section(std::string heading, std::string note = "");
  // Adds an option to the last group. A name given twice is a programming
  // error: the later is never reached, and FlagTableTest finds it.
  void Add(Flag flag);

  // Reads `args` (the command's arguments, without the program): an option
  // is `--name VALUE` or `-n VALUE` (or `--name=VALUE` where the option
  // allows it: Flag::equals_form); "-" alone is an operand
  // (standard input); everything after `--` is kept apart. Refuses an
  // unknown option, a missing value, a value given to a switch, and
  // whatever an option's `take` refuses.
  StatusOr<ParsedArgs> Parse(const std::vector<std::string>& args) const;

  // The listed options, group by group: each option's spellings and value
  // from column 3, its help from column 27, wrapped at 88 columns.
  std::string Usage() const;

  // Every option, for the table's own checks.
  std::vector<const Flag*> All() const;

 private:
  struct Group {
    std::string heading, note;
    std::vector<Flag> flags;
  };
  const Flag* Find(std::string_view name) const;
  std::vector<Group> groups_;
};

// A decimal number that fills the whole text and fits in T.
template <typename T>
bool ParseNumber(const std::string& text, T* out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), *out);
  return !text.empty() && error == std::errc() && end == text.data() + text.size();
}

// The common kinds of option. Each refuses in the same words:
// "--cases needs a number from 0 to 10000".
Flag SwitchFlag(std::vector<std::string> names, std::string help, bool* out);
Flag TextFlag(std::vector<std::string> names, std::string value, std::string help, std::string* out);
Flag ListFlag(std::vector<std::string> names, std::string value, std::string help, std::vector<std::string>* out);
// Refuses a value outside [low, high]. `set` receives the number.
Flag NumberFlag(std::vector<std::string> names, std::string value, std::string help, long long low, long long high,
                std::function<void(long long)> set);

// Wraps `text` to `width` columns, every line after the first indented by
// `indent` spaces (the first is the caller's: it starts at column `indent`).
std::string WrapText(std::string_view text, size_t indent, size_t width);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_FLAG_TABLE_H_
