// Batch mode's reading of standard input: bounded lines, with the output
// flushed before any read that may wait (cli.cc answers each line).
#ifndef SLUGSPEC_TOOLS_SLUG_LINE_READER_H_
#define SLUGSPEC_TOOLS_SLUG_LINE_READER_H_

#include <cstddef>
#include <istream>
#include <ostream>
#include <string>

namespace slugspec::cli {

// Reads the next line of `in` into `line` without its '\n', keeping at most
// `max` + 1 bytes of it (the rest is read and dropped); false at the end of
// the input, or when it cannot be read (badbit set). `out` is flushed before
// every read that may wait for input (nothing is buffered): a process that
// drives us line by line, as a co-process, gets the answer to every line it
// completed, even when it has already sent the start of the next; a file
// still streams at full speed, flushed once per buffer of input.
bool ReadBoundedLine(std::istream& in, std::string* line, size_t max, std::ostream& out);

}  // namespace slugspec::cli

#endif  // SLUGSPEC_TOOLS_SLUG_LINE_READER_H_
