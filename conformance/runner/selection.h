// Choosing the cases of a run: --filter by format, version, check and id,
// --case for one case, --shard so that a CI matrix can split a run.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_SELECTION_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_SELECTION_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/case/case.h"

namespace slugspec::conformance {

// "key=glob,key=glob": keys format, version, check, profile and id; '*' in a
// glob matches any run of characters. Terms with the same key are
// alternatives; different keys must all match.
class Filter {
 public:
  // False with `error` for a malformed filter.
  bool Parse(std::string_view text, std::string* error);
  bool Matches(const Case& c) const;
  bool empty() const { return terms_.empty(); }

 private:
  struct Term {
    std::string key, glob;
  };
  std::vector<Term> terms_;
};

bool GlobMatch(std::string_view glob, std::string_view text);

// "--shard i/n", 1-based: a case belongs to shard (hash(id) mod n) + 1, so
// a case stays in its shard whatever else is added.
struct Shard {
  uint32_t index = 1, count = 1;
  bool Parse(std::string_view text, std::string* error);
  bool Contains(const Case& c) const;
};

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_SELECTION_H_
