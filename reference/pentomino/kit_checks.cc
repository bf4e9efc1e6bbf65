#include "pentomino/kit_checks.h"

#include <algorithm>
#include <map>
#include <string>
#include <utility>

#include "common/transit.h"
#include "kit/slug_edits.h"
#include "pentomino/geometry.h"
#include "pentomino/jsoncrush.h"
#include "pentomino/parsers.h"

namespace slugspec::pentomino {
namespace {

// The length of the Y (by column) or Z (by row) lines form of `cells`.
size_t LinesLength(const std::vector<std::pair<uint32_t, uint32_t>>& cells, bool by_column) {
  std::map<uint32_t, size_t> count;  // column (Y) or row (Z) -> blocks
  for (const auto& [x, y] : cells) ++count[by_column ? y : x];
  size_t length = 2;  // "RY" or "RZ"
  size_t singles = 0;
  for (const auto& [key, k] : count) {
    if (k == 1) {
      ++singles;
    } else {
      length += 2 + k;  // count, the fixed coordinate, then k coordinates
    }
  }
  if (singles > 0) length += 1 + 2 * singles;  // "0", then (x, y) pairs
  return length;
}

bool WritesTerrainOrientation(Version version) { return version <= Version::kV2; }

// A v0 slug's JSON, uncrushed; empty if it is none.
std::string UncrushedJson(std::string_view slug) {
  std::string crushed, json;
  if (!jsoncrush::DecodeUriComponent(slug, &crushed).ok() || crushed.empty() || crushed.back() != '_') return "";
  if (!jsoncrush::Uncrush(crushed, kMaxExpandedSize, &json).ok()) return "";
  return json;
}

// `json` with the "o" and "e" of every Terrain entry 0, as the v0 encoder
// writes them in the JSON's own key order.
std::string ZeroTerrainOrientations(std::string json) {
  const std::string entry = R"({"p":"Terrain","o":)";
  for (size_t at = json.find(entry); at != std::string::npos; at = json.find(entry, at + 1)) {
    const size_t o = at + entry.size();
    const size_t e = o + 1 + std::string_view(R"(,"e":)").size();
    if (e >= json.size() || json.compare(o + 1, 5, R"(,"e":)") != 0) continue;
    json[o] = '0';
    json[e] = '0';
  }
  return json;
}

}  // namespace

std::vector<Spelling> WriterSpellings(const Board& model, Version version) {
  if (model.terrain_size() == 0 || !WritesTerrainOrientation(version)) return {};
  internal::TerrainOrientations all_seven, each_own;
  int i = 0;
  for (const Cell& c : model.terrain()) {
    const std::pair cell{static_cast<int>(c.x()), static_cast<int>(c.y())};
    all_seven[cell] = 7;
    each_own[cell] = 1 + i++ % 7;
  }
  std::vector<Spelling> out;
  for (const auto& [what, orientations] :
       {std::pair{"terrain in orientation 7", &all_seven}, std::pair{"terrain in orientations 1..7", &each_own}}) {
    std::string slug;
    if (version <= Version::kV0b) {
      if (!internal::WriteV0(model, version, &slug, orientations).ok()) continue;
    } else {
      slug = internal::WriteLegacy(model, version, orientations);
    }
    out.push_back({what, slug});
  }
  return out;
}

bool IsWriterSpelling(std::string_view input, std::string_view canonical, Version version) {
  if (input == canonical || !WritesTerrainOrientation(version)) return false;
  if (version <= Version::kV0b) {
    const std::string got = UncrushedJson(input), want = UncrushedJson(canonical);
    return !got.empty() && !want.empty() && ZeroTerrainOrientations(got) == want;
  }
  if (input.size() != canonical.size()) return false;
  for (size_t i = 0; i < input.size(); ++i) {
    if (input[i] == canonical[i]) continue;
    const bool after_terrain_name = i > 0 && (canonical[i - 1] == 'R' || canonical[i - 1] == 'r');
    if (canonical[i] != '0' || input[i] < '1' || input[i] > '7' || !after_terrain_name) return false;
  }
  return true;
}

std::vector<Spelling> RepairableDamages(std::string_view slug) {
  auto once = [](std::string_view s) { return ReplaceEach(ReplaceEach(s, '%', "%25"), '_', "%5F"); };
  const std::string s(slug);
  std::vector<Spelling> damaged = {
      {"wrapped", Wrapped(slug, 5)},
      {"quoted in prose", "\"" + s + "\"."},
      {"in brackets", "[" + s + "];"},
  };
  if (slug.starts_with("('")) {
    damaged.push_back({"all at once", "<'" + Wrapped(slug, 5) + "'>,"});
  } else {
    damaged.push_back({"escaped once", once(slug)});
    damaged.push_back({"escaped twice", ReplaceEach(ReplaceEach(slug, '%', "%2525"), '_', "%255f")});
    damaged.push_back({"all at once", "<'" + once(Wrapped(slug, 5)) + "'>,"});
  }
  return damaged;
}

bool UntouchedByRepairs(std::string_view input) {
  if (input.empty()) return true;
  if (input.find('%') != std::string_view::npos) return false;
  if (input.find_first_of(kLineBreaksAndTabs) != std::string_view::npos) return false;
  const bool v0 = input.substr(0, 2) == "('";
  if (!v0 && kProseLeading.find(input.front()) != std::string_view::npos) return false;
  if (v0 && std::string_view("[{<\"'`").find(input.front()) != std::string_view::npos) return false;
  return kProseTrailing.find(input.back()) == std::string_view::npos;
}

std::string ReportedVersion(const Board& model, Version written, std::string_view slug) {
  const bool no_items = model.pieces_size() == 0 && model.terrain_size() == 0;
  switch (written) {
    case Version::kV1_1:
    case Version::kV1_5:
      return std::string(VersionName(no_items ? Version::kV2 : Version::kV1_5));
    case Version::kV3: {
      std::string v31;
      const bool same = Encode(model, Version::kV3_1, &v31).ok() && v31 == slug;
      return std::string(VersionName(same ? Version::kV3_1 : Version::kV3));
    }
    default:
      return std::string(VersionName(written));
  }
}

std::string CheckDecodedBoard(const Board& model) {
  if (model.version() == VersionName(Version::kV1_1)) return "reported v1.1, which [PEN-D2] never reports";
  // Painting is total up to kMaxPaintSide (255 x 255 cells at most, cheap);
  // a larger legacy board (sides go to 999) is not painted at all.
  const PaintedBoard painted = Paint(model);
  const bool paintable = model.height() <= kMaxPaintSide && model.width() <= kMaxPaintSide;
  if (painted.cells.size() != (paintable ? static_cast<size_t>(model.height()) * model.width() : 0)) {
    return "painted " + std::to_string(painted.cells.size()) + " cells for a " + std::to_string(model.height()) + "x" +
           std::to_string(model.width()) + " board";
  }
  if (Warnings(model).empty()) return "Warnings says nothing (not even solved / uncovered)";
  return {};
}

std::string CheckTerrainForm(const Board& model, std::string_view slug) {
  if (model.terrain_size() == 0) return {};
  // Items are 4 characters each after the 3-character header; the colour
  // section starts with '_', which no terrain form contains.
  const size_t start = 3 + 4 * static_cast<size_t>(model.pieces_size());
  if (start >= slug.size() || slug[start] != 'R')
    return "v3.1 slug " + std::string(slug) + ": no terrain where expected";
  const size_t end = std::min(slug.find('_', start), slug.size());
  const std::string_view terrain = slug.substr(start, end - start);
  const char form = terrain.size() >= 2 && (terrain[1] == 'Y' || terrain[1] == 'Z') ? terrain[1] : 'R';

  std::vector<std::pair<uint32_t, uint32_t>> cells;
  uint32_t first_row = model.terrain(0).x();
  for (const auto& c : model.terrain()) {
    cells.emplace_back(c.x(), c.y());
    first_row = std::min(first_row, c.x());
  }
  const size_t pairs = 1 + 2 * cells.size();
  const size_t y = LinesLength(cells, true);
  const size_t z = LinesLength(cells, false);
  const bool pairs_allowed = first_row < 60;
  // The expected form: the shortest, ties to pairs, then Y, then Z.
  char expected = 'Z';
  size_t best = z;
  if (y <= best) expected = 'Y', best = y;
  if (pairs_allowed && pairs <= best) expected = 'R', best = pairs;

  const std::string what = "v3.1 slug " + std::string(slug) + " writes its terrain (" + std::string(terrain) + ", " +
                           std::to_string(terrain.size()) + " characters) in form " + form + "; pairs " +
                           std::to_string(pairs) + (pairs_allowed ? "" : " (not allowed)") + ", Y " +
                           std::to_string(y) + ", Z " + std::to_string(z);
  const size_t chosen = form == 'R' ? pairs : form == 'Y' ? y : z;
  if (terrain.size() != chosen) return what + ": the length differs from that of its form";
  if (form == 'R' && !pairs_allowed) return what + ": pairs starting at row 60 or more";
  if (chosen > best) return what + ": not the shortest";
  if (form != expected) return what + ": ties go to pairs, then Y, then Z; expected " + expected;
  return {};
}

bool RoundTripIsCheap(std::string_view input, const Board& model, Version version) {
  constexpr int kMaxV0Items = 12;
  if (version > Version::kV0b) return true;
  return model.pieces_size() + model.terrain_size() <= kMaxV0Items &&
         (input.size() % 2 == 1) == (version == Version::kV0b);
}

}  // namespace slugspec::pentomino
