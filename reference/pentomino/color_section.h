// Colour sections (v1.5, v2 and v3) as every upstream decoder applies them
// (spec/pentomino.md [PEN-L9], [PEN-V3-8]): each letter joins the group of
// the key before it; the groups are applied in ascending key order, so a
// letter's last listing in that order decides its colour; a letter of which
// the slug has a piece keeps its pieces' colour. The versions differ only in
// what a key given twice means, which the parsers settle before this.
#ifndef SLUGSPEC_PENTOMINO_COLOR_SECTION_H_
#define SLUGSPEC_PENTOMINO_COLOR_SECTION_H_

#include <array>
#include <cstdint>
#include <vector>

#include "pentomino/alphabet.h"
#include "pentomino/board_builder.h"

namespace slugspec::pentomino::internal {

// One letter listed in a colour section.
struct ColorListing {
  int key;      // the group's key, which orders the groups
  int color;    // the colour this listing gives
  char letter;  // as written
  uint32_t at;  // its offset
};

// For each letter, the listing that decides its colour, or nullptr (not
// listed, or the slug has a piece of it). `listings` are in reading order.
std::array<const ColorListing*, kLetterCount> DecidingListings(std::vector<ColorListing>& listings,
                                                               const BoardBuilder& board);

// Gives each letter the colour of its deciding listing.
void ApplyListings(const std::array<const ColorListing*, kLetterCount>& deciding, BoardBuilder& board);

}  // namespace slugspec::pentomino::internal

#endif  // SLUGSPEC_PENTOMINO_COLOR_SECTION_H_
