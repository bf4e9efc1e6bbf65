#include "corpusgen/triplex/writer.h"

#include <algorithm>
#include <cctype>

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::triplex {
namespace {

char Lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }

// The cells of each piece (by its letter, any case), pieces by first cell.
std::vector<std::vector<uint32_t>> PieceCells(const Partition& p) {
  std::vector<std::vector<uint32_t>> pieces;
  std::string letters;
  for (uint32_t cell = 0; cell < p.cells.size(); ++cell) {
    const char letter = Lower(p.cells[cell]);
    const size_t k = letters.find(letter);
    if (k == std::string::npos) {
      letters += letter;
      pieces.push_back({cell});
    } else {
      pieces[k].push_back(cell);
    }
  }
  return pieces;
}

// Whether the cells (of one letter) are connected.
bool Connected(const Partition& p, const std::vector<uint32_t>& cells) {
  std::vector<uint32_t> reached = {cells[0]};
  for (size_t i = 0; i < reached.size(); ++i) {
    for (const uint32_t other : cells) {
      const uint32_t a = reached[i];
      const bool adjacent = (a / p.width == other / p.width && (a + 1 == other || other + 1 == a)) ||
                            a + p.width == other || other + p.width == a;
      if (adjacent && std::find(reached.begin(), reached.end(), other) == reached.end()) reached.push_back(other);
    }
  }
  return reached.size() == cells.size();
}

// The shape code of a piece's cells, or 0.
uint32_t ShapeOf(const Partition& p, const std::vector<uint32_t>& cells, uint32_t* column, uint32_t* row) {
  *column = p.width;
  *row = p.height;
  for (const uint32_t cell : cells) {
    *column = std::min(*column, cell % p.width);
    *row = std::min(*row, cell / p.width);
  }
  for (uint32_t code = 1; code <= kShapes; ++code) {
    const auto& table = ShapeCells(code);
    if (table.size() != cells.size()) continue;
    bool same = true;
    for (size_t i = 0; i < cells.size(); ++i) {
      same = same && cells[i] % p.width == *column + table[i].column && cells[i] / p.width == *row + table[i].row;
    }
    if (same) return code;
  }
  return 0;
}

// The cells of a shape placed in a grid (at most 3).
struct Placed {
  std::array<uint32_t, 3> cells{};
  size_t size = 0;
  const uint32_t* begin() const { return cells.data(); }
  const uint32_t* end() const { return cells.data() + size; }
};

// Where shape `code` goes when its first cell fills `cell`, if it fits
// in the empty cells ('.') of `grid`.
std::optional<Placed> Fit(const Partition& grid, uint32_t cell, uint32_t code) {
  const auto& table = ShapeCells(code);
  const uint32_t c = cell % grid.width, r = cell / grid.width;
  if (c < table[0].column) return std::nullopt;
  Placed placed;
  for (const ShapeCell& sc : table) {
    const uint32_t x = c - table[0].column + sc.column, y = r + sc.row;
    if (x >= grid.width || y >= grid.height || grid.cells[y * grid.width + x] != '.') return std::nullopt;
    placed.cells[placed.size++] = y * grid.width + x;
  }
  return placed;
}

Partition Empty(uint32_t w, uint32_t h) { return {w, h, std::string(w * h, '.')}; }

void Enumerate(Partition& grid, size_t pieces, std::vector<Partition>* out) {
  const size_t first = grid.cells.find('.');
  if (first == std::string::npos) {
    out->push_back(grid);
    return;
  }
  for (uint32_t code = 1; code <= kShapes; ++code) {
    const auto cells = Fit(grid, static_cast<uint32_t>(first), code);
    if (!cells) continue;
    for (const uint32_t cell : *cells) grid.cells[cell] = static_cast<char>('A' + pieces);
    Enumerate(grid, pieces + 1, out);
    for (const uint32_t cell : *cells) grid.cells[cell] = '.';
  }
}

uint32_t Solve(Partition& grid, std::array<uint32_t, kShapes>& left, uint32_t limit) {
  const size_t first = grid.cells.find('.');
  if (first == std::string::npos) return 1;
  uint32_t found = 0;
  for (uint32_t code = 1; code <= kShapes && found < limit; ++code) {
    if (left[code - 1] == 0) continue;
    const auto cells = Fit(grid, static_cast<uint32_t>(first), code);
    if (!cells) continue;
    for (const uint32_t cell : *cells) grid.cells[cell] = 'X';
    --left[code - 1];
    found += Solve(grid, left, limit - found);
    ++left[code - 1];
    for (const uint32_t cell : *cells) grid.cells[cell] = '.';
  }
  return found;
}

}  // namespace

Partition Grid(std::string_view rows) {
  Partition p;
  std::string row;
  for (size_t i = 0; i <= rows.size(); ++i) {
    if (i == rows.size() || rows[i] == '/') {
      if (p.width == 0) p.width = static_cast<uint32_t>(row.size());
      if (row.size() != p.width || row.empty()) Die("grid rows of different lengths: " + std::string(rows));
      p.cells += row;
      ++p.height;
      row.clear();
    } else {
      row += rows[i];
    }
  }
  return p;
}

std::string Rows(const Partition& p) {
  std::string out;
  for (uint32_t r = 0; r < p.height; ++r) out += (r ? "/" : "") + p.cells.substr(r * p.width, p.width);
  return out;
}

uint32_t FaceCount(uint32_t w, uint32_t h) { return 2 * w * h - w - h; }
uint32_t FaceDigits(uint32_t w, uint32_t h) { return (FaceCount(w, h) + 3) / 4; }
uint32_t HighBits(uint32_t w, uint32_t h) { return 4 * FaceDigits(w, h) - FaceCount(w, h); }

uint64_t FaceValue(const Partition& p) {
  uint64_t v = 0;
  for (uint32_t r = 0; r < p.height; ++r) {
    for (uint32_t c = 0; c < p.width; ++c) {
      const char here = Lower(p.cells[r * p.width + c]);
      if (r + 1 < p.height) v = v << 1 | (Lower(p.cells[(r + 1) * p.width + c]) == here ? 1u : 0u);
      if (c + 1 < p.width) v = v << 1 | (Lower(p.cells[r * p.width + c + 1]) == here ? 1u : 0u);
    }
  }
  return v;
}

std::string Size(uint32_t w, uint32_t h) { return std::to_string(w) + "x" + std::to_string(h); }

std::string Hex(uint64_t value, uint32_t digits) {
  std::string out(digits, '0');
  for (uint32_t i = digits; i-- > 0; value >>= 4) out[i] = "0123456789abcdef"[value & 15];
  if (value != 0) Die("a face value wider than its digits");
  return out;
}

std::optional<uint32_t> RotatableCell(const Partition& p) {
  for (uint32_t cell = 0; cell < p.cells.size(); ++cell) {
    if (IsLower(p.cells[cell])) return cell;
  }
  return std::nullopt;
}

std::vector<uint32_t> FirstCells(const Partition& p) {
  std::vector<uint32_t> firsts;
  for (const auto& cells : PieceCells(p)) firsts.push_back(cells[0]);
  return firsts;
}

std::string SolutionSlug(const Partition& p) {
  const auto rotatable = RotatableCell(p);
  return "tpx1s_" + Size(p.width, p.height) + "_" + Hex(FaceValue(p), FaceDigits(p.width, p.height)) +
         (rotatable ? "_r" + std::to_string(*rotatable) : "");
}

std::string_view SymmetryName(Symmetry s) {
  static constexpr std::string_view kNames[] = {"identity",  "mirror",         "flip",       "half-turn",
                                                "transpose", "anti-transpose", "turn-right", "turn-left"};
  return kNames[static_cast<int>(s)];
}

Partition Image(const Partition& p, Symmetry s) {
  const uint32_t w = p.width, h = p.height;
  const bool turned = static_cast<int>(s) >= 4;
  Partition out{turned ? h : w, turned ? w : h, std::string(w * h, '?')};
  for (uint32_t r = 0; r < h; ++r) {
    for (uint32_t c = 0; c < w; ++c) {
      uint32_t x = c, y = r;
      switch (s) {
        case Symmetry::kIdentity:
          break;
        case Symmetry::kMirror:
          x = w - 1 - c;
          break;
        case Symmetry::kFlip:
          y = h - 1 - r;
          break;
        case Symmetry::kHalfTurn:
          x = w - 1 - c, y = h - 1 - r;
          break;
        case Symmetry::kTranspose:
          x = r, y = c;
          break;
        case Symmetry::kAntiTranspose:
          x = h - 1 - r, y = w - 1 - c;
          break;
        case Symmetry::kTurnRight:
          x = h - 1 - r, y = c;
          break;
        case Symmetry::kTurnLeft:
          x = r, y = w - 1 - c;
          break;
      }
      out.cells[y * out.width + x] = p.cells[r * w + c];
    }
  }
  return out;
}

Partition CanonicalImage(const Partition& p) {
  std::optional<Partition> best;
  uint64_t best_value = 0;
  uint32_t best_cell = 0;
  for (const Symmetry s : kSymmetries) {
    const Partition image = Image(p, s);
    if (image.width < image.height) continue;
    const uint64_t value = FaceValue(image);
    const uint32_t cell = RotatableCell(image).value_or(0);
    if (!best || value < best_value || (value == best_value && cell < best_cell)) {
      best = image;
      best_value = value;
      best_cell = cell;
    }
  }
  return *best;
}

std::string CanonicalSlug(const Partition& p) { return SolutionSlug(CanonicalImage(p)); }

bool Legal(const Partition& p) {
  // The cuts first: they are cheap, and most random partitions fail them.
  const auto same = [&](uint32_t a, uint32_t b) { return Lower(p.cells[a]) == Lower(p.cells[b]); };
  for (uint32_t c = 0; c + 1 < p.width; ++c) {
    bool crossed = false;
    for (uint32_t r = 0; r < p.height; ++r) crossed = crossed || same(r * p.width + c, r * p.width + c + 1);
    if (!crossed) return false;
  }
  for (uint32_t r = 0; r + 1 < p.height; ++r) {
    bool crossed = false;
    for (uint32_t c = 0; c < p.width; ++c) crossed = crossed || same(r * p.width + c, (r + 1) * p.width + c);
    if (!crossed) return false;
  }
  const auto pieces = PieceCells(p);
  if (pieces.size() < 3) return false;
  for (const auto& cells : pieces) {
    if (cells.size() < 2 || cells.size() > 3 || !Connected(p, cells)) return false;
  }
  return true;
}

Decoded SolutionModel(const Partition& p) {
  Decoded d;
  d.width = p.width;
  d.height = p.height;
  for (const auto& cells : PieceCells(p)) {
    Piece piece;
    piece.shape = ShapeOf(p, cells, &piece.column, &piece.row);
    if (piece.shape == 0) Die("not a piece of the 8 shapes in " + Rows(p));
    piece.rotatable = IsLower(p.cells[cells[0]]);
    d.pieces.push_back(piece);
  }
  return d;
}

Partition FromPieces(uint32_t w, uint32_t h, const std::vector<Piece>& pieces) {
  Partition p = Empty(w, h);
  for (size_t i = 0; i < pieces.size(); ++i) {
    const Piece& piece = pieces[i];
    for (const ShapeCell& sc : ShapeCells(piece.shape)) {
      const uint32_t x = piece.column + sc.column, y = piece.row + sc.row;
      if (x >= w || y >= h || p.cells[y * w + x] != '.') Die("pieces that do not tile the rectangle");
      p.cells[y * w + x] = static_cast<char>((piece.rotatable ? 'a' : 'A') + i);
    }
  }
  if (p.cells.find('.') != std::string::npos) Die("pieces that do not cover the rectangle");
  return p;
}

Level LevelOf(const Partition& p) {
  Level l{p.width, p.height, {}, 0};
  for (const Piece& piece : SolutionModel(p).pieces) {
    if (piece.rotatable)
      l.free = ShapeClass(piece.shape);
    else
      ++l.counts[piece.shape - 1];
  }
  return l;
}

Level MakeLevel(uint32_t w, uint32_t h, std::string_view counts, char free) {
  if (counts.size() != kShapes || kFreeLetters.find(free) == std::string_view::npos) Die("a level of 8 counts");
  Level l{w, h, {}, static_cast<uint32_t>(kFreeLetters.find(free))};
  for (size_t i = 0; i < kShapes; ++i) {
    const char c = counts[i];
    l.counts[i] = static_cast<uint32_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  }
  return l;
}

std::string LevelSlug(const Level& l) {
  std::string counts;
  for (const uint32_t n : l.counts) counts += "0123456789abcdefghijklmnopqrstuvwxyz"[n];
  return "tpx1l_" + Size(l.width, l.height) + "_" + counts + "_" + kFreeLetters[l.free];
}

Level Transposed(const Level& l) {
  Level t = l;
  std::swap(t.width, t.height);
  std::swap(t.counts[0], t.counts[1]);  // DOMINO_H, DOMINO_V
  std::swap(t.counts[2], t.counts[3]);  // STRAIGHT_H, STRAIGHT_V
  std::swap(t.counts[5], t.counts[6]);  // CORNER_NE, CORNER_SW
  return t;
}

std::string CanonicalLevelSlug(const Level& l) { return LevelSlug(l.width < l.height ? Transposed(l) : l); }

Decoded LevelModel(const Level& l) {
  Decoded d;
  d.width = l.width;
  d.height = l.height;
  d.level = true;
  d.counts = l.counts;
  d.free = l.free;
  return d;
}

std::string CanonicalSlugOf(const Decoded& d) {
  if (d.level) return CanonicalLevelSlug({d.width, d.height, d.counts, d.free});
  return CanonicalSlug(FromPieces(d.width, d.height, d.pieces));
}

Partition RandomPartition(SplitMix64* rng, uint32_t w, uint32_t h) {
  for (;;) {
    Partition grid = Empty(w, h);
    size_t pieces = 0;
    for (size_t first = grid.cells.find('.'); first != std::string::npos; first = grid.cells.find('.')) {
      std::array<Placed, kShapes> fits;
      size_t count = 0;
      for (uint32_t code = 1; code <= kShapes; ++code) {
        if (auto cells = Fit(grid, static_cast<uint32_t>(first), code)) fits[count++] = *cells;
      }
      if (count == 0) break;  // a dead end: start over
      const Placed& chosen = fits[rng->Below(count)];
      for (const uint32_t cell : chosen) grid.cells[cell] = static_cast<char>('A' + pieces);
      ++pieces;
    }
    if (grid.cells.find('.') == std::string::npos) return grid;
  }
}

std::optional<Partition> RandomLegalPartition(SplitMix64* rng, uint32_t w, uint32_t h, int tries) {
  for (int i = 0; i < tries; ++i) {
    Partition p = RandomPartition(rng, w, h);
    if (Legal(p)) return p;
  }
  return std::nullopt;
}

Partition WithRotatable(const Partition& p, std::optional<size_t> index) {
  Partition out = p;
  const auto pieces = PieceCells(p);
  for (size_t i = 0; i < pieces.size(); ++i) {
    for (const uint32_t cell : pieces[i]) {
      const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(p.cells[cell])));
      out.cells[cell] = index && *index == i ? Lower(upper) : upper;
    }
  }
  return out;
}

std::vector<Partition> AllPartitions(uint32_t w, uint32_t h) {
  std::vector<Partition> out;
  Partition grid = Empty(w, h);
  Enumerate(grid, 0, &out);
  return out;
}

uint32_t CountSolutions(const Partition& p, uint32_t limit) {
  std::array<uint32_t, kShapes> left{};
  for (const Piece& piece : SolutionModel(p).pieces) ++left[piece.shape - 1];
  Partition grid = Empty(p.width, p.height);
  return Solve(grid, left, limit);
}

}  // namespace slugspec::corpusgen::triplex
