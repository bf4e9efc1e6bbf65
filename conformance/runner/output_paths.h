// The runner's output files against its inputs and one another: a report
// must never replace the expected-failure list, a golden vector, the spec,
// the testee, or another report of the same run (spec/conformance.md §7).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_OUTPUT_PATHS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_OUTPUT_PATHS_H_

#include <string>
#include <vector>

namespace slugspec::conformance {

struct NamedPath {
  std::string what;  // "--json", "the expected-failure list", ...
  std::string path;  // empty or "-": none (standard output is no file)
};

// Empty when every output names a file of its own: none is the same file as
// another output or an input (through links too), no two write to standard
// output ("-", /dev/stdout, ...), and none lies inside an input folder.
// Else why not, naming both.
std::string CheckOutputPaths(const std::vector<NamedPath>& outputs, const std::vector<NamedPath>& input_files,
                             const std::vector<NamedPath>& input_folders);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_OUTPUT_PATHS_H_
