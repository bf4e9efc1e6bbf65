#include "pentomino/color_section.h"

#include <algorithm>

namespace slugspec::pentomino::internal {

std::array<const ColorListing*, kLetterCount> DecidingListings(std::vector<ColorListing>& listings,
                                                               const BoardBuilder& board) {
  // Stable: inside a group, reading order decides.
  std::stable_sort(listings.begin(), listings.end(),
                   [](const ColorListing& a, const ColorListing& b) { return a.key < b.key; });
  std::array<const ColorListing*, kLetterCount> deciding{};
  for (const ColorListing& l : listings) {
    const char letter = ToUpper(l.letter);
    if (!board.Placed(letter)) deciding[static_cast<size_t>(LetterIndex(letter))] = &l;
  }
  return deciding;
}

void ApplyListings(const std::array<const ColorListing*, kLetterCount>& deciding, BoardBuilder& board) {
  for (const ColorListing* l : deciding) {
    if (l != nullptr) board.SetListedColor(ToUpper(l->letter), l->color);
  }
}

}  // namespace slugspec::pentomino::internal
