// The placements vectors (placements.jsonl): §4.3 and §5.4, [TET-H1] to
// [TET-H8]. The whole payload first: characters outside base64url, lengths
// that are no number of placements, each pad bit; then each placement:
// codes 0 and 20 to 31, anchors past the board's side (column before row),
// pieces with a cell off the left, right and top edges, overlaps, and
// placements out of the order of §4.3, alone, several, and behind harder
// errors. A cell cannot fall off the bottom edge: the anchor is in the
// piece's bottom row, and a row past the last is [TET-H5].
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"
#include "corpusgen/tetris/shapes.h"
#include "corpusgen/tetris/tilings.h"

namespace slugspec::corpusgen::tetris {
namespace {

// The rows and columns a drawing spans: its height, and its columns left and
// right of the anchor.
struct Extent {
  int height = 0;
  int left = 0;   // columns left of the anchor
  int right = 0;  // columns right of the anchor
};

Extent ExtentOf(uint32_t code) {
  const Shape& s = ShapeOf(code);
  Extent e;
  int min_col = 4, max_col = -1;
  for (int r = 0; r < 4; ++r) {
    for (int col = 0; col < 4; ++col) {
      if (s.rows[r][col] != '#') continue;
      if (e.height == 0) e.height = 4 - r;
      min_col = std::min(min_col, col);
      max_col = std::max(max_col, col);
    }
  }
  e.left = static_cast<int>(s.anchor_column) - min_col;
  e.right = max_col - static_cast<int>(s.anchor_column);
  return e;
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) {
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  }
  return out;
}

}  // namespace

void PlacementsVectors(Corpus& c) {
  const Family add(c, "placements.jsonl", "tetris/placements/");
  const std::vector<Placement> row = FirstRow();  // I0, S0, J0, S0, S0 on row 9 of 10 x 10
  const std::string e(kFirstRowSlug);
  const uint32_t b10 = PlacementBits(10, 10);  // 13
  // The first bit of placement i, its column's and its row's, on 10 x 10.
  const auto first10 = [&](uint32_t i) { return AtBit(10, 10, uint64_t{i} * b10); };
  const auto column10 = [&](uint32_t i) { return AtBit(10, 10, uint64_t{i} * b10 + 5); };
  const auto row10 = [&](uint32_t i) { return AtBit(10, 10, uint64_t{i} * b10 + 9); };
  const auto with = [&](std::vector<Placement> list, size_t i, Placement p) {
    list.insert(list.begin() + static_cast<long>(i), p);
    return list;
  };

  // [TET-H1] Every payload character, before anything else of the payload.
  const std::pair<const char*, char> foreign[] = {{"plus", '+'},      {"slash", '/'},    {"equals", '='},
                                                  {"full-stop", '.'}, {"asterisk", '*'}, {"space", ' '}};
  for (const auto& [name, ch] : foreign) {
    for (const uint32_t at : {12u, 17u, 22u}) {
      std::string s = e;
      s[at] = ch;
      const bool standard = ch == '+' || ch == '/' || ch == '=';
      const std::string id = "h1/" + std::string(name) + "-at-" + std::to_string(at);
      const std::vector<std::string> flags = {standard    ? "StandardBase64"
                                              : ch == ' ' ? "SurroundingSpaces"
                                                          : "ForeignCharacter"};
      if (at == 22 && (ch == '.' || ch == ' ')) {
        // Lenient trims a last '.' or space: 10 characters, one more than 4 placements take.
        add(id, s, flags, {"TET-H1", "TET-H2", "TET-T7", "GEN-3"}, Err(BAD_CHARACTER, at), Err(TRAILING_DATA, 21),
            "lenient trims the last character and finds 10, where 4 placements take 9");
      } else {
        add(id, s, flags, {"TET-H1"}, Err(BAD_CHARACTER, at));
      }
    }
  }
  add("h1/padding", e + "=", {"StandardBase64"}, {"TET-H1"}, Err(BAD_CHARACTER, 23),
      "no '=' in base64url; for placements every character after the header is payload");
  add("h1/padding-twice", e + "==", {"StandardBase64"}, {"TET-H1"}, Err(BAD_CHARACTER, 23));
  add("h1/before-length", e + "A*", {"ForeignCharacter", "PayloadLength"}, {"TET-H1"}, Err(BAD_CHARACTER, 24),
      "13 characters would also be too many: [TET-H1] looks at every character first");
  add("h1/before-code", "tet1h_10x10_AAA*", {"ForeignCharacter", "OrientationCode"}, {"TET-H1"}, Err(BAD_CHARACTER, 15),
      "the first placement's code would be 0: the whole payload is checked first");
  add("h1/before-pad-bits", e.substr(0, 22) + "z*", {"ForeignCharacter", "NonZeroPadBits"}, {"TET-H1"},
      Err(BAD_CHARACTER, 23));

  // [TET-H2] Lengths: L characters hold n = floor(6L / b) placements, which
  // take ceil(n b / 6); anything more is TRAILING_DATA there.
  for (const auto& [w, h] : std::vector<std::pair<uint32_t, uint32_t>>{{4, 4}, {10, 10}, {144, 144}}) {
    const uint32_t b = PlacementBits(w, h), at = PayloadAt(w, h);
    // Two placements that fit every size: I0 at (0, 3) and O at (2, 3).
    const std::vector<Placement> two = {{4, 0, 3}, {1, 2, 3}};
    const std::string bits = PlacementsBits(w, h, two) + std::string(6 * 8, '0');
    for (uint32_t length = 1; length <= 8; ++length) {
      const uint32_t n = 6 * length / b, used = (n * b + 5) / 6;
      std::string payload = Base64Url(bits).substr(0, length);
      const std::string name = "h2/" + Size(w, h) + "-length-" + std::to_string(length);
      const std::string note = std::to_string(length) + " characters, " + std::to_string(6 * length) +
                               " bits: n = " + std::to_string(n) + " placements of " + std::to_string(b) +
                               " bits, which take " + std::to_string(used);
      if (used != length) {
        add(name, PlacementsHeader(w, h) + payload, {"PayloadLength"}, {"TET-H2"}, Err(TRAILING_DATA, at + used), note);
      } else {
        // A length of n placements: the rest is the oracle's to say (the
        // pad bits, and zero codes past the two placements).
        c.Add("placements.jsonl",
              {.id = "tetris/placements/" + name,
               .slug = PlacementsHeader(w, h) + payload,
               .flags = {"PayloadLength"},
               .requirements = {"TET-H2"},
               .comment = note + ": a whole number of placements (I0 at (0,3), O at (2,3), then zero bits)"});
      }
    }
  }
  add("h2/one-extra-placement-of-zeros", e + "AA", {"PayloadLength", "OrientationCode"}, {"TET-H2", "TET-H4"},
      Err(VALUE_OUT_OF_RANGE, 22),
      "13 characters hold 6 placements: the sixth begins in the last character of the first row and has code 0");
  add("h2/trailing-zeros", e + "AAA", {"PayloadLength"}, {"TET-H2"}, Err(TRAILING_DATA, 25));
  add("h2/trailing-underscore", e + "_", {"PayloadLength"}, {"TET-H2"}, Err(TRAILING_DATA, 23),
      "'_' is a base64url character (63): a payload character too many, not a separator");

  // [TET-H3] Each pad bit: 1 to 5 placements of 13 bits leave 5 to 1 pad bits.
  for (uint32_t n = 1; n <= 5; ++n) {
    const std::vector<Placement> part(row.begin(), row.begin() + n);
    const std::string bits = PlacementsBits(10, 10, part);
    const uint32_t chars = (n * b10 + 5) / 6, pad = 6 * chars - n * b10;
    for (uint32_t k = 0; k < pad; ++k) {
      std::string padded = bits + std::string(pad, '0');
      padded[n * b10 + k] = '1';
      add("h3/" + std::to_string(n) + "-placements-pad-bit-" + std::to_string(k), RawPlacements(10, 10, padded),
          {"NonZeroPadBits"}, {"TET-H3"}, Err(VALUE_OUT_OF_RANGE, PayloadAt(10, 10) + chars - 1),
          "pad bit " + std::to_string(k + 1) + " of " + std::to_string(pad) + " after " + std::to_string(n) +
              " placements");
    }
  }
  add("h3/before-code", RawPlacements(10, 10, std::string(13, '0') + "1"), {"NonZeroPadBits", "OrientationCode"},
      {"TET-H3"}, Err(VALUE_OUT_OF_RANGE, 14), "a placement of code 0 and a pad bit: the pad bits are checked first");
  add("h3/144x144-pad-bits", RawPlacements(144, 144, PlacementsBits(144, 144, {{4, 0, 143}}) + "111"),
      {"NonZeroPadBits"}, {"TET-H3"}, Err(VALUE_OUT_OF_RANGE, 17), "21 bits and 3 pad bits, all set");

  // [TET-H4] Codes 0 and 20 to 31, first and third.
  for (uint32_t code = 0; code <= 31; code = code == 0 ? 20 : code + 1) {
    add("h4/code-" + std::to_string(code), PlacementsSlug(10, 10, {{code, 0, 9}}), {"OrientationCode"}, {"TET-H4"},
        Err(VALUE_OUT_OF_RANGE, 12));
    if (code == 0 || code == 20 || code == 31) {
      add("h4/third-code-" + std::to_string(code), PlacementsSlug(10, 10, with(row, 2, {code, 3, 8})),
          {"OrientationCode"}, {"TET-H4"}, Err(VALUE_OUT_OF_RANGE, first10(2)),
          "bit 26 is in the payload's fifth character");
    }
  }
  add("h4/before-column", PlacementsSlug(10, 10, {{4, 0, 9}, {25, 15, 9}}), {"OrientationCode", "AnchorRange"},
      {"TET-H4"}, Err(VALUE_OUT_OF_RANGE, first10(1)),
      "the second placement's code (character 2) before its column (3)");
  add("h4/code-0-at-144x144", RawPlacements(144, 144, PlacementsBits(144, 144, {{4, 0, 143}, {0, 1, 143}})),
      {"OrientationCode"}, {"TET-H4"}, Err(VALUE_OUT_OF_RANGE, AtBit(144, 144, 21)));
  add("h4/code-19-ok", PlacementsSlug(10, 10, {{19, 0, 9}}), {"Orientation"}, {"TET-H4"},
      Ok(PlacementsModel(10, 10, {{19, 0, 9}})), "T3, the last code");
  add("h4/code-1-ok", PlacementsSlug(10, 10, {{1, 8, 9}}), {"Orientation"}, {"TET-H4"},
      Ok(PlacementsModel(10, 10, {{1, 8, 9}})), "O, the first code");

  // [TET-H5] The anchor's column, then its row.
  for (uint32_t v = 10; v <= 15; ++v) {
    add("h5/column-" + std::to_string(v), PlacementsSlug(10, 10, {{4, v, 9}}), {"AnchorRange"}, {"TET-H5"},
        Err(VALUE_OUT_OF_RANGE, column10(0)), "bits 5 to 8");
    add("h5/row-" + std::to_string(v), PlacementsSlug(10, 10, {{4, 0, v}}), {"AnchorRange"}, {"TET-H5"},
        Err(VALUE_OUT_OF_RANGE, row10(0)), "bits 9 to 12: the payload's second character");
  }
  add("h5/column-then-row", PlacementsSlug(10, 10, {{4, 12, 12}}), {"AnchorRange"}, {"TET-H5"},
      Err(VALUE_OUT_OF_RANGE, column10(0)), "both out of range: the column first");
  add("h5/second-placement-row", PlacementsSlug(10, 10, {{4, 0, 9}, {4, 1, 10}}), {"AnchorRange"}, {"TET-H5"},
      Err(VALUE_OUT_OF_RANGE, row10(1)));
  for (const auto& [w, h] : std::vector<std::pair<uint32_t, uint32_t>>{{5, 5}, {144, 144}, {5, 144}}) {
    const uint32_t cb = BitLength(w - 1), rb = BitLength(h - 1), at = PayloadAt(w, h);
    const std::string size = Size(w, h);
    add("h5/" + size + "-column-" + std::to_string(w), PlacementsSlug(w, h, {{4, w, h - 1}}),
        {"AnchorRange", "Boundary"}, {"TET-H5"}, Err(VALUE_OUT_OF_RANGE, at + 5 / 6), "the first column past the side");
    add("h5/" + size + "-column-max", PlacementsSlug(w, h, {{4, (1u << cb) - 1, h - 1}}), {"AnchorRange"}, {"TET-H5"},
        Err(VALUE_OUT_OF_RANGE, at), "the largest column its bits hold");
    add("h5/" + size + "-row-" + std::to_string(h), PlacementsSlug(w, h, {{4, 0, h}}), {"AnchorRange", "Boundary"},
        {"TET-H5"}, Err(VALUE_OUT_OF_RANGE, at + (5 + cb) / 6));
    add("h5/" + size + "-row-max", PlacementsSlug(w, h, {{4, 0, (1u << rb) - 1}}), {"AnchorRange"}, {"TET-H5"},
        Err(VALUE_OUT_OF_RANGE, at + (5 + cb) / 6));
    add("h5/" + size + "-column-then-row", PlacementsSlug(w, h, {{4, w, h}}), {"AnchorRange"}, {"TET-H5"},
        Err(VALUE_OUT_OF_RANGE, at));
    add("h5/" + size + "-last-cell", PlacementsSlug(w, h, {{4, w - 1, h - 1}}), {"Boundary"}, {"TET-H5", "TET-H6"},
        Ok(PlacementsModel(w, h, {{4, w - 1, h - 1}})), "I0 anchored on the bottom-right cell");
  }

  // [TET-H6] Each orientation off the left, right and top edges of 10 x 10,
  // alone and after the first row's placements.
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    const Extent x = ExtentOf(code);
    const std::string name = Lower(OrientationName(code));
    if (x.left > 0) {
      const Placement p{code, static_cast<uint32_t>(x.left - 1), 5};
      add("h6/" + name + "-left", PlacementsSlug(10, 10, {p}), {"OffBoard", "Orientation"}, {"TET-H6"},
          Err(ILLEGAL_POSITION, 12), "anchored at column " + std::to_string(p.column) + ", one cell off the left edge");
    }
    const Placement right{code, static_cast<uint32_t>(10 - x.right), 5};
    if (x.right > 0)
      add("h6/" + name + "-right", PlacementsSlug(10, 10, {right}), {"OffBoard", "Orientation"}, {"TET-H6"},
          Err(ILLEGAL_POSITION, 12),
          "anchored at column " + std::to_string(right.column) + ", one cell off the right edge");
    if (x.height > 1) {
      const Placement top{code, 4, static_cast<uint32_t>(x.height - 2)};
      add("h6/" + name + "-top", PlacementsSlug(10, 10, {top}), {"OffBoard", "Orientation"}, {"TET-H6"},
          Err(ILLEGAL_POSITION, 12), "anchored at row " + std::to_string(top.row) + ", one row off the top edge");
    }
  }
  add("h6/z0-top-left-corner", PlacementsSlug(10, 10, {{2, 0, 0}}), {"OffBoard"}, {"TET-H6"}, Err(ILLEGAL_POSITION, 12),
      "Z0 at (0,0): cells off the left and the top");
  add("h6/i0-row-0", PlacementsSlug(4, 4, {{4, 0, 0}}), {"OffBoard"}, {"TET-H6"}, Err(ILLEGAL_POSITION, 10),
      "three of the four cells above row 0");
  add("h6/i1-right-4x4", PlacementsSlug(4, 4, {{5, 1, 3}}), {"OffBoard"}, {"TET-H6"}, Err(ILLEGAL_POSITION, 10));
  add("h6/i1-right-144", PlacementsSlug(144, 144, {{5, 141, 143}}), {"OffBoard"}, {"TET-H6"},
      Err(ILLEGAL_POSITION, 14));
  add("h6/after-first-row", PlacementsSlug(10, 10, with(row, 5, {2, 0, 2})), {"OffBoard"}, {"TET-H6"},
      Err(ILLEGAL_POSITION, first10(5)), "Z0 at (0,2), after the five placements of the first row");
  add("h6/before-overlap", PlacementsSlug(10, 10, {{4, 9, 9}, {5, 8, 8}}), {"OffBoard", "Overlap"}, {"TET-H6"},
      Err(ILLEGAL_POSITION, first10(1)), "I1 at (8,8) overlaps the I0 at (9,8) and leaves the board: [TET-H6] first");
  add("h6/j1-at-column-2", PlacementsSlug(10, 10, {{13, 2, 5}}), {"Orientation", "Boundary"}, {"TET-H6"},
      Ok(PlacementsModel(10, 10, {{13, 2, 5}})), "J1 touching the left edge");

  // [TET-H7] A cell of an earlier placement.
  add("h7/same-placement-twice", PlacementsSlug(10, 10, {{1, 0, 9}, {1, 0, 9}}), {"Overlap"}, {"TET-H7"},
      Err(DUPLICATE, first10(1)), "O at (0,9) twice: the same anchor, the same cells");
  add("h7/one-cell", PlacementsSlug(10, 10, {{5, 0, 9}, {4, 3, 9}}), {"Overlap"}, {"TET-H7"},
      Err(DUPLICATE, first10(1)), "I1 at (0,9) and I0 at (3,9) share (3,9)");
  add("h7/above", PlacementsSlug(10, 10, {{4, 0, 9}, {1, 2, 9}, {5, 0, 6}}), {"Overlap"}, {"TET-H7"},
      Err(DUPLICATE, first10(2)), "I1 on row 6 crosses the I0 (rows 6 to 9)");
  add("h7/first-of-many", PlacementsSlug(10, 10, with(row, 5, {9, 1, 8})), {"Overlap"}, {"TET-H7"},
      Err(DUPLICATE, first10(5)),
      "L1 at (1,8) covers (1,8), (2,8), (3,8) and (3,7): (2,8) and (3,8) are the first S0's");
  add("h7/left-reaching", PlacementsSlug(10, 10, {{4, 0, 9}, {2, 1, 9}}), {"Overlap"}, {"TET-H7"},
      Err(DUPLICATE, first10(1)), "Z0 at (1,9) reaches (0,8), a cell of the I0");
  add("h7/144x144", PlacementsSlug(144, 144, {{1, 0, 143}, {1, 142, 143}, {5, 140, 142}}), {"Overlap"}, {"TET-H7"},
      Err(DUPLICATE, AtBit(144, 144, 42)));
  add("h7/after-out-of-order", PlacementsSlug(10, 10, {{4, 5, 9}, {4, 0, 9}, {5, 2, 9}}),
      {"Overlap", "Unsorted", "MaskedCanonical"}, {"TET-H7", "TET-H8"}, Err(DUPLICATE, first10(2)),
      "the second placement is out of order (lower offset), but the third overlaps the first: "
      "the hard error is reported");

  // [TET-H8] The order of §4.3.
  const auto ok10 = [&](const std::vector<Placement>& list) { return Ok(PlacementsModel(10, 10, list)); };
  const std::vector<Placement> swap12 = {row[0], row[2], row[1], row[3], row[4]};
  add("h8/swapped-in-row", PlacementsSlug(10, 10, swap12), {"Unsorted"}, {"TET-H8"}, Err(NON_CANONICAL, first10(2)),
      ok10(swap12), "J0 (3,9) before S0 (1,9): the third placement has the smaller column");
  const std::vector<Placement> up = {{4, 0, 5}, {4, 0, 9}};
  add("h8/top-first", PlacementsSlug(10, 10, up), {"Unsorted"}, {"TET-H8"}, Err(NON_CANONICAL, first10(1)), ok10(up),
      "row 5 before row 9: a greater row after a smaller one");
  const std::vector<Placement> up_right = {{4, 0, 5}, {4, 9, 9}};
  add("h8/top-left-first", PlacementsSlug(10, 10, up_right), {"Unsorted"}, {"TET-H8"}, Err(NON_CANONICAL, first10(1)),
      ok10(up_right), "a greater row, even with a greater column");
  const std::vector<Placement> same_row_ok = {{4, 0, 9}, {4, 9, 9}, {4, 5, 5}};
  add("h8/row-then-column", PlacementsSlug(10, 10, same_row_ok), {}, {"TET-H8"}, ok10(same_row_ok),
      "row 9 left to right, then row 5: canonical");
  const std::vector<Placement> several = {row[1], row[0], row[3], row[2], row[4]};
  add("h8/several", PlacementsSlug(10, 10, several), {"Unsorted", "SeveralCanonical"}, {"TET-H8"},
      Err(NON_CANONICAL, first10(1)), ok10(several),
      "two pairs swapped, the second and fourth placements out of order: the lowest offset is reported");
  const std::vector<Placement> late = {row[0], row[1], row[2], row[4], row[3]};
  add("h8/last", PlacementsSlug(10, 10, late), {"Unsorted"}, {"TET-H8"}, Err(NON_CANONICAL, first10(4)), ok10(late));
  // Behind harder errors, which are reported instead.
  add("h8/masked-by-code", PlacementsSlug(10, 10, {row[1], row[0], {0, 3, 9}}),
      {"Unsorted", "MaskedCanonical", "OrientationCode"}, {"TET-H8", "TET-H4"}, Err(VALUE_OUT_OF_RANGE, first10(2)));
  add("h8/masked-by-column", PlacementsSlug(10, 10, {row[1], row[0], {4, 14, 9}}),
      {"Unsorted", "MaskedCanonical", "AnchorRange"}, {"TET-H8", "TET-H5"}, Err(VALUE_OUT_OF_RANGE, column10(2)));
  add("h8/masked-by-row", PlacementsSlug(10, 10, {row[1], row[0], {4, 4, 14}}),
      {"Unsorted", "MaskedCanonical", "AnchorRange"}, {"TET-H8", "TET-H5"}, Err(VALUE_OUT_OF_RANGE, row10(2)));
  add("h8/masked-by-off-board", PlacementsSlug(10, 10, {row[1], row[0], {5, 8, 5}}),
      {"Unsorted", "MaskedCanonical", "OffBoard"}, {"TET-H8", "TET-H6"}, Err(ILLEGAL_POSITION, first10(2)));
  add("h8/masked-by-overlap", PlacementsSlug(10, 10, {row[1], row[0], {1, 1, 9}}),
      {"Unsorted", "MaskedCanonical", "Overlap"}, {"TET-H8", "TET-H7"}, Err(DUPLICATE, first10(2)));
  add("h8/masked-by-pad-bits", RawPlacements(10, 10, PlacementsBits(10, 10, {row[1], row[0]}) + "0001"),
      {"Unsorted", "MaskedCanonical", "NonZeroPadBits"}, {"TET-H8", "TET-H3"}, Err(VALUE_OUT_OF_RANGE, 16));
  add("h8/masked-by-length", PlacementsSlug(10, 10, {row[1], row[0]}) + "A",
      {"Unsorted", "MaskedCanonical", "PayloadLength"}, {"TET-H8", "TET-H2"}, Err(TRAILING_DATA, 17));
  add("h8/masked-by-character", PlacementsSlug(10, 10, {row[1], row[0]}) + ".",
      {"Unsorted", "MaskedCanonical", "ProsePunctuation"}, {"TET-H8", "TET-H1", "TET-T7"}, Err(BAD_CHARACTER, 17),
      ok10({row[1], row[0]}), "lenient trims the full stop and, ignoring [TET-H8], accepts the placements as they are");
  // The bottom two rows of 144 x 144 filled with O pieces, the last two swapped.
  const std::vector<Placement> big = TiledWithO(144, 144);
  std::vector<Placement> big_swapped(big.begin(), big.begin() + 72);
  std::swap(big_swapped[70], big_swapped[71]);
  add("h8/144x144-last-two", PlacementsSlug(144, 144, big_swapped), {"Unsorted", "Boundary"}, {"TET-H8"},
      Err(NON_CANONICAL, AtBit(144, 144, uint64_t{21} * 71)), Ok(PlacementsModel(144, 144, big_swapped)),
      "72 O pieces on the bottom two rows, the last two swapped");

  // Boards that fill every cell: some of the ways to tile 4 x 4, and 10 x 10.
  const auto tilings = Tilings(Draw("####/####/####/####"), 1000);
  for (size_t i = 0; i < tilings.size(); i += 7) {
    add("full/4x4-tiling-" + std::to_string(i), PlacementsSlug(4, 4, tilings[i]), {"FullBoard"}, {"TET-H7", "TET-H8"},
        Ok(PlacementsModel(4, 4, tilings[i])), Render(4, 4, tilings[i]));
  }
  add("full/10x10-o", PlacementsSlug(10, 10, TiledWithO(10, 10)), {"FullBoard"}, {"TET-H7", "TET-H8"},
      Ok(PlacementsModel(10, 10, TiledWithO(10, 10))), "25 O pieces");
  add("empty/4x4", PlacementsHeader(4, 4), {"EmptyBoard"}, {"TET-H2"}, Ok(PlacementsModel(4, 4, {})));
  add("empty/5x9", PlacementsHeader(5, 9), {"EmptyBoard"}, {"TET-H2"}, Ok(PlacementsModel(5, 9, {})));
}

}  // namespace slugspec::corpusgen::tetris
