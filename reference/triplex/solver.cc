// The solver (spec/triplex.md §8): the tilings of a level's rectangle by its
// pieces, filling the first empty cell row-major with each remaining shape
// that fits there, and `slug validate`'s warnings built on it.
#include <algorithm>
#include <string>

#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

// A search (all the orientations of the rotatable piece together) places at
// most this many pieces: every level of the article's sizes up to 8 x 4 and
// 11 x 3 is solved in under 2 ms, while a random multiset that tiles nothing
// can take minutes to refute; past the bound the answer is "undecided", in
// a fraction of a second, never an unbounded search (spec/triplex.md §8).
constexpr uint64_t kMaxPlacements = 5'000'000;

// A shape's cells relative to its first cell, for placing it there.
struct Placement {
  int size = 0;
  std::array<Offset, 3> cells{};
};

std::array<Placement, kShapeCount> Placements() {
  std::array<Placement, kShapeCount> out{};
  for (int code = 1; code <= kShapeCount; ++code) {
    const std::vector<Offset> cells = ShapeCells(code);
    Placement& p = out[static_cast<size_t>(code - 1)];
    p.size = static_cast<int>(cells.size());
    for (size_t i = 0; i < cells.size(); ++i) {
      p.cells[i] = {cells[i].column - cells[0].column, cells[i].row - cells[0].row};
    }
  }
  return out;
}

class Tiler {
 public:
  // `budget`: the placements left to the whole search, shared by its tilers.
  Tiler(int width, int height, const std::array<int, kShapeCount>& counts, size_t limit, uint64_t* budget)
      : width_(width), height_(height), counts_(counts), limit_(limit), placements_(Placements()), budget_(budget) {
    grid_.width = width;
    grid_.height = height;
    grid_.piece.fill(static_cast<int8_t>(kNoPiece));
  }

  // Every tiling, up to the limit; false if the search was cut short by
  // the placement bound.
  bool Run(std::vector<Grid>* tilings) {
    out_ = tilings;
    Fill(0, 0);
    return !exhausted_;
  }

 private:
  void Fill(int from, int next_piece) {
    int cell = from;
    while (cell < width_ * height_ && grid_.piece[static_cast<size_t>(cell)] != kNoPiece) ++cell;
    if (cell == width_ * height_) {
      out_->push_back(grid_);
      return;
    }
    const int c = cell % width_, r = cell / width_;
    for (int code = 1; code <= kShapeCount; ++code) {
      if (out_->size() >= limit_ || exhausted_) return;
      int& left = counts_[static_cast<size_t>(code - 1)];
      if (left == 0) continue;
      const Placement& p = placements_[static_cast<size_t>(code - 1)];
      bool fits = true;
      for (int i = 0; i < p.size && fits; ++i) {
        const int x = c + p.cells[static_cast<size_t>(i)].column, y = r + p.cells[static_cast<size_t>(i)].row;
        fits = x >= 0 && x < width_ && y < height_ && grid_.piece[static_cast<size_t>(width_ * y + x)] == kNoPiece;
      }
      if (!fits) continue;
      if (*budget_ == 0) {
        exhausted_ = true;
        return;
      }
      --*budget_;
      for (int i = 0; i < p.size; ++i) {
        const Offset& o = p.cells[static_cast<size_t>(i)];
        grid_.piece[static_cast<size_t>(width_ * (r + o.row) + c + o.column)] = static_cast<int8_t>(next_piece);
      }
      --left;
      Fill(cell + 1, next_piece + 1);
      ++left;
      for (int i = 0; i < p.size; ++i) {
        const Offset& o = p.cells[static_cast<size_t>(i)];
        grid_.piece[static_cast<size_t>(width_ * (r + o.row) + c + o.column)] = static_cast<int8_t>(kNoPiece);
      }
    }
  }

  int width_, height_;
  std::array<int, kShapeCount> counts_;
  size_t limit_;
  std::array<Placement, kShapeCount> placements_;
  Grid grid_;
  std::vector<Grid>* out_ = nullptr;
  uint64_t* budget_;
  bool exhausted_ = false;
};

// The first cell of the piece of shape `shape` in `grid` whose mark gives
// the smallest canonical (face value, rotatable cell): the one mark a
// level's solution carries when several pieces share the rotatable shape.
int ChosenMark(const Grid& grid, int shape) {
  int best = kNoPiece;
  uint64_t best_value = 0;
  int best_cell = 0;
  for (const PlacedShape& s : Pieces(grid)) {
    if (s.shape != shape) continue;
    int cell = s.first_cell;
    const uint64_t value = FaceValue(CanonicalImage(grid, &cell));
    if (best == kNoPiece || value < best_value || (value == best_value && cell < best_cell)) {
      best = s.first_cell;
      best_value = value;
      best_cell = cell;
    }
  }
  return best;
}

struct Search {
  std::vector<Puzzle> solutions;
  bool complete = true;
};

// The tilings of a W x H rectangle by `counts`, searched as the canonical
// slug writes the rectangle: transposed first when W < H (§8), so that both
// spellings of one game spend the bound alike and answer alike near it.
// The tilings come back in the W x H orientation.
bool TileAsCanonical(int width, int height, std::array<int, kShapeCount> counts, size_t limit, uint64_t* budget,
                     std::vector<Grid>* tilings) {
  const bool transposed = width < height;
  if (transposed) {
    std::array<int, kShapeCount> turned{};
    for (int code = 1; code <= kShapeCount; ++code) {
      turned[static_cast<size_t>(TransposedShape(code) - 1)] = counts[static_cast<size_t>(code - 1)];
    }
    counts = turned;
    std::swap(width, height);
  }
  const bool complete = Tiler(width, height, counts, limit, budget).Run(tilings);
  if (transposed) {
    for (Grid& g : *tilings) g = Image(g, Symmetry::kTranspose);
  }
  return complete;
}

// The solutions of `level` (a level puzzle the encoder accepts), up to `limit`.
Search SolveLevel(const Puzzle& level, size_t limit, uint64_t* budget) {
  Search search;
  std::array<int, kShapeCount> counts{};
  CountShapes(level.level(), &counts);
  const int rotatable = level.level().rotatable();
  std::vector<int> turns = rotatable == 0 ? std::vector<int>{0} : ShapesOfClass(rotatable);
  // Tried by ascending shape code as the canonical slug's rectangle shows
  // them (§8): a transposed rectangle sees each turn as its transposed shape.
  if (level.width() < level.height()) {
    std::sort(turns.begin(), turns.end(), [](int a, int b) { return TransposedShape(a) < TransposedShape(b); });
  }
  for (const int shape : turns) {
    if (search.solutions.size() >= limit) break;
    std::array<int, kShapeCount> with = counts;
    if (shape != 0) ++with[static_cast<size_t>(shape - 1)];
    std::vector<Grid> tilings;
    search.complete = TileAsCanonical(static_cast<int>(level.width()), static_cast<int>(level.height()), with,
                                      limit - search.solutions.size(), budget, &tilings) &&
                      search.complete;
    for (const Grid& g : tilings) {
      Puzzle p;
      p.set_format(std::string(kFormatName));
      p.set_version(std::string(kVersions.Name(kCurrentVersion)));
      p.set_width(level.width());
      p.set_height(level.height());
      SetSolution(g, shape == 0 ? kNoPiece : ChosenMark(g, shape), &p);
      search.solutions.push_back(std::move(p));
    }
  }
  return search;
}

std::string Rectangle(const Puzzle& p) { return std::to_string(p.width()) + " x " + std::to_string(p.height()); }

}  // namespace

Status SolveBounded(const Puzzle& puzzle, size_t limit, std::vector<Puzzle>* solutions) {
  SLUGSPEC_RETURN_IF_ERROR(CheckModel(puzzle));
  uint64_t budget = kMaxPlacements;
  Search search = SolveLevel(LevelOf(puzzle), limit, &budget);
  *solutions = std::move(search.solutions);
  if (!search.complete && solutions->size() < limit) {
    return Status(LIMIT_EXCEEDED, 0,
                  "the solver stopped after " + std::to_string(kMaxPlacements) + " placements: undecided");
  }
  return OkStatus();
}

std::vector<Puzzle> Solve(const Puzzle& puzzle, size_t limit) {
  std::vector<Puzzle> solutions;
  (void)SolveBounded(puzzle, limit, &solutions);
  return solutions;
}

std::vector<std::string> Warnings(const Puzzle& puzzle) {
  if (!CheckModel(puzzle).ok()) return {};
  std::vector<std::string> warnings;
  const Puzzle level = LevelOf(puzzle);
  uint64_t budget = kMaxPlacements;
  const Search search = SolveLevel(level, 2, &budget);
  if (!search.complete) {
    warnings.push_back("the solver stopped after " + std::to_string(kMaxPlacements) +
                       " placements: whether the level has one solution is undecided");
  } else if (search.solutions.empty()) {
    warnings.push_back("no arrangement of the level's pieces tiles the " + Rectangle(level) + " rectangle");
  } else if (search.solutions.size() > 1) {
    warnings.push_back("the level has more than one solution (a level of the game has exactly one)");
  }
  if (!puzzle.has_solution() || !search.complete || search.solutions.size() < 2) return warnings;
  // Which of the solutions is `puzzle`'s, and whether the others come only
  // from turning the rotatable piece (§8: it must add no solution).
  std::array<int, kShapeCount> counts{};
  CountShapes(LevelOf(puzzle).level(), &counts);
  for (const Piece& piece : puzzle.solution().pieces()) {
    if (piece.rotatable()) ++counts[static_cast<size_t>(piece.shape() - 1)];
  }
  std::vector<Grid> unturned;
  const bool decided = TileAsCanonical(static_cast<int>(puzzle.width()), static_cast<int>(puzzle.height()), counts, 2,
                                       &budget, &unturned);
  if (decided && unturned.size() == 1) warnings.push_back("turning the rotatable piece gives another solution");
  return warnings;
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
