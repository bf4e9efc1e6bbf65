#include "conformance/report/output_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace slugspec::conformance {

// stdio rather than a stream: it reports why a write failed (errno), which
// tells a user whether the directory is missing or the disk is full.
bool WriteTextFile(const std::string& path, const std::string& text, std::string* error) {
  const auto fail = [&](int err) {
    *error = "cannot write " + path + ": " + std::strerror(err);
    return false;
  };
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (file == nullptr) return fail(errno);
  const size_t written = std::fwrite(text.data(), 1, text.size(), file);
  const int write_errno = errno;
  if (written != text.size()) {
    std::fclose(file);
    return fail(write_errno);
  }
  if (std::fclose(file) != 0) return fail(errno);
  return true;
}

}  // namespace slugspec::conformance
