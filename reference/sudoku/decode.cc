// Decoding, layer by layer (spec/sudoku.md §2-§7). Each check carries the id
// of its requirement. Offsets are computed in the repaired text and mapped
// back to the input as received at the end.
#include <algorithm>
#include <array>
#include <string>

#include "common/base64.h"
#include "common/bits.h"
#include "common/decode_result.h"
#include "common/display.h"
#include "common/input_checks.h"
#include "common/repaired_text.h"
#include "common/transit.h"
#include "sudoku/codec.h"
#include "sudoku/given_rules.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {
namespace {

constexpr std::string_view kMagic = "S!";
constexpr int kV0HeaderBytes = 4;
constexpr int kCellBits = 7;
constexpr int kDigitBits = 4;
constexpr int kTupleBits = kCellBits + kDigitBits;

// The character that carries byte `k` of the decoded bytes.
uint32_t CharOfByte(uint64_t k) { return Base64CharOfBit(k * 8); }

// `text` with the discarded bits of its last data character cleared: what a
// base64 step that drops them unseen reads (Quirks::ignore_unused_bits).
std::string WithoutDiscardedBits(std::string_view text) {
  std::string out(text);
  const size_t data = std::min(out.find('='), out.size());
  const int spare_bits = data % 4 == 2 ? 4 : data % 4 == 3 ? 2 : 0;
  if (spare_bits == 0) return out;
  const int value = Base64Value(static_cast<unsigned char>(out[data - 1]));
  if (value < 0) return out;  // not base64: the base64 step says so
  static constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  out[data - 1] = kAlphabet[static_cast<size_t>(value & ~((1 << spare_bits) - 1))];
  return out;
}

Status DecodeV0(std::string_view bytes, size_t text_size, const Quirks& quirks, CanonicalFindings* findings,
                Puzzle* out) {
  const size_t payload = bytes.size() - kV0HeaderBytes;
  if (payload % 2 != 0) {  // V0-1
    return Status(TRUNCATED, static_cast<uint32_t>(text_size),
                  "v0 payload has an odd number of bytes: the last cell has no digit");
  }
  GivenCollector givens(out, quirks);
  for (size_t i = kV0HeaderBytes; i < bytes.size(); i += 2) {
    SLUGSPEC_RETURN_IF_ERROR(givens.Add(static_cast<uint8_t>(bytes[i]), static_cast<uint8_t>(bytes[i + 1]),
                                        CharOfByte(i), CharOfByte(i + 1), findings));
  }
  return OkStatus();
}

Status DecodeV1(std::string_view bytes, const Quirks& quirks, CanonicalFindings* findings, Puzzle* out) {
  BitReader reader(bytes, kV0HeaderBytes * 8);
  GivenCollector givens(out, quirks);
  const uint64_t tuple_needs = quirks.loop_one_short ? kTupleBits + 1 : kTupleBits;
  while (reader.remaining() >= tuple_needs) {  // V1-1
    const uint64_t at = reader.position();
    const uint32_t cell = reader.Read(kCellBits);
    const uint32_t digit = reader.Read(kDigitBits);
    SLUGSPEC_RETURN_IF_ERROR(givens.Add(cell, digit, Base64CharOfBit(at), Base64CharOfBit(at + kCellBits), findings));
  }
  // V1-7: pad bits to the end of the byte. V1-8: no whole byte after them.
  const uint64_t end_of_byte = (reader.position() + 7) / 8 * 8;
  while (!quirks.ignore_unused_bits && reader.position() < end_of_byte && reader.remaining() > 0) {
    const uint64_t at = reader.position();
    if (reader.Read(1) != 0) {
      findings->Note(NON_CANONICAL, Base64CharOfBit(at), "v1 pad bits are not zero");
      break;
    }
  }
  if (!quirks.ignore_trailing_data && static_cast<uint64_t>(bytes.size()) * 8 > end_of_byte) {
    findings->Note(TRAILING_DATA, Base64CharOfBit(end_of_byte),
                   "a byte follows the last v1 tuple that is too short for another tuple");
  }
  return OkStatus();
}

// The header checks H1, H2. On success sets `version`.
Status DecodeHeader(std::string_view bytes, size_t text_size, Version* version) {
  for (size_t i = 0; i < kMagic.size(); ++i) {  // H1
    if (i >= bytes.size()) {
      return Status(TRUNCATED, static_cast<uint32_t>(text_size), "the magic \"S!\" is cut short");
    }
    if (bytes[i] != kMagic[i]) {
      return Status(BAD_MAGIC, CharOfByte(i),
                    "the slug does not begin with \"S!\" (it begins with " + QuoteBytes(bytes.substr(0, 2)) + ")");
    }
  }
  const std::string_view tag = bytes.substr(2, 2);  // H2
  if (tag.size() < 2 && (tag.empty() || tag[0] == 'v')) {
    return Status(TRUNCATED, static_cast<uint32_t>(text_size), "the version is missing");
  }
  if (tag == "v0") {
    *version = Version::kV0;
  } else if (tag == "v1") {
    *version = Version::kV1;
  } else {
    return Status(UNKNOWN_VERSION, CharOfByte(2), "unknown version " + QuoteBytes(tag));
  }
  return OkStatus();
}

// Transport (T1, T2, T3) and base64 (B1..B6) for `slug`: on success, `bytes`
// holds the decoded bytes and `text` the repaired characters.
Status DecodeTransport(std::string_view slug, Profile profile, const Quirks& quirks, RepairedText* text,
                       std::string* bytes, CanonicalFindings* findings) {
  SLUGSPEC_RETURN_IF_ERROR(CheckInputSize(slug, kMaxInputSize, kFormatName));
  if (profile == Profile::kLenient) {
    RepairTransit(text);
    text->ReplaceAll(' ', '+');
  }
  if (profile == Profile::kLenient || quirks.url_safe_alphabet) {
    text->ReplaceAll('-', '+');
    text->ReplaceAll('_', '/');
  }
  SLUGSPEC_RETURN_IF_ERROR(CheckNotEmpty(text->text()));
  if (quirks.ignore_unused_bits) return DecodeBase64(WithoutDiscardedBits(text->text()), bytes, findings);
  return DecodeBase64(text->text(), bytes, findings);
}

}  // namespace

Status Decode(std::string_view slug, Profile profile, Puzzle* out) { return DecodeWith(slug, profile, {}, out); }

Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Puzzle* out) {
  out->Clear();
  RepairedText text(slug);
  std::string bytes;
  CanonicalFindings findings;
  Version version{};
  Status s = DecodeTransport(slug, profile, quirks, &text, &bytes, &findings);
  if (s.ok()) s = DecodeHeader(bytes, text.text().size(), &version);
  if (s.ok()) {
    s = version == Version::kV0 ? DecodeV0(bytes, text.text().size(), quirks, &findings, out)
                                : DecodeV1(bytes, quirks, &findings, out);
  }
  const auto canonical = [&](const Puzzle& p, std::string* written) {
    return EncodeWith(p, version, quirks, written).ok();
  };
  return FinishDecode(s, profile, findings, text, canonical, kFormatName, VersionName(version), out);
}

Status DetectVersion(std::string_view slug, Profile profile, Version* version) {
  RepairedText text(slug);
  std::string bytes;
  CanonicalFindings findings;
  Status s = DecodeTransport(slug, profile, {}, &text, &bytes, &findings);
  if (s.ok()) s = DecodeHeader(bytes, text.text().size(), version);
  return s.ok() ? s : AtReceivedOffset(s, text);
}

bool Recognises(std::string_view slug) {
  if (slug.size() > kMaxInputSize) return false;
  // The usual case, without the repairs' copy: none of them changes a text's
  // first four bytes when those are "UyF2" (no escape, line break or tab,
  // and letters and digits are no prose punctuation to trim).
  if (slug.starts_with("UyF2")) return true;
  RepairedText text(slug);
  RepairTransit(&text);
  return text.text().substr(0, 4) == "UyF2";
}

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD
