// Lines for people, at most a given number of them and then one that counts
// the rest ("and 12 more differences"): what describes untrusted input (a
// testee's answer of a million givens) stays short.
#ifndef SLUGSPEC_COMMON_BOUNDED_LINES_H_
#define SLUGSPEC_COMMON_BOUNDED_LINES_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace slugspec {

class BoundedLines {
 public:
  // `what`: the plural the closing line counts ("differences").
  BoundedLines(size_t max_lines, std::string_view what) : max_(max_lines), what_(what) {}

  void Add(std::string line) {
    if (lines_.size() < max_) {
      lines_.push_back(std::move(line));
    } else {
      ++more_;
    }
  }

  // The lines, and "and N more <what>" when some were left out.
  std::vector<std::string> Take() && {
    if (more_ > 0) lines_.push_back("and " + std::to_string(more_) + " more " + what_);
    return std::move(lines_);
  }

 private:
  size_t max_;
  std::string what_;
  std::vector<std::string> lines_;
  size_t more_ = 0;
};

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_BOUNDED_LINES_H_
