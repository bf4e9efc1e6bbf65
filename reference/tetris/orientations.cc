#include "tetris/orientations.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {
namespace {

// §2's table, in code order.
constexpr std::array<uint16_t, kOrientationCount> kMasks = {
    0x00cc,                          // O
    0x00c6, 0x04c8,                  // Z0 Z1
    0x8888, 0x000f,                  // I0 I1
    0x006c, 0x08c4,                  // S0 S1
    0x088c, 0x002e, 0x0c44, 0x00e8,  // L0..L3
    0x044c, 0x00e2, 0x0c88, 0x008e,  // J0..J3
    0x004e, 0x04c4, 0x00e4, 0x08c8,  // T0..T3
};

bool Bit(uint16_t mask, int column, int row) { return (mask >> (15 - (4 * row + column))) & 1; }
uint16_t WithBit(uint16_t mask, int column, int row) {
  return static_cast<uint16_t>(mask | (1u << (15 - (4 * row + column))));
}

OrientationInfo Describe(int code, uint16_t mask) {
  OrientationInfo o;
  o.code = code;
  o.mask = mask;
  o.anchor = AnchorOfMask(mask);
  int last = o.anchor;
  for (int c = 0; c < 4; ++c) {
    if (Bit(mask, c, 3)) last = c;
  }
  o.bottom_width = last - o.anchor + 1;
  size_t n = 0;
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) {
      if (Bit(mask, c, r) && n < o.cells.size()) o.cells[n++] = {c - o.anchor, r - 3};
    }
  }
  return o;
}

const std::array<OrientationInfo, kOrientationCount>& Table() {
  static const std::array<OrientationInfo, kOrientationCount> table = [] {
    std::array<OrientationInfo, kOrientationCount> t{};
    for (size_t i = 0; i < t.size(); ++i) t[i] = Describe(static_cast<int>(i) + 1, kMasks[i]);
    return t;
  }();
  return table;
}

}  // namespace

std::optional<OrientationInfo> OrientationOfCode(int code) {
  if (code < 1 || code > kOrientationCount) return std::nullopt;
  return Table()[static_cast<size_t>(code - 1)];
}

int CodeOfMask(uint16_t mask) {
  for (size_t i = 0; i < kMasks.size(); ++i) {
    if (kMasks[i] == mask) return static_cast<int>(i) + 1;
  }
  return 0;
}

int AnchorOfMask(uint16_t mask) {
  for (int c = 0; c < 4; ++c) {
    if (Bit(mask, c, 3)) return c;
  }
  return 0;
}

uint16_t TurnCounterClockwise(uint16_t mask) {
  uint16_t out = 0;
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 4; ++x) {
      if (Bit(mask, x, y)) out = WithBit(out, y, 3 - x);  // new[3 - x][y]
    }
  }
  return AlignBottomLeft(out);
}

uint16_t TurnClockwise(uint16_t mask) {
  uint16_t out = 0;
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 4; ++x) {
      if (Bit(mask, x, y)) out = WithBit(out, 3 - y, x);  // new[x][3 - y]
    }
  }
  return AlignBottomLeft(out);
}

uint16_t AlignBottomLeft(uint16_t mask) {
  if (mask == 0) return 0;
  // Empty bottom row: every row moves down one, the empty row goes on top.
  while ((mask & 0x000f) == 0) mask = static_cast<uint16_t>(mask >> 4);
  // Empty left column: every row moves left one.
  while ((mask & 0x8888) == 0) mask = static_cast<uint16_t>(mask << 1);
  return mask;
}

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
