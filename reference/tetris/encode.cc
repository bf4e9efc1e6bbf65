// Encoding (spec/tetris.md §6): the model checks of [TET-E1] and the
// canonical slug of [TET-E2].
#include <algorithm>
#include <string>

#include "tetris/codec.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {
namespace {

bool SideInRange(uint32_t side) {
  return side >= static_cast<uint32_t>(kMinSide) && side <= static_cast<uint32_t>(kMaxSide);
}

std::string Size(const Board& b) { return std::to_string(b.width()) + " x " + std::to_string(b.height()); }

Status OutOfRange(int index, std::string what) {
  return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(index), std::move(what));
}

// Bits appended most significant first, written as base64url characters;
// the last character's pad bits are 0.
class Base64UrlSink {
 public:
  void Write(uint32_t value, int width) {
    for (int i = width - 1; i >= 0; --i) {
      sextet_ = sextet_ << 1 | ((value >> i) & 1u);
      if (++bits_ == 6) Flush();
    }
  }
  std::string Finish() {
    if (bits_ > 0) {
      sextet_ <<= (6 - bits_);
      Flush();
    }
    return std::move(out_);
  }

 private:
  void Flush() {
    out_.push_back(Base64UrlChar(static_cast<int>(sextet_)));
    sextet_ = 0;
    bits_ = 0;
  }
  std::string out_;
  uint32_t sextet_ = 0;
  int bits_ = 0;
};

// [TET-E1] for the placements, in list order: their cells into `grid`.
Status CheckPlacements(const Board& b, const Quirks& quirks, Grid* grid) {
  std::vector<std::pair<int, int>> cells;
  for (int i = 0; i < b.placements().placed_size(); ++i) {
    const Placement& p = b.placements().placed(i);
    const std::optional<OrientationInfo> o = OrientationOfCode(p.orientation());
    if (!o)
      return OutOfRange(i, "placement " + std::to_string(i) + ": orientation " + std::to_string(p.orientation()) +
                               " is none of 1 to 19");
    if (p.column() >= b.width() || p.row() >= b.height()) {
      return OutOfRange(i, "placement " + std::to_string(i) + ": the anchor (" + std::to_string(p.column()) + ", " +
                               std::to_string(p.row()) + ") is off the " + Size(b) + " board");
    }
    if (!PlacedCells(*o, p.column(), p.row(), *grid, quirks, &cells)) {
      return Status(ILLEGAL_POSITION, static_cast<uint32_t>(i),
                    "placement " + std::to_string(i) + " has a cell off the " + Size(b) + " board");
    }
    for (const auto& [c, r] : cells) {
      if (grid->at(c, r) != 0) {
        return Status(DUPLICATE, static_cast<uint32_t>(i),
                      "placement " + std::to_string(i) + " covers cell (" + std::to_string(c) + ", " +
                          std::to_string(r) + ") of an earlier placement");
      }
    }
    for (const auto& [c, r] : cells) grid->at(c, r) = 1;
  }
  return OkStatus();
}

// [TET-E1] for `filled`: with placements, it must be their cells (or empty).
Status CheckFilled(const Board& b, bool with_placements, Grid* grid) {
  Grid listed(grid->width, grid->height);
  for (int j = 0; j < b.filled_size(); ++j) {
    const Cell& cell = b.filled(j);
    if (cell.column() >= b.width() || cell.row() >= b.height()) {
      return OutOfRange(j, "filled cell " + std::to_string(j) + " (" + std::to_string(cell.column()) + ", " +
                               std::to_string(cell.row()) + ") is off the " + Size(b) + " board");
    }
    const int c = static_cast<int>(cell.column()), r = static_cast<int>(cell.row());
    if (listed.at(c, r) != 0) {
      return Status(DUPLICATE, static_cast<uint32_t>(j),
                    "filled cell " + std::to_string(j) + " (" + std::to_string(c) + ", " + std::to_string(r) +
                        ") is listed twice");
    }
    listed.at(c, r) = 1;
    if (with_placements && grid->at(c, r) == 0) {
      return Status(ILLEGAL_POSITION, static_cast<uint32_t>(j),
                    "filled cell " + std::to_string(j) + " (" + std::to_string(c) + ", " + std::to_string(r) +
                        ") is in no placement");
    }
  }
  if (!with_placements) {
    *grid = std::move(listed);
    return OkStatus();
  }
  if (b.filled_size() > 0 && listed.cells != grid->cells) {
    return Status(ILLEGAL_POSITION, 0, "a cell of a placement is missing from the filled cells");
  }
  return OkStatus();
}

std::string PieceSlug(int code) {
  static constexpr char kHex[] = "0123456789abcdef";
  const uint16_t mask = OrientationOfCode(code)->mask;
  std::string slug = "tet1p_";
  for (int shift = 12; shift >= 0; shift -= 4) slug.push_back(kHex[(mask >> shift) & 15]);
  return slug;
}

std::string BoardHeader(const Board& b, char kind) {
  return std::string("tet1") + kind + "_" + std::to_string(b.width()) + "x" + std::to_string(b.height()) + "_";
}

std::string OccupancySlug(const Board& b, const Grid& grid, const Quirks& quirks) {
  Base64UrlSink sink;
  for (int row = 0; row < grid.height; ++row) {
    const int r = quirks.rows_from_bottom ? grid.height - 1 - row : row;
    for (int c = 0; c < grid.width; ++c) sink.Write(grid.at(c, r), 1);
  }
  return BoardHeader(b, 'o') + sink.Finish();
}

std::string PlacementsSlug(const Board& b, const Quirks& quirks) {
  const int width = static_cast<int>(b.width()), height = static_cast<int>(b.height());
  std::vector<const Placement*> order;
  for (const Placement& p : b.placements().placed()) order.push_back(&p);
  std::sort(order.begin(), order.end(), [&](const Placement* x, const Placement* y) {
    return TimerKey(height, width, x->column(), x->row()) < TimerKey(height, width, y->column(), y->row());
  });
  const int column_bits = BitLength(static_cast<uint32_t>(width - 1));
  const int row_bits = BitLength(static_cast<uint32_t>(height - 1));
  Base64UrlSink sink;
  for (const Placement* p : order) {
    sink.Write(static_cast<uint32_t>(p->orientation()), 5);
    sink.Write(p->column(), column_bits);
    sink.Write(quirks.rows_from_bottom ? b.height() - 1 - p->row() : p->row(), row_bits);
  }
  return BoardHeader(b, 'h') + sink.Finish();
}

}  // namespace

Status CheckModelWith(const Puzzle& p, const Quirks& quirks, Grid* grid) {  // [TET-E1]
  if (!p.format().empty() && p.format() != kFormatName) {
    return Status(BAD_MODEL, 0, "the model is of format \"" + p.format() + "\", not tetris");
  }
  if (p.state_case() == Puzzle::STATE_NOT_SET) return Status(BAD_MODEL, 0, "the model has no piece and no board");
  if (p.has_piece()) {
    if (!OrientationOfCode(p.piece()))
      return OutOfRange(0, "orientation " + std::to_string(p.piece()) + " is none of 1 to 19");
    return OkStatus();
  }
  const Board& b = p.board();
  if (!SideInRange(b.width()) || !SideInRange(b.height())) {
    return OutOfRange(
        0, "a " + Size(b) + " board: each side is " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide));
  }
  *grid = Grid(static_cast<int>(b.width()), static_cast<int>(b.height()));
  if (b.has_placements()) SLUGSPEC_RETURN_IF_ERROR(CheckPlacements(b, quirks, grid));
  return CheckFilled(b, b.has_placements(), grid);
}

Status CheckModel(const Puzzle& p) {
  Grid grid;
  return CheckModelWith(p, {}, &grid);
}

Status Encode(const Puzzle& p, std::string* slug) { return EncodeWith(p, {}, slug); }

Status EncodeWith(const Puzzle& p, const Quirks& quirks, std::string* slug) {  // [TET-E2]
  Grid grid;
  SLUGSPEC_RETURN_IF_ERROR(CheckModelWith(p, quirks, &grid));
  if (p.has_piece()) {
    *slug = PieceSlug(p.piece());
  } else if (p.board().has_placements()) {
    *slug = PlacementsSlug(p.board(), quirks);
  } else {
    *slug = OccupancySlug(p.board(), grid, quirks);
  }
  return OkStatus();
}

Status Convert(const Puzzle& p, std::string_view to, Puzzle* out) {
  if (to != kOccupancyConversion) {
    return Status(BAD_MODEL, 0, "tetris has no conversion \"" + std::string(to) + "\"; it has \"occupancy\"");
  }
  if (!p.has_board()) return Status(BAD_MODEL, 0, "the occupancy conversion takes a board, not a piece");
  Grid grid;
  SLUGSPEC_RETURN_IF_ERROR(CheckModelWith(p, {}, &grid));
  *out = p;
  Board* board = out->mutable_board();
  board->clear_placements();
  SetFilled(grid, board);
  return OkStatus();
}

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
