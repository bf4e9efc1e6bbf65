// BoardBuilder: the board-level rules every pentomino version shares
// (spec/pentomino.md: items inside the board, one item per cell, one colour
// per letter, colour sections that list each letter and key once), written
// once. Each version's parser reads its own syntax and hands items to the
// builder, with the offsets to report; CheckModel hands it a model's pieces
// and terrain, with their index as offset.
#ifndef SLUGSPEC_PENTOMINO_BOARD_BUILDER_H_
#define SLUGSPEC_PENTOMINO_BOARD_BUILDER_H_

#include <array>
#include <cstdint>
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
  // What an identical repeat of an item in its cell is: in a slug, only not
  // canonical (dropped; strict finds it by re-encoding); in a model, which
  // lists each item once, DUPLICATE.
  enum class Repeats { kDropped, kDuplicate };

  // `out` is cleared and receives the board; height and width are already
  // checked against the version's range.
  BoardBuilder(Board* out, Surface surface, int height, int width, Repeats repeats = Repeats::kDropped);

  // A piece; `letter` uppercase; `color` 0..11. An identical repeat in the
  // same cell is as `repeats` says; any other item already in the cell is
  // DUPLICATE.
  Status AddPiece(char letter, int orientation, int color, int x, int y, const ItemOffsets& at);
  Status AddTerrain(int x, int y, const ItemOffsets& at);
  // A colour section entry: `letter` uppercase, `color` 1..11. A letter listed
  // twice or placed on the board is DUPLICATE.
  Status AddListedColor(char letter, int color, uint32_t at);
  // Whether a piece of `letter` (uppercase) is on the board.
  bool Placed(char letter) const { return placed_[static_cast<size_t>(LetterIndex(letter))]; }
  // Sorts terrain and writes the colours. Call once, after every item.
  void Finish();

 private:
  Status CheckCell(int x, int y, const ItemOffsets& at) const;
  // What occupies a cell: 0 nothing, 1 terrain, 2 + 8 * letter + orientation a piece.
  int& Occupant(int x, int y) { return cells_[static_cast<size_t>(x * width_ + y)]; }

  Board* out_;
  Repeats repeats_;
  int height_;
  int width_;
  std::vector<int> cells_;
  std::array<int, kLetterCount> color_{};   // -1: no colour stated yet
  std::array<bool, kLetterCount> placed_{};
  std::array<bool, kLetterCount> listed_{};
};

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_BOARD_BUILDER_H_
