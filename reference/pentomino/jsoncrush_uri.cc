// encodeURIComponent and decodeURIComponent as JavaScript does them, for
// the v0 links that JSONCrush's output travels in (see jsoncrush.h).
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "pentomino/jsoncrush.h"
#include "pentomino/jsoncrush_text.h"

namespace slugspec::pentomino::jsoncrush {
namespace {

using namespace text;  // UTF-8 and UTF-16 as JavaScript sees them (jsoncrush_text.h)

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// The byte that "%HH" at `pos` names, or nothing.
std::optional<uint8_t> EscapedByte(std::string_view s, size_t pos) {
  if (pos + 2 >= s.size() || s[pos] != '%') return std::nullopt;
  const int hi = HexValue(s[pos + 1]);
  const int lo = HexValue(s[pos + 2]);
  if (hi < 0 || lo < 0) return std::nullopt;
  return static_cast<uint8_t>(hi * 16 + lo);
}

}  // namespace

std::string EncodeUriComponent(std::string_view utf8) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(utf8.size());
  for (size_t i = 0; i < utf8.size(); ++i) {
    const uint8_t b = ByteAt(utf8, i);
    if (IsUriUnreserved(b)) {
      out.push_back(static_cast<char>(b));
    } else {
      out.push_back('%');
      out.push_back(kHex[b >> 4]);
      out.push_back(kHex[b & 0xF]);
    }
  }
  return out;
}

Status DecodeUriComponent(std::string_view text, std::string* out) {
  std::string decoded;
  decoded.reserve(text.size());
  for (size_t pos = 0; pos < text.size();) {
    if (text[pos] != '%') {
      decoded.push_back(text[pos++]);
      continue;
    }
    const std::optional<uint8_t> first = EscapedByte(text, pos);
    if (!first) {
      return Status(BAD_CHARACTER, static_cast<uint32_t>(pos), "'%' is not followed by two hex digits");
    }
    const Lead lead = ClassifyLead(*first);
    if (lead.length == 0) {
      return Status(BAD_CHARACTER, static_cast<uint32_t>(pos), "the escaped byte cannot start a UTF-8 sequence");
    }
    decoded.push_back(static_cast<char>(*first));
    pos += 3;
    for (int i = 1; i < lead.length; ++i, pos += 3) {
      if (pos >= text.size()) {
        return Status(BAD_CHARACTER, static_cast<uint32_t>(text.size()),
                      "the text ends inside an escaped UTF-8 sequence");
      }
      const std::optional<uint8_t> next = EscapedByte(text, pos);
      if (!next || !ContinuationFits(lead, i, *next)) {
        return Status(BAD_CHARACTER, static_cast<uint32_t>(pos),
                      "an escaped UTF-8 sequence is not continued by an escaped continuation byte");
      }
      decoded.push_back(static_cast<char>(*next));
    }
  }
  *out = std::move(decoded);
  return OkStatus();
}

}  // namespace slugspec::pentomino::jsoncrush
