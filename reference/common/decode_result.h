// What every decoder of a text slug does last, written once: the strict
// profile's canonical finding (spec/README.md §2: the one with the lowest
// offset, reported only now that every other check has passed) with the
// canonical slug named in its message; a rejection's model cleared and its
// offset moved back to the input as received; an accepted model stamped
// with its format and version.
#ifndef SLUGSPEC_COMMON_DECODE_RESULT_H_
#define SLUGSPEC_COMMON_DECODE_RESULT_H_

#include <string>
#include <string_view>

#include "common/input_checks.h"
#include "common/profile.h"
#include "common/repaired_text.h"
#include "common/status.h"

namespace slugspec {

// `s` is the status of the decode so far; `canonical_slug(model, &slug)`
// writes the canonical slug of what was read (false if it cannot).
template <typename Model, typename CanonicalSlug>
Status FinishDecode(Status s, Profile profile, const CanonicalFindings& findings, const RepairedText& text,
                    CanonicalSlug canonical_slug, std::string_view format, std::string_view version, Model* out) {
  if (s.ok() && profile == Profile::kStrict && !findings.empty()) {
    s = findings.first();
    std::string canonical;
    if (canonical_slug(*out, &canonical)) s = Status(s.code(), s.offset(), s.message() + "; canonical: " + canonical);
  }
  if (!s.ok()) {
    out->Clear();
    return AtReceivedOffset(s, text);
  }
  out->set_format(std::string(format));
  out->set_version(std::string(version));
  return OkStatus();
}

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_DECODE_RESULT_H_
