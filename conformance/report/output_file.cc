#include "conformance/report/output_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string_view>

#include "common/output_file.h"

namespace slugspec::conformance {

bool WriteTextFile(const std::string& path, const std::string& text, std::string* error) {
  if (path != "-") {
    *error = WriteFileAtomically(path, text);
    return error->empty();
  }
  std::string_view rest = text;
  while (!rest.empty()) {
    const ssize_t n = ::write(STDOUT_FILENO, rest.data(), rest.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      *error = std::string("cannot write standard output: ") + std::strerror(errno);
      return false;
    }
    rest.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

}  // namespace slugspec::conformance
