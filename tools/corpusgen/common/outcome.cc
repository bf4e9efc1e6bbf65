#include "corpusgen/common/outcome.h"

namespace slugspec::corpusgen {

std::string ErrorJson(ErrorCode code, uint32_t offset) {
  return R"({"code":")" + ErrorCode_Name(code) + R"(","offset":)" + std::to_string(offset) + "}";
}

std::string DescribeError(ErrorCode code, uint32_t offset, const std::string& requirement) {
  return ErrorCode_Name(code) + " at " + std::to_string(offset) + (requirement.empty() ? "" : " (" + requirement + ")");
}

}  // namespace slugspec::corpusgen
