// `slugspec-conformance record`: golden vectors of real links, for
// regression-testing a player against yesterday's reading of the links it
// really has ("every link in my logs still opens the same").
//
// Each line of a links file is one link (a whole URL, or the slug alone);
// the reference reads it as the corpus generators read their slugs, and the
// vector says what it found, with the fields the corpus uses
// (corpus/vector.schema.json): the model or the rejection, in both
// profiles, the canonical and upgraded slugs, the levels the runner judges
// at, and the link itself byte for byte (`link`). `--corpus DIR` with the
// vectors then certifies a player against them, in either runner.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_RECORD_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_RECORD_H_

#include <ostream>
#include <string>
#include <string_view>

namespace slugspec::conformance {

struct RecordRequest {
  std::string format;      // the links' format (its registered name)
  std::string links_path;  // one link a line; "-" is standard input
  // The vectors' ids are "<id_prefix>/line-<N>", N the line number.
  std::string id_prefix = "recorded";
};

// The vector of one link, line `line_number` of its file, as one JSON line
// without its line break; or an empty string and `*why` when the link holds
// no slug of the format, or is not UTF-8 (a vector's strings are).
std::string RecordedVector(const RecordRequest& request, std::string_view link, size_t line_number, std::string* why);

// Writes a vector line to `out` for every line of the links file that is
// not empty, and says on `err` which lines it left out and why. Returns 0
// when every line became a vector, 1 when some did not, 2 when the file or
// the format could not be used.
int RecordLinks(const RecordRequest& request, std::ostream& out, std::ostream& err);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_RECORD_H_
