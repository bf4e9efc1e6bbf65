// The model checks of an encoder and the canonical writer
// (spec/triplex.md §5.5), and the conversions between the model and the
// partition that the decoder shares.
#include <algorithm>
#include <string>

#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

constexpr int kMaxCount = 35;  // one base-36 digit

std::string Hex(uint64_t value, int digits) {
  constexpr std::string_view kHex = "0123456789abcdef";
  std::string out(static_cast<size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4) out[static_cast<size_t>(i)] = kHex[value & 15];
  return out;
}

std::string Size(int width, int height) { return std::to_string(width) + "x" + std::to_string(height); }

Status CheckLevel(const Puzzle& p, std::array<int, kShapeCount>* counts) {
  const Level& level = p.level();
  for (int i = 0; i < level.fixed_size(); ++i) {
    if (level.fixed(i) < 1 || level.fixed(i) > kShapeCount) {
      return Status(
          VALUE_OUT_OF_RANGE, static_cast<uint32_t>(i),
          "fixed piece " + std::to_string(i) + " has shape " + std::to_string(level.fixed(i)) + ": shapes are 1 to 8");
    }
  }
  CountShapes(level, counts);
  for (int code = 1; code <= kShapeCount; ++code) {
    if ((*counts)[static_cast<size_t>(code - 1)] > kMaxCount) {
      return Status(VALUE_OUT_OF_RANGE, 0,
                    std::to_string((*counts)[static_cast<size_t>(code - 1)]) + " pieces of shape " +
                        std::to_string(code) + ": a level slug counts at most 35 of one shape");
    }
  }
  const int rotatable = level.rotatable();
  if (rotatable < 0 || rotatable > 3) {
    return Status(VALUE_OUT_OF_RANGE, 0, "rotatable class " + std::to_string(rotatable) + ": classes are 0 to 3");
  }
  int area = rotatable == 0 ? 0 : rotatable == 1 ? 2 : 3;
  int pieces = rotatable == 0 ? 0 : 1;
  for (int code = 1; code <= kShapeCount; ++code) {
    area += (*counts)[static_cast<size_t>(code - 1)] * (ClassOfShape(code) == 1 ? 2 : 3);
    pieces += (*counts)[static_cast<size_t>(code - 1)];
  }
  const int cells = static_cast<int>(p.width() * p.height());
  if (area != cells) {  // TPX-L3
    return Status(ILLEGAL_POSITION, 0,
                  "the pieces cover " + std::to_string(area) + " cells; the rectangle has " + std::to_string(cells));
  }
  if (pieces < 3)
    return Status(ILLEGAL_POSITION, 0, std::to_string(pieces) + " pieces: a level has at least 3");  // TPX-L4
  return OkStatus();
}

Status CheckHead(const Puzzle& p) {
  if (!p.format().empty() && p.format() != kFormatName) {
    return Status(BAD_MODEL, 0, "the model is of format \"" + p.format() + "\", not triplex");
  }
  if (p.state_case() == Puzzle::STATE_NOT_SET) return Status(BAD_MODEL, 0, "the model has no solution and no level");
  if (!SizeInRange(p.width(), p.height())) {
    return Status(VALUE_OUT_OF_RANGE, 0,
                  std::to_string(p.width()) + " x " + std::to_string(p.height()) +
                      ": the rectangle is at least 2 x 2 and at most 36 cells");
  }
  return OkStatus();
}

}  // namespace

bool CountShapes(const Level& level, std::array<int, kShapeCount>* counts) {
  counts->fill(0);
  bool all = true;
  for (const int shape : level.fixed()) {
    if (shape < 1 || shape > kShapeCount) {
      all = false;
      continue;
    }
    ++(*counts)[static_cast<size_t>(shape - 1)];
  }
  return all;
}

std::string PartitionFault(const Grid& grid) {
  const size_t pieces = Pieces(grid).size();
  if (pieces < 3) return std::to_string(pieces) + (pieces == 1 ? " piece" : " pieces") + ": a solution has at least 3";
  const std::vector<std::string> cuts = StraightCuts(grid);
  if (!cuts.empty()) return "a straight cut through the whole rectangle, " + cuts[0];
  return {};
}

Status GridOfSolution(const Puzzle& p, Grid* grid, int* rotatable_cell) {
  Grid g;
  g.width = static_cast<int>(p.width());
  g.height = static_cast<int>(p.height());
  g.piece.fill(static_cast<int8_t>(kNoPiece));
  *rotatable_cell = kNoPiece;
  int rotatable_piece = kNoPiece;
  const auto& pieces = p.solution().pieces();
  for (int i = 0; i < pieces.size(); ++i) {
    const Piece& piece = pieces[i];
    const auto at = static_cast<uint32_t>(i);
    const std::string name = "piece " + std::to_string(i);
    if (piece.shape() < 1 || piece.shape() > kShapeCount) {
      return Status(VALUE_OUT_OF_RANGE, at,
                    name + " has shape " + std::to_string(piece.shape()) + ": shapes are 1 to 8");
    }
    const std::vector<Offset> cells = ShapeCells(piece.shape());
    for (const Offset& o : cells) {
      const uint64_t c = uint64_t{piece.column()} + static_cast<uint64_t>(o.column);
      const uint64_t r = uint64_t{piece.row()} + static_cast<uint64_t>(o.row);
      if (c >= p.width() || r >= p.height()) {
        return Status(VALUE_OUT_OF_RANGE, at,
                      name + " covers column " + std::to_string(c) + ", row " + std::to_string(r) + ", off the " +
                          std::to_string(p.width()) + " x " + std::to_string(p.height()) + " rectangle");
      }
    }
    for (const Offset& o : cells) {
      const size_t cell = static_cast<size_t>(g.width) * (piece.row() + static_cast<uint32_t>(o.row)) + piece.column() +
                          static_cast<uint32_t>(o.column);
      if (g.piece[cell] != kNoPiece) {
        return Status(DUPLICATE, at,
                      name + " covers cell " + std::to_string(cell) + ", which piece " + std::to_string(g.piece[cell]) +
                          " covers");
      }
      g.piece[cell] = static_cast<int8_t>(i);  // i < 18: each piece before it covered 2 new cells
    }
    if (piece.rotatable()) {
      if (rotatable_piece != kNoPiece) {
        return Status(
            DUPLICATE, at,
            name + " is rotatable, and so is piece " + std::to_string(rotatable_piece) + ": at most one piece is");
      }
      rotatable_piece = i;
      *rotatable_cell =
          g.width * static_cast<int>(piece.row()) + static_cast<int>(piece.column()) + FirstCellColumn(piece.shape());
    }
  }
  for (int cell = 0; cell < g.cells(); ++cell) {
    if (g.piece[static_cast<size_t>(cell)] == kNoPiece) {
      return Status(ILLEGAL_POSITION, 0, "no piece covers cell " + std::to_string(cell));
    }
  }
  g = Relabelled(g);
  const std::string fault = PartitionFault(g);  // TPX-S4, TPX-S5
  if (!fault.empty()) return Status(ILLEGAL_POSITION, 0, fault);
  *grid = g;
  return OkStatus();
}

void SetSolution(const Grid& grid, int rotatable_cell, Puzzle* p) {
  Solution* solution = p->mutable_solution();
  solution->Clear();
  for (const PlacedShape& s : Pieces(grid)) {
    Piece* piece = solution->add_pieces();
    piece->set_shape(static_cast<Shape>(s.shape));
    piece->set_column(static_cast<uint32_t>(s.column));
    piece->set_row(static_cast<uint32_t>(s.row));
    piece->set_rotatable(s.first_cell == rotatable_cell);
  }
}

std::string SolutionSlug(const Grid& grid, int rotatable_cell, const Quirks& quirks) {
  std::string slug = "tpx1s_" + Size(grid.width, grid.height) + "_" +
                     Hex(FaceValue(grid, quirks), FaceDigits(grid.width, grid.height));
  if (rotatable_cell != kNoPiece) slug += "_r" + std::to_string(rotatable_cell);
  return slug;
}

std::string LevelSlug(int width, int height, const std::array<int, kShapeCount>& counts, int rotatable_class) {
  constexpr std::string_view kDigits = "0123456789abcdefghijklmnopqrstuvwxyz";
  constexpr std::string_view kClasses = "ndsc";
  std::string slug = "tpx1l_" + Size(width, height) + "_";
  for (const int n : counts) slug += kDigits[static_cast<size_t>(n) % kDigits.size()];
  slug += '_';
  slug += kClasses[static_cast<size_t>(rotatable_class) % kClasses.size()];
  return slug;
}

Status CheckModel(const Puzzle& p) {  // [TPX-E1]
  SLUGSPEC_RETURN_IF_ERROR(CheckHead(p));
  if (p.has_solution()) {
    Grid grid;
    int rotatable_cell = kNoPiece;
    return GridOfSolution(p, &grid, &rotatable_cell);
  }
  std::array<int, kShapeCount> counts{};
  return CheckLevel(p, &counts);
}

Status Encode(const Puzzle& p, std::string* slug) { return EncodeWith(p, {}, slug); }

Status EncodeWith(const Puzzle& p, const Quirks& quirks, std::string* slug) {  // [TPX-E2]
  SLUGSPEC_RETURN_IF_ERROR(CheckHead(p));
  if (p.has_solution()) {
    Grid grid;
    int rotatable_cell = kNoPiece;
    SLUGSPEC_RETURN_IF_ERROR(GridOfSolution(p, &grid, &rotatable_cell));
    const Grid canonical = CanonicalImage(grid, &rotatable_cell, quirks);
    *slug = SolutionSlug(canonical, rotatable_cell, quirks);
    return OkStatus();
  }
  std::array<int, kShapeCount> counts{};
  SLUGSPEC_RETURN_IF_ERROR(CheckLevel(p, &counts));
  int width = static_cast<int>(p.width()), height = static_cast<int>(p.height());
  if (width < height) {
    std::array<int, kShapeCount> turned{};
    for (int code = 1; code <= kShapeCount; ++code) {
      turned[static_cast<size_t>(TransposedShape(code) - 1)] = counts[static_cast<size_t>(code - 1)];
    }
    counts = turned;
    std::swap(width, height);
  }
  *slug = LevelSlug(width, height, counts, p.level().rotatable());
  return OkStatus();
}

Puzzle LevelOf(const Puzzle& p) {
  if (!p.has_solution()) return p;
  Puzzle level;
  level.set_format(p.format());
  level.set_version(p.version());
  level.set_width(p.width());
  level.set_height(p.height());
  Level* l = level.mutable_level();
  for (const Piece& piece : p.solution().pieces()) {
    if (piece.rotatable()) {
      l->set_rotatable(static_cast<PieceClass>(ClassOfShape(piece.shape())));
    } else {
      l->add_fixed(piece.shape());
    }
  }
  std::sort(l->mutable_fixed()->begin(), l->mutable_fixed()->end());
  return level;
}

char PieceLetter(int piece, bool rotatable) {
  constexpr std::string_view kLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const char c = kLetters[static_cast<size_t>(piece) % kLetters.size()];
  return rotatable && c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
