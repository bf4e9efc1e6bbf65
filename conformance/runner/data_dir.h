// Where slugspec-conformance finds its own golden corpus and spec when the
// operator does not name them: beside its binary, so that an installed runner
// needs no path compiled in from the build tree.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_DATA_DIR_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_DATA_DIR_H_

#include <string>

#include "common/status.h"

namespace slugspec::conformance {

// The folder holding corpus/ and spec/, looked for in order:
//   1. in a build tree: the folder named in `slugspec-data-dir`, a file CMake
//      writes beside the binary (never installed);
//   2. installed: `bin_to_data` relative to the binary's folder
//      ("../share/slugspec" for the usual layout).
// Else a failure listing where it looked.
StatusOr<std::string> FindDataDir(const std::string& executable, const std::string& bin_to_data);

// The running program's own path (/proc/self/exe), or argv0 if that fails.
std::string SelfExecutable(const char* argv0);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_DATA_DIR_H_
