// BoardBuilder: the board-level rules every pentomino version shares
// (spec/pentomino.md: items inside the board, what a second item in a cell
// is, which colour a letter ends with), written once. Each version's parser
// reads its own syntax and hands items to the builder, with the offsets to
// report; CheckModel hands it a model's pieces and terrain, with their index
// as offset.
#ifndef SLUGSPEC_PENTOMINO_BOARD_BUILDER_H_
#define SLUGSPEC_PENTOMINO_BOARD_BUILDER_H_

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "common/status.h"
#include "pentomino/alphabet.h"
#include "slugspec/pentomino.pb.h"

namespace slugspec::pentomino {

// Where the parts of an item stand in the input, for error offsets.
struct ItemOffsets {
  uint32_t item = 0;  // the name (or for terrain pairs, the x)
  uint32_t x = 0;
  uint32_t y = 0;
};

class BoardBuilder {
 public:
  // What an item in a cell that an earlier item holds is. In a slug it
  // replaces the earlier item ([PEN-C3]): every upstream decoder of every era
  // writes each item into its cell of a grid, so the later one is what they
  // all show; strict decoding finds the spelling by re-encoding. In a model,
  // which lists each item once, it is DUPLICATE.
  enum class SecondItem { kReplaces, kDuplicate };

  // `out` is cleared and receives the board; height and width are already
  // checked against the version's range.
  BoardBuilder(Board* out, Surface surface, int height, int width, SecondItem second = SecondItem::kReplaces);

  // A piece; `letter` uppercase; `color` 0..11, which becomes the letter's
  // colour (a later piece of the letter wins, as upstream reads it).
  Status AddPiece(char letter, int orientation, int color, int x, int y, const ItemOffsets& at);
  Status AddTerrain(int x, int y, const ItemOffsets& at);
  // The colour a colour section gives `letter` (uppercase), 0..11. A letter
  // of which the slug has a piece keeps its pieces' colour, as upstream reads
  // it (the pieces are applied after the section), even if the piece was
  // replaced.
  void SetListedColor(char letter, int color);
  // Whether the slug has a piece of `letter` (uppercase), replaced or not.
  bool Placed(char letter) const { return placed_[static_cast<size_t>(LetterIndex(letter))]; }
  // Writes the pieces, the sorted terrain and the colours. Call once, after
  // every item.
  void Finish();

 private:
  struct Item {
    int x;
    int y;
    char letter;  // 'R' for terrain
    int orientation;
    bool replaced;
  };
  Status CheckCell(int x, int y, const ItemOffsets& at) const;
  // Puts an item in its cell, replacing the one there (in a model: refusing).
  Status Place(const Item& item, const ItemOffsets& at);

  Board* out_;
  SecondItem second_;
  int height_;
  int width_;
  // Occupied cells, by row-major index: the index in items_ of the item there.
  std::unordered_map<int64_t, int> cells_;
  std::vector<Item> items_;
  std::array<int, kLetterCount> color_{};  // -1: no colour stated yet
  std::array<bool, kLetterCount> placed_{};
};

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_BOARD_BUILDER_H_
