// The `slug` command line as a function, so that tests and the executable
// spec examples run exactly what users run.
#ifndef SLUGSPEC_TOOLS_SLUG_CLI_H_
#define SLUGSPEC_TOOLS_SLUG_CLI_H_

#include <iosfwd>
#include <string>
#include <vector>

#include "verbs/verbs.h"

namespace slugspec::cli {

// The exit statuses, as the help text states them.
enum ExitStatus : int {
  kExitAccepted = 0,     // every input accepted (or help, version, formats)
  kExitRejected = 1,     // some input rejected; its answer says why
  kExitUsage = 2,        // a bad command line, or render --svg of a format that draws no picture
  kExitCannotWrite = 3,  // an output (the --svg file, standard output) could not be written
  kExitCannotRead = 4,   // standard input could not be read (a folder, closed)
};

// What Run needs to know about its surroundings beyond the streams.
struct Environment {
  // Whether standard input is a terminal (main: isatty(0)). Then a command
  // about to wait for input lines says so on `err`: a user who forgot the
  // slug argument must not face a silent, seemingly hung command.
  bool stdin_is_terminal = false;
  // Whether standard input is a folder (main: fstat(0)): reading it fails,
  // which a line reader would take for the end of the input.
  bool stdin_is_folder = false;
};

// Lines longer than this are read only to their first kMaxLineBytes + 1
// bytes, the rest skipped to the line's end: every format's input limit is
// far below it, so the answer is the same (INPUT_TOO_LONG), and memory stays
// flat whatever the line's length. Encode's lines, models as JSON, are read
// to verbs::kLongestModelJson + 1 bytes.
inline constexpr size_t kMaxLineBytes = verbs::kLongestSlugInput;

// Runs `slug ARGS...` (args excludes the program name) and returns the exit
// status (ExitStatus).
int Run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
        const Environment& environment = {});

}  // namespace slugspec::cli

#endif  // SLUGSPEC_TOOLS_SLUG_CLI_H_
