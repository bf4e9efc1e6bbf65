// The pieces of a board that decoding, encoding, replay and rendering
// share (spec/tetris.md §3, §4): base64url, the placement bit layout, the
// anchor rule and the filled cells.
#include "tetris/codec.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {

int Base64UrlValue(unsigned char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

char Base64UrlChar(int value) {
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return kAlphabet[value & 63];
}

int BitLength(uint32_t v) {
  int n = 0;
  while (v != 0) {
    ++n;
    v >>= 1;
  }
  return n;
}

int PlacementBits(int width, int height) {
  return 5 + BitLength(static_cast<uint32_t>(width - 1)) + BitLength(static_cast<uint32_t>(height - 1));
}

int AnchorUsed(const OrientationInfo& o, const Quirks& quirks) { return quirks.anchor_leftmost_cell ? 0 : o.anchor; }

bool PlacedCells(const OrientationInfo& o, int64_t column, int64_t row, const Grid& grid, const Quirks& quirks,
                 std::vector<std::pair<int, int>>* cells) {
  cells->clear();
  // The quirky anchor shifts every cell by the difference of the anchors.
  const int64_t shift = static_cast<int64_t>(o.anchor) - AnchorUsed(o, quirks);
  for (const CellOffset& d : o.cells) {
    const int64_t c = column + d.dx + shift;
    const int64_t r = row + d.dy;
    if (!grid.Contains(c, r)) {
      cells->clear();
      return false;
    }
    cells->emplace_back(static_cast<int>(c), static_cast<int>(r));
  }
  return true;
}

void SetFilled(const Grid& grid, Board* board) {
  board->clear_filled();
  for (int r = 0; r < grid.height; ++r) {
    for (int c = 0; c < grid.width; ++c) {
      if (grid.at(c, r) == 0) continue;
      Cell* cell = board->add_filled();
      cell->set_column(static_cast<uint32_t>(c));
      cell->set_row(static_cast<uint32_t>(r));
    }
  }
}

Puzzle LongestSlugBoard() {
  Puzzle p;
  Board* b = p.mutable_board();
  b->set_width(kMaxSide);
  b->set_height(kMaxSide);
  for (int r = 1; r < kMaxSide; r += 2) {
    for (int c = 0; c < kMaxSide; c += 2) {
      Placement* o = b->mutable_placements()->add_placed();
      o->set_orientation(O);
      o->set_column(static_cast<uint32_t>(c));
      o->set_row(static_cast<uint32_t>(r));
    }
  }
  return p;
}

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
