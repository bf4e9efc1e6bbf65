#include "corpusgen/tetris/timer.h"

#include <functional>
#include <string>

#include "corpusgen/tetris/shapes.h"
#include "corpusgen/tetris/writer.h"

namespace slugspec::corpusgen::tetris {
namespace {

// A board being filled, as the article's `board` array.
class Board {
 public:
  Board(uint32_t width, uint32_t height) : width_(width), height_(height), rows_(height, std::string(width, '.')) {}

  // `isPuzzleMatching`: every cell of the piece anchored at (x, y) is on the board and empty.
  bool Matches(uint32_t code, uint32_t x, uint32_t y) const {
    for (const Spot& s : PlacedSpots(code, x, y)) {
      if (s.column < 0 || s.row < 0 || s.column >= static_cast<int>(width_) || s.row >= static_cast<int>(height_)) {
        return false;
      }
      if (rows_[s.row][s.column] != '.') return false;
    }
    return true;
  }
  void Put(uint32_t code, uint32_t x, uint32_t y) {
    for (const Spot& s : PlacedSpots(code, x, y)) rows_[s.row][s.column] = '#';
  }
  // The row's gaps: maximal runs of empty cells, left to right, as [first, last].
  std::vector<std::pair<uint32_t, uint32_t>> Gaps(uint32_t y) const {
    std::vector<std::pair<uint32_t, uint32_t>> gaps;
    for (uint32_t x = 0; x < width_; ++x) {
      if (rows_[y][x] != '.') continue;
      if (!gaps.empty() && gaps.back().second + 1 == x)
        gaps.back().second = x;
      else
        gaps.push_back({x, x});
    }
    return gaps;
  }

 private:
  uint32_t width_, height_;
  std::vector<std::string> rows_;
};

// The positions the timer visits, with what it does at each: `visit(x, y,
// board)` returns the orientation to place at (x, y), 0 for none, or -1 to
// stop the run.
void Run(uint32_t width, uint32_t height, const std::function<int(uint32_t, uint32_t, const Board&)>& visit) {
  Board board(width, height);
  for (uint32_t y = height - 1; y >= 1; --y) {  // `while (b.fillLastRow())`, row 0 never
    for (const auto& [s, e] : board.Gaps(y)) {  // found once, before the row is filled
      for (uint32_t p = s; p <= e;) {
        const int code = visit(p, y, board);
        if (code < 0) return;
        if (code == 0) {
          ++p;
          continue;
        }
        board.Put(static_cast<uint32_t>(code), p, y);
        p += ShapeOf(static_cast<uint32_t>(code)).bottom_width;
      }
    }
  }
}

}  // namespace

std::vector<Placement> TimerRun(uint32_t width, uint32_t height, SplitMix64* rng, size_t limit) {
  std::vector<Placement> placed;
  Run(width, height, [&](uint32_t x, uint32_t y, const Board& board) {
    if (placed.size() >= limit) return -1;
    std::vector<uint32_t> matching;
    for (uint32_t code = 1; code <= kOrientations; ++code) {
      if (board.Matches(code, x, y)) matching.push_back(code);
    }
    if (matching.empty()) return 0;
    const uint32_t code = matching[rng->Below(matching.size())];
    placed.push_back({code, x, y});
    return static_cast<int>(code);
  });
  return placed;
}

std::optional<size_t> FirstOutOfPlace(uint32_t width, uint32_t height, const std::vector<Placement>& placed) {
  size_t next = 0;
  bool produced = false;
  Run(width, height, [&](uint32_t x, uint32_t y, const Board& board) {
    if (next == placed.size()) {  // 1. every placement placed: stop the timer here
      produced = true;
      return -1;
    }
    const Placement& p = placed[next];
    if (p.column == x && p.row == y) {  // 2. the next placement is here
      ++next;
      return static_cast<int>(p.orientation);
    }
    for (uint32_t code = 1; code <= kOrientations; ++code) {  // 3. the timer would place another piece
      if (board.Matches(code, x, y)) return -1;
    }
    return 0;  // 4.
  });
  if (produced || next == placed.size()) return std::nullopt;
  return next;
}

}  // namespace slugspec::corpusgen::tetris
