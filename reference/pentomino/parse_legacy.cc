// Versions v1, v1.1, v1.5 and v2 (spec/pentomino.md §5-§7): decimal numbers,
// '.' or '_' separators, items of pieces and terrain in one list.
#include <array>
#include <string>
#include <vector>

#include "pentomino/alphabet.h"
#include "pentomino/board_builder.h"
#include "pentomino/color_section.h"
#include "pentomino/cursor.h"
#include "pentomino/parsers.h"

namespace slugspec::pentomino::internal {
namespace {

// A run of decimal digits at the cursor (possibly empty).
std::string_view TakeDigits(Cursor& c) {
  const uint32_t start = c.pos();
  while (!c.done() && IsDigit(c.peek())) c.take();
  return c.text().substr(start, c.pos() - start);
}

// [PEN-L3]: a side or a column has at most three digits (sides are at most
// 999); an item's row at most two: the current app reads a third digit of
// a row as the start of the colour section, so such a link opens there as
// another board (an erratum, §12).
constexpr size_t kSideDigits = 3;
constexpr size_t kRowDigits = 2;

// The value of at most `max_digits` digits; longer numbers are out of range.
Status NumberValue(std::string_view digits, uint32_t at, std::string_view what, size_t max_digits, int* value) {
  if (digits.size() > max_digits) {
    return Status(
        VALUE_OUT_OF_RANGE, at,
        std::string(what) + (max_digits == kRowDigits
                                 ? " has more than two digits: the current app reads a third as the colour section"
                                 : " has more than three digits: legacy sides are at most 999"));
  }
  *value = 0;
  for (char d : digits) *value = *value * 10 + (d - '0');
  return OkStatus();
}

Status TakeNumber(Cursor& c, std::string_view what, size_t max_digits, int* value) {
  const uint32_t at = c.pos();
  const std::string_view digits = TakeDigits(c);
  if (digits.empty()) return c.Unexpected(what);
  return NumberValue(digits, at, what, max_digits, value);
}

Status TakeSide(Cursor& c, std::string_view what, int* value) {
  const uint32_t at = c.pos();
  SLUGSPEC_RETURN_IF_ERROR(TakeNumber(c, what, kSideDigits, value));
  if (*value == 0) return Status(VALUE_OUT_OF_RANGE, at, std::string(what) + " is 0: a board has at least one");
  return OkStatus();
}

class LegacyParser {
 public:
  LegacyParser(std::string_view text, char separator, TerrainOrientations* terrain)
      : c_(text), sep_(separator), terrain_(terrain) {}

  Status Run(Board* out, Version* version) {
    int height = 0, width = 0;
    SLUGSPEC_RETURN_IF_ERROR(TakeSide(c_, "the number of rows", &height));
    c_.take();  // the separator, checked by the caller
    SLUGSPEC_RETURN_IF_ERROR(TakeSide(c_, "the number of columns", &width));
    BoardBuilder board(out, RECTANGLE, height, width);
    bool any_item = false;
    while (!c_.done() && c_.peek() != sep_) {
      SLUGSPEC_RETURN_IF_ERROR(ParseItem(board));
      any_item = true;
    }
    if (!c_.done()) {
      if (sep_ == '.') return Status(BAD_CHARACTER, c_.pos(), "v1 has no colour section: '.' where an item should be");
      c_.take();
      SLUGSPEC_RETURN_IF_ERROR(ParseColors(board));
    }
    board.Finish();
    *version = sep_ == '.' ? Version::kV1 : (!any_item || v2_item_seen_) ? Version::kV2 : Version::kV1_5;
    return OkStatus();
  }

 private:
  Status ParseName(char* name) {
    const char n = c_.peek();
    if (c_.done() || (!IsUpper(n) && !IsLower(n))) return c_.Unexpected("an item's letter");
    const char upper = ToUpper(n);
    if (IsLower(n) && sep_ == '.') return Status(BAD_CHARACTER, c_.pos(), "v1 names are uppercase");
    if (upper != 'R' && LetterIndex(upper) < 0) {
      return Status(UNKNOWN_PIECE, c_.pos(), QuoteByte(static_cast<unsigned char>(n)) + " is not a pentomino letter");
    }
    *name = c_.take();
    return OkStatus();
  }

  Status ParseOrientation(char name, OrientationColor* oc) {
    if (c_.done()) return c_.Unexpected("an orientation character");
    const auto parsed = ParseOrientationColor(c_.peek());
    // v1 and terrain blocks have a digit; v1.5 and v2 pieces the table of §6.
    const bool digit_only = sep_ == '.' || ToUpper(name) == 'R';
    if (!parsed || (digit_only && parsed->k != 0)) {
      return Status(BAD_CHARACTER, c_.pos(),
                    QuoteByte(static_cast<unsigned char>(c_.peek())) + " is not an orientation character here");
    }
    c_.take();
    *oc = *parsed;
    return OkStatus();
  }

  // The coordinates: "x SEP y" (v1.x) or "xy" split by the name's case (v2).
  Status ParseCoordinates(char name, ItemOffsets* at, int* x, int* y) {
    at->x = c_.pos();
    const std::string_view first = TakeDigits(c_);
    if (first.empty()) return c_.Unexpected("the item's row");
    // An uppercase name with one or two digits and then the separator is a
    // v1.x item (§7); everything else with '_' is the v2 form.
    const bool separated = !c_.done() && c_.peek() == sep_ && (sep_ == '.' || (IsUpper(name) && first.size() <= 2));
    if (separated) {
      c_.take();
      SLUGSPEC_RETURN_IF_ERROR(NumberValue(first, at->x, "the item's row", kRowDigits, x));
      at->y = c_.pos();
      return TakeNumber(c_, "the item's column", kSideDigits, y);
    }
    if (sep_ == '.') return c_.Unexpected("'.' between the item's row and column");
    v2_item_seen_ = true;
    const size_t x_digits = IsLower(name) ? 1 : 2;
    if (first.size() <= x_digits)
      return c_.Unexpected(IsLower(name) ? "the item's column" : "more digits of the item's row and column");
    SLUGSPEC_RETURN_IF_ERROR(NumberValue(first.substr(0, x_digits), at->x, "the item's row", kRowDigits, x));
    at->y = at->x + static_cast<uint32_t>(x_digits);
    return NumberValue(first.substr(x_digits), at->y, "the item's column", kSideDigits, y);
  }

  Status ParseItem(BoardBuilder& board) {
    ItemOffsets at;
    at.item = c_.pos();
    char name = 0;
    SLUGSPEC_RETURN_IF_ERROR(ParseName(&name));
    OrientationColor oc;
    const char orientation = c_.done() ? '\0' : c_.peek();
    SLUGSPEC_RETURN_IF_ERROR(ParseOrientation(name, &oc));
    int x = 0, y = 0;
    SLUGSPEC_RETURN_IF_ERROR(ParseCoordinates(name, &at, &x, &y));
    if (ToUpper(name) == 'R') {
      // [PEN-C2]: the cursor's orientation, as the upstream encoder wrote it
      // (a digit 0..7; the aliases 8 and 9 it never wrote, so they count as
      // 0 and stay non-canonical). A repeated block keeps the first's.
      const int written = orientation >= '1' && orientation <= '7' ? orientation - '0' : 0;
      terrain_->emplace(std::pair{x, y}, written);
      return board.AddTerrain(x, y, at);
    }
    return board.AddPiece(ToUpper(name), oc.orientation, oc.k, x, y, at);
  }

  // [PEN-L9]: keys 0..5, each starting a group; a key given again starts
  // its group afresh (every legacy decoder forgets the earlier group of that
  // key); then the groups apply as in every colour section (color_section.h).
  Status ParseColors(BoardBuilder& board) {
    std::vector<ColorListing> listings;
    // How often each key has started a group; a listing belongs to the group
    // of its key's last start only. Counting keeps this linear.
    std::array<int, 10> starts{};
    std::vector<int> start_of;  // per listing, its key's start count when read
    if (!c_.done() && !IsDigit(c_.peek())) return c_.Unexpected("a colour key 0..5");
    int key = 0;
    while (!c_.done()) {
      const uint32_t at = c_.pos();
      const char n = c_.peek();
      if (IsDigit(n)) {
        key = n - '0';
        if (key > 5)
          return Status(VALUE_OUT_OF_RANGE, at, "legacy colour keys are 0..5: the legacy palettes had five colours");
        ++starts[static_cast<size_t>(key)];
        c_.take();
        continue;
      }
      if (!IsUpper(n)) return c_.Unexpected("an uppercase pentomino letter or a colour key");
      if (LetterIndex(n) < 0)
        return Status(UNKNOWN_PIECE, at, QuoteByte(static_cast<unsigned char>(n)) + " is not a pentomino letter");
      listings.push_back({key, key, n, at});
      start_of.push_back(starts[static_cast<size_t>(key)]);
      c_.take();
    }
    std::vector<ColorListing> current;
    for (size_t i = 0; i < listings.size(); ++i) {
      if (start_of[i] == starts[static_cast<size_t>(listings[i].key)]) current.push_back(listings[i]);
    }
    ApplyListings(DecidingListings(current, board), board);
    return OkStatus();
  }

  Cursor c_;
  char sep_;
  TerrainOrientations* terrain_;
  bool v2_item_seen_ = false;
};

}  // namespace

Status ParseLegacy(std::string_view text, Board* out, Version* version, TerrainOrientations* terrain) {
  // The separator is the first non-digit; every separator must be the same [PEN-L2].
  size_t i = 0;
  while (i < text.size() && IsDigit(text[i])) ++i;
  const char sep = i < text.size() ? text[i] : '\0';
  if (sep != '.' && sep != '_') {
    if (i == text.size())
      return Status(TRUNCATED, static_cast<uint32_t>(text.size()), "the number of columns is missing");
    return Status(BAD_CHARACTER, static_cast<uint32_t>(i),
                  QuoteByte(static_cast<unsigned char>(text[i])) + " where '.' or '_' should follow the rows");
  }
  const char other = sep == '.' ? '_' : '.';
  const size_t mixed = text.find(other);
  if (mixed != std::string_view::npos) {
    return Status(BAD_CHARACTER, static_cast<uint32_t>(mixed),
                  std::string("a slug uses one separator: '") + other + "' in a slug separated by '" + sep + "'");
  }
  return LegacyParser(text, sep, terrain).Run(out, version);
}

}  // namespace slugspec::pentomino::internal
