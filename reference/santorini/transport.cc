// The payload (spec/santorini.md §3, §4) after the prefix and version
// (common/prefixed_slug.h): a message of exact bit length, through the stop
// bit or, leniently, the post's 0/1 notation.
#include <string>

#include "common/display.h"
#include "santorini/message.h"

namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {
namespace {

constexpr std::string_view kAlphabet = "abcdefghijklmnopqrstuvwxyz234567";

Status Truncated(size_t end, std::string what) {
  return Status(TRUNCATED, static_cast<uint32_t>(end), std::move(what));
}

// Base32 characters to bits, the stop bit found and dropped (SAN-T6, SAN-B1,
// SAN-B2).
Status ReadBase32(std::string_view text, size_t begin, Profile profile, const Quirks& quirks,
                  CanonicalFindings* findings, Message* m) {
  if (begin >= text.size()) return Truncated(text.size(), "the payload is empty");
  for (size_t i = begin; i < text.size(); ++i) {  // SAN-T6
    char c = text[i];
    if (profile == Profile::kLenient && c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');  // SAN-T7, repair 4
    const int v = Base32Value(c);
    if (v < 0) {
      return Status(BAD_CHARACTER, static_cast<uint32_t>(i),
                    QuoteByte(static_cast<unsigned char>(text[i])) + " is not a base32 character (a-z, 2-7)");
    }
    for (int b = 4; b >= 0; --b) {
      m->bits.push_back(static_cast<uint8_t>((v >> b) & 1));
      m->at.push_back(static_cast<uint32_t>(i));
    }
  }
  size_t stop = m->bits.size();
  while (stop > 0 && m->bits[stop - 1] == 0) --stop;
  if (stop == 0) return Truncated(text.size(), "the payload has no stop bit (no 1 bit)");  // SAN-B1
  --stop;
  const size_t stop_char = m->at[stop];
  if (stop_char + 1 < text.size()) {  // SAN-B2 (canonical)
    findings->Note(NON_CANONICAL, static_cast<uint32_t>(stop_char + 1),
                   "a character of zero bits follows the stop bit");
  }
  if (quirks.pad_bits_are_message) {
    m->bits.erase(m->bits.begin() + static_cast<std::ptrdiff_t>(stop));
    m->at.erase(m->at.begin() + static_cast<std::ptrdiff_t>(stop));
    return OkStatus();
  }
  m->bits.resize(stop);
  m->at.resize(stop);
  return OkStatus();
}

// The post's notation: 0 and 1, spaces ignored, no stop bit (SAN-T8).
Status ReadBitNotation(std::string_view text, size_t begin, Message* m) {
  for (size_t i = begin; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ' ') continue;
    if (c != '0' && c != '1') {
      return Status(
          BAD_CHARACTER, static_cast<uint32_t>(i),
          QuoteByte(static_cast<unsigned char>(c)) + " in the post's notation, which has only 0, 1 and spaces");
    }
    m->bits.push_back(static_cast<uint8_t>(c - '0'));
    m->at.push_back(static_cast<uint32_t>(i));
  }
  return OkStatus();
}

}  // namespace

int Base32Value(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= '2' && c <= '7') return c - '2' + 26;
  return -1;
}

char Base32Char(uint32_t value) { return kAlphabet[value & 31]; }

Status ReadPayload(std::string_view text, size_t separator, Profile profile, const Quirks& quirks,
                   CanonicalFindings* findings, Message* message) {
  message->end = static_cast<uint32_t>(text.size());
  if (separator >= text.size()) return Truncated(text.size(), "the '_' after the version is missing");  // SAN-T5
  const char c = text[separator];
  if (c == '_') return ReadBase32(text, separator + 1, profile, quirks, findings, message);
  if (c == ' ' && profile == Profile::kLenient) return ReadBitNotation(text, separator + 1, message);
  return Status(BAD_CHARACTER, static_cast<uint32_t>(separator),
                QuoteByte(static_cast<unsigned char>(c)) + " where '_' must follow the version");
}

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD
