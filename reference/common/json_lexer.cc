#include "common/json_lexer.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>
#include <unordered_set>
#include <vector>

namespace slugspec {
namespace {

// What a number can be made of; anything else ends one.
constexpr std::string_view kNumberChars = "+-0123456789.eE";

bool IsNumberChar(char c) { return kNumberChars.find(c) != std::string_view::npos; }

void AppendUtf8(uint32_t cp, std::string* out) {
  if (cp < 0x80) {
    out->push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

}  // namespace

size_t Utf8Length(std::string_view s, size_t i) {
  const auto b0 = static_cast<unsigned char>(s[i]);
  size_t n;
  uint32_t cp;
  if (b0 < 0x80) return 1;
  if (b0 >= 0xC2 && b0 <= 0xDF)
    n = 2, cp = b0 & 0x1F;
  else if (b0 >= 0xE0 && b0 <= 0xEF)
    n = 3, cp = b0 & 0x0F;
  else if (b0 >= 0xF0 && b0 <= 0xF4)
    n = 4, cp = b0 & 0x07;
  else
    return 0;
  if (i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3F);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) {
    return 0;
  }
  return n;
}

bool JsonLexer::Fail(const std::string& why) {
  if (error_.empty()) {
    error_ = why + " (at byte " + std::to_string(pos_) + ")";
    error_offset_ = pos_;
  }
  return false;
}

// An optional rather than an out-parameter: no caller can read a code point
// that was never written.
std::optional<uint32_t> JsonLexer::Hex4() {
  if (pos_ + 4 > s_.size()) return Fail("bad \\u escape"), std::nullopt;
  uint32_t v = 0;
  for (int k = 0; k < 4; ++k) {
    const char c = s_[pos_++];
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
            : (c >= 'a' && c <= 'f')                    ? c - 'a' + 10
            : (c >= 'A' && c <= 'F')                    ? c - 'A' + 10
                                                        : -1;
    if (d < 0) return Fail("bad \\u escape"), std::nullopt;
    v = v * 16 + static_cast<uint32_t>(d);
  }
  return v;
}

bool JsonLexer::String(std::string* out) {
  ++pos_;
  while (pos_ < s_.size()) {
    const auto c = static_cast<unsigned char>(s_[pos_]);
    if (c == '"') return ++pos_, true;
    if (c < 0x20) return Fail("control character in a JSON string");
    if (c < 0x80 && c != '\\') {
      // A run of ASCII that needs no unescaping, appended at once.
      size_t end = pos_ + 1;
      while (end < s_.size() && static_cast<unsigned char>(s_[end]) >= 0x20 &&
             static_cast<unsigned char>(s_[end]) < 0x80 && s_[end] != '"' && s_[end] != '\\') {
        ++end;
      }
      out->append(s_.substr(pos_, end - pos_));
      pos_ = end;
      continue;
    }
    if (c != '\\') {
      const size_t n = Utf8Length(s_, pos_);
      if (n == 0) return Fail("a JSON string that is not UTF-8");
      out->append(s_.substr(pos_, n));
      pos_ += n;
      continue;
    }
    if (++pos_ >= s_.size()) break;
    const char e = s_[pos_++];
    switch (e) {
      case '"':
        out->push_back('"');
        break;
      case '\\':
        out->push_back('\\');
        break;
      case '/':
        out->push_back('/');
        break;
      case 'b':
        out->push_back('\b');
        break;
      case 'f':
        out->push_back('\f');
        break;
      case 'n':
        out->push_back('\n');
        break;
      case 'r':
        out->push_back('\r');
        break;
      case 't':
        out->push_back('\t');
        break;
      case 'u': {
        std::optional<uint32_t> cp = Hex4();
        if (!cp) return false;
        if (*cp >= 0xD800 && *cp <= 0xDBFF) {
          if (!Literal("\\u")) return Fail("lone surrogate");
          const std::optional<uint32_t> low = Hex4();
          if (!low) return false;
          if (*low < 0xDC00 || *low > 0xDFFF) return Fail("lone surrogate");
          cp = 0x10000 + ((*cp - 0xD800) << 10) + (*low - 0xDC00);
        } else if (*cp >= 0xDC00 && *cp <= 0xDFFF) {
          return Fail("lone surrogate");
        }
        AppendUtf8(*cp, out);
        break;
      }
      default:
        return Fail("bad escape in a JSON string");
    }
  }
  return Fail("unterminated JSON string");
}

std::optional<JsonLexer::PlainInteger> JsonLexer::PeekPlainInteger() const {
  size_t i = pos_ + (pos_ < s_.size() && s_[pos_] == '-' ? 1 : 0);
  const size_t digits_start = i;
  int64_t magnitude = 0;
  while (i < s_.size() && i - digits_start < 18 && std::isdigit(static_cast<unsigned char>(s_[i]))) {
    magnitude = magnitude * 10 + (s_[i++] - '0');
  }
  const bool ends = i == s_.size() || !IsNumberChar(s_[i]);
  const bool leading_zero = i - digits_start > 1 && s_[digits_start] == '0';
  if (i == digits_start || !ends || leading_zero) return std::nullopt;
  return PlainInteger{digits_start > pos_ ? -magnitude : magnitude, i - pos_};
}

bool JsonLexer::SkipValue(int depth_left, const SkipChecks& checks) {
  if (depth_left < 0) return Fail("nested too deeply");
  if (checks.values_left != nullptr) {
    if (*checks.values_left == 0) return Fail("more values than a model holds");
    --*checks.values_left;
  }
  SkipSpace();
  if (AtEnd()) return Fail("expected a value");
  const char c = Current();
  if (c == '"') {
    std::string ignored;
    return String(&ignored);
  }
  if (c == '{' || c == '[') {
    const char close = c == '{' ? '}' : ']';
    ++pos_;
    if (Accept(close)) return true;
    // The keys so far: a list while there are a few (as in most objects),
    // a hash set past that, so that no object costs quadratic time.
    std::vector<std::string> few;
    std::unordered_set<std::string> many;
    const auto seen_before = [&](std::string key) {
      if (many.empty() && few.size() < 16) {
        if (std::find(few.begin(), few.end(), key) != few.end()) return true;
        few.push_back(std::move(key));
        return false;
      }
      if (many.empty()) many.insert(few.begin(), few.end());
      return !many.insert(std::move(key)).second;
    };
    while (true) {
      if (c == '{') {
        std::string key;
        if (!Peek('"') || !String(&key)) return Fail("expected a field name");
        if (checks.unique_keys && seen_before(key)) {
          return Fail("the key \"" + key + "\" twice in one object");
        }
        if (!Expect(':')) return false;
      }
      if (!SkipValue(depth_left - 1, checks)) return false;
      if (Accept(',')) continue;
      return Expect(close);
    }
  }
  if (Literal("true") || Literal("false") || Literal("null")) return true;
  const std::string_view number = NumberChars();
  if (!IsNumber(number)) return Fail("expected a value");
  if (checks.finite_numbers) {
    const std::optional<long double> value = NumberValue(number);
    if (!value || !std::isfinite(static_cast<double>(*value))) {
      return Fail("number out of range: " + std::string(number));
    }
  }
  return true;
}

std::string_view JsonLexer::NumberChars() {
  const size_t start = pos_;
  while (pos_ < s_.size() && IsNumberChar(s_[pos_])) ++pos_;
  return s_.substr(start, pos_ - start);
}

bool JsonLexer::IsNumber(std::string_view t) {
  size_t i = 0;
  auto digits = [&] {
    const size_t start = i;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    return i > start;
  };
  if (i < t.size() && t[i] == '-') ++i;
  if (i < t.size() && t[i] == '0') {
    ++i;
  } else if (!digits()) {
    return false;
  }
  if (i < t.size() && t[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == t.size();
}

std::optional<long double> JsonLexer::NumberValue(std::string_view text) {
  if (!IsNumber(text)) return std::nullopt;
  if (text.size() > 64) return text[0] == '-' ? -HUGE_VALL : HUGE_VALL;
  const std::string terminated(text);  // strtold reads up to a NUL
  char* end = nullptr;
  const long double v = std::strtold(terminated.c_str(), &end);
  if (end != terminated.c_str() + terminated.size()) return std::nullopt;
  return v;
}

std::optional<JsonLexer::Integer> JsonLexer::IntegerValue(std::string_view text) {
  if (!IsNumber(text)) return std::nullopt;
  const bool negative = text[0] == '-';
  // The significant digits, and the power of ten they are scaled by.
  size_t i = negative ? 1 : 0;
  std::string digits;
  int64_t scale = 0;
  for (; i < text.size() && text[i] != 'e' && text[i] != 'E'; ++i) {
    if (text[i] == '.') {
      scale = 1;  // counts the fraction's digits from here (one too many)
      continue;
    }
    if (scale > 0) ++scale;
    if (!digits.empty() || text[i] != '0') digits.push_back(text[i]);
  }
  scale = scale > 0 ? -(scale - 1) : 0;
  if (i < text.size()) {  // the exponent, saturated far past any that matters
    ++i;
    const bool minus = text[i] == '-';
    if (text[i] == '+' || text[i] == '-') ++i;
    int64_t exponent = 0;
    for (; i < text.size(); ++i) exponent = std::min<int64_t>(exponent * 10 + (text[i] - '0'), int64_t{1} << 40);
    scale += minus ? -exponent : exponent;
  }
  while (!digits.empty() && digits.back() == '0') {
    digits.pop_back();
    ++scale;
  }
  if (digits.empty()) return Integer{negative, 0};
  // A fraction left, or 21 digits or more (2^64 has 20): no such integer.
  if (scale < 0 || static_cast<int64_t>(digits.size()) + scale > 20) return std::nullopt;
  uint64_t magnitude = 0;
  constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();
  auto push = [&](unsigned digit) {
    if (magnitude > (kMax - digit) / 10) return false;
    magnitude = magnitude * 10 + digit;
    return true;
  };
  for (const char c : digits) {
    if (!push(static_cast<unsigned>(c - '0'))) return std::nullopt;
  }
  for (int64_t k = 0; k < scale; ++k) {
    if (!push(0)) return std::nullopt;
  }
  return Integer{negative, magnitude};
}

}  // namespace slugspec
