// The size vectors (size.jsonl): §5.1 [TET-T6] (W, 'x', H and '_', each
// number a digit 1-9 and at most two more, or the single digit 0) and
// [TET-D1] (4 <= W, H <= 216, checked as soon as H's digits end, before the
// character after H), in occupancy and placements slugs.
//
// Two readings are the generator's (oracle.h): H written with a leading zero
// is the number 0, so [TET-D1] rejects it at H's first digit; and a fourth
// digit of H is [TET-T6]'s error at H's first digit, before [TET-D1] looks
// at W.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"

namespace slugspec::corpusgen::tetris {

void SizeVectors(Corpus& c) {
  const std::string f = "size.jsonl";
  const Family add(c, f, "tetris/size/");
  const std::vector<std::string> t6 = {"TET-T6"}, d1 = {"TET-D1"};
  const std::string empty4 = OccupancySlug(EmptyGrid(4, 4));  // tet1o_4x4_AAA

  // [TET-T6]
  struct Bad {
    const char* name;
    std::string slug;
    ErrorCode code;
    uint32_t at;
    const char* flag;
  };
  const Bad bad[] = {
      // W
      {"w/missing", "tet1o_x4_AAA", BAD_CHARACTER, 6, "Separator"},
      {"w/letter", "tet1h_ax10_", BAD_CHARACTER, 6, "Separator"},
      {"w/minus", "tet1h_-4x4_", BAD_CHARACTER, 6, "Separator"},
      {"w/plus", "tet1o_+4x4_AAA", BAD_CHARACTER, 6, "Separator"},
      {"w/underscore", "tet1o__4x4_AAA", BAD_CHARACTER, 6, "Separator"},
      {"w/leading-zero", "tet1o_04x4_AAA", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/leading-zero-placements", "tet1h_010x10_", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/double-zero", "tet1o_00x4_AAA", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/zero-then-three-digits", "tet1h_0144x144_", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/four-digits", "tet1h_1000x10_", VALUE_OUT_OF_RANGE, 6, "SideDigits"},
      {"w/four-digits-144", "tet1h_1440x10_", VALUE_OUT_OF_RANGE, 6, "SideDigits"},
      {"w/five-digits", "tet1o_14400x4_AAA", VALUE_OUT_OF_RANGE, 6, "SideDigits"},
      {"w/four-digits-at-end", "tet1o_1444", VALUE_OUT_OF_RANGE, 6, "SideDigits"},
      {"w/decimal-point", "tet1o_4.0x4_AAA", BAD_CHARACTER, 7, "Separator"},
      // 'x'
      {"x/asterisk", "tet1o_4*4_AAA", BAD_CHARACTER, 7, "Separator"},
      {"x/underscore", "tet1o_4_4_AAA", BAD_CHARACTER, 7, "Separator"},
      {"x/comma", "tet1h_10,10_", BAD_CHARACTER, 8, "Separator"},
      {"x/double", "tet1o_4xx4_AAA", BAD_CHARACTER, 8, "Separator"},
      {"x/capital", "tet1o_4X4_AAA", BAD_CHARACTER, 7, "OtherCase"},
      {"x/hex-mask-after-board-kind", "tet1o_004e", BAD_CHARACTER, 7, "Separator"},
      // H
      {"h/missing", "tet1o_4x_AAA", BAD_CHARACTER, 8, "Separator"},
      {"h/letter", "tet1o_4xa_AAA", BAD_CHARACTER, 8, "Separator"},
      {"h/four-digits", "tet1h_10x1000_", VALUE_OUT_OF_RANGE, 9, "SideDigits"},
      {"h/four-digits-no-underscore", "tet1h_10x1010", VALUE_OUT_OF_RANGE, 9, "SideDigits"},
      {"h/hyphen", "tet1o_4x4-AAA", BAD_CHARACTER, 9, "Separator"},
      {"h/full-stop", "tet1o_4x4.AAA", BAD_CHARACTER, 9, "Separator"},
      {"h/second-x", "tet1o_4x4x4_AAA", BAD_CHARACTER, 9, "Separator"},
      {"h/no-underscore", "tet1o_4x4AAA", BAD_CHARACTER, 9, "Separator"},
      {"h/no-underscore-placements", "tet1h_10x10IEmGWHJlkzy", BAD_CHARACTER, 11, "Separator"},
  };
  for (const Bad& b : bad) add(b.name, b.slug, {b.flag}, t6, Err(b.code, b.at));
  add("h/two-underscores", "tet1h_10x10__", {"Separator", "PayloadLength"}, {"TET-H2"}, Err(TRAILING_DATA, 12),
      "the second '_' is a payload character, the value 63: 6 bits, no 13-bit placement, one character too many");
  add("w/space-in-number", "tet1o_1 4x4_", {"Separator"}, {"TET-T6", "GEN-3"}, Err(BAD_CHARACTER, 7));
  add("x/multiplication-sign",
      "tet1o_4\xC3\x97"
      "4_AAA",
      {"NonAscii"}, {"TET-T6", "GEN-3"}, Err(BAD_CHARACTER, 7), "U+00D7, as prose writes 4 x 4");
  const std::pair<const char*, const char*> cuts[] = {
      {"w-none", "tet1o_"}, {"w", "tet1o_4"},   {"w-two-digits", "tet1o_14"},     {"w-three-digits", "tet1h_144"},
      {"x", "tet1o_4x"},    {"h", "tet1o_4x4"}, {"h-two-digits", "tet1h_144x14"}, {"h-three-digits", "tet1h_144x144"},
      {"w-zero", "tet1o_0"}};
  for (const auto& [name, cut] : cuts) {
    add(std::string("truncated/") + name, cut, {"Truncated"}, t6, Err(TRUNCATED, Len(cut)));
  }

  // [TET-D1] each side of each limit, W before H; the payload is never read.
  const std::pair<uint32_t, bool> sides[] = {{0, false},  {1, false},   {3, false},  {4, true},
                                             {5, true},   {143, true},  {144, true}, {215, true},
                                             {216, true}, {217, false}, {999, false}};
  for (const auto& [side, ok] : sides) {
    const std::string n = std::to_string(side);
    const std::vector<std::string> flags =
        ok ? std::vector<std::string>{"Boundary"} : std::vector<std::string>{"OutOfRange", "Boundary"};
    // W of `side` on a 10-row board, and H of `side` under 10 columns, as
    // empty placements boards and as occupancy boards of zero bits.
    const std::string w_slug = PlacementsHeader(side, 10), h_slug = PlacementsHeader(10, side);
    add("range/w-" + n, w_slug, flags, d1,
        ok ? Ok(PlacementsModel(side, 10, {})) : Outcome(Err(VALUE_OUT_OF_RANGE, 6)));
    add("range/h-" + n, h_slug, flags, d1,
        ok ? Ok(PlacementsModel(10, side, {})) : Outcome(Err(VALUE_OUT_OF_RANGE, 9)));
    if (side >= 1) {
      const Grid w_grid = EmptyGrid(side, 4), h_grid = EmptyGrid(4, side);
      add("range/occupancy-w-" + n, OccupancySlug(w_grid), flags, d1,
          ok ? Ok(OccupancyModel(w_grid)) : Outcome(Err(VALUE_OUT_OF_RANGE, 6)));
      if (side != 4) {  // 4 x 4 is the W case's board
        add("range/occupancy-h-" + n, OccupancySlug(h_grid), flags, d1,
            ok ? Ok(OccupancyModel(h_grid)) : Outcome(Err(VALUE_OUT_OF_RANGE, 8)));
      }
    }
  }
  add("range/both-3", "tet1o_3x3_AA", {"OutOfRange"}, d1, Err(VALUE_OUT_OF_RANGE, 6), "W's error first");
  add("range/both-217", "tet1h_217x217_", {"OutOfRange"}, d1, Err(VALUE_OUT_OF_RANGE, 6));
  add("range/w-3-h-217", "tet1h_3x217_", {"OutOfRange"}, d1, Err(VALUE_OUT_OF_RANGE, 6));
  add("range/w-217-bad-payload", "tet1o_217x4_***", {"OutOfRange"}, d1, Err(VALUE_OUT_OF_RANGE, 6),
      "the payload is never read");
  add("range/h-217-bad-payload", "tet1h_4x217_***", {"OutOfRange"}, d1, Err(VALUE_OUT_OF_RANGE, 8));
  // "As soon as H's digits end, before the character that follows H."
  add("order/h-3-at-end", "tet1o_4x3", {"OutOfRange", "Truncated"}, d1, Err(VALUE_OUT_OF_RANGE, 8),
      "H ends the input: [TET-D1] comes before the missing '_'");
  add("order/w-3-at-end", "tet1o_3x4", {"OutOfRange", "Truncated"}, d1, Err(VALUE_OUT_OF_RANGE, 6));
  add("order/w-999-then-letter", "tet1o_999x4q", {"OutOfRange", "Separator"}, d1, Err(VALUE_OUT_OF_RANGE, 6),
      "[TET-D1] before the character after H");
  add("order/h-217-then-hyphen", "tet1h_10x217-", {"OutOfRange", "Separator"}, d1, Err(VALUE_OUT_OF_RANGE, 9));
  add("order/w-3-no-h", "tet1o_3x", {"OutOfRange", "Truncated"}, t6, Err(TRUNCATED, 8),
      "[TET-D1] waits for H's digits, and there are none");
  add("order/w-3-bad-h", "tet1o_3xq_AAA", {"OutOfRange", "Separator"}, t6, Err(BAD_CHARACTER, 8));
  add("order/w-3-h-four-digits", "tet1o_3x1000_", {"OutOfRange", "SideDigits"}, t6, Err(VALUE_OUT_OF_RANGE, 8),
      "a fourth digit of H is [TET-T6]'s error at H's first digit, found before H's digits end");
  add("order/w-0-leading-zero", "tet1o_04x3_", {"LeadingZeros"}, t6, Err(BAD_CHARACTER, 7),
      "W is the number 0, and 'x' must follow it: [TET-T6] before [TET-D1], which waits for H");
  add("order/w-0", "tet1o_0x4_AAA", {"OutOfRange"}, d1, Err(VALUE_OUT_OF_RANGE, 6));
  add("order/h-0", "tet1o_4x0_", {"OutOfRange"}, d1, Err(VALUE_OUT_OF_RANGE, 8));
  add("order/h-leading-zero", "tet1o_4x04_AAA", {"LeadingZeros"}, d1, Err(VALUE_OUT_OF_RANGE, 8),
      "H is the number 0 (the '4' after it is the character after H): [TET-D1] at H's first digit");
  add("order/h-leading-zero-placements", "tet1h_10x010_", {"LeadingZeros"}, d1, Err(VALUE_OUT_OF_RANGE, 9));
  add("order/h-double-zero", "tet1h_10x00_", {"LeadingZeros"}, d1, Err(VALUE_OUT_OF_RANGE, 9));

  // Sizes in range, with the payload they need.
  for (const auto& [w, h] : std::vector<std::pair<uint32_t, uint32_t>>{
           {4, 144}, {144, 4}, {144, 144}, {7, 5}, {64, 72}, {128, 144}, {99, 100}, {192, 216}, {216, 216}}) {
    const Grid g = EmptyGrid(w, h);
    if (w != 4 && h != 4) {  // 4 x 144 and 144 x 4 are range/ vectors
      add("in-range/occupancy-" + Size(w, h), OccupancySlug(g), {"Boundary", "EmptyBoard"}, d1, Ok(OccupancyModel(g)));
    }
    add("in-range/placements-" + Size(w, h), PlacementsHeader(w, h), {"Boundary", "EmptyBoard"}, d1,
        Ok(PlacementsModel(w, h, {})));
  }
  add("in-range/occupancy-4x4-one-short", empty4.substr(0, 12), {"Truncated"}, {"TET-O1"}, Err(TRUNCATED, 12));
}

}  // namespace slugspec::corpusgen::tetris
