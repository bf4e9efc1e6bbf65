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

// The file that writing `path` replaces or creates: `path` itself, or, for
// a symbolic link, the file at the end of its chain of links, which need not
// exist yet (a dangling link's target is created, and the link stays a
// link). Resolving once, before a long run, and writing to the result keeps
// a link repointed during the run from redirecting the write. Empty, with
// `error` set, for a chain that does not end within 40 links.
std::string OutputTarget(const std::string& path, std::string* error);

// Whether WriteFileAtomically(path, ...) could succeed now: `path` is not a
// folder, and a temporary file can be made beside it (and is removed again).
// Empty, or "cannot write PATH: reason". For checking an output path before
// a long run rather than after it.
std::string CheckWritable(const std::string& path);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_OUTPUT_FILE_H_
