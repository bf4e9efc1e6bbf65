// Versions v0a and v0b (spec/pentomino.md §4): JSON, crushed by JSONCrush
// 1.1.8, escaped by encodeURIComponent.
#include <algorithm>
#include <string>
#include <vector>

#include "pentomino/alphabet.h"
#include "pentomino/board_builder.h"
#include "pentomino/jsoncrush.h"
#include "pentomino/parsers.h"
#include "pentomino/v0_json.h"

namespace slugspec::pentomino::internal {
namespace {

// Checks after decompression have no place in the input: offset 0.
Status JsonError(std::string why) { return Status(BAD_JSON, 0, "the v0 JSON " + why); }

// `names_g`: the JSON text named g, which may be empty, not absent.
Status CheckShape(const V0Json& json, bool names_g, Version* version) {
  if (!names_g) return JsonError("has no key g");
  const bool hw = json.has_h() && json.has_w();
  const bool xy = json.has_x() && json.has_y();
  const bool any_hw = json.has_h() || json.has_w();
  const bool any_xy = json.has_x() || json.has_y();
  if (hw && !any_xy) {
    *version = Version::kV0b;
  } else if (xy && !any_hw) {
    *version = Version::kV0a;
  } else {
    return JsonError("must have the keys g, h, w (v0b) or g, x, y (v0a)");
  }
  for (int i = 0; i < json.g_size(); ++i) {
    const V0Piece& p = json.g(i);
    if (!p.has_p() || !p.has_o() || !p.has_e() || !p.has_x() || !p.has_y()) {
      return JsonError("piece " + std::to_string(i) + " must have the keys p, o, e, x, y");
    }
  }
  return OkStatus();
}

Status CheckSide(int64_t side, std::string_view what) {
  if (side < 1 || side > kMaxLegacySide) {
    return Status(
        VALUE_OUT_OF_RANGE, 0,
        "the " + std::string(what) + " are " + std::to_string(side) + ", not 1.." + std::to_string(kMaxLegacySide));
  }
  return OkStatus();
}

// One entry of g [PEN-V0-4..6]; v0 has one colour, 0.
Status AddPiece(const V0Piece& p, int index, int64_t rows, int64_t columns, BoardBuilder& board,
                TerrainOrientations* terrain_orientations) {
  const std::string where = "piece " + std::to_string(index) + ": ";
  const bool terrain = p.p() == "Terrain";
  if (!terrain && (p.p().size() != 1 || LetterIndex(p.p()[0]) < 0)) {
    return Status(UNKNOWN_PIECE, 0, where + "\"" + p.p() + "\" is not a pentomino letter or Terrain");
  }
  if (p.o() < 0 || p.o() > 3 || p.e() < 0 || p.e() > 1) {
    return Status(VALUE_OUT_OF_RANGE, 0, where + "o is 0..3 and e is 0..1");
  }
  if (p.x() < 0 || p.x() >= rows || p.y() < 0 || p.y() >= columns) {
    return Status(VALUE_OUT_OF_RANGE, 0,
                  where + "(" + std::to_string(p.x()) + "," + std::to_string(p.y()) + ") is outside the board");
  }
  const ItemOffsets at;  // all 0
  const auto x = static_cast<int>(p.x()), y = static_cast<int>(p.y());
  const auto orientation = static_cast<int>(p.o() + 4 * p.e());
  if (terrain) {
    // [PEN-C2]: the cursor's orientation, as the upstream encoder wrote it.
    terrain_orientations->emplace(std::pair{x, y}, orientation);  // a repeated block keeps the first's
    return board.AddTerrain(x, y, at);
  }
  return board.AddPiece(p.p()[0], orientation, 0, x, y, at);
}

}  // namespace

Status ParseV0(std::string_view text, Board* out, Version* version, TerrainOrientations* terrain) {
  std::string crushed, expanded;
  SLUGSPEC_RETURN_IF_ERROR(jsoncrush::DecodeUriComponent(text, &crushed));  // [PEN-V0-1]
  // JSONCrush ends its text with '_', which uncrush drops without looking: a
  // text that does not end so was cut or glued to something.
  if (crushed.empty() || crushed.back() != '_') {
    return Status(BAD_CHARACTER, static_cast<uint32_t>(text.size() - 1),
                  "a v0 slug ends with JSONCrush's end mark '_'");
  }
  // [PEN-V0-7]: the crushed object always begins "('", unescaped. Any other
  // text after '(' is what lenient trims as prose punctuation, so strict must
  // not read it as a slug that is merely not canonical.
  if (text[1] != '\'') {
    return Status(BAD_CHARACTER, 1, "a v0 slug begins with \"('\", JSONCrush's spelling of '{\"'");
  }
  const Status uncrushed = jsoncrush::Uncrush(crushed, kMaxExpandedSize, &expanded);
  if (!uncrushed.ok()) {  // [PEN-V0-2]; offsets in decoded text have no place in the input
    if (uncrushed.code() == LIMIT_EXCEEDED) {
      return Status(LIMIT_EXCEEDED, 0, "the v0 slug expands to more than 262144 bytes");
    }
    return uncrushed.WithOffset(0);
  }
  // [PEN-V0-3]: JSON as JSON.parse reads it (v0_json.h), then its shape.
  V0Json json;
  bool names_g = false;
  if (const Status read = ReadV0Json(expanded, &json, &names_g); !read.ok()) {
    return JsonError("is not valid: " + read.message());
  }
  SLUGSPEC_RETURN_IF_ERROR(CheckShape(json, names_g, version));
  const int64_t rows = *version == Version::kV0b ? json.h() : json.y();
  const int64_t columns = *version == Version::kV0b ? json.w() : json.x();
  SLUGSPEC_RETURN_IF_ERROR(CheckSide(rows, "rows"));
  SLUGSPEC_RETURN_IF_ERROR(CheckSide(columns, "columns"));
  BoardBuilder board(out, RECTANGLE, static_cast<int>(rows), static_cast<int>(columns));
  for (int i = 0; i < json.g_size(); ++i) {
    SLUGSPEC_RETURN_IF_ERROR(AddPiece(json.g(i), i, rows, columns, board, terrain));
  }
  board.Finish();
  return OkStatus();
}

Status WriteV0(const Board& board, Version version, std::string* slug, const TerrainOrientations* terrain) {
  // What the v0 encoder's JSON.stringify wrote: items in row-major order, keys
  // in the grammar's order, no white space.
  struct Item {
    uint32_t x, y;
    std::string p;
    uint32_t o, e;
  };
  std::vector<Item> items;
  for (const Piece& p : board.pieces())
    items.push_back({p.x(), p.y(), p.letter(), p.rotation(), p.reflected() ? 1u : 0u});
  for (const Cell& c : board.terrain()) {
    const int o = TerrainOrientationAt(terrain, static_cast<int>(c.x()), static_cast<int>(c.y()));
    items.push_back({c.x(), c.y(), "Terrain", static_cast<uint32_t>(o % 4), static_cast<uint32_t>(o / 4)});
  }
  std::sort(items.begin(), items.end(),
            [](const Item& a, const Item& b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
  std::string json = "{\"g\":[";
  for (size_t i = 0; i < items.size(); ++i) {
    const Item& it = items[i];
    if (i > 0) json += ",";
    json += "{\"p\":\"" + it.p + "\",\"o\":" + std::to_string(it.o) + ",\"e\":" + std::to_string(it.e) +
            ",\"x\":" + std::to_string(it.x) + ",\"y\":" + std::to_string(it.y) + "}";
  }
  json += "],";
  if (version == Version::kV0a) {
    json += "\"x\":" + std::to_string(board.width()) + ",\"y\":" + std::to_string(board.height()) + "}";
  } else {
    json += "\"h\":" + std::to_string(board.height()) + ",\"w\":" + std::to_string(board.width()) + "}";
  }
  *slug = jsoncrush::EncodeUriComponent(jsoncrush::Crush(json));
  return OkStatus();
}

}  // namespace slugspec::pentomino::internal
