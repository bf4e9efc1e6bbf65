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

thread_local RepairRecorder* current_recorder = nullptr;

// "\r\n" for people: the removed characters, escaped.
std::string Shown(std::string_view chars) {
  std::string out;
  for (const char c : chars) {
    switch (c) {
      case '\t':
        out += "\\t";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\f':
        out += "\\f";
        break;
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      default:
        out.push_back(c);
    }
  }
  return out;
}

std::string Count(size_t n, std::string_view one) {
  return std::to_string(n) + " " + std::string(one) + (n == 1 ? "" : "s");
}

}  // namespace

RepairRecorder::RepairRecorder() : outer_(current_recorder) { current_recorder = this; }
RepairRecorder::~RepairRecorder() { current_recorder = outer_; }
RepairRecorder* RepairRecorder::Current() { return current_recorder; }

void RepairRecorder::Record(std::string repair, std::string_view text_now) {
  repaired_text_.assign(text_now);
  // A second pass over the same input makes the same repairs again.
  if (replaying_ < repairs_.size() && repairs_[replaying_] == repair) {
    ++replaying_;
    return;
  }
  replaying_ = repairs_.size() + 1;  // no longer a replay
  repairs_.push_back(std::move(repair));
}

void RepairedText::Note(const std::string& repair) const {
  if (RepairRecorder* r = RepairRecorder::Current()) r->Record(repair, view_);
}

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
    size_t decoded = 0;
    Rebuild([this, &decoded](size_t i, std::string* out) -> size_t {
      if (view_[i] == '%' && i + 2 < view_.size() && HexValue(view_[i + 1]) >= 0 && HexValue(view_[i + 2]) >= 0) {
        out->push_back(static_cast<char>(HexValue(view_[i + 1]) * 16 + HexValue(view_[i + 2])));
        ++decoded;
        return 3;
      }
      out->push_back(view_[i]);
      return 1;
    });
    Note(Count(decoded, "percent-escape") + " decoded" + (round > 0 ? " (a second round)" : ""));
  }
}

void RepairedText::RemoveAll(std::string_view chars) {
  if (view_.find_first_of(chars) == std::string_view::npos) return;
  const size_t before = view_.size();
  Rebuild([this, chars](size_t i, std::string* out) -> size_t {
    if (chars.find(view_[i]) == std::string_view::npos) out->push_back(view_[i]);
    return 1;
  });
  Note(Count(before - view_.size(), "character") + " of \"" + Shown(chars) + "\" removed");
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
  const std::string start = owned_.substr(0, begin), finish = owned_.substr(end);
  Adopt(owned_.substr(begin, end - begin), std::vector<uint32_t>(origin_.begin() + static_cast<std::ptrdiff_t>(begin),
                                                                 origin_.begin() + static_cast<std::ptrdiff_t>(end)));
  std::string repair = "trimmed";
  if (!start.empty()) repair += " \"" + Shown(start) + "\" at the start";
  if (!start.empty() && !finish.empty()) repair += " and";
  if (!finish.empty()) repair += " \"" + Shown(finish) + "\" at the end";
  Note(repair);
}

void RepairedText::ReplaceAll(char from, char to) {
  if (view_.find(from) == std::string_view::npos) return;
  Own();
  size_t replaced = 0;
  for (char& c : owned_) {
    if (c == from) {
      c = to;
      ++replaced;
    }
  }
  Note(Count(replaced, "'" + Shown(std::string(1, from)) + "'") + " read as '" + Shown(std::string(1, to)) + "'");
}

}  // namespace slugspec
