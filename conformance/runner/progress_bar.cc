#include "conformance/runner/progress_bar.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include <sys/ioctl.h>

namespace slugspec::conformance {
namespace {

// The terminal's width in columns, or 80.
int TerminalColumns() {
  winsize size{};
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

}  // namespace

void ProgressBar::Update(size_t done, size_t total, size_t failed) {
  const auto now = std::chrono::steady_clock::now();
  if (done != total && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  char text[160];
  std::snprintf(text, sizeof text, " %zu/%zu cases, %zu failed, %.0f s", done, total, failed, elapsed);
  std::string tail = text;
  if (done > 0 && done < total) {
    std::snprintf(text, sizeof text, ", ~%.0f s left",
                  elapsed * static_cast<double>(total - done) / static_cast<double>(done));
    tail += text;
  }
  const int width = std::clamp(TerminalColumns() - static_cast<int>(tail.size()) - 3, 10, 50);
  const int filled =
      total == 0
          ? width
          : static_cast<int>(static_cast<double>(width) * static_cast<double>(done) / static_cast<double>(total));
  std::fprintf(stderr, "\r[%s%s]%s\x1b[K", std::string(static_cast<size_t>(filled), '#').c_str(),
               std::string(static_cast<size_t>(width - filled), '.').c_str(), tail.c_str());
  if (done == total) std::fputc('\n', stderr);
  std::fflush(stderr);
}

}  // namespace slugspec::conformance
