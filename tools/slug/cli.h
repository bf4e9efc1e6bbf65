// The `slug` command line as a function, so that tests and the executable
// spec examples run exactly what users run.
#ifndef SLUGSPEC_TOOLS_SLUG_CLI_H_
#define SLUGSPEC_TOOLS_SLUG_CLI_H_

#include <iosfwd>
#include <string>
#include <vector>

namespace slugspec::cli {

// Runs `slug ARGS...` (args excludes the program name). Returns the exit
// status: 0 all inputs accepted, 1 some input rejected, 2 usage error.
int Run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace slugspec::cli

#endif  // SLUGSPEC_TOOLS_SLUG_CLI_H_
