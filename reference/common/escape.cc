#include "common/escape.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace slugspec {
namespace {

constexpr char kHex[] = "0123456789ABCDEF";

void AppendHexByte(unsigned char c, std::string* out) {
  *out += "\\x";
  out->push_back(kHex[c >> 4]);
  out->push_back(kHex[c & 15]);
}

// The short escapes people know; false for other bytes.
bool AppendNamedControl(unsigned char c, std::string* out) {
  switch (c) {
    case '\n':
      *out += "\\n";
      return true;
    case '\r':
      *out += "\\r";
      return true;
    case '\t':
      *out += "\\t";
      return true;
    default:
      return false;
  }
}

// Characters that are valid UTF-8 but invisible, or that reorder or break
// the text around them.
bool IsDeceptive(uint32_t cp) {
  return (cp >= 0x80 && cp <= 0x9F) ||      // C1 controls
         cp == 0x2028 || cp == 0x2029 ||    // line, paragraph separators
         (cp >= 0x200E && cp <= 0x200F) ||  // LRM, RLM
         (cp >= 0x202A && cp <= 0x202E) ||  // embeddings and overrides
         (cp >= 0x2066 && cp <= 0x2069) ||  // isolates
         cp == 0xFEFF || cp == 0xFFFE || cp == 0xFFFF;
}

}  // namespace

size_t Utf8SequenceAt(std::string_view text, size_t i, uint32_t* code_point) {
  const auto b0 = static_cast<unsigned char>(text[i]);
  size_t n;
  uint32_t cp;
  if (b0 < 0x80) {
    *code_point = b0;
    return 1;
  }
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2, cp = b0 & 0x1Fu;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3, cp = b0 & 0x0Fu;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4, cp = b0 & 0x07u;
  } else {
    return 0;
  }
  if (n > text.size() - i) return 0;
  for (size_t k = 1; k < n; ++k) {
    const auto b = static_cast<unsigned char>(text[i + k]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3Fu);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) {
    return 0;
  }
  *code_point = cp;
  return n;
}

bool IsValidUtf8(std::string_view text) {
  uint32_t cp;
  for (size_t i = 0; i < text.size();) {
    const size_t n = Utf8SequenceAt(text, i, &cp);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string VisibleBytes(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (const char ch : bytes) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\\') {
      out += "\\\\";
    } else if (c >= 0x20 && c < 0x7F) {
      out.push_back(ch);
    } else if (!AppendNamedControl(c, &out)) {
      AppendHexByte(c, &out);
    }
  }
  return out;
}

std::string VisibleText(std::string_view text, bool keep_newlines) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    uint32_t cp = 0;
    const size_t n = Utf8SequenceAt(text, i, &cp);
    if (n == 0) {
      AppendHexByte(c, &out);
      ++i;
      continue;
    }
    if (n == 1) {
      if (keep_newlines && (c == '\n' || c == '\t')) {
        out.push_back(static_cast<char>(c));
      } else if (c >= 0x20 && c < 0x7F) {
        out.push_back(static_cast<char>(c));
      } else if (!AppendNamedControl(c, &out)) {
        AppendHexByte(c, &out);
      }
    } else if (IsDeceptive(cp)) {
      char buffer[16];
      std::snprintf(buffer, sizeof buffer, "\\u{%04X}", static_cast<unsigned>(cp));
      out += buffer;
    } else {
      out.append(text.substr(i, n));
    }
    i += n;
  }
  return out;
}

std::string ShellWord(std::string_view word) {
  constexpr std::string_view kPlain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_./=:,+@%";
  if (!word.empty() && word.find_first_not_of(kPlain) == std::string_view::npos) return std::string(word);
  return ShellQuote(word);
}

std::string ShellQuote(std::string_view word) {
  // A control byte (an escape sequence in a hostile case id) is never
  // printed as itself: the word is then quoted as bash's $'...', with the
  // byte as \xHH, so that the command still reruns the very same id.
  const bool control = std::any_of(word.begin(), word.end(), [](char c) {
    const auto b = static_cast<unsigned char>(c);
    return b < 0x20 || b == 0x7f;
  });
  if (control) {
    std::string out = "$'";
    for (const char c : word) {
      const auto b = static_cast<unsigned char>(c);
      if (b < 0x20 || b == 0x7f) {
        out += "\\x";
        out += kHex[b >> 4];
        out += kHex[b & 15];
      } else if (c == '\'' || c == '\\') {
        out += '\\';
        out += c;
      } else {
        out += c;
      }
    }
    return out + "'";
  }
  std::string out = "'";
  for (const char c : word) {
    if (c == '\'') {
      out += "'\\''";  // close the quotes, an escaped quote, reopen
    } else {
      out.push_back(c);
    }
  }
  out.push_back('\'');
  return out;
}

std::string WithThousands(int64_t n) {
  // Through uint64_t so that the most negative value has a magnitude.
  const bool negative = n < 0;
  uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(n) : static_cast<uint64_t>(n);
  std::string digits = std::to_string(magnitude);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out.push_back(',');
    out.push_back(digits[i]);
  }
  return negative ? "-" + out : out;
}

std::string Fixed(double value, int decimals) {
  if (!std::isfinite(value)) return "?";
#if defined(__cpp_lib_to_chars)
  // to_chars, not printf: printf follows the locale, whose decimal point
  // may be a comma.
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
  if (result.ec != std::errc()) return "?";
  return std::string(buffer, result.ptr);
#else
  // A standard library without floating-point to_chars (emscripten 3.1.6's
  // libc++): the value scaled to an integer and printed with "%.0f", which
  // has no decimal point for a locale to change, then the point put in.
  if (decimals < 0 || decimals > 17) return "?";
  const double scaled = std::round(std::fabs(value) * std::pow(10.0, decimals));
  char buffer[400];
  const int n = std::snprintf(buffer, sizeof buffer, "%.0f", scaled);
  if (n <= 0 || static_cast<size_t>(n) >= sizeof buffer) return "?";
  std::string digits(buffer, static_cast<size_t>(n));
  if (digits.size() <= static_cast<size_t>(decimals)) digits.insert(0, decimals + 1 - digits.size(), '0');
  if (decimals > 0) digits.insert(digits.size() - decimals, 1, '.');
  return (std::signbit(value) && scaled != 0 ? "-" : "") + digits;
#endif
}

std::string VersionLabel(std::string_view version) {
  std::string label;
  for (char c : version) {
    const bool shown = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.';
    if (shown && label.size() < 16) label.push_back(c);
  }
  return label;
}

std::string XmlEscape(std::string_view text, bool in_attribute) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      // Quotes matter only inside attribute values; text stays readable.
      case '"':
        out += in_attribute ? "&quot;" : "\"";
        break;
      case '\'':
        out += in_attribute ? "&#39;" : "'";
        break;  // &apos; is not HTML 4
      case '\n':
        out += in_attribute ? "&#10;" : "\n";
        break;
      case '\r':
        out += in_attribute ? "&#13;" : "\r";
        break;
      case '\t':
        out += in_attribute ? "&#9;" : "\t";
        break;
      default:
        out.push_back(c);
    }
  }
  return out;
}

std::string MarkupText(std::string_view text, bool keep_newlines, bool in_attribute) {
  return XmlEscape(VisibleText(text, keep_newlines), in_attribute);
}

}  // namespace slugspec
