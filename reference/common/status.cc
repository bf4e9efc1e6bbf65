#include "common/status.h"

namespace slugspec {

Error Status::ToProto() const {
  Error e;
  e.set_code(code_);
  e.set_offset(offset_);
  e.set_message(message_);
  return e;
}

std::string Status::ToString() const {
  if (ok()) return "OK";
  if (code_ == ERROR_CODE_UNSPECIFIED) return message_;  // a Failure: no code, no offset
  return std::string(CodeName(code_)) + " at " + std::to_string(offset_) + ": " + message_;
}

std::string_view StageOf(ErrorCode code) {
  const int n = static_cast<int>(code);
  if (n >= 1 && n < 20) return "syntax";
  if (n >= 20 && n < 30) return "structure";
  if (n >= 30 && n < 40) return "legality";
  if (n >= 40 && n < 50) return "syntax";  // models given to an encoder
  return "unknown";
}

std::string_view CodeName(ErrorCode code) {
  const std::string& name = ErrorCode_Name(code);
  if (name.empty()) return "UNKNOWN_ERROR_CODE";
  return name;
}

}  // namespace slugspec
