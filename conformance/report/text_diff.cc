#include "conformance/report/text_diff.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace slugspec::conformance {

std::vector<DiffLine> DiffLines(const std::vector<std::string>& expected, const std::vector<std::string>& received) {
  // The common head and tail need no table, and are most of a typical
  // difference (one wrong piece on a board of twelve).
  size_t head = 0;
  while (head < expected.size() && head < received.size() && expected[head] == received[head]) ++head;
  size_t tail = 0;
  while (tail < expected.size() - head && tail < received.size() - head &&
         expected[expected.size() - 1 - tail] == received[received.size() - 1 - tail]) {
    ++tail;
  }
  const size_t n = expected.size() - head - tail;
  const size_t m = received.size() - head - tail;

  std::vector<DiffLine> out;
  out.reserve(head + tail + n + m);
  for (size_t i = 0; i < head; ++i) out.push_back({' ', expected[i]});

  const auto a = [&](size_t i) -> const std::string& { return expected[head + i]; };
  const auto b = [&](size_t j) -> const std::string& { return received[head + j]; };
  if (n > 0 && m > 0 && (n + 1) <= kMaxDiffCells / (m + 1)) {
    // lcs[i * (m + 1) + j]: the longest common subsequence of a[i..] and
    // b[j..]. Filled from the end so that the walk below goes forwards.
    std::vector<uint32_t> lcs((n + 1) * (m + 1), 0);
    const auto at = [&](size_t i, size_t j) -> uint32_t& { return lcs[i * (m + 1) + j]; };
    for (size_t i = n; i-- > 0;) {
      for (size_t j = m; j-- > 0;) {
        at(i, j) = a(i) == b(j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
      }
    }
    size_t i = 0, j = 0;
    while (i < n && j < m) {
      if (a(i) == b(j)) {
        out.push_back({' ', a(i)});
        ++i, ++j;
      } else if (at(i + 1, j) >= at(i, j + 1)) {
        out.push_back({'-', a(i++)});  // removals before additions, as diff(1) shows them
      } else {
        out.push_back({'+', b(j++)});
      }
    }
    for (; i < n; ++i) out.push_back({'-', a(i)});
    for (; j < m; ++j) out.push_back({'+', b(j)});
  } else {
    for (size_t i = 0; i < n; ++i) out.push_back({'-', a(i)});
    for (size_t j = 0; j < m; ++j) out.push_back({'+', b(j)});
  }

  for (size_t i = expected.size() - tail; i < expected.size(); ++i) out.push_back({' ', expected[i]});
  return out;
}

std::vector<DiffLine> Abridge(const std::vector<DiffLine>& diff, size_t context, size_t max_lines) {
  // Distance of every line to the nearest change, in lines.
  constexpr size_t kFar = std::numeric_limits<size_t>::max();
  std::vector<size_t> distance(diff.size(), kFar);
  size_t last = kFar;
  for (size_t i = 0; i < diff.size(); ++i) {
    if (diff[i].op != ' ') last = i;
    if (last != kFar) distance[i] = i - last;
  }
  last = kFar;
  for (size_t i = diff.size(); i-- > 0;) {
    if (diff[i].op != ' ') last = i;
    if (last != kFar) distance[i] = std::min(distance[i], last - i);
  }

  // A run of one shared line is shown: its note would take the same room.
  std::vector<bool> shown(diff.size());
  for (size_t i = 0; i < diff.size(); ++i) shown[i] = distance[i] <= context;
  for (size_t i = 0; i < diff.size(); ++i) {
    const bool alone = !shown[i] && (i == 0 || shown[i - 1]) && (i + 1 == diff.size() || shown[i + 1]);
    if (alone) shown[i] = true;
  }

  std::vector<DiffLine> out;
  size_t dropped = 0;  // shared lines left out since the last line shown
  const auto flush_dropped = [&] {
    if (dropped == 0) return;
    out.push_back({'~', "... " + std::to_string(dropped) + (dropped == 1 ? " equal line" : " equal lines")});
    dropped = 0;
  };
  for (size_t i = 0; i < diff.size(); ++i) {
    if (!shown[i]) {
      ++dropped;
      continue;
    }
    if (out.size() >= max_lines) {
      const auto more = std::count_if(diff.begin() + static_cast<std::ptrdiff_t>(i), diff.end(),
                                      [](const DiffLine& d) { return d.op != ' '; });
      if (more > 0) {
        out.push_back({'~', "... and " + std::to_string(more) + " more changed " + (more == 1 ? "line" : "lines")});
      }
      return out;
    }
    flush_dropped();
    out.push_back(diff[i]);
  }
  flush_dropped();
  return out;
}

std::vector<std::string> SplitLines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    if (end == std::string::npos) {
      lines.push_back(text.substr(start));
      break;
    }
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

}  // namespace slugspec::conformance
