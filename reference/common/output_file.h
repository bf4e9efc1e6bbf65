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
// removed. A symbolic link stays a link: the file it names is
// replaced. A device or a pipe (/dev/null, /dev/stdout, a FIFO) is written
// to, not replaced; a folder is an error.
Status WriteFileAtomically(const std::string& path, std::string_view contents);

// The file that writing `path` replaces or creates: `path` itself, or, for
// a symbolic link, the file at the end of its chain of links, which need not
// exist yet (a dangling link's target is created, and the link stays a
// link). Resolving once, before a long run, and writing to the result keeps
// a link repointed during the run from redirecting the write. A failure for
// a chain that does not end within 40 links.
StatusOr<std::string> OutputTarget(const std::string& path);

// Whether WriteFileAtomically(path, ...) could succeed now: `path` is not a
// folder, and a temporary file can be made beside it (and is removed again).
// Else a failure "cannot write PATH: reason". For checking an output path
// before a long run rather than after it.
Status CheckWritable(const std::string& path);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_OUTPUT_FILE_H_
