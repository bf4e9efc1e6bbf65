// What differs between two puzzles, in words (tetris.h, Differences): the
// conformance runner's failure lines say this instead of "another game".
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "common/bounded_lines.h"
#include "tetris/codec.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {
namespace {

using CellKey = std::pair<uint32_t, uint32_t>;             // column, row
using PlacementKey = std::tuple<int, uint32_t, uint32_t>;  // orientation, column, row

std::map<CellKey, int> CellCounts(const Board& b) {
  std::map<CellKey, int> out;
  for (const Cell& c : b.filled()) ++out[{c.column(), c.row()}];
  return out;
}

std::map<PlacementKey, int> PlacementCounts(const Board& b) {
  std::map<PlacementKey, int> out;
  for (const Placement& p : b.placements().placed()) ++out[{p.orientation(), p.column(), p.row()}];
  return out;
}

std::string OrientationName(int code) {
  return Orientation_IsValid(code) ? Orientation_Name(static_cast<Orientation>(code))
                                   : "orientation " + std::to_string(code);
}

std::string Describe(const CellKey& k) {
  return "cell (" + std::to_string(k.first) + ", " + std::to_string(k.second) + ")";
}
std::string Describe(const PlacementKey& k) {
  return OrientationName(std::get<0>(k)) + " anchored at (" + std::to_string(std::get<1>(k)) + ", " +
         std::to_string(std::get<2>(k)) + ")";
}

std::string Kind(const Puzzle& p) {
  if (p.has_piece()) return "a piece";
  if (!p.has_board()) return "neither a piece nor a board";
  return p.board().has_placements() ? "a placements board" : "an occupancy board";
}

// Models as given, field by field, lists as multisets.
bool SameModel(const Puzzle& a, const Puzzle& b) {
  if (Kind(a) != Kind(b)) return false;
  if (a.has_piece()) return a.piece() == b.piece();
  if (!a.has_board()) return true;
  const Board &x = a.board(), &y = b.board();
  return x.width() == y.width() && x.height() == y.height() && CellCounts(x) == CellCounts(y) &&
         PlacementCounts(x) == PlacementCounts(y);
}

// The model of a puzzle's canonical slug, for a puzzle the encoder accepts.
std::optional<Puzzle> Canonical(const Puzzle& p) {
  std::string slug;
  Puzzle out;
  if (!Encode(p, &slug).ok() || !Decode(slug, Profile::kStrict, &out).ok()) return std::nullopt;
  return out;
}

// Lines for what `want` has more of than `have`, and the reverse.
template <typename Key>
void CompareCounts(const std::map<Key, int>& want, const std::map<Key, int>& have, std::string_view whole,
                   BoundedLines* lines) {
  for (const auto& [key, n] : want) {
    const auto it = have.find(key);
    const int h = it == have.end() ? 0 : it->second;
    if (h < n) lines->Add("no " + Describe(key) + (n - h > 1 ? " (" + std::to_string(n - h) + " missing)" : ""));
  }
  for (const auto& [key, n] : have) {
    const auto it = want.find(key);
    const int w = it == want.end() ? 0 : it->second;
    if (n > w) {
      lines->Add("a " + Describe(key) + " that the " + std::string(whole) + " does not have" +
                 (n - w > 1 ? " (" + std::to_string(n - w) + " times)" : ""));
    }
  }
}

std::vector<std::string> ModelDifferences(const Puzzle& expected, const Puzzle& got, size_t max_lines) {
  BoundedLines lines(max_lines, "differences");
  if (Kind(expected) != Kind(got)) {
    lines.Add(Kind(got) + ", not " + Kind(expected));
    return std::move(lines).Take();
  }
  if (expected.has_piece()) {
    if (expected.piece() != got.piece()) {
      lines.Add("the piece " + OrientationName(got.piece()) + ", not " + OrientationName(expected.piece()));
    }
    return std::move(lines).Take();
  }
  const Board &want = expected.board(), &have = got.board();
  if (want.width() != have.width() || want.height() != have.height()) {
    lines.Add("a " + std::to_string(have.width()) + " x " + std::to_string(have.height()) + " board, not " +
              std::to_string(want.width()) + " x " + std::to_string(want.height()));
  }
  CompareCounts(PlacementCounts(want), PlacementCounts(have), "board", &lines);
  CompareCounts(CellCounts(want), CellCounts(have), "board", &lines);
  return std::move(lines).Take();
}

}  // namespace

// Two puzzles the encoder accepts are the same game when they have the same
// canonical slug (a placements board's `filled` may be left empty); models
// it refuses (from a testee) are compared as given.
bool SameGame(const Puzzle& a, const Puzzle& b) {
  const std::optional<Puzzle> x = Canonical(a), y = Canonical(b);
  if (x && y) return SameModel(*x, *y);
  return !x && !y && SameModel(a, b);
}

std::vector<std::string> Differences(const Puzzle& expected, const Puzzle& got, size_t max_lines) {
  if (SameGame(expected, got)) return {};
  const std::optional<Puzzle> x = Canonical(expected), y = Canonical(got);
  std::vector<std::string> lines =
      x && y ? ModelDifferences(*x, *y, max_lines) : ModelDifferences(expected, got, max_lines);
  if (lines.empty()) {
    lines.push_back(x ? "a model the encoder refuses"
                      : "a model the encoder accepts, where it refuses the expected one");
  }
  return lines;
}

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
