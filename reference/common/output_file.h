// Writing an output file (the command line's --svg FILE, the conformance
// runner's reports and expected-failure lists) without ever half-writing it.
#ifndef SLUGSPEC_COMMON_OUTPUT_FILE_H_
#define SLUGSPEC_COMMON_OUTPUT_FILE_H_

#include <string>
#include <string_view>

#include "common/status.h"

namespace slugspec {

// Replaces the file at `path` with `contents`, never leaving it half-written:
// the bytes go to a new temporary file in the same folder, which is renamed
// over `path` once complete (a rename within a file system is atomic). On
// failure, a Status::Failure "cannot write PATH: reason", the temporary file
// removed. A symbolic link to a file, or to nothing, is refused: outputs
// never write through one (the file it names is the user's to name). A
// device or a pipe (/dev/null, /dev/stdout, a FIFO, or a link to one) is
// written to, not replaced; a folder and a read-only file (no write bit at
// all) are errors. A replaced file keeps its mode; a new one gets an
// ordinary new file's (the umask's).
Status WriteFileAtomically(const std::string& path, std::string_view contents);

// Whether WriteFileAtomically(path, ...) could succeed now: `path` is not a
// folder, a symbolic link to a file or a read-only file, and a temporary
// file can be made beside it (and is removed again).
// Else a failure "cannot write PATH: reason". For checking an output path
// before a long run rather than after it.
Status CheckWritable(const std::string& path);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_OUTPUT_FILE_H_
