// The random vectors (random.jsonl), from one seeded generator: boards the
// article's timer could have produced (runs of §7, stopped at a random
// placement), placements scattered anywhere, occupancy boards of every
// density, of random sizes up to 144 x 144; the same written with one
// canonical flaw (placements out of order), damaged in transit, and broken
// (cut short, a character too many or outside base64url, a pad bit, a bad
// code, an anchor past the side, a piece off the board, an overlap).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/split_mix64.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/common/vector_ids.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"
#include "corpusgen/tetris/shapes.h"
#include "corpusgen/tetris/timer.h"

namespace slugspec::corpusgen::tetris {
namespace {

// A random board size: mostly small, some medium, a few up to the limit.
std::pair<uint32_t, uint32_t> RandomSize(SplitMix64* rng) {
  const uint32_t band = rng->Below(10u);
  // 144: the limit when these vectors were first drawn; kept, so that the
  // same seed keeps drawing the same vectors under the same ids.
  const uint32_t hi = band < 6 ? 12 : band < 9 ? 40 : 144;
  const uint32_t w = static_cast<uint32_t>(rng->Range(kMinSide, static_cast<int>(hi)));
  const uint32_t h = static_cast<uint32_t>(rng->Range(kMinSide, static_cast<int>(hi)));
  return {w, h};
}

// A run of the timer on a random board, stopped after a random number of
// placements (at most 120, so that large boards stay readable).
std::pair<std::pair<uint32_t, uint32_t>, std::vector<Placement>> RandomRun(SplitMix64* rng) {
  const auto size = RandomSize(rng);
  const size_t limit = 1 + rng->Below(120u);
  return {size, TimerRun(size.first, size.second, rng, limit)};
}

// Placements dropped anywhere they fit, in the order of §4.3.
std::vector<Placement> Scattered(SplitMix64* rng, uint32_t width, uint32_t height) {
  const size_t want = 1 + rng->Below(static_cast<size_t>(std::min<uint32_t>(width * height / 8, 60)));
  std::vector<Placement> placed;
  for (size_t tries = 0; placed.size() < want && tries < 40 * want; ++tries) {
    const uint32_t code = 1 + rng->Below(kOrientations);
    const uint32_t column = rng->Below(width);
    const uint32_t row = rng->Below(height);
    placed.push_back({code, column, row});
    if (!Cover(width, height, placed)) placed.pop_back();
  }
  return Sorted(placed);
}

// A random occupancy board, with a density of 0 to 100 % (at most 5 % on
// large boards, whose model lists every filled cell).
Grid RandomGrid(SplitMix64* rng, uint32_t width, uint32_t height) {
  const uint32_t percent = rng->Below(width * height > 2000 ? 6u : 101u);
  Grid g = EmptyGrid(width, height);
  for (std::string& row : g.rows) {
    for (char& cell : row) {
      if (rng->Below(100u) < percent) cell = '#';
    }
  }
  return g;
}

std::string Describe(uint32_t width, uint32_t height, const std::vector<Placement>& placed) {
  std::string out = Size(width, height) + ":";
  for (const Placement& p : placed) {
    out += " " + std::string(OrientationName(p.orientation)) + "@" + std::to_string(p.column) + "," +
           std::to_string(p.row);
  }
  return out;
}

}  // namespace

void RandomVectors(Corpus& c) {
  const std::string f = "random.jsonl";
  SplitMix64 rng(0x7e7015);
  const Family add(c, f, "tetris/random/", {"Random"});

  // Runs of the timer, stopped anywhere: each is one (§7's replay agrees).
  for (uint32_t i = 0; i < 45; ++i) {
    const auto [size, placed] = RandomRun(&rng);
    const auto [w, h] = size;
    if (FirstOutOfPlace(w, h, placed)) Die("a run of the timer fails the replay of §7");
    add.WithComment("timer/" + Index(i), PlacementsSlug(w, h, placed), {"TimerRun"}, {}, Describe(w, h, placed),
                    Ok(PlacementsModel(w, h, placed)));
  }
  // Placements anywhere, and occupancy boards.
  for (uint32_t i = 0; i < 35; ++i) {
    const auto [w, h] = RandomSize(&rng);
    const std::vector<Placement> placed = Scattered(&rng, w, h);
    add.WithComment("scattered/" + Index(i), PlacementsSlug(w, h, placed), {}, {"TET-H6", "TET-H7"},
                    Describe(w, h, placed), Ok(PlacementsModel(w, h, placed)));
  }
  for (uint32_t i = 0; i < 35; ++i) {
    const auto [w, h] = RandomSize(&rng);
    const Grid g = RandomGrid(&rng, w, h);
    add.WithComment("occupancy/" + Index(i), OccupancySlug(g), {}, {"TET-O1", "TET-O2"}, Size(w, h),
                    Ok(OccupancyModel(g)));
  }
  // The canonical flaw: placements out of the order of §4.3.
  for (uint32_t i = 0; i < 30;) {
    auto [size, placed] = RandomRun(&rng);
    const auto [w, h] = size;
    if (placed.size() < 2) continue;
    for (size_t k = placed.size() - 1; k > 0; --k) std::swap(placed[k], placed[rng.Below(k + 1)]);
    const std::optional<size_t> flaw = FirstOutOfOrder(placed);
    if (!flaw) continue;
    add.WithComment("unsorted/" + Index(i), PlacementsSlug(w, h, placed), {"Unsorted"}, {"TET-H8"},
                    Describe(w, h, placed) + ": placement " + std::to_string(*flaw) + " is the first out of order",
                    Err(NON_CANONICAL, AtBit(w, h, uint64_t{*flaw} * PlacementBits(w, h))),
                    Ok(PlacementsModel(w, h, placed)));
    ++i;
  }
  // Damaged in transit: lenient reads the slug, strict stops at the damage.
  for (uint32_t i = 0; i < 45; ++i) {
    const uint32_t kind = rng.Below(3u);
    std::string slug;
    Decoded want;
    if (kind == 0) {
      const uint32_t code = 1 + rng.Below(kOrientations);
      slug = PieceSlug(code);
      want = PieceModel(code);
    } else if (kind == 1) {
      const auto [size, placed] = RandomRun(&rng);
      slug = PlacementsSlug(size.first, size.second, placed);
      want = PlacementsModel(size.first, size.second, placed);
    } else {
      const auto [w, h] = RandomSize(&rng);
      const Grid g = RandomGrid(&rng, w, h);
      slug = OccupancySlug(g);
      want = OccupancyModel(g);
    }
    std::vector<std::string> flags;
    const std::string damaged = RandomTransitDamage(&rng, {.escaped_too = "x"}, slug, &flags);
    if (damaged.size() > kMaxInput) Die("damaged slug over the limit");
    flags.insert(flags.begin(), "Random");
    c.Add(f, {.id = "tetris/random/damaged/" + Index(i),
              .slug = damaged,
              .flags = flags,
              .requirements = {"TET-T7"},
              .comment = "damaged " + slug.substr(0, 40) + (slug.size() > 40 ? "..." : ""),
              .lenient = Ok(want)});
  }
  // Broken placements boards: one flaw each, the outcome reasoned here.
  for (uint32_t i = 0; i < 50;) {
    auto [size, placed] = RandomRun(&rng);
    const auto [w, h] = size;
    if (placed.empty()) continue;
    const uint32_t b = PlacementBits(w, h), cb = BitLength(w - 1), rb = BitLength(h - 1);
    const std::string slug = PlacementsSlug(w, h, placed);
    const uint32_t at = PayloadAt(w, h), length = Len(slug) - at;
    const auto k = static_cast<uint32_t>(rng.Below(placed.size()));  // the placement to break
    std::string broken, note;
    std::vector<std::string> flags;
    std::string req;
    Outcome want;
    switch (rng.Below(8u)) {
      case 0: {  // cut short
        const uint32_t keep = rng.Below(length);
        broken = slug.substr(0, at + keep);
        want = CutOutcome(w, h, placed, keep);
        flags = {"Truncated"};
        note = "cut to " + std::to_string(keep) + " of " + std::to_string(length) + " payload characters";
        break;
      }
      case 1: {  // a code of no orientation
        const uint32_t codes[] = {0, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
        placed[k].orientation = codes[rng.Below(13u)];
        broken = PlacementsSlug(w, h, placed);
        want = Err(VALUE_OUT_OF_RANGE, AtBit(w, h, uint64_t{k} * b));
        flags = {"OrientationCode"};
        req = "TET-H4";
        note = "placement " + std::to_string(k) + " given code " + std::to_string(placed[k].orientation);
        break;
      }
      case 2: {  // an anchor past the side its bits can hold
        const bool column = (w & (w - 1)) != 0 && ((h & (h - 1)) == 0 || rng.Below(2) == 0);
        if (column) {
          placed[k].column = w + rng.Below((1u << cb) - w);
          want = Err(VALUE_OUT_OF_RANGE, AtBit(w, h, uint64_t{k} * b + 5));
        } else if ((h & (h - 1)) != 0) {
          placed[k].row = h + rng.Below((1u << rb) - h);
          want = Err(VALUE_OUT_OF_RANGE, AtBit(w, h, uint64_t{k} * b + 5 + cb));
        } else {
          continue;  // 2^n x 2^m: every anchor is on the board
        }
        broken = PlacementsSlug(w, h, placed);
        flags = {"AnchorRange"};
        req = "TET-H5";
        note = "placement " + std::to_string(k) + " anchored at (" + std::to_string(placed[k].column) + "," +
               std::to_string(placed[k].row) + ")";
        break;
      }
      case 3: {  // a piece off an edge, added last
        const uint32_t code = 1 + rng.Below(kOrientations);
        const uint32_t column = rng.Below(w);
        const uint32_t row = rng.Below(3u);
        const std::vector<Placement> one = {{code, column, row}};
        if (Cover(w, h, one)) continue;  // it fits: draw again
        placed.push_back(one[0]);
        broken = PlacementsSlug(w, h, placed);
        want = Err(ILLEGAL_POSITION, AtBit(w, h, uint64_t{placed.size() - 1} * b));
        flags = {"OffBoard"};
        req = "TET-H6";
        note = "added " + std::string(OrientationName(code)) + " at (" + std::to_string(column) + "," +
               std::to_string(row) + ")";
        break;
      }
      case 4: {  // a piece on an earlier placement's anchor, added last
        const uint32_t code = 1 + rng.Below(kOrientations);
        const Placement extra{code, placed[k].column, placed[k].row};
        if (!Cover(w, h, {extra})) continue;  // off the board: draw again
        placed.push_back(extra);
        broken = PlacementsSlug(w, h, placed);
        want = Err(DUPLICATE, AtBit(w, h, uint64_t{placed.size() - 1} * b));
        flags = {"Overlap"};
        req = "TET-H7";
        note = "added " + std::string(OrientationName(code)) + " on placement " + std::to_string(k) + "'s anchor";
        break;
      }
      case 5: {  // a pad bit
        const uint32_t pad = 6 * length - static_cast<uint32_t>(placed.size()) * b;
        if (pad == 0) continue;
        std::string bits = PlacementsBits(w, h, placed) + std::string(pad, '0');
        bits[bits.size() - 1 - rng.Below(pad)] = '1';
        broken = RawPlacements(w, h, bits);
        want = Err(VALUE_OUT_OF_RANGE, at + length - 1);
        flags = {"NonZeroPadBits"};
        req = "TET-H3";
        note = "a pad bit of " + std::to_string(pad) + " set";
        break;
      }
      case 6: {  // a character too many, when that is no length of whole placements
        const uint32_t n = 6 * (length + 1) / b, used = (n * b + 5) / 6;
        if (used == length + 1) continue;
        broken = slug + Sextet(rng.Below(64u));
        want = Err(TRAILING_DATA, at + used);
        flags = {"PayloadLength"};
        req = "TET-H2";
        note = "one payload character more";
        break;
      }
      default: {  // a character outside base64url
        const uint32_t pos = at + rng.Below(length);
        broken = slug;
        broken[pos] = "+/=.*~ #"[rng.Below(8u)];
        want = Err(BAD_CHARACTER, pos);
        flags = {broken[pos] == '+' || broken[pos] == '/' || broken[pos] == '=' ? "StandardBase64"
                                                                                : "ForeignCharacter"};
        req = "TET-H1";
        note = "payload character " + std::to_string(pos - at) + " replaced";
        break;
      }
    }
    std::vector<std::string> reqs;
    if (!req.empty()) reqs.push_back(req);
    add.WithComment("broken/" + Index(i), broken, flags, reqs,
                    note + " in " + slug.substr(0, 60) + (slug.size() > 60 ? "..." : ""), want);
    ++i;
  }
  // Broken occupancy boards.
  for (uint32_t i = 0; i < 20; ++i) {
    const auto [w, h] = RandomSize(&rng);
    const Grid g = RandomGrid(&rng, w, h);
    const std::string slug = OccupancySlug(g);
    const uint32_t at = PayloadAt(w, h), length = Len(slug) - at, pad = 6 * length - w * h;
    std::string broken;
    Outcome want;
    std::vector<std::string> flags;
    std::string req = "TET-O1";
    uint32_t kind = rng.Below(4u);
    if (kind == 2 && pad == 0) kind = 1;
    if (kind == 0) {
      const uint32_t keep = rng.Below(length);
      broken = slug.substr(0, at + keep);
      want = Err(TRUNCATED, at + keep);
      flags = {"Truncated"};
    } else if (kind == 1) {
      broken = slug + Sextet(rng.Below(64u));
      want = Err(TRAILING_DATA, Len(slug));
      flags = {"PayloadLength"};
    } else if (kind == 2) {
      std::string bits = OccupancyBits(g) + std::string(pad, '0');
      bits[w * h + rng.Below(pad)] = '1';
      broken = OccupancyHeader(w, h) + Base64Url(bits);
      want = Err(VALUE_OUT_OF_RANGE, at + length - 1);
      flags = {"NonZeroPadBits"};
      req = "TET-O2";
    } else {
      const uint32_t pos = at + rng.Below(length);
      broken = slug;
      broken[pos] = "+/=.*~ #"[rng.Below(8u)];
      want = Err(BAD_CHARACTER, pos);
      flags = {broken[pos] == '+' || broken[pos] == '/' || broken[pos] == '=' ? "StandardBase64" : "ForeignCharacter"};
    }
    add.WithComment("broken-occupancy/" + Index(i), broken, flags, {req}, Size(w, h), want);
  }
}

}  // namespace slugspec::corpusgen::tetris
