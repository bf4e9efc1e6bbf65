#include "corpusgen/santorini/oracle.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/findings.h"
#include "corpusgen/common/prefixed_head.h"
#include "corpusgen/common/transit_repairs.h"

namespace slugspec::corpusgen::santorini {
namespace {

constexpr PrefixedHead kHead{.id = "SAN", .prefix = "san", .versions = "12", .max_input = kMaxInput};
constexpr std::string_view kBase32 = "abcdefghijklmnopqrstuvwxyz234567";
constexpr size_t kPayloadStart = 5;  // "san", the version, '_' or ' '
constexpr size_t kHeaderBits = 36;   // turn, four workers, S, H, T
constexpr size_t kMaxFields = 25;

class Oracle {
 public:
  Oracle(std::string_view input, bool lenient)
      : lenient_(lenient), text_(lenient ? LenientRepairs(input) : Received(input)) {}

  // The version digit, when the length, emptiness, prefix and version
  // checks pass.
  std::optional<char> Version() const { return PrefixedVersion(kHead, text_); }

  Decoding<Decoded> Run() {
    if (auto e = ReadPrefixedHead(kHead, text_)) return {*e};  // [SAN-T1] to [SAN-T4]
    bool notation = false;
    if (auto e = Transport(&notation)) return {*e};
    const char version = text_.chars[3];
    if (auto e = notation ? NotationBits() : SlugBits()) return {*e};
    if (bits_.size() < kHeaderBits) return ShortMessage();
    if (auto e = HeaderFields()) return {*e};
    if (auto e = BuildingFields(version)) return {*e};
    if (auto e = PositionChecks()) return {*e};
    if (findings_.first()) {
      return {*findings_.first(),
              findings_.tie() ? "two canonical failures of different codes share the lowest offset" : ""};
    }
    return {Ok(version, Model())};
  }

 private:
  uint32_t End() const { return text_.input_size; }
  // Where the check about message bit i reports: the character that holds it.
  uint32_t AtBit(size_t i) const { return i < where_.size() ? where_[i] : End(); }
  bool Has(size_t width) const { return bits_.size() - read_ >= width; }
  uint32_t Read(size_t width) {
    uint32_t v = 0;
    for (size_t i = 0; i < width; ++i) v = v << 1 | (bits_[read_++] == '1' ? 1u : 0u);
    return v;
  }
  void Note(ErrorCode code, uint32_t offset, const char* requirement) {
    if (!lenient_) findings_.Note(code, offset, requirement);
  }

  // §3.1: the separator after the prefix and version; in the lenient
  // profile a space instead of '_' starts the post's notation (§3.2).
  std::optional<Rejection> Transport(bool* notation) const {
    const std::string& s = text_.chars;
    if (s.size() < 5) return Err(TRUNCATED, End(), "SAN-T5");
    *notation = lenient_ && s[4] == ' ';
    if (s[4] != '_' && !*notation) return Err(BAD_CHARACTER, text_.At(4), "SAN-T5");
    return std::nullopt;
  }

  // §3.1 [SAN-T6] and §4: the payload's characters, their bits, the stop bit.
  std::optional<Rejection> SlugBits() {
    const std::string& s = text_.chars;
    if (s.size() == kPayloadStart) return Err(TRUNCATED, End(), "SAN-T6");
    for (size_t i = kPayloadStart; i < s.size(); ++i) {
      if (!In(s[i], kBase32)) return Err(BAD_CHARACTER, text_.At(i), "SAN-T6");
    }
    for (size_t i = kPayloadStart; i < s.size(); ++i) {
      const size_t value = kBase32.find(s[i]);
      for (int b = 4; b >= 0; --b) {
        bits_ += ((value >> b) & 1u) ? '1' : '0';
        where_.push_back(text_.At(i));
      }
    }
    const size_t stop = bits_.rfind('1');
    if (stop == std::string::npos) return Err(TRUNCATED, End(), "SAN-B1");
    const size_t stop_char = kPayloadStart + stop / 5;
    if (stop_char + 1 < s.size()) Note(NON_CANONICAL, text_.At(stop_char + 1), "SAN-B2");
    bits_.resize(stop);
    where_.resize(stop);
    return std::nullopt;
  }

  // §3.2 [SAN-T8]: every '0' and '1' after the space is the message; spaces
  // are ignored; there is no stop bit.
  std::optional<Rejection> NotationBits() {
    const std::string& s = text_.chars;
    for (size_t i = kPayloadStart; i < s.size(); ++i) {
      if (s[i] == ' ') continue;
      if (s[i] != '0' && s[i] != '1') return Err(BAD_CHARACTER, text_.At(i), "SAN-T8");
      bits_ += s[i];
      where_.push_back(text_.At(i));
    }
    return std::nullopt;
  }

  // [SAN-F1] A message of under 36 bits. §5 lists [SAN-F1] first, while
  // spec/README.md §2 checks each field before the next is read: where the
  // fields the short message does hold fail a check of their own, the two
  // readings differ, and the spec does not say which one holds.
  Decoding<Decoded> ShortMessage() {
    const Rejection f1 = Err(TRUNCATED, End(), "SAN-F1");
    const std::optional<Rejection> field = HeaderFields();
    if (field && field->code != TRUNCATED) {
      return {f1, "a message of under 36 bits whose fields fail " + field->requirement +
                      ": the spec does not order [SAN-F1] and the field checks"};
    }
    return {f1};
  }

  // §5: the turn, the workers ([SAN-F2] to [SAN-F4], each before the next is
  // read) and the counts ([SAN-F5], after each).
  std::optional<Rejection> HeaderFields() {
    if (!Has(1)) return Err(TRUNCATED, End(), "SAN-F1");
    turn_ = Read(1);
    for (size_t i = 0; i < 4; ++i) {
      if (!Has(5)) return Err(TRUNCATED, End(), "SAN-F1");
      worker_at_[i] = AtBit(read_);
      const uint32_t square = Read(5);
      if (square >= kSquares) return Err(VALUE_OUT_OF_RANGE, worker_at_[i], "SAN-F2");
      for (size_t j = 0; j < i; ++j) {
        if (workers_[j] == square) return Err(DUPLICATE, worker_at_[i], "SAN-F3");
      }
      if (i % 2 == 1 && square < workers_[i - 1]) Note(NON_CANONICAL, worker_at_[i], "SAN-F4");
      workers_[i] = square;
    }
    uint32_t sum = 0;
    for (size_t j = 0; j < 3; ++j) {
      if (!Has(5)) return Err(TRUNCATED, End(), "SAN-F1");
      const uint32_t at = AtBit(read_);
      counts_[j] = Read(5);
      sum += counts_[j];
      if (sum > kSquares) return Err(VALUE_OUT_OF_RANGE, at, "SAN-F5");
    }
    return std::nullopt;
  }

  // §5 and §6: building fields k = 1, 2, ... to the end of the message, each
  // checked ([SAN-F6], [SAN-F7], the version's, [SAN-F9]) before the next.
  std::optional<Rejection> BuildingFields(char version) {
    std::vector<uint32_t> unbuilt;  // v2: the squares with no building yet, ascending
    for (uint32_t s = 0; s < kSquares; ++s) unbuilt.push_back(s);
    const uint32_t shops = counts_[0], homes = shops + counts_[1], towers = homes + counts_[2];
    size_t k = 1;
    uint32_t previous_group = 0, previous_square = 0;
    for (; read_ < bits_.size(); ++k) {
      if (k > kMaxFields) return Err(TRAILING_DATA, AtBit(read_), "SAN-F6");
      const size_t choices = kSquares + 1 - k;  // A = 26 - k
      const size_t width = version == '1' ? 5 : std::max<size_t>(1, std::bit_width(choices - 1));
      if (!Has(width)) return Err(TRUNCATED, End(), "SAN-F7");
      const uint32_t at = AtBit(read_);
      const uint32_t value = Read(width);
      uint32_t square = 0;
      if (version == '1') {
        if (value >= kSquares) return Err(VALUE_OUT_OF_RANGE, at, "SAN-V1-1");
        if (heights_[value] != 0) return Err(DUPLICATE, at, "SAN-V1-2");
        square = value;
      } else {
        if (k < kMaxFields && value >= choices) return Err(VALUE_OUT_OF_RANGE, at, "SAN-V2-1");
        if (k == kMaxFields && value != 0) Note(NON_CANONICAL, at, "SAN-V2-2");
        const size_t index = k == kMaxFields ? 0 : value;  // lenient: the one square left
        square = unbuilt[index];
        unbuilt.erase(unbuilt.begin() + static_cast<std::ptrdiff_t>(index));
      }
      const uint32_t group = k <= shops ? 1 : k <= homes ? 2 : k <= towers ? 3 : 4;
      if (k > 1 && group == previous_group && square <= previous_square) Note(NON_CANONICAL, at, "SAN-F9");
      heights_[square] = group;
      previous_group = group;
      previous_square = square;
    }
    if (k - 1 < towers) return Err(TRUNCATED, End(), "SAN-F8");
    return std::nullopt;
  }

  // §7, for each worker in field order.
  std::optional<Rejection> PositionChecks() const {
    for (size_t i = 0; i < 4; ++i) {
      const uint32_t h = heights_[workers_[i]];
      if (h == kDome) return Err(ILLEGAL_POSITION, worker_at_[i], "SAN-P1");
      if (h == kTower) return Err(ILLEGAL_POSITION, worker_at_[i], "SAN-P2");
    }
    return std::nullopt;
  }

  Position Model() const {
    Position p;
    p.turn = turn_;
    p.one = {std::min(workers_[0], workers_[1]), std::max(workers_[0], workers_[1])};
    p.two = {std::min(workers_[2], workers_[3]), std::max(workers_[2], workers_[3])};
    p.heights = heights_;
    return p;
  }

  bool lenient_;
  Text text_;
  std::string bits_;             // the message, '0' and '1'
  std::vector<uint32_t> where_;  // the input offset of each message bit
  size_t read_ = 0;              // bits read
  Findings findings_;
  uint32_t turn_ = 0;
  std::array<uint32_t, 4> workers_{};
  std::array<uint32_t, 4> worker_at_{};
  std::array<uint32_t, 3> counts_{};
  std::array<uint32_t, kSquares> heights_{};
};

}  // namespace

Text LenientRepairs(std::string_view input) { return LenientTransitRepairs(input, kFoldFrom); }

Decoding<Decoded> Decode(std::string_view slug, bool lenient) { return Oracle(slug, lenient).Run(); }

std::optional<char> PrefixVersion(std::string_view slug, bool lenient) { return Oracle(slug, lenient).Version(); }

bool ReadsNotation(std::string_view slug) {
  const Text t = LenientRepairs(slug);
  return PrefixVersion(slug, true) && t.chars.size() > 4 && t.chars[4] == ' ';
}

}  // namespace slugspec::corpusgen::santorini
