// The random vectors (random.jsonl): random positions in both versions,
// clean, in the post's notation, damaged in transit, written non-canonically
// and broken, from one seeded generator.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/common/vector_ids.h"
#include "corpusgen/santorini/families.h"
#include "corpusgen/santorini/offsets.h"
#include "corpusgen/santorini/oracle.h"
#include "corpusgen/santorini/positions.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {
namespace {

// Groups of 1 to 8 bits, for the notation.
std::vector<int> RandomGroups(SplitMix64* rng, size_t bits) {
  std::vector<int> widths;
  for (size_t total = 0; total < bits;) {
    const int w = 1 + rng->Below(8);
    widths.push_back(w);
    total += static_cast<size_t>(w);
  }
  return widths;
}

// Worker i's place in the field order of the canonical slug.
size_t FieldOrder(const Position& p, uint32_t square) {
  const auto& w = CanonicalLayout(p).workers;
  return static_cast<size_t>(std::find(w.begin(), w.end(), square) - w.begin());
}

}  // namespace

void RandomVectors(Corpus& c) {
  const std::string f = "random.jsonl";
  SplitMix64 rng(0x5eed0003);
  for (uint32_t i = 0; i < 150; ++i) {
    const Position p = RandomPosition(&rng, rng.Below(26u));
    c.Add(f,
          {.id = "santorini/random/v2/" + Index(i), .slug = Canonical(p, '2'), .flags = {"Random"}, .strict = V2Ok(p)});
  }
  for (uint32_t i = 0; i < 80; ++i) {
    const Position p = RandomPosition(&rng, rng.Below(26u));
    c.Add(f, {.id = "santorini/random/v1/" + Index(i),
              .slug = Canonical(p, '1'),
              .flags = {"Random"},
              .comment = "upgraded: the same position in v2",
              .strict = V1Ok(p)});
  }
  // Damaged in transit.
  for (uint32_t i = 0; i < 40; ++i) {
    const char version = rng.Below(3) == 0 ? '1' : '2';
    const Position p = RandomPosition(&rng, rng.Below(26u));
    std::vector<std::string> flags = {"Random"};
    const std::string slug =
        RandomTransitDamage(&rng, {.fold_from = kFoldFrom, .escaped_too = "aeiou"}, Canonical(p, version), &flags);
    c.Add(f, {.id = "santorini/random/damaged/" + Index(i),
              .slug = slug,
              .flags = flags,
              .requirements = {"SAN-T7"},
              .lenient = Ok(version, p)});
  }
  // In the post's notation, grouped at random.
  for (uint32_t i = 0; i < 20; ++i) {
    const char version = rng.Below(2) == 0 ? '1' : '2';
    const Position p = RandomPosition(&rng, rng.Below(26u));
    const Message m = CanonicalMessage(p, version);
    const std::string separator(1 + rng.Below(2u), ' ');
    const std::vector<int> groups = RandomGroups(&rng, m.size());
    c.Add(f, {.id = "santorini/random/notation/" + Index(i),
              .slug = Notation(version, m, groups, separator),
              .flags = {"Random", "PostNotation"},
              .requirements = {"SAN-T8"},
              .strict = Err(BAD_CHARACTER, 4),
              .lenient = Ok(version, p)});
  }
  // Written with one canonical flaw: lenient reads the position.
  for (uint32_t i = 0; i < 30; ++i) {
    const char version = rng.Below(2) == 0 ? '1' : '2';
    const Position p = RandomPosition(&rng, 2 + rng.Below(24u));
    Layout l = CanonicalLayout(p);
    std::vector<std::string> flags = {"Random"};
    std::string slug;
    Outcome strict;
    const bool pair = std::any_of(l.groups.begin(), l.groups.end(), [](const auto& g) { return g.size() >= 2; });
    const uint32_t kind = rng.Below(3u);
    if (kind == 0 || (kind == 1 && !pair)) {
      const size_t second = rng.Below(2) ? 1 : 3;
      std::swap(l.workers[second - 1], l.workers[second]);
      slug = Write(l, version);
      flags.push_back("WorkerOrder");
      strict = Err(NON_CANONICAL, WorkerAt(second));
    } else if (kind == 1) {
      size_t g = rng.Below(4u);
      while (l.groups[g].size() < 2) g = (g + 1) % 4;
      const size_t at = rng.Below(l.groups[g].size() - 1);
      std::swap(l.groups[g][at], l.groups[g][at + 1]);
      size_t k = 2 + at;
      for (size_t before = 0; before < g; ++before) k += l.groups[before].size();
      slug = Write(l, version);
      flags.push_back("Unsorted");
      strict = Err(NON_CANONICAL, FieldAt(version, k));
    } else {
      const int zeros = 1 + rng.Below(3);
      slug = Write(l, version, zeros);
      flags.push_back("ZeroCharacters");
      strict = Err(NON_CANONICAL, static_cast<uint32_t>(slug.size() - static_cast<size_t>(zeros)));
    }
    c.Add(f, {.id = "santorini/random/non-canonical/" + Index(i),
              .slug = slug,
              .flags = flags,
              .requirements = {"SAN-C1"},
              .strict = strict,
              .lenient = Ok(version, p)});
  }
  // Broken: one worker out of range, on an earlier worker's square or on a
  // dome or tower; a building field out of range; the message cut short.
  for (uint32_t i = 0; i < 50; ++i) {
    const char version = rng.Below(2) == 0 ? '1' : '2';
    Position p = RandomPosition(&rng, 1 + rng.Below(25u));
    Fields fields = FieldsOf(CanonicalLayout(p), version);
    std::vector<std::string> flags = {"Random"};
    std::string slug;
    Outcome want;
    const uint32_t kind = rng.Below(5u);
    if (kind == 0) {
      const size_t w = rng.Below(4u);
      fields.workers[w] = 25 + rng.Below(7u);
      slug = Write(fields, version);
      flags.push_back("OutOfRange");
      want = Err(VALUE_OUT_OF_RANGE, WorkerAt(w));
    } else if (kind == 1) {
      const size_t w = 1 + rng.Below(3u);
      const size_t earlier = rng.Below(w);
      fields.workers[w] = fields.workers[earlier];
      slug = Write(fields, version);
      flags.push_back("RepeatedSquare");
      want = Err(DUPLICATE, WorkerAt(w));
    } else if (kind == 2) {
      const uint32_t square = CanonicalLayout(p).workers[rng.Below(4u)];
      p.heights[square] = rng.Below(2) ? kTower : kDome;
      slug = Canonical(p, version);
      flags.push_back("IllegalPosition");
      size_t first = 4;
      for (const uint32_t w : CanonicalLayout(p).workers) {
        if (p.heights[w] >= kTower) first = std::min(first, FieldOrder(p, w));
      }
      want = Err(ILLEGAL_POSITION, WorkerAt(first));
    } else {
      const size_t n = fields.buildings.size();
      const size_t k = 1 + rng.Below(n);
      const uint32_t choices = version == '1' ? kSquares : static_cast<uint32_t>(26 - k);
      const uint32_t room = (1u << FieldWidth(version, k)) - choices;
      if (kind == 3 && room > 0) {
        fields.buildings[k - 1] = choices + rng.Below(room);
        slug = Write(fields, version);
        flags.push_back("OutOfRange");
        want = Err(VALUE_OUT_OF_RANGE, FieldAt(version, k));
      } else {
        // Cut inside the last field of 2 bits or more (v2 fields 24 and 25
        // are 1 bit: cutting one would only drop it).
        const size_t last = version == '1' ? n : std::min<size_t>(n, 23);
        const int width = FieldWidth(version, last);
        const size_t keep = FieldBit(version, last) + 1 + rng.Below(static_cast<size_t>(width - 1));
        slug = Slug(version, Pack(fields, version).substr(0, keep));
        flags.push_back("ShortMessage");
        want = Err(TRUNCATED, static_cast<uint32_t>(slug.size()));
      }
    }
    c.Add(f, {.id = "santorini/random/broken/" + Index(i), .slug = slug, .flags = flags, .strict = want});
  }
}

}  // namespace slugspec::corpusgen::santorini
