// Status: the outcome of a decode, encode or check. Either ok, or a rejection
// carrying a stable ErrorCode (spec/errors.md), the byte offset where it was
// found and a message for people.
#ifndef SLUGSPEC_COMMON_STATUS_H_
#define SLUGSPEC_COMMON_STATUS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "slugspec/common.pb.h"

namespace slugspec {

class [[nodiscard]] Status {
 public:
  Status() = default;  // ok
  Status(ErrorCode code, uint32_t offset, std::string message)
      : code_(code), offset_(offset), message_(std::move(message)) {}

  bool ok() const { return code_ == ERROR_CODE_UNSPECIFIED; }
  ErrorCode code() const { return code_; }
  uint32_t offset() const { return offset_; }
  const std::string& message() const { return message_; }

  // The proto form, as printed by the command line and stored in vectors.
  Error ToProto() const;
  // "CODE at OFFSET: message", for logs and test failures.
  std::string ToString() const;

  // The same rejection with its offset translated, e.g. from repaired text
  // back to the input as received.
  Status WithOffset(uint32_t offset) const { return Status(code_, offset, message_); }

 private:
  ErrorCode code_ = ERROR_CODE_UNSPECIFIED;
  uint32_t offset_ = 0;
  std::string message_;
};

inline Status OkStatus() { return Status(); }

// The stage of a code (spec/errors.md): "syntax", "structure" or "legality".
std::string_view StageOf(ErrorCode code);
// The registry name of a code, e.g. "BAD_BASE64".
std::string_view CodeName(ErrorCode code);

// Evaluates a Status expression and returns it from the enclosing function if
// it is not ok.
#define SLUGSPEC_RETURN_IF_ERROR(expr)               \
  do {                                               \
    ::slugspec::Status slugspec_status_ = (expr);    \
    if (!slugspec_status_.ok()) return slugspec_status_; \
  } while (false)

// Collects the failures of canonical checks (spec/README.md §2): in the strict
// profile they do not stop decoding; the one with the lowest offset is reported
// only when every other check passes.
class CanonicalFindings {
 public:
  void Note(ErrorCode code, uint32_t offset, std::string message) {
    if (first_.ok() || offset < first_.offset()) first_ = Status(code, offset, std::move(message));
  }
  bool empty() const { return first_.ok(); }
  const Status& first() const { return first_; }

 private:
  Status first_;
};

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_STATUS_H_
