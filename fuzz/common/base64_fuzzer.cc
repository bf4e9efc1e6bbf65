// DecodeBase64 (reference/common/base64.h) against a naive decoder written
// here straight from the checks of spec/sudoku.md §4, one bit at a time:
//   1. both accept or both reject; a rejection is BAD_CHARACTER or BAD_BASE64
//      at a character of the input, and BAD_CHARACTER points at one that is
//      neither base64 nor '=';
//   2. when both accept, the bytes agree, and the canonical findings (missing
//      padding, non-zero unused bits) are noted exactly when the naive
//      decoder sees them;
//   3. accepted without findings ⇒ EncodeBase64 of the bytes is the input;
//   4. EncodeBase64 of any bytes (the input's) decodes back, without findings.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/base64.h"
#include "fuzz/fuzz_check.h"

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

struct Naive {
  std::string bytes;
  bool canonical = true;  // padding present and unused bits zero
};

// Deliberately simple and slow: a list of bits, then bytes from it.
std::optional<Naive> NaiveDecode(std::string_view text) {
  size_t data = text.find('=');
  if (data == std::string_view::npos) data = text.size();
  for (size_t i = 0; i < text.size(); ++i) {
    if (i < data && kAlphabet.find(text[i]) == std::string_view::npos) return std::nullopt;
    if (i >= data && text[i] != '=') return std::nullopt;
  }
  const size_t pad = text.size() - data;
  if (data % 4 == 1) return std::nullopt;
  const size_t needed = (4 - data % 4) % 4;
  if (pad != 0 && pad != needed) return std::nullopt;

  std::vector<int> bits;
  for (size_t i = 0; i < data; ++i) {
    const size_t value = kAlphabet.find(text[i]);
    for (int b = 5; b >= 0; --b) bits.push_back(static_cast<int>((value >> b) & 1));
  }
  Naive out;
  out.canonical = pad == needed;
  for (size_t i = 0; i + 8 <= bits.size(); i += 8) {
    int byte = 0;
    for (size_t b = 0; b < 8; ++b) byte = byte * 2 + bits[i + b];
    out.bytes.push_back(static_cast<char>(byte));
  }
  for (size_t i = out.bytes.size() * 8; i < bits.size(); ++i) {
    if (bits[i] != 0) out.canonical = false;
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  for (char c : input) {
    const size_t at = kAlphabet.find(c);
    const int expected = at == std::string_view::npos ? -1 : static_cast<int>(at);
    FUZZ_CHECK(slugspec::Base64Value(static_cast<unsigned char>(c)) == expected, input,
               "Base64Value('" + slugspec::DisplayBytes(std::string(1, c)) + "') is wrong");
  }

  std::string bytes;
  slugspec::CanonicalFindings findings;
  const slugspec::Status s = slugspec::DecodeBase64(input, &bytes, &findings);
  const std::optional<Naive> naive = NaiveDecode(input);

  FUZZ_CHECK(s.ok() == naive.has_value(), input,
             "DecodeBase64 says " + (s.ok() ? std::string("ok") : s.ToString()) + ", the naive decoder " +
                 (naive ? "accepts" : "rejects"));
  if (!s.ok()) {
    FUZZ_CHECK(s.code() == slugspec::BAD_CHARACTER || s.code() == slugspec::BAD_BASE64, input,
               "unexpected code: " + s.ToString());
    FUZZ_CHECK(s.offset() < input.size(), input, "offset outside the input: " + s.ToString());
    if (s.code() == slugspec::BAD_CHARACTER) {
      const char c = input[s.offset()];
      FUZZ_CHECK(c != '=' && kAlphabet.find(c) == std::string_view::npos, input,
                 "BAD_CHARACTER at a good character: " + s.ToString());
    }
  } else {
    FUZZ_CHECK(bytes == naive->bytes, input,
               "bytes differ: \"" + slugspec::DisplayBytes(bytes) + "\" vs naive \"" +
                   slugspec::DisplayBytes(naive->bytes) + "\"");
    FUZZ_CHECK(
        findings.empty() == naive->canonical, input,
        "canonical findings disagree: " + (findings.empty() ? std::string("none") : findings.first().ToString()));
    if (!findings.empty()) {
      FUZZ_CHECK(findings.first().offset() <= input.size(), input,
                 "finding outside the input: " + findings.first().ToString());
    } else {
      const std::string again = slugspec::EncodeBase64(bytes);
      FUZZ_CHECK(again == input, input, "canonical text re-encodes as \"" + again + "\"");
    }
  }

  const std::string encoded = slugspec::EncodeBase64(input);
  std::string back;
  slugspec::CanonicalFindings back_findings;
  const slugspec::Status b = slugspec::DecodeBase64(encoded, &back, &back_findings);
  FUZZ_CHECK(b.ok() && back_findings.empty() && back == input, input,
             "EncodeBase64 gives \"" + encoded + "\", which does not decode back cleanly: " +
                 (b.ok() ? back_findings.first().ToString() : b.ToString()));
  return 0;
}
