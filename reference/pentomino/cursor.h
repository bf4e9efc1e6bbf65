// A read position in a slug's (repaired) text, for the character-level
// parsers of the pentomino versions.
#ifndef SLUGSPEC_PENTOMINO_CURSOR_H_
#define SLUGSPEC_PENTOMINO_CURSOR_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "common/display.h"
#include "common/status.h"

namespace slugspec::pentomino {

class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}

  bool done() const { return pos_ >= text_.size(); }
  char peek() const { return done() ? '\0' : text_[pos_]; }
  char take() { return text_[pos_++]; }
  uint32_t pos() const { return static_cast<uint32_t>(pos_); }
  uint32_t end() const { return static_cast<uint32_t>(text_.size()); }
  std::string_view text() const { return text_; }

  // TRUNCATED at the end, or BAD_CHARACTER at the current character, saying
  // what was `expected` there.
  Status Unexpected(std::string_view expected) const {
    if (done()) return Status(TRUNCATED, end(), "the slug ends where " + std::string(expected) + " should be");
    return Status(BAD_CHARACTER, pos(),
                  QuoteByte(static_cast<unsigned char>(peek())) + " where " + std::string(expected) + " should be");
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;
};

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_CURSOR_H_
