// The fields of a slug written as text (triplex's and tetris's headers): a character that must be there, a decimal
// number of bounded length, and the rejections that say where the text went wrong. Offsets are into the text as the
// decoder reads it (after its repairs).
#ifndef SLUGSPEC_COMMON_TEXT_FIELDS_H_
#define SLUGSPEC_COMMON_TEXT_FIELDS_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "common/display.h"
#include "common/status.h"

namespace slugspec {

// TRUNCATED at the end of `text`: it ends inside a field.
inline Status TruncatedAt(std::string_view text, std::string what) {
  return Status(TRUNCATED, static_cast<uint32_t>(text.size()), std::move(what));
}

// BAD_CHARACTER at `at` (inside `text`): "'c' where <expected> must be".
inline Status UnexpectedCharacter(std::string_view text, size_t at, std::string_view expected) {
  return Status(BAD_CHARACTER, static_cast<uint32_t>(at),
                QuoteByte(static_cast<unsigned char>(text[at])) + " where " + std::string(expected) + " must be");
}

// The character `c` at `at`, or the matching rejection.
inline Status ExpectCharacter(std::string_view text, size_t at, char c, std::string_view what) {
  if (at >= text.size()) return TruncatedAt(text, "the slug ends where " + std::string(what) + " must be");
  if (text[at] != c) return UnexpectedCharacter(text, at, what);
  return OkStatus();
}

// A decimal number at `at` with no leading zeros: "0" alone (a digit after
// it is no part of it), or 1-9 and at most `max_digits` - 1 more digits; one
// digit more is VALUE_OUT_OF_RANGE at the number's first digit. `end` is
// where it stops.
inline Status ReadDecimal(std::string_view text, size_t at, int max_digits, int* value, size_t* end) {
  auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  if (at >= text.size()) return TruncatedAt(text, "the slug ends where a number must be");
  if (!is_digit(text[at])) return UnexpectedCharacter(text, at, "a digit");
  *value = text[at] - '0';
  *end = at + 1;
  if (*value == 0) return OkStatus();
  for (int more = 1; more < max_digits && *end < text.size() && is_digit(text[*end]); ++more) {
    *value = *value * 10 + (text[*end] - '0');
    ++*end;
  }
  if (*end < text.size() && is_digit(text[*end])) {
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(at),
                  "a number of more than " + std::to_string(max_digits) + " digits");
  }
  return OkStatus();
}

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_TEXT_FIELDS_H_
