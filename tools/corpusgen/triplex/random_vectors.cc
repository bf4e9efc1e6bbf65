// The random vectors (random.jsonl): random legal partitions of every size
// (canonical, with and without a rotatable piece), their non-canonical
// images, their levels, damaged in transit, and broken, from one seeded
// generator. A partition is drawn as §9 enumerates them: the first empty
// cell filled with a random shape that fits, starting over on a dead end,
// kept when it passes [TPX-S3] to [TPX-S5].
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/common/vector_ids.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {
namespace {

// A random size with a legal partition (not 2x2 or 3x2). 16x2 to 18x2 are
// left out: a random partition of them passes [TPX-S5] once in thousands of
// draws (rectangles.jsonl, images.jsonl and faces.jsonl have them).
std::array<uint32_t, 2> RandomSize(SplitMix64* rng) {
  static const std::vector<std::array<uint32_t, 2>> sizes = [] {
    std::vector<std::array<uint32_t, 2>> s;
    for (const auto& wh : Sizes()) {
      if (wh[0] * wh[1] > 6 && wh[0] <= 15) s.push_back(wh);
    }
    return s;
  }();
  return sizes[rng->Below(sizes.size())];
}

// A random legal partition of a random size, canonical, with a rotatable
// piece half of the time.
Partition RandomSolution(SplitMix64* rng) {
  const auto [w, h] = RandomSize(rng);
  const Partition p = CanonicalImage(*RandomLegalPartition(rng, w, h));
  if (rng->Below(2) == 0) return p;
  const size_t piece = rng->Below(FirstCells(p).size());
  return CanonicalImage(WithRotatable(p, piece));
}

// The partition with the piece of `cell` and a neighbouring piece joined.
Partition Merge(SplitMix64* rng, const Partition& p) {
  for (;;) {
    const uint32_t cell = rng->Below(p.width * p.height);
    const uint32_t c = cell % p.width, r = cell / p.width;
    std::vector<uint32_t> neighbours;
    if (c + 1 < p.width) neighbours.push_back(cell + 1);
    if (r + 1 < p.height) neighbours.push_back(cell + p.width);
    const auto same = [&](uint32_t a, uint32_t b) { return (p.cells[a] | 32) == (p.cells[b] | 32); };
    std::erase_if(neighbours, [&](uint32_t n) { return same(cell, n); });
    if (neighbours.empty()) continue;
    const uint32_t other = neighbours[rng->Below(neighbours.size())];
    Partition out = p;
    for (char& ch : out.cells) {
      if ((ch | 32) == (p.cells[other] | 32)) ch = p.cells[cell];
    }
    return out;
  }
}

}  // namespace

void RandomVectors(Corpus& c) {
  const std::string f = "random.jsonl";
  SplitMix64 rng(0x5eed0004);
  // Canonical solutions. A symmetric partition whose rotatable piece has two
  // minimal images is drawn again (the oracle refuses it).
  for (uint32_t i = 0; i < 150;) {
    const Partition p = RandomSolution(&rng);
    if (c.TryAdd(f, {.id = "triplex/random/solution/" + Index(i),
                     .slug = SolutionSlug(p),
                     .flags = {"Random"},
                     .comment = Rows(p),
                     .strict = Ok(p)})) {
      ++i;
    }
  }
  // Their images: NON_CANONICAL at the first face character, or at W's
  // first digit when the image is H x W.
  for (uint32_t i = 0; i < 80;) {
    const Partition p = RandomSolution(&rng);
    const Symmetry s = kSymmetries[1 + rng.Below(7u)];
    const Partition image = Image(p, s);
    if (SolutionSlug(image) == SolutionSlug(p)) continue;
    const bool turned = image.width < image.height;
    std::vector<std::string> flags = {"Random", "Image"};
    if (turned) flags.push_back("Transposed");
    if (c.TryAdd(f, {.id = "triplex/random/image/" + Index(i),
                     .slug = SolutionSlug(image),
                     .flags = flags,
                     .requirements = {turned ? "TPX-D2" : "TPX-S8"},
                     .comment = std::string(SymmetryName(s)) + " of " + SolutionSlug(p) + ": " + Rows(image),
                     .strict = Err(NON_CANONICAL, turned ? 6 : FacesAt(image)),
                     .lenient = Ok(image)})) {
      ++i;
    }
  }
  // Levels, a third of them turned to H x W.
  for (uint32_t i = 0; i < 60; ++i) {
    const Partition p = RandomSolution(&rng);
    const bool turned = p.width != p.height && rng.Below(3) == 0;
    const Level l = turned ? Transposed(LevelOf(p)) : LevelOf(p);
    std::vector<std::string> flags = {"Random"};
    if (turned) flags.push_back("Transposed");
    c.Add(f, {.id = "triplex/random/level/" + Index(i),
              .slug = LevelSlug(l),
              .flags = flags,
              .requirements = {"TPX-L3", "TPX-L4"},
              .comment = "the level of " + SolutionSlug(p),
              .strict = turned ? Outcome(Err(NON_CANONICAL, 6)) : Ok(l),
              .lenient = Ok(l)});
  }
  // Damaged in transit: lenient reads the slug. Damage after a bare
  // solution's faces leaves strict's code open ([TPX-S1]): drawn again.
  for (uint32_t i = 0; i < 60;) {
    const Partition p = RandomSolution(&rng);
    const bool level = rng.Below(3) == 0;
    std::vector<std::string> flags = {"Random"};
    const std::string slug = RandomTransitDamage(&rng, {.fold_from = kFoldFrom, .escaped_too = "x"},
                                                 level ? LevelSlug(LevelOf(p)) : SolutionSlug(p), &flags);
    if (slug.size() > kMaxInput) continue;
    if (c.TryAdd(f, {.id = "triplex/random/damaged/" + Index(i),
                     .slug = slug,
                     .flags = flags,
                     .requirements = {"TPX-T7"},
                     .lenient = level ? Ok(LevelOf(p)) : Ok(p)})) {
      ++i;
    }
  }
  // Broken: cut inside the faces, a cell marked that no piece begins at,
  // two pieces joined, a face bit flipped, a bit above N set.
  for (uint32_t i = 0; i < 80; ++i) {
    const Partition p = WithRotatable(RandomSolution(&rng), std::nullopt);
    const uint32_t at = FacesAt(p), digits = FaceDigits(p.width, p.height), n = FaceCount(p.width, p.height);
    std::vector<std::string> flags = {"Random"};
    std::string slug, comment;
    Outcome want;
    uint32_t kind = rng.Below(5u);
    if (kind == 4 && HighBits(p.width, p.height) == 0) kind = 3;
    if (kind == 0) {
      const uint32_t keep = at + rng.Below(digits);
      slug = SolutionSlug(p).substr(0, keep);
      flags.push_back("Truncated");
      want = Err(TRUNCATED, keep);
    } else if (kind == 1) {
      const std::vector<uint32_t> firsts = FirstCells(p);
      uint32_t cell = rng.Below(p.width * p.height + 5);
      while (std::find(firsts.begin(), firsts.end(), cell) != firsts.end()) ++cell;
      slug = Marked(p, std::to_string(cell));
      flags.push_back("RotatableMarker");
      want = Err(VALUE_OUT_OF_RANGE, CellAt(p));
    } else if (kind == 2) {
      const Partition joined = Merge(&rng, p);
      slug = SolutionSlug(joined);
      comment = Rows(joined);
      flags.push_back("PieceSize");
      want = Err(ILLEGAL_POSITION, at);
    } else if (kind == 3) {
      const uint32_t bit = rng.Below(n);
      slug = WithFaces(p, FaceValue(p) ^ (uint64_t{1} << bit));
      comment = "bit " + std::to_string(bit) + " of " + SolutionSlug(p) +
                " flipped: opening a face joins two pieces, closing one splits a piece of 2 or 3 cells";
      flags.push_back("PieceSize");
      want = Err(ILLEGAL_POSITION, at);
    } else {
      const uint32_t bit = n + rng.Below(HighBits(p.width, p.height));
      slug = WithFaces(p, FaceValue(p) | uint64_t{1} << bit);
      flags.push_back("HighBits");
      want = Err(VALUE_OUT_OF_RANGE, at);
    }
    c.Add(
        f,
        {.id = "triplex/random/broken/" + Index(i), .slug = slug, .flags = flags, .comment = comment, .strict = want});
  }
}

}  // namespace slugspec::corpusgen::triplex
