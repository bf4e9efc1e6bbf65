#include "pentomino/generators.h"

#include <set>
#include <string>
#include <vector>

#include "pentomino/alphabet.h"

namespace slugspec::pentomino {
namespace {

bool IsLegacy(Version v) { return v < Version::kV3; }

}  // namespace

Board GenerateBoard(Draw& draw, Version version) {
  const int max_side = IsLegacy(version) ? kMaxLegacySide : kMaxSide;
  auto side = [&] { return draw.Uniform(0, 9) < 8 ? draw.Uniform(1, 13) : draw.Uniform(1, max_side + 1); };
  const int h = side();
  const int w = side();
  const int surface = draw.Uniform(1, 8);
  const int density = draw.Uniform(0, 40);  // percent of the cells holding an item
  Board b;
  b.set_surface(IsLegacy(version) ? RECTANGLE : static_cast<Surface>(surface));
  b.set_height(static_cast<uint32_t>(h));
  b.set_width(static_cast<uint32_t>(w));
  // The cells holding an item: each with the density's chance on a board of
  // up to 512 cells; on a larger one (legacy sides go to 999) up to 200
  // cells drawn at random, so that a model stays small: about 200 items at
  // most either way. (Up to 4,096 cells, a board of six rows and 389
  // columns held 731 pieces, and the legacy versions' JSONCrush of such a
  // board cost more than the other cases of a default run together.)
  std::vector<int> cells;
  if (h * w <= 512) {
    for (int c = 0; c < h * w; ++c) {
      if (draw.Uniform(0, 100) < density) cells.push_back(c);
    }
  } else {
    std::set<int> drawn;
    for (int n = draw.Uniform(0, 201); n > 0; --n) drawn.insert(draw.Uniform(0, h * w));
    cells.assign(drawn.begin(), drawn.end());
  }
  for (const int c : cells) {
    const int kind = draw.Uniform(0, 14);  // 12 and 13: terrain
    const int orientation = draw.Uniform(0, 8);
    const auto x = static_cast<uint32_t>(c / w), y = static_cast<uint32_t>(c % w);
    // v1 to v2 cannot write an item in row 100 or more ([PEN-L3]).
    if (IsLegacy(version) && version > Version::kV0b && x > static_cast<uint32_t>(kMaxLegacyItemRow)) continue;
    if (kind >= 12) {
      // v3 cannot write terrain whose first row is 60 or more.
      if (version == Version::kV3 && x >= 60) continue;
      Cell* block = b.add_terrain();
      block->set_x(x);
      block->set_y(y);
    } else {
      Piece* p = b.add_pieces();
      p->set_letter(std::string(1, kLetters[static_cast<size_t>(kind)]));
      p->set_x(x);
      p->set_y(y);
      p->set_rotation(static_cast<uint32_t>(orientation % 4));
      p->set_reflected(orientation >= 4);
    }
  }
  const int max_color = version <= Version::kV1_1 ? 0 : IsLegacy(version) ? 5 : kMaxColor;
  for (int i = 0; i < kLetterCount; ++i) {
    const int color = draw.Uniform(0, max_color + 1);
    if (color == 0) continue;
    LetterColor* lc = b.add_colors();
    lc->set_letter(std::string(1, kLetters[static_cast<size_t>(i)]));
    lc->set_color(static_cast<uint32_t>(color));
  }
  return b;
}

}  // namespace slugspec::pentomino
