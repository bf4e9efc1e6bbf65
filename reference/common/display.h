// Showing input bytes to people: in error messages, carets, fuzz reports.
// Printable ASCII stays as it is (but for '"' and '\'), anything else is
// written \xNN, so a message is always one line of ASCII whatever the input.
#ifndef SLUGSPEC_COMMON_DISPLAY_H_
#define SLUGSPEC_COMMON_DISPLAY_H_

#include <string>
#include <string_view>

namespace slugspec {

// Appends the display form of one byte to `out`.
inline void AppendDisplayByte(unsigned char c, std::string* out) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
    out->push_back(static_cast<char>(c));
    return;
  }
  *out += "\\x";
  out->push_back(kHex[c >> 4]);
  out->push_back(kHex[c & 15]);
}

// The display form of `bytes`.
inline std::string DisplayBytes(std::string_view bytes) {
  std::string out;
  for (char c : bytes) AppendDisplayByte(static_cast<unsigned char>(c), &out);
  return out;
}

// "'x'" for one byte, "\"xy\"" for several: how messages quote input.
// Built by appending: one buffer, no temporaries (and no string concatenation
// for g++ 12's -Wrestrict false positive to trip over at -O2).
inline std::string QuoteByte(unsigned char c) {
  std::string out(1, '\'');
  AppendDisplayByte(c, &out);
  out.push_back('\'');
  return out;
}
inline std::string QuoteBytes(std::string_view bytes) {
  std::string out(1, '"');
  for (char c : bytes) AppendDisplayByte(static_cast<unsigned char>(c), &out);
  out.push_back('"');
  return out;
}

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_DISPLAY_H_
