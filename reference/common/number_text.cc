#include "common/number_text.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <system_error>

namespace slugspec {

#if defined(__cpp_lib_to_chars)

void AppendShortestDouble(double value, std::string* out) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  out->append(buffer, result.ptr);
}

bool ParseDouble(std::string_view text, double* value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
  return ec == std::errc() && end == text.data() + text.size();
}

#else

void AppendShortestDouble(double value, std::string* out) {
  char buffer[64];
  // The fewest significant digits that read back as the same double.
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  out->append(buffer);
}

bool ParseDouble(std::string_view text, double* value) {
  if (text.empty() || text.size() > 400) return false;
  const std::string copy(text);  // strtod needs the terminating zero
  char* end = nullptr;
  *value = std::strtod(copy.c_str(), &end);
  return end == copy.c_str() + copy.size();
}

#endif

}  // namespace slugspec
