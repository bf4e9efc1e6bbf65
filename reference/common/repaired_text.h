// RepairedText: the characters a decoder works on, after lenient transport
// repairs, with the way back to offsets in the input as received. Every
// rejection is reported at an offset into the original input, so each repair
// records where each character it keeps or makes came from.
#ifndef SLUGSPEC_COMMON_REPAIRED_TEXT_H_
#define SLUGSPEC_COMMON_REPAIRED_TEXT_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace slugspec {

// While one lives on a thread, every repair a RepairedText of that thread
// makes that changes the text is written down in it, for people: "2
// percent-escapes decoded", "1 character of \"\\r\\n\" removed". Decoding
// never needs one; `slugspec-conformance explain` shows what a lenient
// decoding repaired. Nested recorders: the innermost records.
class RepairRecorder {
 public:
  RepairRecorder();
  ~RepairRecorder();
  RepairRecorder(const RepairRecorder&) = delete;
  RepairRecorder& operator=(const RepairRecorder&) = delete;

  // The repairs in the order they were made (a decoder that reads the
  // input twice repairs it twice: a repeat of the whole list is dropped).
  const std::vector<std::string>& repairs() const { return repairs_; }
  // The text after the last repair, or empty when nothing was repaired.
  const std::string& repaired_text() const { return repaired_text_; }

  // For RepairedText: the recorder of this thread, or null.
  static RepairRecorder* Current();
  void Record(std::string repair, std::string_view text_now);

 private:
  RepairRecorder* outer_;
  std::vector<std::string> repairs_;
  std::string repaired_text_;
  size_t replaying_ = 0;  // repairs of a second pass matched so far
};

class RepairedText {
 public:
  // The input as received; no copy is made until the first repair.
  explicit RepairedText(std::string_view input) : view_(input), raw_size_(static_cast<uint32_t>(input.size())) {}

  std::string_view text() const { return view_; }

  // The offset in the input as received of text()[i]; for i == text().size(),
  // the input's length (where "the input ends too early" is reported).
  uint32_t RawOffset(size_t i) const {
    if (i >= view_.size()) return raw_size_;
    return origin_.empty() ? static_cast<uint32_t>(i) : origin_[i];
  }

  // Replaces each "%HH" (hex digits, either case) by the byte it names; when
  // that leaves another "%HH", does so again, at most `max_rounds` times.
  void PercentDecode(int max_rounds);
  // Removes every character that occurs in `chars`.
  void RemoveAll(std::string_view chars);
  // Removes characters of `leading` from the start and of `trailing` from the end.
  void TrimEnds(std::string_view leading, std::string_view trailing);
  // Keeps only text()[begin, end).
  void Keep(size_t begin, size_t end);
  // Replaces every `from` by `to`.
  void ReplaceAll(char from, char to);

 private:
  // Copies the input into owned storage, with an identity origin map.
  void Own();
  // Rewrites the text with `step`, keeping each new character's origin.
  template <typename Step>
  void Rebuild(Step step);
  // Adopts `text` and `origin` as the new state.
  void Adopt(std::string text, std::vector<uint32_t> origin);
  // Tells the thread's RepairRecorder, if there is one.
  void Note(const std::string& repair) const;

  std::string_view view_;
  std::string owned_;
  std::vector<uint32_t> origin_;  // empty: identity
  uint32_t raw_size_;
};

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_REPAIRED_TEXT_H_
