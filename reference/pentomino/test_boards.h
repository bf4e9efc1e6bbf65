// Boards the pentomino geometry and rendering tests share: a builder, and
// the article's solved boards (each decoded by hand from its slug; see
// spec/pentomino.md §13 for the slugs).
#ifndef SLUGSPEC_PENTOMINO_TEST_BOARDS_H_
#define SLUGSPEC_PENTOMINO_TEST_BOARDS_H_

#include <cstdint>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "slugspec/pentomino.pb.h"

namespace slugspec::pentomino::test_boards {

// Pieces as (letter, x, y, orientation 0..7), terrain as (x, y).
inline Board MakeBoard(Surface surface, uint32_t h, uint32_t w,
                       const std::vector<std::tuple<std::string, uint32_t, uint32_t, int>>& pieces,
                       const std::vector<std::pair<uint32_t, uint32_t>>& terrain) {
  Board b;
  b.set_format("pentomino");
  b.set_version("v3.1");
  b.set_surface(surface);
  b.set_height(h);
  b.set_width(w);
  for (const auto& [letter, x, y, o] : pieces) {
    Piece* p = b.add_pieces();
    p->set_letter(letter);
    p->set_x(x);
    p->set_y(y);
    p->set_rotation(static_cast<uint32_t>(o % 4));
    p->set_reflected(o >= 4);
  }
  for (const auto& [x, y] : terrain) {
    Cell* c = b.add_terrain();
    c->set_x(x);
    c->set_y(y);
  }
  return b;
}

// P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166 with its
// colours (facts §12): F6 I11 L3 P0 N10 T2 U4 V9 W7 X5 Y1 Z8.
inline Board ArticleProjectivePlane() {
  Board b = MakeBoard(PROJECTIVE_PLANE, 8, 8,
                      {{"Y", 0, 0, 4},
                       {"V", 0, 5, 6},
                       {"P", 0, 6, 6},
                       {"N", 2, 0, 1},
                       {"L", 2, 3, 2},
                       {"W", 2, 6, 0},
                       {"U", 3, 2, 3},
                       {"I", 3, 4, 2},
                       {"T", 4, 5, 3},
                       {"X", 5, 0, 0},
                       {"Z", 6, 3, 0},
                       {"F", 7, 5, 6}},
                      {{1, 1}, {1, 6}, {6, 1}, {6, 6}});
  for (const auto& [letter, colour] : std::vector<std::pair<std::string, uint32_t>>{{"F", 6},
                                                                                    {"I", 11},
                                                                                    {"L", 3},
                                                                                    {"N", 10},
                                                                                    {"T", 2},
                                                                                    {"U", 4},
                                                                                    {"V", 9},
                                                                                    {"W", 7},
                                                                                    {"X", 5},
                                                                                    {"Y", 1},
                                                                                    {"Z", 8}}) {
    LetterColor* c = b.add_colors();
    c->set_letter(letter);
    c->set_color(colour);
  }
  return b;
}

inline Board ArticleRectangle6x10() {
  return MakeBoard(RECTANGLE, 6, 10,
                   {{"V", 0, 0, 1},
                    {"I", 0, 6, 1},
                    {"W", 1, 4, 0},
                    {"T", 1, 9, 1},
                    {"Z", 2, 1, 6},
                    {"F", 2, 6, 6},
                    {"N", 3, 3, 3},
                    {"X", 3, 8, 0},
                    {"Y", 4, 2, 3},
                    {"P", 4, 5, 7},
                    {"L", 5, 1, 7},
                    {"U", 5, 8, 0}},
                   {});
}

inline Board ArticleRectangle8x8() {
  return MakeBoard(RECTANGLE, 8, 8,
                   {{"L", 0, 5, 5},
                    {"U", 1, 0, 1},
                    {"F", 1, 2, 4},
                    {"V", 1, 5, 2},
                    {"Z", 3, 3, 1},
                    {"I", 3, 7, 0},
                    {"N", 4, 0, 0},
                    {"Y", 4, 6, 2},
                    {"W", 5, 4, 2},
                    {"X", 6, 3, 0},
                    {"P", 6, 6, 7},
                    {"T", 7, 1, 2}},
                   {{0, 7}, {3, 0}, {5, 2}, {7, 4}});
}

// Overlaps, overflow, an unknown letter and an anchor off the board.

}  // namespace slugspec::pentomino::test_boards

#endif  // SLUGSPEC_PENTOMINO_TEST_BOARDS_H_
