// A line difference between an expected and a received result, for people:
// the lines only in the expected side marked '-', only in the received side
// '+', shared lines ' '.
#ifndef SLUGSPEC_CONFORMANCE_REPORT_TEXT_DIFF_H_
#define SLUGSPEC_CONFORMANCE_REPORT_TEXT_DIFF_H_

#include <cstddef>
#include <string>
#include <vector>

namespace slugspec::conformance {

struct DiffLine {
  // ' ' in both, '-' only expected, '+' only received,
  // '~' a note standing for lines left out ("… 12 equal lines").
  char op = ' ';
  std::string text;
  bool operator==(const DiffLine&) const = default;
};

// A longest-common-subsequence diff. The quadratic table is used only for
// the part between the common head and tail, and only up to
// kMaxDiffCells entries; past that (tens of thousands of lines, which only
// a broken testee sends) the middle shows as all '-' then all '+'.
inline constexpr size_t kMaxDiffCells = size_t{1} << 22;
std::vector<DiffLine> DiffLines(const std::vector<std::string>& expected, const std::vector<std::string>& received);

// The diff for reading: runs of shared lines longer than 2 * context shrink to
// `context` lines each side of a change and a '~' note; at most max_lines
// lines come out, then a '~' note says how many more changed lines there are.
std::vector<DiffLine> Abridge(const std::vector<DiffLine>& diff, size_t context, size_t max_lines);

// Splits at '\n'; a final newline does not make an empty last line.
std::vector<std::string> SplitLines(const std::string& text);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_REPORT_TEXT_DIFF_H_
