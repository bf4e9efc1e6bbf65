// The checks that open every decoder (spec/README.md §4), written once: the
// input's size against the format's documented maximum, before anything is
// read (so decoding stays linear and bounded), and, after the profile's
// repairs, that something is left to decode; and the way back from repaired
// text to the offsets a rejection reports.
#ifndef SLUGSPEC_COMMON_INPUT_CHECKS_H_
#define SLUGSPEC_COMMON_INPUT_CHECKS_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "common/repaired_text.h"
#include "common/status.h"

namespace slugspec {

// INPUT_TOO_LONG at offset `max_size` for a slug longer than `max_size`.
inline Status CheckInputSize(std::string_view slug, size_t max_size, std::string_view format) {
  if (slug.size() <= max_size) return OkStatus();
  return Status(INPUT_TOO_LONG, static_cast<uint32_t>(max_size),
                "input is " + std::to_string(slug.size()) + " bytes; " + std::string(format) + " slugs are at most " +
                    std::to_string(max_size));
}

// EMPTY_INPUT at offset 0 when nothing is left after the repairs.
inline Status CheckNotEmpty(std::string_view repaired) {
  return repaired.empty() ? Status(EMPTY_INPUT, 0, "the slug is empty") : OkStatus();
}

// A rejection found in the repaired text, with its offset in the input as
// received. The length and emptiness checks already speak of the input as
// received, and keep their offsets.
inline Status AtReceivedOffset(const Status& s, const RepairedText& text) {
  if (s.ok() || s.code() == EMPTY_INPUT || s.code() == INPUT_TOO_LONG) return s;
  return s.WithOffset(text.RawOffset(s.offset()));
}

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_INPUT_CHECKS_H_
