// `slugspec-conformance explain`: what the reference answers for a slug or a
// case, so that an implementer can settle a disagreement without running a
// testee (spec/conformance.md §8).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_EXPLAIN_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_EXPLAIN_H_

#include <iosfwd>
#include <string>
#include <vector>

namespace slugspec::conformance {

struct ExplainRequest {
  std::string format;               // --format, or empty: detected
  std::vector<std::string> inputs;  // slugs and case ids
  std::string corpus_dir;           // where case ids are looked up
  std::string spec_dir;             // where their requirements are stated
};

// An input is a case id when it starts with a check's name and "/"
// ("decode.strict/sudoku/seed/...").
bool LooksLikeCaseId(const std::string& input);

// For a slug: the format that reads it, each profile's answer, the lenient
// repairs made and the text they left, and the canonical slug of the game.
// For a case id: the case (check, profile, input, note, requirements and
// where they are stated, the expectation), then its input as above. Every
// line shows untrusted bytes escaped. Returns the exit status: 0, or 1 when
// some input is no slug of a format, or no case of the corpus.
int Explain(const ExplainRequest& request, std::ostream& out);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_EXPLAIN_H_
