// What differs between two positions, in words (santorini.h, Differences):
// the conformance runner's failure lines say this instead of "another game".
#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "common/bounded_lines.h"
#include "santorini/santorini.h"

namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {
namespace {

std::string Where(int s) {
  // Rows and columns from 0, as squares are (spec/README.md §1).
  return "square " + std::to_string(s) + " (row " + std::to_string(s / 5) + ", column " + std::to_string(s % 5) + ")";
}

std::string HeightName(uint32_t h) {
  switch (h) {
    case 0:
      return "height 0 (ground, which is no building)";
    case 1:
      return "level 1";
    case 2:
      return "level 2";
    case 3:
      return "level 3";
    case 4:
      return "a dome";
    default:
      return "height " + std::to_string(h);
  }
}

// Square -> the heights listed for it.
std::map<uint32_t, std::set<uint32_t>> HeightsBySquare(const Position& p) {
  std::map<uint32_t, std::set<uint32_t>> out;
  for (const Building& b : p.buildings()) out[b.square()].insert(b.height());
  return out;
}

// What a list says of one square, in words.
std::string Describe(const std::set<uint32_t>& heights) {
  if (heights.empty()) return "no building";
  if (heights.size() == 1) return HeightName(*heights.begin());
  std::string s = "listed " + std::to_string(heights.size()) + " times, as";
  for (uint32_t h : heights) s += (h == *heights.begin() ? " " : " and ") + HeightName(h);
  return s;
}

std::string PlayerName(Player p) {
  return p == PLAYER_ONE ? "player one" : p == PLAYER_TWO ? "player two" : "no player (" + std::to_string(p) + ")";
}

std::string Squares(std::vector<uint32_t> squares) {
  if (squares.empty()) return "no squares";
  std::string s;
  for (size_t i = 0; i < squares.size(); ++i) {
    s += (i == 0 ? "" : i + 1 == squares.size() ? " and " : ", ") + std::to_string(squares[i]);
  }
  return s;
}

std::vector<uint32_t> Sorted(const google::protobuf::RepeatedField<uint32_t>& f) {
  std::vector<uint32_t> v(f.begin(), f.end());
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

}  // namespace

std::vector<std::string> Differences(const Position& expected, const Position& got, size_t max_lines) {
  BoundedLines lines(max_lines, "differences");
  if (expected.to_move() != got.to_move()) {
    lines.Add(PlayerName(got.to_move()) + " to move, not " + PlayerName(expected.to_move()));
  }
  const std::array<std::pair<const char*, bool>, 2> players = {std::pair{"player one", true}, {"player two", false}};
  for (const auto& [name, one] : players) {
    const auto want = Sorted(one ? expected.player_one() : expected.player_two());
    const auto have = Sorted(one ? got.player_one() : got.player_two());
    if (want != have) {
      lines.Add(std::string(name) + "'s workers on " + Squares(have) + ", not " + Squares(want));
    }
  }
  // Square by square, over the squares either lists, as sets of heights:
  // order and repeats are free, as in SameGame.
  const auto want = HeightsBySquare(expected);
  const auto have = HeightsBySquare(got);
  std::set<uint32_t> squares;
  for (const auto& [square, heights] : want) squares.insert(square);
  for (const auto& [square, heights] : have) squares.insert(square);
  for (uint32_t square : squares) {
    const auto w = want.find(square);
    const auto h = have.find(square);
    const std::set<uint32_t> none;
    const std::set<uint32_t>& wanted = w == want.end() ? none : w->second;
    const std::set<uint32_t>& had = h == have.end() ? none : h->second;
    if (wanted == had) continue;
    const std::string where = square < kSquares
                                  ? Where(static_cast<int>(square))
                                  : "square " + std::to_string(square) + " (off the board, squares are 0 to 24)";
    lines.Add(where + ": " + Describe(had) + ", not " + Describe(wanted));
  }
  return std::move(lines).Take();
}

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD
