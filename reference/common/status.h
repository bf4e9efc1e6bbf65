// Status: the project's one error type. Either ok; or a rejection of a slug
// or a model, carrying a stable ErrorCode (spec/errors.md), the byte offset
// where it was found and a message for people; or a failure that is no
// input's fault and has no code (a file that cannot be written, a malformed
// option): Status::Failure, with only its message. StatusOr<T> (below) is a
// value or the Status that says why there is none.
#ifndef SLUGSPEC_COMMON_STATUS_H_
#define SLUGSPEC_COMMON_STATUS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "slugspec/common.pb.h"

namespace slugspec {

class [[nodiscard]] Status {
 public:
  Status() = default;  // ok
  Status(ErrorCode code, uint32_t offset, std::string message)
      : code_(code), offset_(offset), message_(std::move(message)), failed_(code != ERROR_CODE_UNSPECIFIED) {}
  // A failure with no code and no offset: "cannot write report.json: ...".
  static Status Failure(std::string message) {
    Status s;
    s.message_ = std::move(message);
    s.failed_ = true;
    return s;
  }

  bool ok() const { return !failed_; }
  ErrorCode code() const { return code_; }
  uint32_t offset() const { return offset_; }
  const std::string& message() const { return message_; }

  // The proto form, as printed by the command line and stored in vectors.
  Error ToProto() const;
  // "CODE at OFFSET: message", for logs and test failures.
  std::string ToString() const;

  // The same rejection with its offset translated, e.g. from repaired text
  // back to the input as received.
  Status WithOffset(uint32_t offset) const {
    Status s = *this;
    s.offset_ = offset;
    return s;
  }

 private:
  ErrorCode code_ = ERROR_CODE_UNSPECIFIED;
  uint32_t offset_ = 0;
  std::string message_;
  bool failed_ = false;
};

// A value, or the Status that says why there is none (as abseil's StatusOr).
template <typename T>
class [[nodiscard]] StatusOr {
 public:
  StatusOr(T value) : value_(std::move(value)) {}         // NOLINT: implicit, as a return value
  StatusOr(Status status) : status_(std::move(status)) {  // NOLINT: implicit, as a return value
    if (status_.ok()) status_ = Status::Failure("StatusOr made from an ok Status, without a value");
  }

  bool ok() const { return status_.ok(); }
  const Status& status() const { return status_; }
  // The value; only when ok().
  const T& value() const& { return *value_; }
  T& value() & { return *value_; }
  T&& value() && { return std::move(*value_); }
  const T& operator*() const& { return *value_; }
  const T* operator->() const { return &*value_; }

 private:
  Status status_;
  std::optional<T> value_;
};

inline Status OkStatus() { return Status(); }

// The stage of a code (spec/errors.md): "syntax", "structure" or "legality".
std::string_view StageOf(ErrorCode code);
// The registry name of a code, e.g. "BAD_BASE64".
std::string_view CodeName(ErrorCode code);

// Evaluates a Status expression and returns it from the enclosing function if
// it is not ok.
#define SLUGSPEC_RETURN_IF_ERROR(expr)                   \
  do {                                                   \
    ::slugspec::Status slugspec_status_ = (expr);        \
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
