#include "pentomino/board_builder.h"

#include <algorithm>
#include <string>

namespace slugspec::pentomino {
namespace {

std::string CellName(int x, int y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }

}  // namespace

BoardBuilder::BoardBuilder(Board* out, Surface surface, int height, int width, Repeats repeats)
    : out_(out), repeats_(repeats), height_(height), width_(width), cells_(static_cast<size_t>(height * width), 0) {
  out_->Clear();
  out_->set_format("pentomino");
  out_->set_surface(surface);
  out_->set_height(static_cast<uint32_t>(height));
  out_->set_width(static_cast<uint32_t>(width));
  color_.fill(-1);
}

Status BoardBuilder::CheckCell(int x, int y, const ItemOffsets& at) const {
  if (x < 0 || x >= height_) {
    return Status(VALUE_OUT_OF_RANGE, at.x,
                  "row " + std::to_string(x) + " is outside the board's " + std::to_string(height_) + " rows");
  }
  if (y < 0 || y >= width_) {
    return Status(VALUE_OUT_OF_RANGE, at.y,
                  "column " + std::to_string(y) + " is outside the board's " + std::to_string(width_) + " columns");
  }
  return OkStatus();
}

Status BoardBuilder::AddPiece(char letter, int orientation, int color, int x, int y, const ItemOffsets& at) {
  SLUGSPEC_RETURN_IF_ERROR(CheckCell(x, y, at));
  const int index = LetterIndex(letter);
  const int occupant = 2 + 8 * index + orientation;
  int& cell = Occupant(x, y);
  const bool repeat = cell == occupant && color_[index] == color;
  if (cell != 0 && (!repeat || repeats_ == Repeats::kDuplicate)) {
    return Status(DUPLICATE, at.item, "two items anchor in cell " + CellName(x, y));
  }
  if (color_[index] >= 0 && color_[index] != color) {
    return Status(DUPLICATE, at.item,
                  std::string(1, letter) + " has colour " + std::to_string(color_[index]) + " and " +
                      std::to_string(color) + ": all pieces of a letter share one colour");
  }
  color_[index] = color;
  placed_[index] = true;
  if (cell == occupant) return OkStatus();  // an identical repeat: dropped
  cell = occupant;
  Piece* p = out_->add_pieces();
  p->set_letter(std::string(1, letter));
  p->set_x(static_cast<uint32_t>(x));
  p->set_y(static_cast<uint32_t>(y));
  p->set_rotation(static_cast<uint32_t>(orientation % 4));
  p->set_reflected(orientation >= 4);
  return OkStatus();
}

Status BoardBuilder::AddTerrain(int x, int y, const ItemOffsets& at) {
  SLUGSPEC_RETURN_IF_ERROR(CheckCell(x, y, at));
  int& cell = Occupant(x, y);
  if (cell == 1 && repeats_ == Repeats::kDropped) return OkStatus();  // an identical repeat: dropped
  if (cell != 0) return Status(DUPLICATE, at.item, "two items anchor in cell " + CellName(x, y));
  cell = 1;
  Cell* c = out_->add_terrain();
  c->set_x(static_cast<uint32_t>(x));
  c->set_y(static_cast<uint32_t>(y));
  return OkStatus();
}

Status BoardBuilder::AddListedColor(char letter, int color, uint32_t at) {
  const int index = LetterIndex(letter);
  if (placed_[index]) {
    return Status(DUPLICATE, at,
                  std::string(1, letter) + " is on the board: its colour is in its pieces, not in the colour section");
  }
  if (listed_[index]) return Status(DUPLICATE, at, std::string(1, letter) + " is listed twice in the colour section");
  listed_[index] = true;
  color_[index] = color;
  return OkStatus();
}

void BoardBuilder::Finish() {
  auto* terrain = out_->mutable_terrain();
  std::sort(terrain->begin(), terrain->end(), [](const Cell& a, const Cell& b) {
    return a.x() != b.x() ? a.x() < b.x() : a.y() < b.y();
  });
  for (int i = 0; i < kLetterCount; ++i) {
    if (color_[i] <= 0) continue;
    LetterColor* c = out_->add_colors();
    c->set_letter(std::string(1, kLetters[static_cast<size_t>(i)]));
    c->set_color(static_cast<uint32_t>(color_[i]));
  }
}

}  // namespace slugspec::pentomino
