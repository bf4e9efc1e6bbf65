#include "corpusgen/tetris/oracle.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/findings.h"
#include "corpusgen/common/prefixed_head.h"
#include "corpusgen/common/transit_repairs.h"

namespace slugspec::corpusgen::tetris {
namespace {

constexpr PrefixedHead kHead{.id = "TET", .prefix = "tet", .versions = "1", .max_input = kMaxInput};
constexpr size_t kKindAt = 4;     // "tet1" then the kind
constexpr size_t kHeaderEnd = 6;  // "tet1p_": the mask, or W, starts here

// §2's masks by code: the oracle's own table of the orientations.
constexpr std::array<uint32_t, kOrientations + 1> kMasks = {0,      0x00cc, 0x00c6, 0x04c8, 0x8888, 0x000f, 0x006c,
                                                            0x08c4, 0x088c, 0x002e, 0x0c44, 0x00e8, 0x044c, 0x00e2,
                                                            0x0c88, 0x008e, 0x004e, 0x04c4, 0x00e4, 0x08c8};

bool Digit(char c) { return c >= '0' && c <= '9'; }
bool LowerHex(char c) { return Digit(c) || (c >= 'a' && c <= 'f'); }

// RFC 4648 §5: the value of a base64url character, or -1.
int Base64UrlValue(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

// A number of [TET-T6]: its value and where it starts and ends.
struct Number {
  uint32_t value = 0;
  size_t first = 0;
  size_t end = 0;
};

bool InRange(uint32_t side) { return side >= kMinSide && side <= kMaxSide; }

class Oracle {
 public:
  Oracle(std::string_view input, bool lenient)
      : lenient_(lenient), text_(lenient ? LenientRepairs(input) : Received(input)) {}

  bool ReadsVersion() const { return PrefixedVersion(kHead, text_).has_value(); }

  Decoding<Decoded> Run() {
    // [TET-T2] on the input as received, before anything else; [TET-T1]
    // after the repairs; the prefix and version.
    if (auto e = ReadPrefixedHead(kHead, text_)) return {*e};
    if (auto e = Header()) return {*e};
    if (kind_ == 'p') return Piece();
    return Board();
  }

 private:
  uint32_t End() const { return text_.input_size; }
  uint32_t At(size_t i) const { return text_.At(i); }
  bool AtEnd(size_t i) const { return i >= text_.chars.size(); }
  char Ch(size_t i) const { return text_.chars[i]; }

  // §5.1 [TET-T5], after the prefix and version.
  std::optional<Rejection> Header() {
    if (AtEnd(kKindAt)) return Err(TRUNCATED, End(), "TET-T5");
    if (!In(Ch(kKindAt), "poh")) return Err(BAD_CHARACTER, At(kKindAt), "TET-T5");
    kind_ = Ch(kKindAt);
    if (AtEnd(kKindAt + 1)) return Err(TRUNCATED, End(), "TET-T5");
    if (Ch(kKindAt + 1) != '_') return Err(BAD_CHARACTER, At(kKindAt + 1), "TET-T5");
    return std::nullopt;
  }

  // §5.2: [TET-P1] whole (the 4 digits and nothing after them), then [TET-P2].
  Decoding<Decoded> Piece() {
    const size_t pos = kHeaderEnd;
    uint32_t mask = 0;
    for (size_t i = 0; i < 4; ++i) {
      if (AtEnd(pos + i)) return {Err(TRUNCATED, End(), "TET-P1")};
      if (!LowerHex(Ch(pos + i))) return {Err(BAD_CHARACTER, At(pos + i), "TET-P1")};
      mask = mask << 4 | static_cast<uint32_t>(HexValue(Ch(pos + i)));
    }
    if (!AtEnd(pos + 4)) return {Err(TRAILING_DATA, At(pos + 4), "TET-P1")};
    for (uint32_t code = 1; code <= kOrientations; ++code) {
      if (kMasks[code] == mask) {
        Decoded d;
        d.kind = Kind::kPiece;
        d.piece = code;
        return {Outcome::Accepted(d)};
      }
    }
    return {Err(VALUE_OUT_OF_RANGE, At(pos), "TET-P2")};
  }

  // [TET-T6]: a digit 1-9 and at most two more digits, or the single digit
  // 0; a fourth digit is VALUE_OUT_OF_RANGE at the first. What follows the
  // number is the caller's to check.
  std::optional<Rejection> ReadNumber(size_t i, Number* n) const {
    if (AtEnd(i)) return Err(TRUNCATED, End(), "TET-T6");
    if (!Digit(Ch(i))) return Err(BAD_CHARACTER, At(i), "TET-T6");
    n->first = i;
    n->value = static_cast<uint32_t>(Ch(i) - '0');
    n->end = i + 1;
    if (n->value == 0) return std::nullopt;  // the number 0 has ended
    while (n->end < i + 3 && !AtEnd(n->end) && Digit(Ch(n->end))) {
      n->value = n->value * 10 + static_cast<uint32_t>(Ch(n->end) - '0');
      ++n->end;
    }
    if (!AtEnd(n->end) && Digit(Ch(n->end))) return Err(VALUE_OUT_OF_RANGE, At(i), "TET-T6");
    return std::nullopt;
  }

  // §5.1 [TET-T6] and [TET-D1], then the payload.
  Decoding<Decoded> Board() {
    Number w, h;
    if (auto e = ReadNumber(kHeaderEnd, &w)) return {*e};
    if (AtEnd(w.end)) return {Err(TRUNCATED, End(), "TET-T6")};
    if (Ch(w.end) != 'x') return {Err(BAD_CHARACTER, At(w.end), "TET-T6")};
    if (auto e = ReadNumber(w.end + 1, &h)) return {*e};
    // [TET-D1] as soon as H's digits end, before the character after H.
    if (!InRange(w.value)) return {Err(VALUE_OUT_OF_RANGE, At(w.first), "TET-D1")};
    if (!InRange(h.value)) return {Err(VALUE_OUT_OF_RANGE, At(h.first), "TET-D1")};
    if (AtEnd(h.end)) return {Err(TRUNCATED, End(), "TET-T6")};
    if (Ch(h.end) != '_') return {Err(BAD_CHARACTER, At(h.end), "TET-T6")};
    width_ = w.value;
    height_ = h.value;
    payload_ = h.end + 1;
    return kind_ == 'o' ? Occupancy() : Placements();
  }

  // Bit k of the payload (the sextets must have been read).
  uint32_t Bit(uint64_t k) const { return (sextets_[k / 6] >> (5 - k % 6)) & 1u; }
  uint32_t Bits(uint64_t k, uint32_t width) const {
    uint32_t v = 0;
    for (uint32_t i = 0; i < width; ++i) v = v << 1 | Bit(k + i);
    return v;
  }
  // The offset "at bit k": that of the payload character carrying it.
  uint32_t AtBit(uint64_t k) const { return At(payload_ + k / 6); }

  // §5.3 [TET-O1], character by character, then [TET-O2].
  Decoding<Decoded> Occupancy() {
    const uint64_t cells = uint64_t{width_} * height_;
    const size_t chars = static_cast<size_t>((cells + 5) / 6);
    for (size_t i = 0; i < chars; ++i) {
      if (AtEnd(payload_ + i)) return {Err(TRUNCATED, End(), "TET-O1")};
      const int v = Base64UrlValue(Ch(payload_ + i));
      if (v < 0) return {Err(BAD_CHARACTER, At(payload_ + i), "TET-O1")};
      sextets_.push_back(static_cast<uint32_t>(v));
    }
    if (!AtEnd(payload_ + chars)) return {Err(TRAILING_DATA, At(payload_ + chars), "TET-O1")};
    const uint64_t pad = 6 * chars - cells;
    if (pad > 0 && (sextets_.back() & ((1u << pad) - 1)) != 0) {
      return {Err(VALUE_OUT_OF_RANGE, At(payload_ + chars - 1), "TET-O2")};
    }
    Decoded d;
    d.kind = Kind::kOccupancy;
    d.width = width_;
    d.height = height_;
    for (uint32_t r = 0; r < height_; ++r) {
      for (uint32_t c = 0; c < width_; ++c) {
        if (Bit(uint64_t{r} * width_ + c)) d.filled.push_back({c, r});
      }
    }
    return {Outcome::Accepted(d)};
  }

  static uint32_t BitLength(uint32_t v) {
    uint32_t n = 0;
    while (v >> n) ++n;
    return n;
  }

  // §5.4: [TET-H1] to [TET-H3] on the whole payload; then [TET-H4] to
  // [TET-H7] for each placement before the next is read; [TET-H8] noted.
  Decoding<Decoded> Placements() {
    const size_t length = text_.chars.size() - payload_;
    for (size_t i = 0; i < length; ++i) {
      const int v = Base64UrlValue(Ch(payload_ + i));
      if (v < 0) return {Err(BAD_CHARACTER, At(payload_ + i), "TET-H1")};
      sextets_.push_back(static_cast<uint32_t>(v));
    }
    const uint32_t column_bits = BitLength(width_ - 1), row_bits = BitLength(height_ - 1);
    const uint64_t b = 5 + column_bits + row_bits;
    const uint64_t n = 6 * uint64_t{length} / b;
    const uint64_t used = (n * b + 5) / 6;
    if (length != used) return {Err(TRAILING_DATA, At(payload_ + used), "TET-H2")};
    const uint64_t pad = 6 * uint64_t{length} - n * b;
    if (pad > 0 && (sextets_.back() & ((1u << pad) - 1)) != 0) {
      return {Err(VALUE_OUT_OF_RANGE, At(payload_ + length - 1), "TET-H3")};
    }
    std::vector<bool> filled(uint64_t{width_} * height_, false);
    Decoded d;
    d.kind = Kind::kPlacements;
    d.width = width_;
    d.height = height_;
    for (uint64_t i = 0; i < n; ++i) {
      const uint64_t k = i * b;
      const uint32_t code = Bits(k, 5);
      if (code < 1 || code > kOrientations) return {Err(VALUE_OUT_OF_RANGE, AtBit(k), "TET-H4")};
      const uint32_t column = Bits(k + 5, column_bits);
      if (column >= width_) return {Err(VALUE_OUT_OF_RANGE, AtBit(k + 5), "TET-H5")};
      const uint32_t row = Bits(k + 5 + column_bits, row_bits);
      if (row >= height_) return {Err(VALUE_OUT_OF_RANGE, AtBit(k + 5 + column_bits), "TET-H5")};
      // §3: mask bit 15 - (4j + i) is the array's cell (i, j); the anchor
      // column a is the leftmost filled i of row j = 3.
      const uint32_t mask = kMasks[code];
      int a = 4;
      for (int i4 = 3; i4 >= 0; --i4) {
        if ((mask >> (3 - i4)) & 1u) a = i4;
      }
      std::vector<uint64_t> cells;
      bool off = false;
      for (int t = 0; t < 16; ++t) {
        if (((mask >> (15 - t)) & 1u) == 0) continue;
        const long x = static_cast<long>(column) + t % 4 - a, y = static_cast<long>(row) + t / 4 - 3;
        if (x < 0 || y < 0 || x >= static_cast<long>(width_) || y >= static_cast<long>(height_)) {
          off = true;
          continue;
        }
        cells.push_back(static_cast<uint64_t>(y) * width_ + static_cast<uint64_t>(x));
      }
      if (off) return {Err(ILLEGAL_POSITION, AtBit(k), "TET-H6")};
      for (const uint64_t cell : cells) {
        if (filled[cell]) return {Err(DUPLICATE, AtBit(k), "TET-H7")};
      }
      for (const uint64_t cell : cells) filled[cell] = true;
      if (!d.placed.empty()) {
        const Placement& prev = d.placed.back();
        if (row > prev.row || (row == prev.row && column < prev.column)) {
          if (!lenient_) findings_.Note(NON_CANONICAL, AtBit(k), "TET-H8");
        }
      }
      d.placed.push_back({code, column, row});
    }
    if (findings_.first()) {
      return {*findings_.first(),
              findings_.tie() ? "two canonical failures of different codes share the lowest offset" : ""};
    }
    for (uint32_t r = 0; r < height_; ++r) {
      for (uint32_t c = 0; c < width_; ++c) {
        if (filled[uint64_t{r} * width_ + c]) d.filled.push_back({c, r});
      }
    }
    return {Outcome::Accepted(d)};
  }

  bool lenient_;
  Text text_;
  Findings findings_;
  char kind_ = 0;
  uint32_t width_ = 0, height_ = 0;
  size_t payload_ = 0;             // the payload's first character
  std::vector<uint32_t> sextets_;  // the payload's values
};

}  // namespace

Text LenientRepairs(std::string_view input) { return LenientTransitRepairs(input, std::string_view::npos); }

Decoding<Decoded> Decode(std::string_view slug, bool lenient) { return Oracle(slug, lenient).Run(); }

bool ReadsVersion(std::string_view slug, bool lenient) { return Oracle(slug, lenient).ReadsVersion(); }

}  // namespace slugspec::corpusgen::tetris
