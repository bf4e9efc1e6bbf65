// What differs between two puzzles, in words (triplex.h, Differences): the
// conformance runner's failure lines say this instead of "another game".
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "common/bounded_lines.h"
#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

using PieceKey = std::tuple<int, uint32_t, uint32_t, bool>;  // shape, column, row, rotatable

std::map<PieceKey, int> PieceCounts(const Puzzle& p) {
  std::map<PieceKey, int> out;
  for (const Piece& piece : p.solution().pieces())
    ++out[{piece.shape(), piece.column(), piece.row(), piece.rotatable()}];
  return out;
}

std::map<int, int> ShapeCounts(const Puzzle& p) {
  std::map<int, int> out;
  for (const int shape : p.level().fixed()) ++out[shape];
  return out;
}

std::string ShapeName(int shape) {
  return Shape_IsValid(shape) ? Shape_Name(static_cast<Shape>(shape)) : "shape " + std::to_string(shape);
}

std::string Describe(const PieceKey& k) {
  return std::string(std::get<3>(k) ? "rotatable " : "") + ShapeName(std::get<0>(k)) + " at column " +
         std::to_string(std::get<1>(k)) + ", row " + std::to_string(std::get<2>(k));
}

std::string Kind(const Puzzle& p) {
  return p.has_solution() ? "a solution" : p.has_level() ? "a level" : "neither a solution nor a level";
}

// Models as given, field by field (pieces as a set, shapes as a multiset).
bool SameModel(const Puzzle& a, const Puzzle& b) {
  if (a.width() != b.width() || a.height() != b.height() || a.state_case() != b.state_case()) return false;
  if (a.has_solution()) return PieceCounts(a) == PieceCounts(b);
  return ShapeCounts(a) == ShapeCounts(b) && a.level().rotatable() == b.level().rotatable();
}

// The canonical model of a puzzle the encoder accepts: its minimal image
// (§3), decoded from its canonical slug.
std::optional<Puzzle> Canonical(const Puzzle& p) {
  std::string slug;
  Puzzle out;
  if (!Encode(p, &slug).ok() || !Decode(slug, Profile::kStrict, &out).ok()) return std::nullopt;
  return out;
}

std::vector<std::string> ModelDifferences(const Puzzle& expected, const Puzzle& got, size_t max_lines) {
  BoundedLines lines(max_lines, "differences");
  if (expected.width() != got.width() || expected.height() != got.height()) {
    lines.Add("a " + std::to_string(got.width()) + " x " + std::to_string(got.height()) + " rectangle, not " +
              std::to_string(expected.width()) + " x " + std::to_string(expected.height()));
  }
  if (expected.state_case() != got.state_case()) {
    lines.Add(Kind(got) + ", not " + Kind(expected));
    return std::move(lines).Take();
  }
  if (expected.has_solution()) {
    const auto want = PieceCounts(expected), have = PieceCounts(got);
    for (const auto& [key, n] : want) {
      const auto it = have.find(key);
      const int h = it == have.end() ? 0 : it->second;
      if (h < n) lines.Add("no " + Describe(key) + (n - h > 1 ? " (" + std::to_string(n - h) + " missing)" : ""));
    }
    for (const auto& [key, n] : have) {
      const auto it = want.find(key);
      const int w = it == want.end() ? 0 : it->second;
      if (n > w)
        lines.Add("a " + Describe(key) + " that the solution does not have" +
                  (n - w > 1 ? " (" + std::to_string(n - w) + " times)" : ""));
    }
    return std::move(lines).Take();
  }
  const auto want = ShapeCounts(expected), have = ShapeCounts(got);
  std::map<int, std::pair<int, int>> both;
  for (const auto& [shape, n] : want) both[shape].first = n;
  for (const auto& [shape, n] : have) both[shape].second = n;
  for (const auto& [shape, n] : both) {
    if (n.first != n.second) {
      lines.Add(std::to_string(n.second) + " fixed " + ShapeName(shape) + ", not " + std::to_string(n.first));
    }
  }
  if (expected.level().rotatable() != got.level().rotatable()) {
    auto name = [](int c) {
      return PieceClass_IsValid(c) ? PieceClass_Name(static_cast<PieceClass>(c)) : std::to_string(c);
    };
    lines.Add("rotatable class " + name(got.level().rotatable()) + ", not " + name(expected.level().rotatable()));
  }
  return std::move(lines).Take();
}

}  // namespace

// A solution and its images under the rectangle's symmetries are one game
// (the article's "up to turns and reflections"): two puzzles the encoder
// accepts are the same game when they have the same canonical slug. Models
// it refuses (from a testee) are compared as given.
bool SameGame(const Puzzle& a, const Puzzle& b) {
  const std::optional<Puzzle> x = Canonical(a), y = Canonical(b);
  if (x && y) return SameModel(*x, *y);
  return !x && !y && SameModel(a, b);
}

std::vector<std::string> Differences(const Puzzle& expected, const Puzzle& got, size_t max_lines) {
  if (SameGame(expected, got)) return {};
  const std::optional<Puzzle> x = Canonical(expected), y = Canonical(got);
  if (!x || !y) {
    std::vector<std::string> lines = ModelDifferences(expected, got, max_lines);
    if (lines.empty())
      lines.push_back(x ? "a model the encoder refuses"
                        : "a model the encoder accepts, where it refuses the expected one");
    return lines;
  }
  // Compared as minimal images, so that a turned copy is no difference.
  std::vector<std::string> lines = ModelDifferences(*x, *y, max_lines);
  if (!lines.empty()) lines[0] = "as minimal images (§3): " + lines[0];
  return lines;
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
