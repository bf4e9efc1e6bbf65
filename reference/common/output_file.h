// Writing an output file (the command line's --svg FILE, the conformance
// runner's reports and expected-failure lists) without ever half-writing it.
#ifndef SLUGSPEC_COMMON_OUTPUT_FILE_H_
#define SLUGSPEC_COMMON_OUTPUT_FILE_H_

#include <string>
#include <string_view>

namespace slugspec {

// Replaces the file at `path` with `contents`, never leaving it half-written:
// the bytes go to a new temporary file in the same folder, which is renamed
// over `path` once complete (a rename within a file system is atomic). Returns
// an empty string on success, else "cannot write PATH: reason", having removed
// the temporary file. A symbolic link stays a link: the file it names is
// replaced. A device or a pipe (/dev/null, /dev/stdout, a FIFO) is written
// to, not replaced; a folder is an error.
std::string WriteFileAtomically(const std::string& path, std::string_view contents);

// Whether WriteFileAtomically(path, ...) could succeed now: `path` is not a
// folder, and a temporary file can be made beside it (and is removed again).
// Empty, or "cannot write PATH: reason". For checking an output path before
// a long run rather than after it.
std::string CheckWritable(const std::string& path);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_OUTPUT_FILE_H_
