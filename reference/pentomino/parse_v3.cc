// Versions v3 and v3.1 (spec/pentomino.md §8).
#include <algorithm>
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

// A base-62 number at the cursor, with `what` for messages. The early v3
// encoder's spellings of 36..41 get their own explanation.
Status TakeBase62(Cursor& c, std::string_view what, int* value) {
  if (!c.done() && IsEarlyV3Spelling(c.peek())) {
    return Status(BAD_CHARACTER, c.pos(),
                  QuoteByte(static_cast<unsigned char>(c.peek())) + " where " + std::string(what) +
                      " should be: the early v3 encoder wrote 36..41 this way, and the number cannot be recovered");
  }
  const int v = Base62Value(c.peek());
  if (c.done() || v < 0) return c.Unexpected(what);
  c.take();
  *value = v;
  return OkStatus();
}

Status TakeSide(Cursor& c, std::string_view what, int* value) {
  const uint32_t at = c.pos();
  SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, what, value));
  if (*value == 0) return Status(VALUE_OUT_OF_RANGE, at, std::string(what) + " is 0: a board has at least one");
  return OkStatus();
}

// A piece name at the cursor: one of the twelve letters in either case.
Status CheckPieceName(const Cursor& c) {
  const char name = c.peek();
  if (name == 'r') return Status(UNKNOWN_PIECE, c.pos(), "'r' is not a piece: terrain is written after 'R'");
  if (!IsUpper(name) && !IsLower(name)) return c.Unexpected("a piece letter, 'R' or '_'");
  if (LetterIndex(ToUpper(name)) < 0) {
    return Status(UNKNOWN_PIECE, c.pos(), QuoteByte(static_cast<unsigned char>(name)) + " is not a pentomino letter");
  }
  return OkStatus();
}

Status ParsePiece(Cursor& c, BoardBuilder& board) {
  SLUGSPEC_RETURN_IF_ERROR(CheckPieceName(c));
  ItemOffsets at;
  at.item = c.pos();
  const char name = c.take();
  if (c.done()) return c.Unexpected("an orientation character");
  const auto oc = ParseOrientationColor(c.peek());
  if (!oc) {
    return Status(BAD_CHARACTER, c.pos(),
                  QuoteByte(static_cast<unsigned char>(c.peek())) + " is not an orientation character");
  }
  c.take();
  int x = 0, y = 0;
  at.x = c.pos();
  SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, "the piece's row", &x));
  at.y = c.pos();
  SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, "the piece's column", &y));
  const int color = oc->k + (IsLower(name) ? 6 : 0);
  return board.AddPiece(ToUpper(name), oc->orientation, color, x, y, at);
}

// One (x, y) pair of terrain.
Status ParsePair(Cursor& c, BoardBuilder& board) {
  ItemOffsets at;
  int x = 0, y = 0;
  at.item = at.x = c.pos();
  SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, "a terrain row", &x));
  at.y = c.pos();
  SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, "a terrain column", &y));
  return board.AddTerrain(x, y, at);
}

bool AtSectionEnd(const Cursor& c) { return c.done() || c.peek() == '_'; }

Status ParsePairs(Cursor& c, BoardBuilder& board) {
  if (AtSectionEnd(c)) return c.Unexpected("a terrain block");
  while (!AtSectionEnd(c)) SLUGSPEC_RETURN_IF_ERROR(ParsePair(c, board));
  return OkStatus();
}

// The Y and Z forms: groups of one cross coordinate and count + 1 cells,
// until a count of 0 switches to pairs.
Status ParseLines(Cursor& c, BoardBuilder& board, bool columns) {
  if (AtSectionEnd(c)) return c.Unexpected("a terrain line count");
  while (!AtSectionEnd(c)) {
    if (c.peek() == '0') {
      c.take();
      return ParsePairs(c, board);
    }
    int count = 0, cross = 0;
    SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, "a terrain line count", &count));
    const uint32_t cross_at = c.pos();
    SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, columns ? "a terrain column" : "a terrain row", &cross));
    for (int i = 0; i <= count; ++i) {
      ItemOffsets at;
      int along = 0;
      at.item = c.pos();
      SLUGSPEC_RETURN_IF_ERROR(TakeBase62(c, columns ? "a terrain row" : "a terrain column", &along));
      at.x = columns ? at.item : cross_at;
      at.y = columns ? cross_at : at.item;
      SLUGSPEC_RETURN_IF_ERROR(columns ? board.AddTerrain(along, cross, at) : board.AddTerrain(cross, along, at));
    }
  }
  return OkStatus();
}

// A colour key as every v3-era upstream decoder reads one: 0..9, a (10), b
// (11); -1 for any other character.
int ColorKey(char c) { return IsDigit(c) ? c - '0' : c == 'a' ? 10 : c == 'b' ? 11 : -1; }

// [PEN-V3-8]. The section as every v3-era upstream decoder reads it: a key
// character starts a group wherever it stands, each letter joins its group,
// and the groups are applied in ascending key order, a later one winning; a
// letter on the board keeps its pieces' colour. Spellings the canonical
// encoder does not write (a key twice, keys 6..b, colour 0 listed, a letter
// listed twice or placed, an empty group or section) read as that board, and
// only the canonical check of strict decoding rejects them; letters that are
// no piece, and a final colour over 11, which no board has, are rejected.
Status ParseColors(Cursor& c, BoardBuilder& board) {
  std::vector<ColorListing> listings;
  if (!c.done() && ColorKey(c.peek()) < 0) return c.Unexpected("a colour key");
  int key = -1;
  while (!c.done()) {
    if (ColorKey(c.peek()) >= 0) {
      key = ColorKey(c.take());  // a key given again adds to its group
      continue;
    }
    if (!IsUpper(c.peek()) && !IsLower(c.peek())) return c.Unexpected("a colour key or a piece letter");
    SLUGSPEC_RETURN_IF_ERROR(CheckPieceName(c));
    const uint32_t at = c.pos();
    const char letter = c.take();
    listings.push_back({key, key + (IsLower(letter) ? 6 : 0), letter, at});
  }
  const auto deciding = DecidingListings(listings, board);
  const ColorListing* too_high = nullptr;
  for (const ColorListing* l : deciding) {
    if (l != nullptr && l->color > 11 && (too_high == nullptr || l->at < too_high->at)) too_high = l;
  }
  if (too_high != nullptr) {
    return Status(VALUE_OUT_OF_RANGE, too_high->at,
                  QuoteByte(static_cast<unsigned char>(too_high->letter)) + " gets colour " +
                      std::to_string(too_high->color) + ": colours are 0..11");
  }
  ApplyListings(deciding, board);
  return OkStatus();
}

}  // namespace

Status ParseV3Family(std::string_view text, Board* out, bool* uses_lines) {
  Cursor c(text);
  *uses_lines = false;
  const auto surface = SurfaceOfLetter(c.peek());
  if (!surface) return Status(UNKNOWN_VERSION, 0, "a v3 slug starts with a surface letter R C S T M P K");
  c.take();
  int height = 0, width = 0;
  SLUGSPEC_RETURN_IF_ERROR(TakeSide(c, "the number of rows", &height));
  SLUGSPEC_RETURN_IF_ERROR(TakeSide(c, "the number of columns", &width));
  BoardBuilder board(out, *surface, height, width);
  while (!c.done() && c.peek() != 'R' && c.peek() != '_') SLUGSPEC_RETURN_IF_ERROR(ParsePiece(c, board));
  if (!c.done() && c.peek() == 'R') {
    c.take();
    if (!c.done() && (c.peek() == 'Y' || c.peek() == 'Z')) {
      *uses_lines = true;
      const bool columns = c.take() == 'Y';
      SLUGSPEC_RETURN_IF_ERROR(ParseLines(c, board, columns));
    } else {
      SLUGSPEC_RETURN_IF_ERROR(ParsePairs(c, board));
    }
  }
  if (!c.done()) {  // '_'
    c.take();
    SLUGSPEC_RETURN_IF_ERROR(ParseColors(c, board));
  }
  board.Finish();
  return OkStatus();
}

}  // namespace slugspec::pentomino::internal
