#include "conformance/report/output_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string_view>

#include "common/output_file.h"

namespace slugspec::conformance {

Status WriteTextFile(const std::string& path, const std::string& text) {
  if (path != "-") return WriteFileAtomically(path, text);
  std::string_view rest = text;
  while (!rest.empty()) {
    const ssize_t n = ::write(STDOUT_FILENO, rest.data(), rest.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Status::Failure(std::string("cannot write standard output: ") + std::strerror(errno));
    rest.remove_prefix(static_cast<size_t>(n));
  }
  return OkStatus();
}

}  // namespace slugspec::conformance
