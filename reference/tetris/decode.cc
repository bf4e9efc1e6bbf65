// Decoding (spec/tetris.md §5): the header, then a piece's mask, an
// occupancy board's cells or a placements board's placements. Offsets are
// computed in the repaired text and mapped back to the input as received
// at the end.
#include <string>

#include "common/decode_result.h"
#include "common/display.h"
#include "common/input_checks.h"
#include "common/text_fields.h"
#include "tetris/codec.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {
namespace {

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

Status NotBase64Url(std::string_view text, size_t at) {
  return Status(
      BAD_CHARACTER, static_cast<uint32_t>(at),
      QuoteByte(static_cast<unsigned char>(text[at])) + " is not a base64url character (A-Z, a-z, 0-9, '-', '_')");
}

std::string PadBitsMessage(int pad) {
  return "the " + std::to_string(pad) + (pad == 1 ? " pad bit" : " pad bits") + " of the last character " +
         (pad == 1 ? "is" : "are") + " not 0";
}

// Whether the low `pad` bits of the sextet `value` are all 0.
bool PadClear(int value, int pad) { return (value & ((1 << pad) - 1)) == 0; }

std::string Size(int width, int height) { return std::to_string(width) + " x " + std::to_string(height); }

// [TET-P1], [TET-P2].
Status ReadPiece(std::string_view text, const Header& h, Puzzle* out) {
  uint16_t mask = 0;
  for (size_t i = 0; i < 4; ++i) {
    const size_t at = h.payload + i;
    if (at >= text.size()) {
      return TruncatedAt(text, "the slug ends after " + std::to_string(i) + " of the mask's 4 hexadecimal digits");
    }
    const int v = HexValue(text[at]);
    if (v < 0) {
      return Status(BAD_CHARACTER, static_cast<uint32_t>(at),
                    QuoteByte(static_cast<unsigned char>(text[at])) +
                        " where a hexadecimal digit of the mask (0-9, a-f) must be");
    }
    mask = static_cast<uint16_t>(mask << 4 | v);
  }
  if (h.payload + 4 < text.size()) {
    return Status(TRAILING_DATA, static_cast<uint32_t>(h.payload + 4),
                  "a piece is 4 hexadecimal digits; " + QuoteByte(static_cast<unsigned char>(text[h.payload + 4])) +
                      " follows them");
  }
  const int code = CodeOfMask(mask);
  if (code == 0) {
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(h.payload),
                  "mask " + std::string(text.substr(h.payload, 4)) + " is none of the 19 tetromino orientations");
  }
  out->set_piece(static_cast<Orientation>(code));
  return OkStatus();
}

// [TET-O1], [TET-O2].
Status ReadOccupancy(std::string_view text, const Header& h, const Quirks& quirks, Puzzle* out) {
  const size_t bits = static_cast<size_t>(h.width) * static_cast<size_t>(h.height);
  const size_t chars = (bits + 5) / 6;
  for (size_t i = 0; i < chars; ++i) {
    const size_t at = h.payload + i;
    if (at >= text.size()) {
      return TruncatedAt(text, "the slug ends after " + std::to_string(i) + " of the " + std::to_string(chars) +
                                   " characters of a " + Size(h.width, h.height) + " board");
    }
    if (Base64UrlValue(static_cast<unsigned char>(text[at])) < 0) return NotBase64Url(text, at);
  }
  if (h.payload + chars < text.size()) {
    return Status(TRAILING_DATA, static_cast<uint32_t>(h.payload + chars),
                  "a " + Size(h.width, h.height) + " board is " + std::to_string(chars) + " characters; more follow");
  }
  const int pad = static_cast<int>(chars * 6 - bits);
  const int last = Base64UrlValue(static_cast<unsigned char>(text[h.payload + chars - 1]));
  if (!quirks.ignore_pad_bits && !PadClear(last, pad)) {
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(h.payload + chars - 1), PadBitsMessage(pad));
  }
  Grid grid(h.width, h.height);
  for (size_t k = 0; k < bits; ++k) {
    const int value = Base64UrlValue(static_cast<unsigned char>(text[h.payload + k / 6]));
    if (((value >> (5 - k % 6)) & 1) == 0) continue;
    const int column = static_cast<int>(k % static_cast<size_t>(h.width));
    const int row = static_cast<int>(k / static_cast<size_t>(h.width));
    grid.at(column, quirks.rows_from_bottom ? h.height - 1 - row : row) = 1;
  }
  Board* board = out->mutable_board();
  board->set_width(static_cast<uint32_t>(h.width));
  board->set_height(static_cast<uint32_t>(h.height));
  SetFilled(grid, board);
  return OkStatus();
}

// The payload's sextets, read as a bit stream most significant bit first.
class Sextets {
 public:
  explicit Sextets(std::vector<uint8_t> values) : values_(std::move(values)) {}
  // `width` bits from bit `at`; the caller keeps them inside the payload.
  uint32_t Read(size_t at, int width) const {
    uint32_t v = 0;
    for (int i = 0; i < width; ++i, ++at) v = v << 1 | ((values_[at / 6] >> (5 - at % 6)) & 1u);
    return v;
  }

 private:
  std::vector<uint8_t> values_;
};

std::string Describe(size_t k, int code, int64_t column, int64_t row) {
  return "placement " + std::to_string(k) + " (" + Orientation_Name(static_cast<Orientation>(code)) + " at (" +
         std::to_string(column) + ", " + std::to_string(row) + "))";
}

// [TET-H1] to [TET-H8].
Status ReadPlacements(std::string_view text, const Header& h, const Quirks& quirks, CanonicalFindings* findings,
                      Puzzle* out) {
  const size_t length = text.size() - h.payload;
  std::vector<uint8_t> values(length);
  for (size_t i = 0; i < length; ++i) {  // TET-H1
    const int v = Base64UrlValue(static_cast<unsigned char>(text[h.payload + i]));
    if (v < 0) return NotBase64Url(text, h.payload + i);
    values[i] = static_cast<uint8_t>(v);
  }
  const size_t b = static_cast<size_t>(PlacementBits(h.width, h.height));
  const size_t n = 6 * length / b;
  const size_t used = (n * b + 5) / 6;
  if (length > used) {  // TET-H2
    return Status(TRAILING_DATA, static_cast<uint32_t>(h.payload + used),
                  "the payload is " + std::to_string(length) + " characters; " + std::to_string(n) +
                      (n == 1 ? " placement" : " placements") + " of " + std::to_string(b) + " bits take " +
                      std::to_string(used));
  }
  const int pad = static_cast<int>(6 * length - n * b);
  if (length > 0 && !quirks.ignore_pad_bits && !PadClear(values[length - 1], pad)) {  // TET-H3
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(h.payload + length - 1), PadBitsMessage(pad));
  }
  const Sextets bits(std::move(values));
  const int column_bits = BitLength(static_cast<uint32_t>(h.width - 1));
  const int row_bits = BitLength(static_cast<uint32_t>(h.height - 1));
  auto offset = [&](size_t bit) { return static_cast<uint32_t>(h.payload + bit / 6); };
  Grid grid(h.width, h.height);
  Board* board = out->mutable_board();
  Placements* placements = board->mutable_placements();
  std::vector<std::pair<int, int>> cells;
  int64_t previous_key = -1;
  for (size_t k = 0; k < n; ++k) {
    const size_t first = k * b;
    const int code = static_cast<int>(bits.Read(first, 5));
    const std::optional<OrientationInfo> o = OrientationOfCode(code);
    if (!o) {  // TET-H4
      return Status(
          VALUE_OUT_OF_RANGE, offset(first),
          "placement " + std::to_string(k) + ": orientation code " + std::to_string(code) + " is none of 1 to 19");
    }
    const int64_t column = bits.Read(first + 5, column_bits);
    if (column >= h.width) {  // TET-H5
      return Status(VALUE_OUT_OF_RANGE, offset(first + 5),
                    "placement " + std::to_string(k) + ": column " + std::to_string(column) + " is off the " +
                        Size(h.width, h.height) + " board");
    }
    const int64_t written_row = bits.Read(first + 5 + static_cast<size_t>(column_bits), row_bits);
    if (written_row >= h.height) {
      return Status(VALUE_OUT_OF_RANGE, offset(first + 5 + static_cast<size_t>(column_bits)),
                    "placement " + std::to_string(k) + ": row " + std::to_string(written_row) + " is off the " +
                        Size(h.width, h.height) + " board");
    }
    const int64_t row = quirks.rows_from_bottom ? h.height - 1 - written_row : written_row;
    if (!PlacedCells(*o, column, row, grid, quirks, &cells)) {  // TET-H6
      return Status(ILLEGAL_POSITION, offset(first),
                    Describe(k, code, column, row) + " has a cell off the " + Size(h.width, h.height) + " board");
    }
    for (const auto& [c, r] : cells) {  // TET-H7
      if (grid.at(c, r) != 0) {
        return Status(DUPLICATE, offset(first),
                      Describe(k, code, column, row) + " covers cell (" + std::to_string(c) + ", " + std::to_string(r) +
                          "), which an earlier placement fills");
      }
    }
    for (const auto& [c, r] : cells) grid.at(c, r) = 1;
    const int64_t key = TimerKey(h.height, h.width, column, row);
    if (key <= previous_key) {  // TET-H8 (canonical)
      findings->Note(NON_CANONICAL, offset(first),
                     Describe(k, code, column, row) +
                         " is out of order: placements are sorted bottom row first, then left to right (§4.3)");
    }
    previous_key = key;
    Placement* p = placements->add_placed();
    p->set_orientation(static_cast<Orientation>(code));
    p->set_column(static_cast<uint32_t>(column));
    p->set_row(static_cast<uint32_t>(row));
  }
  board->set_width(static_cast<uint32_t>(h.width));
  board->set_height(static_cast<uint32_t>(h.height));
  SetFilled(grid, board);
  return OkStatus();
}

}  // namespace

Status Decode(std::string_view slug, Profile profile, Puzzle* out) { return DecodeWith(slug, profile, {}, out); }

Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Puzzle* out) {
  out->Clear();
  RepairedText text(slug);
  CanonicalFindings findings;
  size_t version = 0;  // one version: nothing depends on it
  Status s = ReadPrefixedHead(kSlug, slug, profile, &text, &version);
  Header h;
  if (s.ok()) s = ReadHeader(text.text(), &h);
  if (s.ok()) {
    switch (h.kind) {
      case 'p':
        s = ReadPiece(text.text(), h, out);
        break;
      case 'o':
        s = ReadOccupancy(text.text(), h, quirks, out);
        break;
      default:
        s = ReadPlacements(text.text(), h, quirks, &findings, out);
        break;
    }
  }
  const auto canonical = [&quirks](const Puzzle& p, std::string* written) {
    return EncodeWith(p, quirks, written).ok();
  };
  return FinishDecode(s, profile, findings, text, canonical, kFormatName, kVersions.Name(kCurrentVersion), out);
}

Status DetectVersion(std::string_view slug, Profile profile, Version* version) {
  return DetectPrefixedVersion(kSlug, slug, profile, version);
}

bool Recognises(std::string_view slug) { return RecognisesPrefixed(kSlug, slug); }

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
