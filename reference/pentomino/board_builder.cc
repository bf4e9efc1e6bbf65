#include "pentomino/board_builder.h"

#include <algorithm>
#include <string>

namespace slugspec::pentomino {

BoardBuilder::BoardBuilder(Board* out, Surface surface, int height, int width, SecondItem second)
    : out_(out), second_(second), height_(height), width_(width) {
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

Status BoardBuilder::Place(const Item& item, const ItemOffsets& at) {
  SLUGSPEC_RETURN_IF_ERROR(CheckCell(item.x, item.y, at));
  // Only occupied cells are kept: the work is the items', not the board's
  // area (a legacy board of 999 x 999 is 9 bytes of input).
  const auto [it, empty] = cells_.try_emplace(int64_t{item.x} * width_ + item.y, -1);
  int& cell = it->second;
  if (!empty) {
    if (second_ == SecondItem::kDuplicate) {
      return Status(DUPLICATE, at.item,
                    "two items anchor in cell (" + std::to_string(item.x) + "," + std::to_string(item.y) + ")");
    }
    items_[static_cast<size_t>(cell)].replaced = true;
  }
  cell = static_cast<int>(items_.size());
  items_.push_back(item);
  return OkStatus();
}

Status BoardBuilder::AddPiece(char letter, int orientation, int color, int x, int y, const ItemOffsets& at) {
  SLUGSPEC_RETURN_IF_ERROR(Place({x, y, letter, orientation, false}, at));
  const auto index = static_cast<size_t>(LetterIndex(letter));
  color_[index] = color;
  placed_[index] = true;
  return OkStatus();
}

Status BoardBuilder::AddTerrain(int x, int y, const ItemOffsets& at) { return Place({x, y, 'R', 0, false}, at); }

void BoardBuilder::SetListedColor(char letter, int color) {
  const auto index = static_cast<size_t>(LetterIndex(letter));
  if (!placed_[index]) color_[index] = color;
}

void BoardBuilder::Finish() {
  for (const Item& item : items_) {
    if (item.replaced) continue;
    if (item.letter == 'R') {
      Cell* c = out_->add_terrain();
      c->set_x(static_cast<uint32_t>(item.x));
      c->set_y(static_cast<uint32_t>(item.y));
      continue;
    }
    Piece* p = out_->add_pieces();
    p->set_letter(std::string(1, item.letter));
    p->set_x(static_cast<uint32_t>(item.x));
    p->set_y(static_cast<uint32_t>(item.y));
    p->set_rotation(static_cast<uint32_t>(item.orientation % 4));
    p->set_reflected(item.orientation >= 4);
  }
  auto* terrain = out_->mutable_terrain();
  std::sort(terrain->begin(), terrain->end(),
            [](const Cell& a, const Cell& b) { return a.x() != b.x() ? a.x() < b.x() : a.y() < b.y(); });
  for (int i = 0; i < kLetterCount; ++i) {
    if (color_[i] <= 0) continue;
    LetterColor* c = out_->add_colors();
    c->set_letter(std::string(1, kLetters[static_cast<size_t>(i)]));
    c->set_color(static_cast<uint32_t>(color_[i]));
  }
}

}  // namespace slugspec::pentomino
