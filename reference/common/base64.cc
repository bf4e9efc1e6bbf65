#include "common/base64.h"

#include <array>

#include "common/display.h"

namespace slugspec {
namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<int8_t, 256> MakeTable() {
  std::array<int8_t, 256> t{};
  for (auto& v : t) v = -1;
  for (int i = 0; i < 64; ++i) t[static_cast<unsigned char>(kAlphabet[i])] = static_cast<int8_t>(i);
  return t;
}
constexpr std::array<int8_t, 256> kTable = MakeTable();

}  // namespace

int Base64Value(unsigned char c) { return kTable[c]; }

Status DecodeBase64(std::string_view text, std::string* bytes, CanonicalFindings* findings) {
  const size_t n = text.size();
  // B1: the alphabet, plus '='. B2: no data after padding.
  size_t first_pad = n;
  for (size_t i = 0; i < n; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '=') {
      if (first_pad == n) first_pad = i;
      continue;
    }
    if (kTable[c] < 0) {
      return Status(BAD_CHARACTER, static_cast<uint32_t>(i), QuoteByte(c) + " is not a base64 character");
    }
  }
  for (size_t i = first_pad; i < n; ++i) {
    if (text[i] != '=') {
      return Status(BAD_BASE64, static_cast<uint32_t>(first_pad), "base64 data after '=' padding");
    }
  }
  const size_t data = first_pad;
  const size_t pad = n - data;
  // B3: a lone sextet makes no byte.
  if (data % 4 == 1) {
    return Status(BAD_BASE64, static_cast<uint32_t>(data - 1), "a single base64 character at the end makes no byte");
  }
  // B4, B5: padding.
  const size_t needed = (4 - data % 4) % 4;
  if (pad != 0 && pad != needed) {
    return Status(
        BAD_BASE64, static_cast<uint32_t>(data),
        "wrong base64 padding: " + std::to_string(pad) + " '=' where " + std::to_string(needed) + " are needed");
  }
  if (pad == 0 && needed != 0) {
    findings->Note(NON_CANONICAL, static_cast<uint32_t>(n), "base64 padding is missing");
  }

  // Every 6 bits in, a byte out once 8 are there: data * 6 / 8 bytes in all,
  // written in place (one size, no growth check per byte).
  bytes->resize(data * 6 / 8);
  char* out = bytes->data();
  uint32_t acc = 0;
  int bits = 0;
  for (size_t i = 0; i < data; ++i) {
    acc = (acc << 6) | static_cast<uint32_t>(kTable[static_cast<unsigned char>(text[i])]);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      *out++ = static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  // B6: unused low bits of the last character.
  if (bits > 0 && (acc & ((1u << bits) - 1)) != 0) {
    findings->Note(NON_CANONICAL, static_cast<uint32_t>(data - 1),
                   "unused bits of the last base64 character are not zero");
  }
  return OkStatus();
}

std::string EncodeBase64(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const uint32_t v = (static_cast<uint8_t>(bytes[i]) << 16) | (static_cast<uint8_t>(bytes[i + 1]) << 8) |
                       static_cast<uint8_t>(bytes[i + 2]);
    out.push_back(kAlphabet[(v >> 18) & 63]);
    out.push_back(kAlphabet[(v >> 12) & 63]);
    out.push_back(kAlphabet[(v >> 6) & 63]);
    out.push_back(kAlphabet[v & 63]);
  }
  const size_t rest = bytes.size() - i;
  if (rest == 1) {
    const uint32_t v = static_cast<uint8_t>(bytes[i]) << 16;
    out.push_back(kAlphabet[(v >> 18) & 63]);
    out.push_back(kAlphabet[(v >> 12) & 63]);
    out += "==";
  } else if (rest == 2) {
    const uint32_t v = (static_cast<uint8_t>(bytes[i]) << 16) | (static_cast<uint8_t>(bytes[i + 1]) << 8);
    out.push_back(kAlphabet[(v >> 18) & 63]);
    out.push_back(kAlphabet[(v >> 12) & 63]);
    out.push_back(kAlphabet[(v >> 6) & 63]);
    out.push_back('=');
  }
  return out;
}

}  // namespace slugspec
