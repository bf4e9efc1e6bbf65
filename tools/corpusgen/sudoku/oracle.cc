#include "corpusgen/sudoku/oracle.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/findings.h"

namespace slugspec::corpusgen::sudoku {
namespace {

constexpr size_t kMaxInput = 4096;  // [SUD-T1]

// The per-given checks of §6 and §7, which differ only in their ids.
struct GivenRules {
  const char* cell;
  const char* digit;
  const char* conflict;
  const char* repeat;
  const char* order;
};
constexpr GivenRules kV0Rules = {"SUD-V0-2", "SUD-V0-3", "SUD-V0-4", "SUD-V0-5", "SUD-V0-6"};
constexpr GivenRules kV1Rules = {"SUD-V1-2", "SUD-V1-3", "SUD-V1-4", "SUD-V1-5", "SUD-V1-6"};

class Oracle {
 public:
  Oracle(std::string_view input, bool lenient)
      : lenient_(lenient), text_(lenient ? LenientRepairs(input) : Received(input)) {}

  // The version the header names ('0' or '1'), when the slug gets that far:
  // the transport, base64 and header checks pass.
  std::optional<char> Header() {
    if (text_.input_size > kMaxInput || text_.chars.empty() || Base64Layer()) return std::nullopt;
    char version = 0;
    if (HeaderLayer(&version)) return std::nullopt;
    return version;
  }

  // The outcome, and whether the spec leaves it open.
  Decoding<Decoded> Run() {
    if (text_.input_size > kMaxInput) return {Err(INPUT_TOO_LONG, kMaxInput, "SUD-T1")};
    if (text_.chars.empty()) return {Err(EMPTY_INPUT, 0, "SUD-T2")};
    if (auto e = Base64Layer()) return {*e};
    char version = 0;
    if (auto e = HeaderLayer(&version)) return {*e};
    if (auto e = version == '0' ? V0Layer() : V1Layer()) return {*e};
    if (findings_.first()) {
      return {*findings_.first(), findings_.tie() ? "two canonical failures share the lowest offset" : ""};
    }
    return {Ok(version, givens_)};
  }

 private:
  uint32_t AtBit(size_t bit) const { return text_.At(bit / 6); }
  uint32_t AtByte(size_t k) const { return AtBit(8 * k); }
  uint32_t End() const { return text_.input_size; }
  void Note(ErrorCode code, uint32_t offset, const char* requirement) {
    if (!lenient_) findings_.Note(code, offset, requirement);
  }
  uint32_t Bits(size_t bit, int width) const {
    uint32_t v = 0;
    for (int i = 0; i < width; ++i, ++bit) v = v << 1 | ((bytes_[bit / 8] >> (7 - bit % 8)) & 1u);
    return v;
  }

  // §4
  std::optional<Outcome> Base64Layer() {
    const std::string& s = text_.chars;
    for (size_t i = 0; i < s.size(); ++i) {
      if (!In(s[i], kAlphabet) && s[i] != '=') return Err(BAD_CHARACTER, text_.At(i), "SUD-B1");
    }
    const size_t data = std::min(s.find('='), s.size());
    for (size_t i = data; i < s.size(); ++i) {
      if (s[i] != '=') return Err(BAD_BASE64, text_.At(data), "SUD-B2");
    }
    if (data % 4 == 1) return Err(BAD_BASE64, text_.At(data - 1), "SUD-B3");
    const size_t padding = s.size() - data;
    const size_t needed = data % 4 == 2 ? 2 : data % 4 == 3 ? 1 : 0;
    if (padding != 0 && padding != needed) return Err(BAD_BASE64, text_.At(data), "SUD-B4");
    if (padding == 0 && needed != 0) Note(NON_CANONICAL, End(), "SUD-B5");
    uint32_t acc = 0;
    int held = 0;
    for (size_t i = 0; i < data; ++i) {
      acc = (acc << 6 | static_cast<uint32_t>(kAlphabet.find(s[i]))) & 0xFFF;
      held += 6;
      if (held >= 8) {
        held -= 8;
        bytes_.push_back(static_cast<uint8_t>(acc >> held));
      }
    }
    if ((acc & ((1u << held) - 1)) != 0) Note(NON_CANONICAL, text_.At(data - 1), "SUD-B6");
    return std::nullopt;
  }

  // §5
  std::optional<Outcome> HeaderLayer(char* version) {
    const std::string_view magic = "S!";
    for (size_t k = 0; k < 2; ++k) {
      if (k >= bytes_.size()) return Err(TRUNCATED, End(), "SUD-H1");
      if (bytes_[k] != magic[k]) return Err(BAD_MAGIC, AtByte(k), "SUD-H1");
    }
    if (bytes_.size() < 3) return Err(TRUNCATED, End(), "SUD-H2");
    if (bytes_[2] != 'v') return Err(UNKNOWN_VERSION, AtByte(2), "SUD-H2");
    if (bytes_.size() < 4) return Err(TRUNCATED, End(), "SUD-H2");
    if (bytes_[3] != '0' && bytes_[3] != '1') return Err(UNKNOWN_VERSION, AtByte(2), "SUD-H2");
    *version = static_cast<char>(bytes_[3]);
    return std::nullopt;
  }

  // §6. [SUD-V0-1] is about the whole payload and listed first, so it runs
  // before the pair-by-pair checks. (No vector combines an odd payload with
  // a bad pair: §6 also says "the checks run pair by pair", and the two
  // readings differ there.)
  std::optional<Outcome> V0Layer() {
    if (bytes_.size() % 2 != 0) return Err(TRUNCATED, End(), "SUD-V0-1");
    for (size_t k = 4; k < bytes_.size(); k += 2) {
      if (auto e = Accept({bytes_[k], bytes_[k + 1]}, AtByte(k), AtByte(k + 1), kV0Rules)) return e;
    }
    return std::nullopt;
  }

  // §7
  std::optional<Outcome> V1Layer() {
    const size_t total = bytes_.size() * 8;
    size_t bit = 32;
    for (; total - bit >= 11; bit += 11) {
      if (auto e = Accept({Bits(bit, 7), Bits(bit + 7, 4)}, AtBit(bit), AtBit(bit + 7), kV1Rules)) return e;
    }
    const size_t pad_end = (bit + 7) / 8 * 8;
    for (size_t b = bit; b < pad_end; ++b) {
      if (Bits(b, 1) != 0) {
        Note(NON_CANONICAL, AtBit(b), "SUD-V1-7");
        break;
      }
    }
    if (total - pad_end >= 8) Note(TRAILING_DATA, AtBit(pad_end), "SUD-V1-8");
    return std::nullopt;
  }

  // Range, repeat and order of one given; `at` is its cell field (for v0 the
  // cell byte, for v1 the tuple's first bit).
  std::optional<Outcome> Accept(Given g, uint32_t at, uint32_t digit_at, const GivenRules& r) {
    if (g.cell > 80) return Err(VALUE_OUT_OF_RANGE, at, r.cell);
    if (g.digit < 1 || g.digit > 9) return Err(VALUE_OUT_OF_RANGE, digit_at, r.digit);
    uint32_t& seen = digit_of_[g.cell];
    if (seen != 0 && seen != g.digit) return Err(DUPLICATE, at, r.conflict);
    const bool smaller = previous_cell_ && g.cell < *previous_cell_;
    previous_cell_ = g.cell;
    if (seen == g.digit) {
      Note(DUPLICATE, at, r.repeat);
      if (smaller) Note(NON_CANONICAL, at, r.order);
      return std::nullopt;  // lenient drops the repeat
    }
    if (smaller) Note(NON_CANONICAL, at, r.order);
    seen = g.digit;
    givens_.push_back(g);
    return std::nullopt;
  }

  bool lenient_;
  Text text_;
  Bytes bytes_;
  Findings findings_;
  std::array<uint32_t, 81> digit_of_{};
  std::optional<uint32_t> previous_cell_;
  Givens givens_;
};

}  // namespace

Text LenientRepairs(std::string_view input) {
  // 1. Percent-escapes, once and (when escapes remain) once more; a second
  //    round over text without escapes changes nothing.
  const Text t = PercentDecodeOnce(PercentDecodeOnce(Received(input)));
  // 2. Line breaks and tabs.
  const Text kept = Without(t, "\t\n\f\r");
  // 3. Prose punctuation at the ends.
  size_t begin = 0, end = kept.chars.size();
  while (begin < end && In(kept.chars[begin], "([{<\"'`")) ++begin;
  while (end > begin && In(kept.chars[end - 1], ".,;:!?)]}>\"'`")) --end;
  Text trimmed = Slice(kept, begin, end);
  // 4. Space, 5. URL-safe alphabet.
  for (char& c : trimmed.chars) {
    if (c == ' ' || c == '-') c = '+';
    if (c == '_') c = '/';
  }
  return trimmed;
}

Decoding<Decoded> Decode(std::string_view slug, bool lenient) { return Oracle(slug, lenient).Run(); }

std::optional<char> HeaderVersion(std::string_view slug, bool lenient) { return Oracle(slug, lenient).Header(); }

}  // namespace slugspec::corpusgen::sudoku
