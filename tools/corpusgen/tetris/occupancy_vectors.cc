// The occupancy vectors (occupancy.jsonl): §4.2 and §5.3, [TET-O1] (exactly
// ceil(W * H / 6) base64url characters, checked one by one, then nothing)
// and [TET-O2] (the pad bits are 0), for sizes with every number of pad
// bits (0 to 5), square and not, up to 216 x 216: a pattern, the empty and
// the full board, each corner alone, a character short and one too many,
// characters outside base64url, and every pad bit set.
//
// A character after the payload is TRAILING_DATA even when a pad bit is also
// set: [TET-O1] is checked whole before [TET-O2] (oracle.h).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"

namespace slugspec::corpusgen::tetris {
namespace {

// A fixed pattern that is no run of the timer: cell (c, r) filled when
// (3c + 7r) mod 5 < 2, or on large boards (whose model lists every filled
// cell) mod 97 < 2.
Grid Pattern(uint32_t width, uint32_t height) {
  const uint32_t modulus = width * height > 2000 ? 97 : 5;
  Grid g = EmptyGrid(width, height);
  for (uint32_t r = 0; r < height; ++r) {
    for (uint32_t c = 0; c < width; ++c) {
      if ((3 * c + 7 * r) % modulus < 2) g.rows[r][c] = '#';
    }
  }
  return g;
}

Grid Full(uint32_t width, uint32_t height) {
  Grid g = EmptyGrid(width, height);
  for (std::string& row : g.rows) row.assign(width, '#');
  return g;
}

}  // namespace

void OccupancyVectors(Corpus& c) {
  const Family add(c, "occupancy.jsonl", "tetris/occupancy/");
  const std::vector<std::string> o1 = {"TET-O1"}, o2 = {"TET-O2"};

  const std::pair<uint32_t, uint32_t> sizes[] = {{4, 4},   {5, 5},   {4, 5},     {7, 5},     {9, 5},    {6, 4},
                                                 {10, 10}, {7, 143}, {143, 143}, {144, 144}, {216, 216}};
  for (const auto& [w, h] : sizes) {
    const std::string size = Size(w, h) + "/";
    const uint32_t cells = w * h, chars = (cells + 5) / 6, pad = 6 * chars - cells, at = PayloadAt(w, h);
    const uint32_t last = at + chars - 1;
    const std::string bits_note = std::to_string(cells) + " cells, " + std::to_string(chars) + " characters, " +
                                  std::to_string(pad) + " pad bits";
    const Grid pattern = Pattern(w, h);
    const std::string slug = OccupancySlug(pattern);
    add(size + "pattern", slug, {}, {"TET-O1", "TET-O2"}, Ok(OccupancyModel(pattern)), bits_note);
    add(size + "empty", OccupancySlug(EmptyGrid(w, h)), {"EmptyBoard"}, o1, Ok(OccupancyModel(EmptyGrid(w, h))));
    if (cells <= 2000) {  // a full large board's model would list 20,000 cells
      add(size + "full", OccupancySlug(Full(w, h)), {"FullBoard"}, {"TET-O1", "TET-O2"}, Ok(OccupancyModel(Full(w, h))),
          "every cell filled; the pad bits stay 0");
    }
    // Each corner alone: the first and last bits of the first row and of the last.
    const std::pair<const char*, std::pair<uint32_t, uint32_t>> corners[] = {
        {"top-left", {0, 0}}, {"top-right", {w - 1, 0}}, {"bottom-left", {0, h - 1}}, {"bottom-right", {w - 1, h - 1}}};
    for (const auto& [name, cell] : corners) {
      if (w == h && w < 100) continue;  // corners of the non-square and the largest boards
      Grid g = EmptyGrid(w, h);
      g.rows[cell.second][cell.first] = '#';
      add(size + "corner-" + name, OccupancySlug(g), {"Boundary"}, o1, Ok(OccupancyModel(g)),
          "cell (" + std::to_string(cell.first) + "," + std::to_string(cell.second) + "), bit " +
              std::to_string(cell.second * w + cell.first));
    }
    // [TET-O1] length and characters.
    add(size + "one-short", slug.substr(0, slug.size() - 1), {"PayloadLength", "Truncated"}, o1,
        Err(TRUNCATED, Len(slug) - 1));
    add(size + "one-more", slug + "A", {"PayloadLength"}, o1, Err(TRAILING_DATA, Len(slug)),
        "a character of zero bits after the " + std::to_string(chars));
    add(size + "no-payload", OccupancyHeader(w, h), {"PayloadLength", "Truncated"}, o1,
        Err(TRUNCATED, PayloadAt(w, h)));
    std::string plus = slug;
    plus[at + chars / 2] = '+';
    add(size + "plus", plus, {"StandardBase64"}, o1, Err(BAD_CHARACTER, at + chars / 2),
        "'+' is standard base64's 62; base64url writes '-'");
    add(size + "padding", slug + "=", {"StandardBase64"}, o1, Err(TRAILING_DATA, Len(slug)),
        "no '=' in base64url: after the payload, TRAILING_DATA whatever follows");
    // [TET-O2] each pad bit alone, and all of them.
    if (pad == 0) continue;
    for (uint32_t k = 0; k < pad; ++k) {
      std::string bits = OccupancyBits(pattern) + std::string(pad, '0');
      bits[cells + k] = '1';
      add(size + "pad-bit-" + std::to_string(k), OccupancyHeader(w, h) + Base64Url(bits), {"NonZeroPadBits"}, o2,
          Err(VALUE_OUT_OF_RANGE, last),
          "pad bit " + std::to_string(k + 1) + " of " + std::to_string(pad) + " set, the last character");
    }
    if (pad > 1) {
      add(size + "pad-bits-all", OccupancyHeader(w, h) + Base64Url(OccupancyBits(pattern) + std::string(pad, '1')),
          {"NonZeroPadBits"}, o2, Err(VALUE_OUT_OF_RANGE, last));
    }
  }

  // The characters, one by one in order (§5.3): the first that fails decides.
  add("order/bad-character-then-end", "tet1o_4x4_A*", {"ForeignCharacter", "Truncated"}, o1, Err(BAD_CHARACTER, 11),
      "the '*' is read before the input ends");
  add("order/spec-bad-character", "tet1o_4x4_A*A", {"ForeignCharacter"}, o1, Err(BAD_CHARACTER, 11), "§5.3's example");
  add("order/bad-then-trailing", "tet1o_4x4_A*AA", {"ForeignCharacter", "PayloadLength"}, o1, Err(BAD_CHARACTER, 11));
  add("order/trailing-bad-character", "tet1o_4x4_AAA*", {"ForeignCharacter", "PayloadLength"}, o1,
      Err(TRAILING_DATA, 13), "after the 3 characters, TRAILING_DATA whatever the character");
  add("order/pad-bit-then-trailing", "tet1o_4x4_AAB" + std::string("A"), {"NonZeroPadBits", "PayloadLength"}, o1,
      Err(TRAILING_DATA, 13), "the pad bit of 'B' is also set: [TET-O1], the whole payload's length, comes first");
  add("order/pad-bit-then-space", "tet1o_4x4_AAB ", {"NonZeroPadBits", "SurroundingSpaces"}, {"TET-O1", "TET-O2"},
      Err(TRAILING_DATA, 13), Err(VALUE_OUT_OF_RANGE, 12), "lenient removes the space, and the pad bit remains");
  add("order/five-by-five-short", "tet1o_5x5_AAAA", {"Truncated"}, o1, Err(TRUNCATED, 14));
  add("characters/hyphen-and-underscore", "tet1o_4x4_-_w", {}, {"TET-O1", "TET-O2"},
      Ok(OccupancyModel(Draw("####/#.##/####/##.."))), "- is 62 and _ is 63 in base64url: 111110 111111 1100");
  add("characters/slash", "tet1o_4x4_/_w", {"StandardBase64"}, o1, Err(BAD_CHARACTER, 10));
  add("characters/full-stop", "tet1o_4x4_A.A", {"ForeignCharacter"}, o1, Err(BAD_CHARACTER, 11));

  // Rows from the top: the same bits are other boards at other sizes.
  const Grid tall = Draw("#.../..../..../..../...#");
  const Grid wide = Draw("#..../...../...../....#");
  add("orientation/4x5-corners", OccupancySlug(tall), {"Boundary"}, o1, Ok(OccupancyModel(tall)), "bits 0 and 19");
  add("orientation/5x4-corners", OccupancySlug(wide), {"Boundary"}, o1, Ok(OccupancyModel(wide)),
      "bits 0 and 19 again: the same payload as the 4 x 5 board, another board");
  if (OccupancySlug(tall).substr(10) != OccupancySlug(wide).substr(10)) Die("the corner payloads differ");
}

}  // namespace slugspec::corpusgen::tetris
