// Helpers both golden-vector generators use to build inputs and to model
// the transport layer in their own oracles: characters with their offsets in
// the input as received, percent-escapes, line wrapping, JSON quoting. They
// share nothing with the reference library.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_GENERATOR_SUPPORT_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_GENERATOR_SUPPORT_H_

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace slugspec::corpusgen {

inline uint32_t Len(std::string_view s) { return static_cast<uint32_t>(s.size()); }
inline bool In(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }
inline int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
// The characters the checks read, with the offset in the input as received
// of each (§1: offsets always refer to the input as received).
struct Text {
  std::string chars;
  std::vector<uint32_t> origin;
  uint32_t input_size = 0;
  // Past the end: the input's length, where "the input ends too early" is reported.
  uint32_t At(size_t i) const { return i < chars.size() ? origin[i] : input_size; }
  void Push(char c, uint32_t from) {
    chars += c;
    origin.push_back(from);
  }
};
inline Text Received(std::string_view input) {
  Text t;
  t.input_size = Len(input);
  for (size_t i = 0; i < input.size(); ++i) t.Push(input[i], static_cast<uint32_t>(i));
  return t;
}
// One round of §3 repair 1. A byte made from an escape comes from the '%'.
inline Text PercentDecodeOnce(const Text& in) {
  Text out;
  out.input_size = in.input_size;
  const std::string& s = in.chars;
  for (size_t i = 0; i < s.size();) {
    if (s[i] == '%' && i + 2 < s.size() && HexValue(s[i + 1]) >= 0 && HexValue(s[i + 2]) >= 0) {
      out.Push(static_cast<char>(HexValue(s[i + 1]) * 16 + HexValue(s[i + 2])), in.origin[i]);
      i += 3;
    } else {
      out.Push(s[i], in.origin[i]);
      ++i;
    }
  }
  return out;
}
inline std::string PercentEscape(char c, int times) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const auto u = static_cast<unsigned char>(c);
  std::string e = {'%', kHex[u >> 4], kHex[u & 15]};
  for (int i = 1; i < times; ++i) e.insert(1, "25");  // "%XX" escaped again is "%25XX"
  return e;
}
// Percent-escapes, `times` times, every character of `s` that is in `which`
// (all characters when `which` is empty).
inline std::string Escape(std::string_view s, std::string_view which, int times = 1) {
  std::string out;
  for (char c : s) out += (which.empty() || which.find(c) != std::string_view::npos) ? PercentEscape(c, times) : std::string(1, c);
  return out;
}
// Inserts `brk` after every `every` characters, as mail clients wrap lines.
inline std::string Wrap(std::string_view s, size_t every, std::string_view brk) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && i % every == 0) out += brk;
    out += s[i];
  }
  return out;
}
inline std::string Quote(std::string_view s) {
  std::string out = "\"";
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\f': out += "\\f"; break;
      case '\b': out += "\\b"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          char buf[16];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += ch;  // UTF-8 passes through; the round trip below checks it
        }
    }
  }
  return out + "\"";
}

// A JSON array of strings.
inline std::string QuoteList(const std::vector<std::string>& items) {
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + Quote(items[i]);
  return out + "]";
}

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_GENERATOR_SUPPORT_H_
