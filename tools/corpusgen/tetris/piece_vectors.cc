// The piece vectors (piece.jsonl): §5.2 [TET-P1] (exactly 4 lower-case
// hexadecimal digits, nothing after them) and [TET-P2] (one of the 19
// masks): the 19 masks, upper-case digits, too few and too many digits, other characters;
// every tetromino drawn anywhere else in the 4 x 4 array (not aligned to
// the bottom left), a sample of the other 4-cell masks, each orientation
// with a cell taken away or added, and other cell counts.
//
// A fifth character after a mask that is none of the 19 is TRAILING_DATA:
// [TET-P1] is checked whole before [TET-P2] (oracle.h).
#include <algorithm>
#include <bit>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"
#include "corpusgen/tetris/shapes.h"

namespace slugspec::corpusgen::tetris {
namespace {

// The drawing of `code` moved right by `dx` and up by `dy` columns and rows,
// or nothing if it leaves the 4 x 4 array.
std::optional<uint32_t> Moved(uint32_t code, int dx, int dy) {
  std::vector<std::string> rows(4, "....");
  const Shape& s = ShapeOf(code);
  for (int r = 0; r < 4; ++r) {
    for (int col = 0; col < 4; ++col) {
      if (s.rows[r][col] != '#') continue;
      const int r2 = r - dy, c2 = col + dx;
      if (r2 < 0 || c2 > 3) return std::nullopt;
      rows[r2][c2] = '#';
    }
  }
  uint32_t mask = 0;
  for (const std::string& row : rows) {
    for (const char ch : row) mask = mask << 1 | (ch == '#' ? 1u : 0u);
  }
  return mask;
}

std::string Lower(std::string s) {
  for (char& ch : s) {
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  }
  return s;
}

bool LowerHex(char ch) { return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'); }

std::string UpperHex(std::string s) {
  for (char& ch : s) {
    if (ch >= 'a' && ch <= 'f') ch = static_cast<char>(ch - 'a' + 'A');
  }
  return s;
}

}  // namespace

void PieceVectors(Corpus& c) {
  const Family add(c, "piece.jsonl", "tetris/piece/");
  const std::vector<std::string> p1 = {"TET-P1"}, p2 = {"TET-P2"};
  const Rejection not_a_mask = Err(VALUE_OUT_OF_RANGE, 6);
  std::set<uint32_t> valid;
  for (uint32_t code = 1; code <= kOrientations; ++code) valid.insert(MaskOf(code));

  // The 19 masks of §2, each drawn by the writer.
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    const Shape& s = ShapeOf(code);
    const std::string name(OrientationName(code));
    add("valid/" + Lower(name), PieceSlug(code), {"Orientation"}, {"TET-P1", "TET-P2"}, Ok(PieceModel(code)),
        name + ": " + std::string(s.rows[0]) + " " + std::string(s.rows[1]) + " " + std::string(s.rows[2]) + " " +
            std::string(s.rows[3]));
  }

  // [TET-P1] Upper-case digits, which no profile folds: BAD_CHARACTER at the first.
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    const std::string hex = MaskHex(MaskOf(code));
    const std::string upper = UpperHex(hex);
    if (upper == hex) continue;
    const auto first =
        static_cast<uint32_t>(6 + (std::mismatch(hex.begin(), hex.end(), upper.begin()).first - hex.begin()));
    add("upper-case/" + hex, "tet1p_" + upper, {"OtherCase", "UpperCaseMask"}, {"TET-P1", "TET-T7", "GEN-3"},
        Err(BAD_CHARACTER, first), "the mask of " + std::string(OrientationName(code)) + " in upper case");
  }
  add("upper-case/after-escape", "tet1p_%30%30C%43", {"OtherCase", "UpperCaseMask", "PercentEncoded"},
      {"TET-P1", "TET-T7", "GEN-3"}, Err(BAD_CHARACTER, 6), Err(BAD_CHARACTER, 12),
      "lenient decodes the escapes to 00CC and stops at the first C");

  // [TET-P1] The number of digits.
  add("digits/none", "tet1p_", {"MaskDigits", "Truncated"}, p1, Err(TRUNCATED, 6));
  add("digits/one", "tet1p_0", {"MaskDigits", "Truncated"}, p1, Err(TRUNCATED, 7));
  add("digits/two", "tet1p_00", {"MaskDigits", "Truncated"}, p1, Err(TRUNCATED, 8));
  add("digits/three", "tet1p_00c", {"MaskDigits", "Truncated"}, p1, Err(TRUNCATED, 9));
  add("digits/three-of-t0", "tet1p_04e", {"MaskDigits", "Truncated"}, p1, Err(TRUNCATED, 9),
      "004e without a leading zero");
  add("digits/five", "tet1p_00cc0", {"MaskDigits"}, p1, Err(TRAILING_DATA, 10));
  add("digits/five-leading-zero", "tet1p_0004e", {"MaskDigits"}, p1, Err(TRAILING_DATA, 10),
      "004e with one zero more: the 4 digits 0004 are no mask, but the fifth character is checked first ([TET-P1] "
      "before [TET-P2])");
  add("digits/six", "tet1p_00c6c6", {"MaskDigits"}, p1, Err(TRAILING_DATA, 10));
  add("digits/eight", "tet1p_0000004e", {"MaskDigits"}, p1, Err(TRAILING_DATA, 10));
  add("digits/two-masks", "tet1p_004e_00cc", {"MaskDigits"}, p1, Err(TRAILING_DATA, 10));
  add("digits/underscore-after", "tet1p_8888_", {"MaskDigits"}, p1, Err(TRAILING_DATA, 10));
  add("digits/nul-after", "tet1p_000f" + std::string(1, '\0'), {"ForeignCharacter"}, p1, Err(TRAILING_DATA, 10));
  add("digits/not-a-mask-then-more", "tet1p_00ee0", {"MaskDigits", "NotAMask"}, p1, Err(TRAILING_DATA, 10),
      "00ee is no mask ([TET-P2]), but [TET-P1] is checked whole first");
  add("digits/truncated-not-a-mask", "tet1p_ffe", {"MaskDigits", "Truncated"}, p1, Err(TRUNCATED, 9));

  // [TET-P1] Characters that are no hexadecimal digit.
  const std::pair<const char*, std::string> others[] = {
      {"g", "tet1p_00g6"},      {"x-prefix", "tet1p_0x4e"}, {"hash", "tet1p_#04e"}, {"hyphen", "tet1p_-04e"},
      {"space", "tet1p_00 c"},  {"letter-o", "tet1p_OOcc"}, {"z", "tet1p_004z"},    {"base64", "tet1p_AEw"},
      {"equals", "tet1p_=04e"}, {"cells", "tet1p_..##"},
  };
  for (const auto& [name, slug] : others) {
    size_t at = 6;
    while (at < slug.size() && LowerHex(slug[at])) ++at;
    add(std::string("character/") + name, slug, {"ForeignCharacter"}, p1,
        Err(BAD_CHARACTER, static_cast<uint32_t>(at)));
  }

  // [TET-P2] Every tetromino drawn elsewhere in the array.
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    for (int dy = 0; dy < 4; ++dy) {
      for (int dx = 0; dx < 4; ++dx) {
        if (dx == 0 && dy == 0) continue;
        const auto mask = Moved(code, dx, dy);
        if (!mask) continue;
        const std::string hex = MaskHex(*mask);
        add("moved/" + hex, "tet1p_" + hex, {"NotAMask"}, p2, not_a_mask,
            std::string(OrientationName(code)) + " moved " + std::to_string(dx) + " right and " + std::to_string(dy) +
                " up: not aligned to the bottom left");
      }
    }
  }

  // [TET-P2] A sample of the other masks of 4 cells: every 97th in
  // ascending order that is no tetromino drawn anywhere.
  std::set<uint32_t> tetromino;
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    for (int dy = 0; dy < 4; ++dy) {
      for (int dx = 0; dx < 4; ++dx) {
        if (const auto m = Moved(code, dx, dy)) tetromino.insert(*m);
      }
    }
  }
  uint32_t seen = 0;
  for (uint32_t mask = 0; mask < 0x10000; ++mask) {
    if (std::popcount(mask) != 4 || tetromino.contains(mask)) continue;
    if (seen++ % 97 != 0) continue;
    const std::string hex = MaskHex(mask);
    add("four-cells/" + hex, "tet1p_" + hex, {"NotAMask"}, p2, not_a_mask, "four cells that are no tetromino");
  }

  // [TET-P2] Each orientation with one cell taken away (its top-left) and
  // with one added (the first empty cell of its bottom row, or of the row
  // above).
  std::set<uint32_t> near_misses;  // a mask two orientations miss alike is written once
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    const uint32_t mask = MaskOf(code);
    const uint32_t top = 1u << (31 - std::countl_zero(mask));
    const std::string name(OrientationName(code));
    if (near_misses.insert(mask ^ top).second) {
      add("minus-one/" + Lower(name), "tet1p_" + MaskHex(mask ^ top), {"NotAMask"}, p2, not_a_mask,
          name + " without its first cell: 3 cells");
    }
    uint32_t extra = 0;
    for (const uint32_t bit : {3u, 2u, 1u, 0u, 7u, 6u, 5u, 4u}) {
      if ((mask & (1u << bit)) == 0) {
        extra = 1u << bit;
        break;
      }
    }
    if (near_misses.insert(mask | extra).second) {
      add("plus-one/" + Lower(name), "tet1p_" + MaskHex(mask | extra), {"NotAMask"}, p2, not_a_mask,
          name + " with one more cell: 5 cells");
    }
  }

  // [TET-P2] Other cell counts.
  const std::pair<const char*, uint32_t> counts[] = {
      {"empty", 0x0000},
      {"full", 0xffff},
      {"one-cell-bottom-left", 0x0008},
      {"one-cell-top-left", 0x8000},
      {"domino", 0x000c},
      {"two-os", 0xcccc},
      {"two-i1", 0x00ff},
      {"bottom-right-cell", 0x0001},
  };
  for (const auto& [name, mask] : counts) {
    add(std::string("count/") + name, "tet1p_" + MaskHex(mask), {"NotAMask"}, p2, not_a_mask,
        std::to_string(std::popcount(mask)) + " cells");
  }
  // The masks of the 19 codes as numbers, and the codes as masks.
  add("count/code-16-as-mask", "tet1p_0010", {"NotAMask"}, p2, not_a_mask,
      "T0's code 16 in hexadecimal: a piece slug writes the mask, not the code");
  add("count/code-4-as-mask", "tet1p_0004", {"NotAMask"}, p2, not_a_mask, "I0's code 4");
  if (valid.contains(0x0010) || valid.contains(0x0004)) Die("a code is a mask");
}

}  // namespace slugspec::corpusgen::tetris
