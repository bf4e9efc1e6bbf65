#include "conformance/runner/bad_models.h"

#include <functional>
#include <utility>

#include "pentomino/pentomino.h"
#include "sudoku/sudoku.h"

namespace slugspec::conformance {

std::vector<BadModel> BadModels(std::string_view format) {
  std::vector<BadModel> out;
  if (format == "sudoku") {
    auto base = [] {
      auto p = std::make_unique<sudoku::Puzzle>();
      p->set_format("sudoku");
      for (const auto& [cell, digit] : {std::pair{19u, 6u}, std::pair{57u, 4u}}) {
        sudoku::Given* g = p->add_givens();
        g->set_cell(cell);
        g->set_digit(digit);
      }
      return p;
    };
    auto add = [&](std::string name, const std::function<void(sudoku::Puzzle*)>& spoil) {
      auto p = base();
      spoil(p.get());
      out.push_back({std::move(name), std::move(p)});
    };
    add("digit-zero", [](sudoku::Puzzle* p) { p->mutable_givens(0)->set_digit(0); });
    add("digit-ten", [](sudoku::Puzzle* p) { p->mutable_givens(0)->set_digit(10); });
    add("cell-81", [](sudoku::Puzzle* p) { p->mutable_givens(1)->set_cell(81); });
    add("cell-twice", [](sudoku::Puzzle* p) { p->mutable_givens(1)->set_cell(19); });
    add("another-format", [](sudoku::Puzzle* p) { p->set_format("chess"); });
    return out;
  }
  auto base = [] {
    auto b = std::make_unique<pentomino::Board>();
    b->set_format("pentomino");
    b->set_surface(pentomino::RECTANGLE);
    b->set_height(8);
    b->set_width(8);
    pentomino::Piece* piece = b->add_pieces();
    piece->set_letter("F");
    piece->set_x(0);
    piece->set_y(3);
    piece->set_rotation(3);
    return b;
  };
  auto add = [&](std::string name, const std::function<void(pentomino::Board*)>& spoil) {
    auto b = base();
    spoil(b.get());
    out.push_back({std::move(name), std::move(b)});
  };
  add("height-zero", [](pentomino::Board* b) { b->set_height(0); });
  add("side-100", [](pentomino::Board* b) { b->set_width(100); });
  add("unknown-letter", [](pentomino::Board* b) { b->mutable_pieces(0)->set_letter("Q"); });
  add("rotation-four", [](pentomino::Board* b) { b->mutable_pieces(0)->set_rotation(4); });
  add("piece-off-board", [](pentomino::Board* b) { b->mutable_pieces(0)->set_x(8); });
  add("two-pieces-one-cell", [](pentomino::Board* b) { *b->add_pieces() = b->pieces(0); });
  add("terrain-off-board", [](pentomino::Board* b) {
    pentomino::Cell* t = b->add_terrain();
    t->set_x(3);
    t->set_y(8);
  });
  add("colour-12", [](pentomino::Board* b) {
    pentomino::LetterColor* c = b->add_colors();
    c->set_letter("F");
    c->set_color(12);
  });
  add("another-format", [](pentomino::Board* b) { b->set_format("chess"); });
  return out;
}

}  // namespace slugspec::conformance
