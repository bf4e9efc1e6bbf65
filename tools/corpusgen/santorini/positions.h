// The positions the santorini vectors are made of: the post's worked
// example, positions with each number of buildings, and random positions.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_POSITIONS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_POSITIONS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/santorini/model.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

// The post's worked example (spec/santorini.md §6.2): its 85-bit v2 message
// as the post prints it, that message as a slug, and the v1 slug of §6.1.
constexpr std::string_view kPostMessage =
    "0001100111000001011000000101000000000010000001001000010100111001110011100111010011001";
constexpr std::string_view kPostSlug = "san2_dhawauacascttttuzq";
constexpr std::string_view kPostV1Slug = "san1_dhawauacatefwgxizi";
// The post's bits as it prints them, after "san2 " (§3.2).
constexpr std::string_view kPostNotation =
    "san2 0 00110 01110 00001 01100 00001 01000 00000 00100 00001 00100 00101 00111 00111 00111 00111 01001 1001";

// Player one on 6 and 14 to move, player two on 1 and 12; a shop on 4, homes
// on 1, 6, 8, 11, 12, 13, 14 and 17, a dome on 18.
Position PostPosition();

// A position from its turn, workers and a grid of 25 heights, row by row
// ('/' and ' ' between rows are ignored).
Position MakePosition(uint32_t turn, std::array<uint32_t, 2> one, std::array<uint32_t, 2> two, std::string_view grid);

// A position with n buildings (0..25) of every height, workers on heights 0 to 2.
Position WithBuildings(size_t n);

// n shops on squares 0..n-1, player one on 0 and 1, player two on 2 and 3
// (the position of §6.2 for n = 23).
Position Shops(size_t n);

// A random position with n buildings (n <= 25), legal (§7).
Position RandomPosition(SplitMix64* rng, uint32_t n);

}  // namespace slugspec::corpusgen::santorini

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_POSITIONS_H_
