// Writing a report file.
#ifndef SLUGSPEC_CONFORMANCE_REPORT_OUTPUT_FILE_H_
#define SLUGSPEC_CONFORMANCE_REPORT_OUTPUT_FILE_H_

#include <string>

#include "common/status.h"

namespace slugspec::conformance {

// Replaces the file at `path` with `text`, atomically: written to a temporary
// file beside it, then renamed, so `path` is either the old file or the whole
// new one. "-" is standard output. On failure, "cannot write PATH: reason".
Status WriteTextFile(const std::string& path, const std::string& text);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_REPORT_OUTPUT_FILE_H_
