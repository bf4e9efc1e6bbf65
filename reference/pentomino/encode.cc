// The model checks of an encoder ([PEN-E1]) and encoding.
#include <algorithm>
#include <array>
#include <string>
#include <tuple>
#include <vector>

#include "pentomino/alphabet.h"
#include "pentomino/board_builder.h"
#include "pentomino/parsers.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {
namespace {

bool IsLegacy(Version v) { return v < Version::kV3; }

int MaxColor(Version v) {
  if (v <= Version::kV1_1) return 0;
  return IsLegacy(v) ? 5 : kMaxColor;
}

Status CheckLetter(const std::string& letter, uint32_t at, std::string_view list) {
  if (letter.size() != 1 || LetterIndex(letter[0]) < 0) {
    return Status(UNKNOWN_PIECE, at,
                  std::string(list) + " " + std::to_string(at) + ": \"" + letter + "\" is not a pentomino letter");
  }
  return OkStatus();
}

// [PEN-L3]: v1 to v2 write an item's row in decimal, and the current app
// reads a third digit as the start of the colour section: such a link
// would open there as another board, so it is not written (v0's JSON and
// v3's base 62 have no such limit).
Status CheckItemRow(Version version, uint32_t row, uint32_t at, const char* what) {
  if (!IsLegacy(version) || version <= Version::kV0b || row <= static_cast<uint32_t>(kMaxLegacyItemRow)) {
    return OkStatus();
  }
  return Status(VALUE_OUT_OF_RANGE, at,
                std::string(what) + " " + std::to_string(at) + ": row " + std::to_string(row) +
                    " cannot be written in " + std::string(VersionName(version)) +
                    ": the current app reads a row of three digits as another board");
}

}  // namespace

Status CheckModel(const Board& b, Version version) {
  if (!b.format().empty() && b.format() != kFormatName) {
    return Status(BAD_MODEL, 0, "the model is of format \"" + b.format() + "\", not pentomino");
  }
  const std::string v(VersionName(version));
  if (b.surface() == SURFACE_UNSPECIFIED || !Surface_IsValid(b.surface())) {
    return Status(VALUE_OUT_OF_RANGE, 0, "the board has no surface");
  }
  if (IsLegacy(version) && b.surface() != RECTANGLE) {
    return Status(VALUE_OUT_OF_RANGE, 0, v + " boards are rectangles");
  }
  const uint32_t max_side = IsLegacy(version) ? kMaxLegacySide : kMaxSide;
  if (b.height() < 1 || b.height() > max_side || b.width() < 1 || b.width() > max_side) {
    return Status(VALUE_OUT_OF_RANGE, 0,
                  v + " sides are 1.." + std::to_string(max_side) + ", not " + std::to_string(b.height()) + "x" +
                      std::to_string(b.width()));
  }
  // The decoders' item rules (inside the board, one item per cell), with
  // each item's index as its offset. Model coordinates are unsigned 32-bit;
  // anything past the largest side is outside alike.
  const auto coordinate = [](uint32_t c) { return static_cast<int>(std::min<uint32_t>(c, kMaxLegacySide + 1)); };
  Board scratch;
  BoardBuilder rules(&scratch, b.surface(), static_cast<int>(b.height()), static_cast<int>(b.width()),
                     BoardBuilder::SecondItem::kDuplicate);
  for (int i = 0; i < b.pieces_size(); ++i) {
    const Piece& p = b.pieces(i);
    const auto at = static_cast<uint32_t>(i);
    SLUGSPEC_RETURN_IF_ERROR(CheckLetter(p.letter(), at, "piece"));
    if (p.rotation() > 3) return Status(VALUE_OUT_OF_RANGE, at, "piece " + std::to_string(i) + ": rotation over 3");
    // Colours are the model's colour list's, checked below.
    if (Status s = rules.AddPiece(p.letter()[0], static_cast<int>(p.rotation()) + (p.reflected() ? 4 : 0), 0,
                                  coordinate(p.x()), coordinate(p.y()), {at, at, at});
        !s.ok()) {
      return Status(s.code(), at, "piece " + std::to_string(i) + ": " + s.message());
    }
    SLUGSPEC_RETURN_IF_ERROR(CheckItemRow(version, p.x(), at, "piece"));
  }
  for (int i = 0; i < b.terrain_size(); ++i) {
    const Cell& c = b.terrain(i);
    const auto at = static_cast<uint32_t>(i);
    if (Status s = rules.AddTerrain(coordinate(c.x()), coordinate(c.y()), {at, at, at}); !s.ok()) {
      return Status(s.code(), at, "terrain " + std::to_string(i) + ": " + s.message());
    }
    SLUGSPEC_RETURN_IF_ERROR(CheckItemRow(version, c.x(), at, "terrain"));
  }
  std::array<bool, kLetterCount> listed{};
  for (int i = 0; i < b.colors_size(); ++i) {
    const LetterColor& c = b.colors(i);
    const auto at = static_cast<uint32_t>(i);
    SLUGSPEC_RETURN_IF_ERROR(CheckLetter(c.letter(), at, "colour"));
    bool& seen = listed[static_cast<size_t>(LetterIndex(c.letter()[0]))];
    if (seen) return Status(DUPLICATE, at, "colour " + std::to_string(i) + ": " + c.letter() + " is listed twice");
    seen = true;
    if (c.color() < 1 || c.color() > static_cast<uint32_t>(MaxColor(version))) {
      return Status(VALUE_OUT_OF_RANGE, at,
                    "colour " + std::to_string(i) + ": " + v + " colours are 1.." + std::to_string(MaxColor(version)) +
                        ", not " + std::to_string(c.color()));
    }
  }
  if (version == Version::kV3 && b.terrain_size() > 0) {
    uint32_t first = b.terrain(0).x();
    for (const Cell& c : b.terrain()) first = std::min(first, c.x());
    if (first >= 60) return Status(VALUE_OUT_OF_RANGE, 0, "v3 cannot write terrain whose first row is 60 or more");
  }
  return OkStatus();
}

Status Encode(const Board& board, Version version, std::string* slug) {
  SLUGSPEC_RETURN_IF_ERROR(CheckModel(board, version));
  if (version <= Version::kV0b) return internal::WriteV0(board, version, slug);
  *slug = IsLegacy(version) ? internal::WriteLegacy(board, version) : internal::WriteV3Family(board, version);
  return OkStatus();
}

// Lists compare as sets: their order is free, and an item listed twice
// is the same board as the item listed once.
bool SameGame(const Board& a, const Board& b) {
  auto pieces = [](const Board& x) {
    std::vector<std::tuple<uint32_t, uint32_t, std::string, uint32_t, bool>> v;
    for (const Piece& p : x.pieces()) v.emplace_back(p.x(), p.y(), p.letter(), p.rotation(), p.reflected());
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  };
  auto terrain = [](const Board& x) {
    std::vector<std::pair<uint32_t, uint32_t>> v;
    for (const Cell& c : x.terrain()) v.emplace_back(c.x(), c.y());
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  };
  auto colors = [](const Board& x) {
    std::array<uint32_t, kLetterCount> v{};
    for (const LetterColor& c : x.colors()) {
      const int i = c.letter().size() == 1 ? LetterIndex(c.letter()[0]) : -1;
      if (i >= 0) v[static_cast<size_t>(i)] = c.color();
    }
    return v;
  };
  return a.surface() == b.surface() && a.height() == b.height() && a.width() == b.width() && pieces(a) == pieces(b) &&
         terrain(a) == terrain(b) && colors(a) == colors(b);
}

}  // namespace slugspec::pentomino
