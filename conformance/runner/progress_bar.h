// The command's one-line progress bar on a terminal (standard error).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_PROGRESS_BAR_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_PROGRESS_BAR_H_

#include <chrono>
#include <cstddef>

namespace slugspec::conformance {

// Redrawn at most ten times a second, fitted to the terminal's width, with
// the time so far and an estimate of the time left.
class ProgressBar {
 public:
  void Update(size_t done, size_t total, size_t failed);

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_PROGRESS_BAR_H_
