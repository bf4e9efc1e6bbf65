// The generator's own model of what a santorini slug carries
// (spec/santorini.md §1): a position, what an accepted slug decodes to, and
// the JSON that `slug decode` prints for it.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_MODEL_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_MODEL_H_

#include <array>
#include <cstdint>
#include <string>

#include "corpusgen/common/outcome.h"

namespace slugspec::corpusgen::santorini {

constexpr uint32_t kSquares = 25;

// Heights, as the format names them.
constexpr uint32_t kShop = 1, kHome = 2, kTower = 3, kDome = 4;

struct Position {
  uint32_t turn = 0;  // the turn bit: 0 player one moves, 1 player two
  // Each player's workers; ascending in a decoded position (the model's order).
  std::array<uint32_t, 2> one{};
  std::array<uint32_t, 2> two{};
  // The height of every square, 0 for none: the model lists the squares
  // with a building (ModelJson), and this form compares and indexes simply.
  std::array<uint32_t, kSquares> heights{};
  bool operator==(const Position&) const = default;
};

// An accepted slug: its version ('1' or '2') and the position.
struct Decoded {
  char version = '2';
  Position position;
  bool operator==(const Decoded&) const = default;
};

using Outcome = corpusgen::Outcome<Decoded>;

Outcome Ok(char version, const Position& p);

// Exactly what `slug decode` prints for an accepted slug.
std::string ModelJson(const Decoded& d);

// "v2, player one to move, workers 6 14 / 1 12, heights 0200102020...", for messages.
std::string Describe(const Decoded& d);

}  // namespace slugspec::corpusgen::santorini

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_MODEL_H_
