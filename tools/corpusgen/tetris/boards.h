// The boards the tetris vectors are made of: the article's (seed 004, as
// spec/tetris.md §4.3 and §7 print them), the article's rendering of a
// placements board, and where a slug's fields begin.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_BOARDS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_BOARDS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/tetris/corpus.h"
#include "corpusgen/tetris/model.h"
#include "corpusgen/tetris/writer.h"

namespace slugspec::corpusgen::tetris {

// §4.3: the first row the article's program fills ("Much better", §8),
// and the slugs the spec prints for it (§4.3, §6).
constexpr std::string_view kFirstRowSlug = "tet1h_10x10_IEmGWHJlkzy";
constexpr std::string_view kFirstRowOccupancySlug = "tet1o_10x10_AAAAAAAAAAgCILv_4";
constexpr std::string_view kFirstRowPicture =
    ".........."
    "/.........."
    "/.........."
    "/.........."
    "/.........."
    "/.........."
    "/0........."
    "/0...2....."
    "/0.112.3344"
    "/011223344.";
// The placements as read off that picture: I0, S0, J0, S0, S0 on row 9.
std::vector<Placement> FirstRow();

// §7: the article's last printed board ("Looks very nice!", rows 9 to 5
// filled: not a finished run) and its slug. The vectors keep the name
// "finished", which their ids carry.
constexpr std::string_view kFinishedSlug = "tet1h_10x10_IEwGUJMGkkyQYIcGWCRBCciuRGYzEBSMpJU";
constexpr std::string_view kFinishedPicture =
    ".........."
    "/.........."
    "/3.....4..5"
    "/3...1.4..5"
    "/3.9.1042.5"
    "/3596104285"
    "/0596102284"
    "/0596207784"
    "/0516277384"
    "/0111223334";
// Its 16 placements as read off the picture (labels are placement numbers
// modulo 10, in the order of §4.3).
std::vector<Placement> Finished();

// §5.3: the occupancy board the spec renders, and its slug.
constexpr std::string_view kOccupancyExampleSlug = "tet1o_10x10_AAAIJimvf_______8";
constexpr std::string_view kOccupancyExamplePicture =
    ".........."
    "/.........."
    "/#.....#..#"
    "/#...#.#..#"
    "/#.#.####.#"
    "/##########"
    "/##########"
    "/##########"
    "/##########"
    "/##########";

// A W x H board (W and H even) filled with O pieces, in the order of §4.3:
// at 216 x 216, §4's longest slug (11,664 placements, 40,838 characters).
std::vector<Placement> TiledWithO(uint32_t width, uint32_t height);

// §8: a placements board drawn as `slug render` draws it, each placement's
// cells the digit of its number modulo 10 in the order of §4.3 (rows joined
// by '/').
std::string Render(uint32_t width, uint32_t height, const std::vector<Placement>& placed);

// Offsets in a board slug: W's first digit is 6; H's first digit; the
// payload's first character.
inline uint32_t HeightAt(uint32_t width) { return static_cast<uint32_t>(6 + std::to_string(width).size() + 1); }
inline uint32_t PayloadAt(uint32_t width, uint32_t height) {
  return static_cast<uint32_t>(6 + Size(width, height).size() + 1);
}
// The offset of the payload character carrying bit k.
inline uint32_t AtBit(uint32_t width, uint32_t height, uint64_t k) {
  return PayloadAt(width, height) + static_cast<uint32_t>(k / 6);
}

// A placements slug from raw bits: the header and the bits, zero padded.
inline std::string RawPlacements(uint32_t width, uint32_t height, std::string_view bits) {
  return PlacementsHeader(width, height) + Base64Url(bits);
}

// The expected outcome of the first `chars` payload characters of the
// placements slug of `placed`, reasoned on the writer's side from §5.4: a
// length that is no n placements' is TRAILING_DATA; otherwise the pad bits
// (the next placement's first bits) decide, and zero pad bits leave the
// first n placements, a valid board (the slug has no length field).
Outcome CutOutcome(uint32_t width, uint32_t height, const std::vector<Placement>& placed, uint32_t chars);

// `s` with every ASCII letter from `from` on in the other case.
std::string SwapCase(std::string s, size_t from = 0);

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_BOARDS_H_
