// UTF-8 and UTF-16 for JSONCrush (jsoncrush_text.h): strict and lossy
// decoding of UTF-8 into the code units JavaScript's strings hold, and back.
#include "pentomino/jsoncrush_text.h"

#include <array>

namespace slugspec::pentomino::jsoncrush::text {

namespace {
constexpr char16_t kUnicodeReplacement = u'\uFFFD';
}  // namespace

Lead ClassifyLead(uint8_t b) {
  if (b < 0x80) return {1, 0, 0};
  if (b >= 0xC2 && b <= 0xDF) return {2, 0x80, 0xBF};
  if (b == 0xE0) return {3, 0xA0, 0xBF};
  if (b == 0xED) return {3, 0x80, 0x9F};
  if (b >= 0xE1 && b <= 0xEF) return {3, 0x80, 0xBF};
  if (b == 0xF0) return {4, 0x90, 0xBF};
  if (b >= 0xF1 && b <= 0xF3) return {4, 0x80, 0xBF};
  if (b == 0xF4) return {4, 0x80, 0x8F};
  return {0, 0, 0};
}

bool ContinuationFits(const Lead& lead, int index, uint8_t b) {
  if (index == 1) return b >= lead.second_min && b <= lead.second_max;
  return b >= 0x80 && b <= 0xBF;
}

uint32_t CodePointOf(const std::array<uint8_t, 4>& bytes, int length) {
  static constexpr std::array<uint8_t, 5> kLeadMask = {0, 0x7F, 0x1F, 0x0F, 0x07};
  uint32_t cp = bytes[0] & kLeadMask[static_cast<size_t>(length)];
  for (int i = 1; i < length; ++i) cp = (cp << 6) | (bytes[static_cast<size_t>(i)] & 0x3Fu);
  return cp;
}

void AppendUtf16(uint32_t cp, Units* out) {
  if (cp < 0x10000) {
    out->push_back(static_cast<char16_t>(cp));
    return;
  }
  cp -= 0x10000;
  out->push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
  out->push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
}

// One step of reading UTF-8 at `pos`: a code point and where the next one
// starts, or the offset of the first byte that does not fit (the input's
// length when it ends inside a sequence) and where to resume after it.
struct Utf8Step {
  bool ok;
  uint32_t code_point;
  size_t next;
  size_t bad;
};

Utf8Step ReadUtf8(std::string_view s, size_t pos) {
  const Lead lead = ClassifyLead(ByteAt(s, pos));
  if (lead.length == 0) return {false, 0, pos + 1, pos};
  std::array<uint8_t, 4> bytes = {ByteAt(s, pos), 0, 0, 0};
  for (int i = 1; i < lead.length; ++i) {
    const size_t p = pos + static_cast<size_t>(i);
    if (p >= s.size()) return {false, 0, p, s.size()};
    if (!ContinuationFits(lead, i, ByteAt(s, p))) return {false, 0, p, p};
    bytes[static_cast<size_t>(i)] = ByteAt(s, p);
  }
  return {true, CodePointOf(bytes, lead.length), pos + static_cast<size_t>(lead.length), 0};
}

Status DecodeUtf8Strict(std::string_view s, Units* out) {
  out->reserve(s.size());
  for (size_t pos = 0; pos < s.size();) {
    const Utf8Step step = ReadUtf8(s, pos);
    if (!step.ok) {
      return Status(BAD_CHARACTER, static_cast<uint32_t>(step.bad), "the crushed text is not UTF-8");
    }
    AppendUtf16(step.code_point, out);
    pos = step.next;
  }
  return OkStatus();
}

// Each maximal ill-formed subsequence becomes one U+FFFD, as in Node's (and
// the WHATWG) UTF-8 decoder.
Units DecodeUtf8Lossy(std::string_view s) {
  Units out;
  out.reserve(s.size());
  for (size_t pos = 0; pos < s.size();) {
    const Utf8Step step = ReadUtf8(s, pos);
    AppendUtf16(step.ok ? step.code_point : kUnicodeReplacement, &out);
    pos = step.next;
  }
  return out;
}

// The number of code units of the code point at `i` (JavaScript's for..of
// step): 2 for a surrogate pair, otherwise 1, unpaired surrogates included.
size_t CodePointUnits(UnitsView s, size_t i) {
  return IsHighSurrogate(s[i]) && i + 1 < s.size() && IsLowSurrogate(s[i + 1]) ? 2 : 1;
}

void AppendUtf8(uint32_t cp, std::string* out) {
  auto put = [out](uint32_t byte) { out->push_back(static_cast<char>(byte)); };
  if (cp < 0x80) {
    put(cp);
  } else if (cp < 0x800) {
    put(0xC0 | (cp >> 6));
    put(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    put(0xE0 | (cp >> 12));
    put(0x80 | ((cp >> 6) & 0x3F));
    put(0x80 | (cp & 0x3F));
  } else {
    put(0xF0 | (cp >> 18));
    put(0x80 | ((cp >> 12) & 0x3F));
    put(0x80 | ((cp >> 6) & 0x3F));
    put(0x80 | (cp & 0x3F));
  }
}

// Unpaired surrogates become U+FFFD, as when Node writes a string as UTF-8.
std::string EncodeUtf8(UnitsView s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    const size_t n = CodePointUnits(s, i);
    uint32_t cp = s[i];
    if (n == 2) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (s[i + 1] - 0xDC00u);
    } else if (IsHighSurrogate(s[i]) || IsLowSurrogate(s[i])) {
      cp = kUnicodeReplacement;
    }
    AppendUtf8(cp, &out);
    i += n;
  }
  return out;
}

}  // namespace slugspec::pentomino::jsoncrush::text
