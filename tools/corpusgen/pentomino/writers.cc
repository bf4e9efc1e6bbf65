#include "corpusgen/pentomino/writers.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "corpusgen/common/generator_main.h"
#include "pentomino/jsoncrush.h"  // borrowed: npm jsoncrush 1.1.8, pinned by its own vectors

namespace slugspec::corpusgen::pentomino {
namespace {

// The §6 table: orientation o = 4 * reflected + rotation, colour part k.
char OriCol(int o, int k) { return kOriRows[k][static_cast<size_t>(o)]; }

// An item of a legacy version: a piece, or a terrain block ('R').
struct Item {
  char name;  // uppercase letter or 'R'
  int x, y, o, k;
};

// Pieces and terrain in row-major order of their anchors.
std::vector<Item> LegacyItems(const Board& b) {
  std::vector<Item> items;
  for (const Piece& p : b.pieces) items.push_back({p.letter, p.x, p.y, p.o(), b.ColorOf(p.letter)});
  for (const Cell& c : b.terrain) {
    const auto written = b.terrain_o.find({c.x, c.y});
    items.push_back({'R', c.x, c.y, written == b.terrain_o.end() ? 0 : written->second, 0});
  }
  std::stable_sort(items.begin(), items.end(),
                   [](const Item& a, const Item& c) { return a.x != c.x ? a.x < c.x : a.y < c.y; });
  return items;
}

// v1.5 / v2 colour section: unplaced letters with colour != 0, by key.
std::string LegacyColours(const Board& b) {
  std::set<char> placed;
  for (const Piece& p : b.pieces) placed.insert(p.letter);
  std::string out;
  for (int key = 1; key <= 5; ++key) {
    std::string group;
    for (char l : kLetters) {
      if (!placed.contains(l) && b.ColorOf(l) == key) group += l;
    }
    if (!group.empty()) out += Dec(key) + group;
  }
  return out.empty() ? "" : "_" + out;
}

// v3 / v3.1 colour section: keys colour mod 6, lowercase for 6..11.
std::string V3Colours(const Board& b) {
  std::set<char> placed;
  for (const Piece& p : b.pieces) placed.insert(p.letter);
  std::string out;
  for (int key = 0; key <= 5; ++key) {
    std::string group;
    for (char l : kLetters) {
      const int c = b.ColorOf(l);
      if (!placed.contains(l) && c != 0 && c % 6 == key) group += c >= 6 ? Low(l) : l;
    }
    if (!group.empty()) out += Dec(key) + group;
  }
  return out.empty() ? "" : "_" + out;
}

std::string WriteV1(const Board& b) {
  std::string s = Dec(b.h) + "." + Dec(b.w);
  for (const Item& it : LegacyItems(b)) s += std::string(1, it.name) + Dec(it.o) + Dec(it.x) + "." + Dec(it.y);
  return s;
}

std::string WriteV15(const Board& b) {
  std::string s = Dec(b.h) + "_" + Dec(b.w);
  for (const Item& it : LegacyItems(b)) s += std::string(1, it.name) + OriCol(it.o, it.k) + Dec(it.x) + "_" + Dec(it.y);
  return s + LegacyColours(b);
}

std::string WriteV2(const Board& b) {
  std::string s = Dec(b.h) + "_" + Dec(b.w);
  for (const Item& it : LegacyItems(b)) {
    s += std::string(1, it.x < 10 ? Low(it.name) : it.name) + OriCol(it.o, it.k) + Dec(it.x) + Dec(it.y);
  }
  return s + LegacyColours(b);
}

// JavaScript's order of object keys that are base-62 characters: '0'..'9'
// (array indexes) ascending, then the other keys in insertion order.
std::vector<int> JsKeyOrder(const std::vector<int>& inserted) {
  std::vector<int> digits, others;
  for (int k : inserted) {
    if (std::find(digits.begin(), digits.end(), k) != digits.end() ||
        std::find(others.begin(), others.end(), k) != others.end())
      continue;
    (k < 10 ? digits : others).push_back(k);
  }
  std::sort(digits.begin(), digits.end());
  digits.insert(digits.end(), others.begin(), others.end());
  return digits;
}

// The v0 JSON, exactly as JSON.stringify wrote it.
std::string V0Json(const Board& b, bool v0a) {
  std::string json = "{\"g\":[";
  bool first = true;
  for (const Item& it : LegacyItems(b)) {
    const std::string p = it.name == 'R' ? "Terrain" : std::string(1, it.name);
    json += (first ? "" : ",") + std::string("{\"p\":\"") + p + "\",\"o\":" + Dec(it.o % 4) +
            ",\"e\":" + Dec(it.o / 4) + ",\"x\":" + Dec(it.x) + ",\"y\":" + Dec(it.y) + "}";
    first = false;
  }
  json += "],";
  json += v0a ? "\"x\":" + Dec(b.w) + ",\"y\":" + Dec(b.h) + "}" : "\"h\":" + Dec(b.h) + ",\"w\":" + Dec(b.w) + "}";
  return json;
}

}  // namespace

std::string Dec(int v) { return std::to_string(v); }

std::string V3Head(const Board& b) {
  std::string s = std::string(1, b.surface) + B62(b.h) + B62(b.w);
  std::vector<Piece> ps = b.pieces;
  std::stable_sort(ps.begin(), ps.end(),
                   [](const Piece& a, const Piece& c) { return a.x != c.x ? a.x < c.x : a.y < c.y; });
  for (const Piece& p : ps) {
    const int c = b.ColorOf(p.letter);
    s += c >= 6 ? Low(p.letter) : p.letter;
    s += OriCol(p.o(), c % 6);
    s += B62(p.x);
    s += B62(p.y);
  }
  return s;
}

std::string TerrainPairs(const std::vector<Cell>& cells) {
  std::string s = "R";
  for (const Cell& c : SortedTerrain(cells)) s += std::string(1, B62(c.x)) + B62(c.y);
  return s;
}

std::string TerrainLines(const std::vector<Cell>& cells, bool columns, bool upstream_singles) {
  const auto sorted = SortedTerrain(cells);  // the row-major walk
  std::vector<int> inserted;
  std::map<int, std::vector<int>> along;
  for (const Cell& c : sorted) {
    const int key = columns ? c.y : c.x;
    inserted.push_back(key);
    along[key].push_back(columns ? c.x : c.y);
  }
  const auto order = JsKeyOrder(inserted);
  std::string s = columns ? "RY" : "RZ";
  for (int key : order) {
    auto v = along[key];
    if (v.size() < 2) continue;
    std::sort(v.begin(), v.end());
    s += B62(static_cast<int>(v.size()) - 1);
    s += B62(key);
    for (int a : v) s += B62(a);
  }
  // [PEN-E3]: a set of Y singles that is its own transpose is written as
  // upstream wrote it, (y, x) in key order, which reads as the same set.
  std::vector<Cell> single_cells, transposed;
  for (int key : order) {
    if (along[key].size() != 1) continue;
    const Cell c = columns ? Cell{along[key][0], key} : Cell{key, along[key][0]};
    single_cells.push_back(c);
    transposed.push_back({c.y, c.x});
  }
  const bool self_transposed = SortedTerrain(single_cells) == SortedTerrain(transposed);
  std::string singles;
  for (int key : order) {
    const auto& v = along[key];
    if (v.size() != 1) continue;
    const int x = columns ? v[0] : key, y = columns ? key : v[0];
    if (columns && (upstream_singles || self_transposed)) {
      singles += std::string(1, B62(y)) + B62(x);
    } else {
      singles += std::string(1, B62(x)) + B62(y);
    }
  }
  if (!singles.empty()) s += "0" + singles;
  return s;
}

std::string BestTerrain(const std::vector<Cell>& cells) {
  if (cells.empty()) return "";
  const std::string y = TerrainLines(cells, true), z = TerrainLines(cells, false);
  std::string best;
  if (SortedTerrain(cells)[0].x < 60) best = TerrainPairs(cells);
  if (best.empty() || y.size() < best.size()) best = y;
  if (z.size() < best.size()) best = z;
  return best;
}

std::string WriteV3(const Board& b) {
  return V3Head(b) + (b.terrain.empty() ? "" : TerrainPairs(b.terrain)) + V3Colours(b);
}
std::string WriteV31(const Board& b) { return V3Head(b) + BestTerrain(b.terrain) + V3Colours(b); }

std::string CrushToSlug(const std::string& json) {
  namespace jc = ::slugspec::pentomino::jsoncrush;
  return jc::EncodeUriComponent(jc::Crush(json));
}

std::optional<std::string> Write(const Board& b, std::string_view v) {
  const bool legacy = v != "v3" && v != "v3.1";
  const int max_side = legacy ? kMaxLegacySide : kMaxSide;
  if (b.h < 1 || b.w < 1 || b.h > max_side || b.w > max_side) return std::nullopt;
  if (legacy && b.surface != 'R') return std::nullopt;
  // v1 to v2 write an item's row with at most two digits ([PEN-L3]).
  if (legacy && v != "v0a" && v != "v0b") {
    for (const auto& p : b.pieces) {
      if (p.x > kMaxLegacyItemRow) return std::nullopt;
    }
    for (const auto& t : b.terrain) {
      if (t.x > kMaxLegacyItemRow) return std::nullopt;
    }
  }
  int max_colour = 11;
  if (v == "v0a" || v == "v0b" || v == "v1" || v == "v1.1") max_colour = 0;
  if (v == "v1.5" || v == "v2") max_colour = 5;
  for (int c : b.color) {
    if (c > max_colour) return std::nullopt;
  }
  if (v == "v0a" || v == "v0b") return CrushToSlug(V0Json(b, v == "v0a"));
  if (v == "v1") return WriteV1(b);
  if (v == "v1.1" || v == "v1.5") return WriteV15(b);
  if (v == "v2") return WriteV2(b);
  if (v == "v3") return WriteV3(b);
  if (v == "v3.1") return WriteV31(b);
  Die("no version " + std::string(v));
}

std::string MustWrite(const Board& b, std::string_view v) {
  auto s = Write(b, v);
  if (!s) Die("version " + std::string(v) + " cannot write this board");
  return *s;
}

std::string V0Entry(const std::string& p, int o, int e, int x, int y) {
  return "{\"p\":\"" + p + "\",\"o\":" + Dec(o) + ",\"e\":" + Dec(e) + ",\"x\":" + Dec(x) + ",\"y\":" + Dec(y) + "}";
}
std::string V0Doc(const std::vector<std::string>& entries, int h, int w, bool v0a) {
  std::string json = "{\"g\":[";
  for (size_t i = 0; i < entries.size(); ++i) json += (i ? "," : "") + entries[i];
  json += "],";
  return json + (v0a ? "\"x\":" + Dec(w) + ",\"y\":" + Dec(h) + "}" : "\"h\":" + Dec(h) + ",\"w\":" + Dec(w) + "}");
}

}  // namespace slugspec::corpusgen::pentomino
