#include "pentomino/generators.h"

#include <tuple>
#include <utility>
#include <vector>

#include "generators/generators.h"
#include "pentomino/alphabet.h"

namespace slugspec::generators {

using pentomino::Board;
using pentomino::Version;

namespace {
bool IsLegacy(Version v) { return v < Version::kV3; }
}  // namespace

rc::Gen<Board> GenBoard(Version version) {
  using namespace pentomino;  // the board's messages and the alphabet's constants
  const int max_side = IsLegacy(version) ? kMaxLegacySide : kMaxSide;
  const auto side = rc::gen::weightedOneOf<int>({{8, Uniform(1, 13)}, {1, Uniform(1, max_side + 1)}});
  return rc::gen::mapcat(rc::gen::tuple(side, side, Uniform(1, 8), Uniform(0, 40)), [version](const auto& t) {
    const auto [h, w, surface, density] = t;
    const int cells = h * w;
    auto item = rc::gen::tuple(Uniform(0, 100), Uniform(0, 14), Uniform(0, 8));  // roll, kind, orientation
    auto colors = rc::gen::container<std::vector<int>>(kLetterCount, Uniform(0, 12));
    return rc::gen::map(
        rc::gen::pair(rc::gen::container<std::vector<std::tuple<int, int, int>>>(static_cast<size_t>(cells), item),
                      colors),
        [=, h = h, w = w, surface = surface, density = density](const auto& parts) {
          Board b;
          b.set_surface(IsLegacy(version) ? RECTANGLE : static_cast<Surface>(surface));
          b.set_height(static_cast<uint32_t>(h));
          b.set_width(static_cast<uint32_t>(w));
          for (int c = 0; c < cells; ++c) {
            const auto [roll, kind, orientation] = parts.first[static_cast<size_t>(c)];
            if (roll >= density) continue;
            const auto x = static_cast<uint32_t>(c / w), y = static_cast<uint32_t>(c % w);
            // v3 cannot write terrain whose first row is 60 or more.
            if (kind >= 12 && !(version == Version::kV3 && x >= 60)) {
              Cell* block = b.add_terrain();
              block->set_x(x);
              block->set_y(y);
            } else if (kind < 12) {
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
            const int color = parts.second[static_cast<size_t>(i)] % (max_color + 1);
            if (color == 0) continue;
            LetterColor* lc = b.add_colors();
            lc->set_letter(std::string(1, kLetters[static_cast<size_t>(i)]));
            lc->set_color(static_cast<uint32_t>(color));
          }
          return b;
        });
  });
}

rc::Gen<Version> GenPentominoVersion() {
  return rc::gen::element(Version::kV0a, Version::kV0b, Version::kV1, Version::kV1_1, Version::kV1_5, Version::kV2,
                          Version::kV3, Version::kV3_1);
}

rc::Gen<std::string> GenCorruptedPentominoSlug() {
  return rc::gen::mapcat(GenPentominoVersion(), [](Version v) {
    return rc::gen::mapcat(GenBoard(v), [v](const Board& b) {
      std::string slug;
      (void)pentomino::Encode(b, v, &slug);  // generated boards always encode
      return GenEditedSlug(std::move(slug),
                           "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_.()%!'~\n @[");
    });
  });
}

}  // namespace slugspec::generators
