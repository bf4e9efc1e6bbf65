#include "common/repaired_text.h"

#include <cstddef>
#include <utility>

namespace slugspec {
namespace {

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool HasEscape(std::string_view s) {
  for (size_t i = 0; i + 2 < s.size(); ++i) {
    if (s[i] == '%' && HexValue(s[i + 1]) >= 0 && HexValue(s[i + 2]) >= 0) return true;
  }
  return false;
}

}  // namespace

void RepairedText::Own() {
  if (!origin_.empty() || view_.empty()) return;
  owned_.assign(view_);
  origin_.resize(owned_.size());
  for (size_t i = 0; i < origin_.size(); ++i) origin_[i] = static_cast<uint32_t>(i);
  view_ = owned_;
}

void RepairedText::Adopt(std::string text, std::vector<uint32_t> origin) {
  owned_ = std::move(text);
  origin_ = std::move(origin);
  view_ = owned_;
}

template <typename Step>
void RepairedText::Rebuild(Step step) {
  Own();
  std::string out;
  std::vector<uint32_t> origin;
  out.reserve(view_.size());
  origin.reserve(view_.size());
  for (size_t i = 0; i < view_.size();) {
    // step appends what text[i..] becomes and says how many characters it used.
    const size_t before = out.size();
    const size_t used = step(i, &out);
    origin.insert(origin.end(), out.size() - before, origin_[i]);
    i += used;
  }
  Adopt(std::move(out), std::move(origin));
}

void RepairedText::PercentDecode(int max_rounds) {
  for (int round = 0; round < max_rounds && HasEscape(view_); ++round) {
    Rebuild([this](size_t i, std::string* out) -> size_t {
      if (view_[i] == '%' && i + 2 < view_.size() && HexValue(view_[i + 1]) >= 0 && HexValue(view_[i + 2]) >= 0) {
        out->push_back(static_cast<char>(HexValue(view_[i + 1]) * 16 + HexValue(view_[i + 2])));
        return 3;
      }
      out->push_back(view_[i]);
      return 1;
    });
  }
}

void RepairedText::RemoveAll(std::string_view chars) {
  if (view_.find_first_of(chars) == std::string_view::npos) return;
  Rebuild([this, chars](size_t i, std::string* out) -> size_t {
    if (chars.find(view_[i]) == std::string_view::npos) out->push_back(view_[i]);
    return 1;
  });
}

void RepairedText::TrimEnds(std::string_view leading, std::string_view trailing) {
  size_t begin = 0;
  size_t end = view_.size();
  while (begin < end && leading.find(view_[begin]) != std::string_view::npos) ++begin;
  while (end > begin && trailing.find(view_[end - 1]) != std::string_view::npos) --end;
  Keep(begin, end);
}

void RepairedText::Keep(size_t begin, size_t end) {
  if (begin == 0 && end == view_.size()) return;
  Own();
  Adopt(owned_.substr(begin, end - begin),
        std::vector<uint32_t>(origin_.begin() + static_cast<std::ptrdiff_t>(begin),
                              origin_.begin() + static_cast<std::ptrdiff_t>(end)));
}

void RepairedText::ReplaceAll(char from, char to) {
  if (view_.find(from) == std::string_view::npos) return;
  Own();
  for (char& c : owned_) {
    if (c == from) c = to;
  }
}

}  // namespace slugspec
