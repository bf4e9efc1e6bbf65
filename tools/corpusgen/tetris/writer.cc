#include "corpusgen/tetris/writer.h"

#include <algorithm>
#include <utility>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/tetris/shapes.h"

namespace slugspec::corpusgen::tetris {

Grid Draw(std::string_view rows) {
  Grid g;
  size_t start = 0;
  for (;;) {
    const size_t slash = rows.find('/', start);
    g.rows.emplace_back(rows.substr(start, slash == std::string_view::npos ? slash : slash - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  for (std::string& row : g.rows) {
    for (char& ch : row) ch = ch == '.' ? '.' : '#';
    if (row.size() != g.rows[0].size()) Die("rows of different lengths: " + std::string(rows));
  }
  g.width = static_cast<uint32_t>(g.rows[0].size());
  g.height = static_cast<uint32_t>(g.rows.size());
  return g;
}

Grid EmptyGrid(uint32_t width, uint32_t height) {
  return {width, height, std::vector<std::string>(height, std::string(width, '.'))};
}

std::string Rows(const Grid& g) {
  std::string out;
  for (const std::string& row : g.rows) out += (out.empty() ? "" : "/") + row;
  return out;
}

std::string Size(uint32_t width, uint32_t height) { return std::to_string(width) + "x" + std::to_string(height); }
std::string OccupancyHeader(uint32_t width, uint32_t height) { return "tet1o_" + Size(width, height) + "_"; }
std::string PlacementsHeader(uint32_t width, uint32_t height) { return "tet1h_" + Size(width, height) + "_"; }

uint32_t BitLength(uint32_t v) {
  uint32_t n = 0;
  for (; v != 0; v >>= 1) ++n;
  return n;
}

uint32_t PlacementBits(uint32_t width, uint32_t height) { return 5 + BitLength(width - 1) + BitLength(height - 1); }

std::string Field(uint32_t value, uint32_t width) {
  std::string bits;
  for (uint32_t k = width; k-- > 0;) bits += (value >> k) & 1u ? '1' : '0';
  if (width < 32 && (value >> width) != 0)
    Die(std::to_string(value) + " does not fit " + std::to_string(width) + " bits");
  return bits;
}

char Sextet(uint32_t value) {
  static constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  if (value >= 64) Die("no sextet " + std::to_string(value));
  return kAlphabet[value];
}

std::string Base64Url(std::string_view bits) {
  std::string out;
  for (size_t k = 0; k < bits.size(); k += 6) {
    std::string six(bits.substr(k, 6));
    six.resize(6, '0');  // pad bits
    uint32_t v = 0;
    for (const char b : six) v = v * 2 + (b == '1' ? 1u : 0u);
    out += Sextet(v);
  }
  return out;
}

std::string PieceSlug(uint32_t code) { return "tet1p_" + MaskHex(MaskOf(code)); }

std::string OccupancyBits(const Grid& g) {
  std::string bits;
  for (const std::string& row : g.rows) {
    for (const char ch : row) bits += ch == '.' ? '0' : '1';
  }
  return bits;
}

std::string OccupancySlug(const Grid& g) { return OccupancyHeader(g.width, g.height) + Base64Url(OccupancyBits(g)); }

std::string PlacementField(uint32_t width, uint32_t height, const Placement& p) {
  return Field(p.orientation, 5) + Field(p.column, BitLength(width - 1)) + Field(p.row, BitLength(height - 1));
}

std::string PlacementsBits(uint32_t width, uint32_t height, const std::vector<Placement>& placed) {
  std::string bits;
  for (const Placement& p : placed) bits += PlacementField(width, height, p);
  return bits;
}

std::string PlacementsSlug(uint32_t width, uint32_t height, const std::vector<Placement>& placed) {
  return PlacementsHeader(width, height) + Base64Url(PlacementsBits(width, height, placed));
}

std::vector<Placement> Sorted(std::vector<Placement> placed) {
  std::stable_sort(placed.begin(), placed.end(), [](const Placement& a, const Placement& b) {
    return a.row != b.row ? a.row > b.row : a.column < b.column;
  });
  return placed;
}

std::optional<size_t> FirstOutOfOrder(const std::vector<Placement>& placed) {
  for (size_t i = 1; i < placed.size(); ++i) {
    const Placement &a = placed[i - 1], &b = placed[i];
    if (!(b.row < a.row || (b.row == a.row && b.column > a.column))) return i;
  }
  return std::nullopt;
}

std::optional<Grid> Cover(uint32_t width, uint32_t height, const std::vector<Placement>& placed) {
  Grid g = EmptyGrid(width, height);
  for (const Placement& p : placed) {
    if (p.orientation < 1 || p.orientation > kOrientations) return std::nullopt;
    for (const Spot& s : PlacedSpots(p.orientation, p.column, p.row)) {
      if (s.column < 0 || s.row < 0 || s.column >= static_cast<int>(width) || s.row >= static_cast<int>(height)) {
        return std::nullopt;
      }
      char& cell = g.rows[s.row][s.column];
      if (cell != '.') return std::nullopt;
      cell = '#';
    }
  }
  return g;
}

namespace {

// The filled cells of a grid, row-major from the top left.
std::vector<Cell> FilledCells(const Grid& g) {
  std::vector<Cell> cells;
  for (uint32_t r = 0; r < g.height; ++r) {
    for (uint32_t c = 0; c < g.width; ++c) {
      if (g.Filled(c, r)) cells.push_back({c, r});
    }
  }
  return cells;
}

}  // namespace

Decoded PieceModel(uint32_t code) {
  Decoded d;
  d.kind = Kind::kPiece;
  d.piece = code;
  return d;
}

Decoded OccupancyModel(const Grid& g) {
  Decoded d;
  d.kind = Kind::kOccupancy;
  d.width = g.width;
  d.height = g.height;
  d.filled = FilledCells(g);
  return d;
}

Decoded PlacementsModel(uint32_t width, uint32_t height, const std::vector<Placement>& placed) {
  const std::optional<Grid> g = Cover(width, height, placed);
  if (!g) Die("placements that do not fit a " + Size(width, height) + " board");
  Decoded d = OccupancyModel(*g);
  d.kind = Kind::kPlacements;
  d.placed = placed;
  return d;
}

std::string CanonicalSlugOf(const Decoded& d) {
  switch (d.kind) {
    case Kind::kPiece:
      return PieceSlug(d.piece);
    case Kind::kOccupancy: {
      Grid g = EmptyGrid(d.width, d.height);
      for (const Cell& c : d.filled) g.rows[c.row][c.column] = '#';
      return OccupancySlug(g);
    }
    case Kind::kPlacements:
      break;
  }
  return PlacementsSlug(d.width, d.height, Sorted(d.placed));
}

}  // namespace slugspec::corpusgen::tetris
