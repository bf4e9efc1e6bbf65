// The failures of canonical checks (spec/README.md §2, the checks marked
// "(canonical)"), as an oracle collects them: the one at the lowest offset
// is reported, and only if no other check fails. Two different codes at
// that lowest offset would leave the answer to the order of checks, which
// no spec pins down: the oracle reports such a tie, and no vector may depend
// on it.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FINDINGS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FINDINGS_H_

#include <cstdint>
#include <optional>

#include "corpusgen/common/outcome.h"

namespace slugspec::corpusgen {

class Findings {
 public:
  void Note(ErrorCode code, uint32_t offset, const char* requirement) {
    if (!first_ || offset < first_->offset) {
      first_ = Err(code, offset, requirement);
      tie_ = false;
    } else if (offset == first_->offset && code != first_->code) {
      tie_ = true;
    }
  }
  const std::optional<Rejection>& first() const { return first_; }
  bool tie() const { return tie_; }

 private:
  std::optional<Rejection> first_;
  bool tie_ = false;
};

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FINDINGS_H_
