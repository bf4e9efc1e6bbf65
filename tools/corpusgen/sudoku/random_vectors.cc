// The random vectors (random.jsonl): random puzzles in both versions, clean,
// damaged in transit and broken, from one seeded generator.
#include <cstdint>
#include <string>
#include <vector>

#include "corpusgen/common/split_mix64.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/common/vector_ids.h"
#include "corpusgen/sudoku/damage.h"
#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/offsets.h"
#include "corpusgen/sudoku/puzzles.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {
namespace {

// Random transit damage that lenient repairs: a random non-empty choice of
// kinds, applied in an order that keeps each repair unambiguous (escapes are
// made after line breaks are inserted, so no break splits an escape).
std::string RandomDamage(SplitMix64* rng, std::string slug, std::vector<std::string>* flags) {
  uint32_t kinds = 1 + rng->Below(63);
  const auto chosen = [&](int kind) { return (kinds >> kind) & 1u; };
  const size_t before = flags->size();
  if (chosen(0) && slug.find_first_of("+/") != std::string::npos) {
    slug = UrlSafe(slug);
    flags->push_back("UrlSafeAlphabet");
  }
  if (chosen(1) && slug.find('+') != std::string::npos) {
    slug = Replace(slug, '+', " ");
    flags->push_back("PlusAsSpace");
  }
  if (chosen(2) && slug.find('=') != std::string::npos) {
    slug = StripPadding(slug);
    flags->push_back("MissingPadding");
  }
  if (chosen(3) || flags->size() == before) {
    // One draw per statement: the order of evaluation of function arguments
    // is unspecified, and g++ and clang++ differ.
    const size_t width = 4 + rng->Below(20);
    const char* line_break = rng->Below(2) ? "\r\n" : "\n";
    slug = Wrap(slug, width, line_break);
    flags->push_back("LineBreaks");
  }
  if (chosen(4)) {
    const bool twice = rng->Below(2) != 0;
    slug = Escape(slug, slug.find_first_of("+/=") != std::string::npos ? "+/=" : "y", twice ? 2 : 1);
    flags->push_back(twice ? "DoublePercentEncoded" : "PercentEncoded");
  }
  if (chosen(5)) {
    slug = InProse(slug, rng);
    flags->push_back("ProsePunctuation");
  }
  if (flags->size() - before > 1) flags->push_back("CombinedDamage");
  return slug;
}

}  // namespace

void RandomVectors(Corpus& c) {
  const std::string f = "random.jsonl";
  SplitMix64 rng(0x5eed0002);
  for (uint32_t i = 0; i < 120; ++i) {
    const Givens g = RandomPuzzle(&rng, rng.Below(82));
    c.Add(f, {.id = "sudoku/random/v1/" + Index(i), .slug = V1(g), .flags = {"Random"}, .strict = V1Ok(g)});
  }
  for (uint32_t i = 0; i < 80; ++i) {
    const Givens g = RandomPuzzle(&rng, rng.Below(82));
    c.Add(f, {.id = "sudoku/random/v0/" + Index(i),
              .slug = V0(g),
              .flags = {"Random"},
              .comment = "upgraded: the same puzzle in v1",
              .strict = V0Ok(g)});
  }
  // Damaged in transit.
  for (uint32_t i = 0; i < 40; ++i) {
    const char version = rng.Below(4) == 0 ? '0' : '1';
    const Givens g = RandomPuzzle(&rng, 1 + rng.Below(81));
    std::vector<std::string> flags = {"Random"};
    const std::string slug = RandomDamage(&rng, Canonical(g, version), &flags);
    c.Add(f, {.id = "sudoku/random/damaged/" + Index(i),
              .slug = slug,
              .flags = flags,
              .requirements = {"SUD-T3"},
              .lenient = Ok(version, g)});
  }
  // Broken: one given made out of range, or repeated with another digit.
  for (uint32_t i = 0; i < 40; ++i) {
    const char version = rng.Below(3) == 0 ? '0' : '1';
    Givens g = RandomPuzzle(&rng, 1 + rng.Below(81));
    const auto k = static_cast<size_t>(rng.Below(static_cast<uint32_t>(g.size())));
    std::vector<std::string> flags = {"Random"};
    Outcome want;
    if (rng.Below(3) == 0) {
      g.push_back({g[k].cell, g[k].digit % 9 + 1});
      flags.push_back("ConflictingRepeat");
      want = Err(DUPLICATE, version == '0' ? V0CellAt(g.size() - 1) : V1TupleAt(g.size() - 1));
    } else if (rng.Below(2) == 0) {
      g[k].cell = 81 + rng.Below(version == '0' ? 175 : 47);
      flags.push_back("OutOfRange");
      want = Err(VALUE_OUT_OF_RANGE, version == '0' ? V0CellAt(k) : V1TupleAt(k));
    } else {
      const uint32_t bad[] = {0, 10, 11, 12, 13, 14, 15};
      g[k].digit = bad[rng.Below(7)];
      flags.push_back("OutOfRange");
      want = Err(VALUE_OUT_OF_RANGE, version == '0' ? V0DigitAt(k) : V1DigitAt(k));
    }
    c.Add(f, {.id = "sudoku/random/broken/" + Index(i),
              .slug = version == '0' ? V0(g) : V1(g),
              .flags = flags,
              .strict = want});
  }
}

}  // namespace slugspec::corpusgen::sudoku
