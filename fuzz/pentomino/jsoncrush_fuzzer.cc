// JSONCrush and the URI escapes of v0 links (reference/pentomino/jsoncrush.h,
// spec/pentomino.md §4):
//   1. Uncrush accepts any bytes: it succeeds, or fails with BAD_CHARACTER
//      exactly when the input is not UTF-8 (at an offset within the input),
//      or with LIMIT_EXCEEDED at offset 0; a success never exceeds the limit
//      (here 65,536 bytes, a quarter of [PEN-V0-2]'s, to keep runs fast), and
//      whatever succeeds under a smaller limit (4,096) gives the same text
//      under the larger one;
//   2. DecodeUriComponent either fails with BAD_CHARACTER within the input,
//      or its result survives EncodeUriComponent then DecodeUriComponent
//      unchanged; that result goes through check 1 too (a v0 link is
//      percent-decoded, then uncrushed);
//   3. on short text (under 2 KiB) that JSONCrush can carry: valid UTF-8
//      without U+0001 (crush deletes it: it is the separator) and without
//      characters outside the BMP (crush works on UTF-16 code units and may
//      cut a surrogate pair, which a UTF-8 result cannot hold),
//      Uncrush(Crush(s)) == s, and the crushed text survives
//      encodeURIComponent and decodeURIComponent.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_check.h"
#include "pentomino/jsoncrush.h"

namespace {

using slugspec::Status;
namespace jsoncrush = slugspec::pentomino::jsoncrush;

constexpr size_t kLimit = 65536;
constexpr size_t kSmallLimit = 4096;
constexpr size_t kMaxCrushInput = 2048;

struct Utf8 {
  bool valid = true;
  bool has_u0001 = false;
  bool beyond_bmp = false;
};

// RFC 3629 UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
Utf8 CheckUtf8(std::string_view s) {
  Utf8 r;
  for (size_t i = 0; i < s.size();) {
    const auto b = static_cast<uint8_t>(s[i]);
    size_t n = 0;
    uint32_t cp = 0;
    if (b < 0x80) {
      if (b == 0x01) r.has_u0001 = true;
      ++i;
      continue;
    } else if (b >= 0xC2 && b <= 0xDF) {
      n = 1, cp = b & 0x1Fu;
    } else if (b >= 0xE0 && b <= 0xEF) {
      n = 2, cp = b & 0x0Fu;
    } else if (b >= 0xF0 && b <= 0xF4) {
      n = 3, cp = b & 0x07u;
    } else {
      r.valid = false;
      return r;
    }
    if (i + n >= s.size()) {  // cut short
      r.valid = false;
      return r;
    }
    for (size_t k = 1; k <= n; ++k) {
      const auto c = static_cast<uint8_t>(s[i + k]);
      if ((c & 0xC0) != 0x80) {
        r.valid = false;
        return r;
      }
      cp = cp << 6 | (c & 0x3Fu);
    }
    if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) {
      r.valid = false;
      return r;
    }
    if (cp > 0xFFFF) r.beyond_bmp = true;
    i += n + 1;
  }
  return r;
}

// Check 1 for `text` (which is `input`, or derived from it).
void CheckUncrush(std::string_view input, std::string_view text, const std::string& what) {
  std::string json;
  const Status s = jsoncrush::Uncrush(text, kLimit, &json);
  const bool utf8 = CheckUtf8(text).valid;
  if (s.ok()) {
    FUZZ_CHECK(utf8, input, what + ": Uncrush accepts text that is not UTF-8");
    FUZZ_CHECK(json.size() <= kLimit, input,
               what + ": Uncrush returned " + std::to_string(json.size()) + " bytes, over its limit");
  } else if (s.code() == slugspec::BAD_CHARACTER) {
    FUZZ_CHECK(!utf8, input, what + ": Uncrush rejects UTF-8 text: " + s.ToString());
    FUZZ_CHECK(s.offset() <= text.size(), input, what + ": offset past the text: " + s.ToString());
  } else {
    FUZZ_CHECK(s.code() == slugspec::LIMIT_EXCEEDED && s.offset() == 0, input,
               what + ": Uncrush fails with " + s.ToString());
    FUZZ_CHECK(utf8, input, what + ": Uncrush says LIMIT_EXCEEDED before BAD_CHARACTER");
  }
  FUZZ_CHECK(s.ok() || s.message().size() > 0, input, what + ": rejection without a message");

  std::string small;
  const Status t = jsoncrush::Uncrush(text, kSmallLimit, &small);
  if (t.ok()) {
    FUZZ_CHECK(small.size() <= kSmallLimit, input, what + ": Uncrush exceeds the small limit");
    FUZZ_CHECK(s.ok() && small == json, input,
               what + ": the small limit gives a result but the large one " + s.ToString() + " or another text");
  } else if (s.ok()) {
    FUZZ_CHECK(t.code() == slugspec::LIMIT_EXCEEDED, input,
               what + ": only the small limit fails, and not with LIMIT_EXCEEDED: " + t.ToString());
  } else {
    FUZZ_CHECK(s.code() != slugspec::BAD_CHARACTER || (t.code() == s.code() && t.offset() == s.offset()), input,
               what + ": the two limits disagree on the bad character: " + s.ToString() + " vs " + t.ToString());
  }
}

// Check 2.
void CheckUri(std::string_view input) {
  std::string decoded;
  const Status d = jsoncrush::DecodeUriComponent(input, &decoded);
  if (!d.ok()) {
    FUZZ_CHECK(d.code() == slugspec::BAD_CHARACTER && d.offset() <= input.size(), input,
               "DecodeUriComponent fails with " + d.ToString());
    return;
  }
  FUZZ_CHECK(decoded.size() <= input.size(), input, "DecodeUriComponent made the text longer");
  FUZZ_CHECK(CheckUtf8(decoded).valid || !CheckUtf8(input).valid, input,
             "DecodeUriComponent turned UTF-8 into something else");
  const std::string encoded = jsoncrush::EncodeUriComponent(decoded);
  std::string again;
  const Status a = jsoncrush::DecodeUriComponent(encoded, &again);
  // Bytes that are not UTF-8 are escaped as they are, and then cannot be
  // decoded (JavaScript would have thrown when encoding).
  if (CheckUtf8(decoded).valid) {
    FUZZ_CHECK(a.ok() && again == decoded, input,
               "decodeURIComponent(encodeURIComponent(x)) != x for x = \"" + slugspec::DisplayBytes(decoded) +
                   "\": " + a.ToString());
  }
  CheckUncrush(input, decoded, "decoded input");
}

// Check 3.
void CheckCrush(std::string_view input) {
  if (input.size() >= kMaxCrushInput) return;
  const Utf8 u = CheckUtf8(input);
  if (!u.valid || u.has_u0001 || u.beyond_bmp) return;
  const std::string crushed = jsoncrush::Crush(input);
  std::string back;
  const Status s = jsoncrush::Uncrush(crushed, kLimit, &back);
  FUZZ_CHECK(s.ok() && back == input, input,
             "Uncrush(Crush(s)) != s: crushed \"" + slugspec::DisplayBytes(crushed) + "\", back \"" +
                 slugspec::DisplayBytes(back) + "\" " + s.ToString());
  const std::string uri = jsoncrush::EncodeUriComponent(crushed);
  std::string unescaped;
  const Status d = jsoncrush::DecodeUriComponent(uri, &unescaped);
  FUZZ_CHECK(d.ok() && unescaped == crushed, input,
             "the crushed text does not survive the URI escapes: " + d.ToString());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  CheckUncrush(input, input, "raw input");
  CheckUri(input);
  CheckCrush(input);
  return 0;
}
