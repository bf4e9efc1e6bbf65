// The v1 payload's vectors (v1.jsonl): spec/sudoku.md §7.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/offsets.h"
#include "corpusgen/sudoku/puzzles.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

void V1Vectors(Corpus& c) {
  const std::string f = "v1.jsonl";
  auto valid = [&](const std::string& name, const Givens& g, std::vector<std::string> flags = {}) {
    const std::string comment =
        std::to_string(g.size()) + " givens, " + std::to_string(V1PadBits(g.size())) + " pad bits";
    c.Add(f, {.id = "sudoku/v1/valid/" + name,
              .slug = V1(g),
              .flags = std::move(flags),
              .requirements = {"SUD-V1-1"},
              .comment = comment,
              .strict = V1Ok(g)});
  };
  // [SUD-V1-1] counts 0..8 cover every pad-bit count 0..7; 11n is a
  // multiple of 8 for n = 8, 16, ..., 80 (upstream's old off-by-one).
  for (size_t n = 0; n <= 8; ++n) {
    std::vector<std::string> flags;
    if (n == 0) flags.push_back("Boundary");
    if (n == 8) flags.push_back("OffByOneHistory");
    valid("count-" + std::to_string(n), Spread(n), flags);
  }
  for (size_t n : {16, 24, 80}) valid("count-" + std::to_string(n), Spread(n), {"OffByOneHistory"});
  for (size_t n : {17, 40, 79}) valid("count-" + std::to_string(n), Spread(n));
  valid("count-81", FullGrid(), {"Boundary"});
  valid("cell-0-digit-9", {{0, 9}}, {"Boundary"});
  valid("cell-80-digit-1", {{80, 1}}, {"Boundary"});
  valid("corners", {{0, 1}, {8, 9}, {72, 9}, {80, 1}}, {"Boundary"});
  for (uint32_t d = 1; d <= 9; ++d) valid("centre-digit-" + std::to_string(d), {{40, d}});

  auto reject = [&](const std::string& name, std::string slug, std::vector<std::string> flags, Outcome strict,
                    std::optional<Outcome> lenient = std::nullopt, std::string comment = "") {
    c.Add(f, {.id = "sudoku/v1/" + name,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .comment = std::move(comment),
              .strict = std::move(strict),
              .lenient = std::move(lenient)});
  };
  // [SUD-V1-2] and [SUD-V1-3], at the first, a middle and the last tuple.
  auto out_of_range = [&](const std::string& name, size_t n, size_t i, Given g, bool cell) {
    Givens gs = Spread(n);
    gs[i] = g;
    reject("range/" + name, V1(gs), {"OutOfRange", "UpstreamAcceptsGarbage"},
           Err(VALUE_OUT_OF_RANGE, cell ? V1TupleAt(i) : V1DigitAt(i)), std::nullopt,
           "tuple " + std::to_string(i) + " of " + std::to_string(n));
  };
  out_of_range("cell-81-first", 3, 0, {81, 5}, true);
  out_of_range("cell-127-first", 1, 0, {127, 1}, true);
  out_of_range("cell-81-middle", 8, 3, {81, 2}, true);
  out_of_range("cell-100-last", 8, 7, {100, 3}, true);
  out_of_range("cell-127-last-of-81", 81, 80, {127, 9}, true);
  out_of_range("cell-81-digit-0", 2, 1, {81, 0}, true);
  out_of_range("digit-0-first", 1, 0, {0, 0}, false);
  out_of_range("digit-10-middle", 5, 2, {30, 10}, false);
  out_of_range("digit-15-last", 7, 6, {77, 15}, false);
  out_of_range("digit-0-last-of-8", 8, 7, {75, 0}, false);
  out_of_range("digit-12-second", 4, 1, {25, 12}, false);

  // [SUD-V1-4] conflicting repeats.
  reject("duplicate/conflict", V1({{5, 1}, {5, 2}}), {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, V1TupleAt(1)), std::nullopt, "upstream shows the last digit");
  reject("duplicate/conflict-at-80", V1({{0, 1}, {80, 9}, {80, 8}}), {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, V1TupleAt(2)));
  reject("duplicate/conflict-unsorted", V1({{10, 1}, {20, 2}, {10, 3}}),
         {"ConflictingRepeat", "Unsorted", "MaskedCanonical", "UpstreamOpensDifferently"},
         Err(DUPLICATE, V1TupleAt(2)));
  reject("duplicate/identical-then-conflict", V1({{5, 1}, {5, 1}, {5, 2}}),
         {"IdenticalRepeat", "ConflictingRepeat", "MaskedCanonical", "UpstreamOpensDifferently"},
         Err(DUPLICATE, V1TupleAt(2)));
  // [SUD-V1-5] identical repeats.
  reject("duplicate/identical", V1({{5, 1}, {5, 1}}), {"IdenticalRepeat"}, Err(DUPLICATE, V1TupleAt(1)),
         V1Ok({{5, 1}}));
  reject("duplicate/identical-thrice-at-0", V1({{0, 1}, {0, 1}, {0, 1}}), {"IdenticalRepeat"},
         Err(DUPLICATE, V1TupleAt(1)), V1Ok({{0, 1}}));
  const Givens s16 = Spread(16);
  reject("duplicate/identical-at-end", V1(Append(s16, {s16.back()})), {"IdenticalRepeat"},
         Err(DUPLICATE, V1TupleAt(16)), V1Ok(s16));
  reject("duplicate/identical-82-tuples", V1(Append(FullGrid(), {FullGrid()[80]})), {"IdenticalRepeat", "Boundary"},
         Err(DUPLICATE, V1TupleAt(81)), V1Ok(FullGrid()), "82 tuples: more tuples than cells");
  // [SUD-V1-6] order.
  reject("order/reversed-pair", V1(Reversed(kPair)), {"Unsorted"}, Err(NON_CANONICAL, V1TupleAt(1)),
         V1Ok(Reversed(kPair)));
  reject("order/reversed-16", V1(Reversed(s16)), {"Unsorted"}, Err(NON_CANONICAL, V1TupleAt(1)), V1Ok(Reversed(s16)));
  Givens seed_swapped = SeedGivens();
  std::swap(seed_swapped[29], seed_swapped[30]);
  reject("order/seed-last-two-swapped", V1(seed_swapped), {"Seed", "Unsorted"}, Err(NON_CANONICAL, V1TupleAt(30)),
         V1Ok(seed_swapped));
  reject("order/identical-first", V1({{5, 1}, {5, 1}, {3, 2}}), {"IdenticalRepeat", "Unsorted", "SeveralCanonical"},
         Err(DUPLICATE, V1TupleAt(1)), V1Ok({{5, 1}, {3, 2}}));
  reject("order/unsorted-first", V1({{9, 1}, {3, 2}, {3, 2}}), {"IdenticalRepeat", "Unsorted", "SeveralCanonical"},
         Err(NON_CANONICAL, V1TupleAt(1)), V1Ok({{9, 1}, {3, 2}}));
  reject("order/behind-out-of-range", V1({{9, 1}, {3, 2}, {50, 0}}), {"Unsorted", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(2)));

  // [SUD-V1-7] non-zero pad bits, for every pad-bit count 1..7: all ones
  // (reported at the first pad bit) and only the last one.
  for (size_t n = 1; n <= 7; ++n) {
    const int bits = V1PadBits(n);
    const Givens g = Spread(n);
    const std::string name = "pad-bits/" + std::to_string(bits) + "-bits-";
    reject(name + "all-ones", V1(g, (1u << bits) - 1), {"NonZeroPadBits"}, Err(NON_CANONICAL, V1PadAt(n, 0)), V1Ok(g),
           std::to_string(n) + " givens; upstream ignores the pad bits");
    if (bits > 1) {
      reject(name + "last-one", V1(g, 1), {"NonZeroPadBits"}, Err(NON_CANONICAL, V1PadAt(n, bits - 1)), V1Ok(g));
    }
  }
  reject("pad-bits/behind-out-of-range", V1({{3, 3}, {81, 1}}, 3), {"NonZeroPadBits", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, V1TupleAt(1)));

  // [SUD-V1-8] a whole spare byte (8 to 10 spare bits).
  auto trailing = [&](const std::string& name, size_t n, uint8_t byte) {
    const Givens g = Spread(n);
    const size_t byte_bit = 32 + 11 * n + static_cast<size_t>(V1PadBits(n));
    reject("trailing/" + name, V1(g, 0, {byte}), {"TrailingByte"}, Err(TRAILING_DATA, CharOfBit(byte_bit)), V1Ok(g),
           std::to_string(8 + V1PadBits(n)) + " spare bits: too few for a tuple; upstream ignores them");
  };
  trailing("8-spare-bits-zero", 0, 0x00);
  trailing("8-spare-bits-ones", 0, 0xFF);
  trailing("8-spare-bits-after-8", 8, 0x00);
  trailing("9-spare-bits", 5, 0x00);
  trailing("10-spare-bits", 2, 0xA5);
  trailing("8-spare-bits-after-16", 16, 0x41);
  // With 10 givens the pad bits and the spare byte start in different
  // characters, so the lower offset decides.
  reject("trailing/behind-pad-bits", V1(Spread(10), 2, {0x00}), {"TrailingByte", "NonZeroPadBits", "SeveralCanonical"},
         Err(NON_CANONICAL, V1PadAt(10, 0)), V1Ok(Spread(10)));
  reject("trailing/unpadded", Unpadded(V1Bytes(Spread(2), 0, {0x00})),
         {"TrailingByte", "MissingPadding", "SeveralCanonical"}, Err(TRAILING_DATA, CharOfBit(32 + 22 + 2)),
         V1Ok(Spread(2)));
  // 11 or more spare bits are a tuple.
  const Givens three = {{10, 2}, {20, 3}, {30, 4}};
  reject("extra-tuple/digit-0", V1(three, 0, {0x00}), {"ExtraTuple", "OutOfRange", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(3)), std::nullopt, "7 pad bits and a zero byte: a fourth tuple (0, 0)");
  reject("extra-tuple/cell-0-digit-1", V1(three, 0, {0x10}), {"ExtraTuple", "Unsorted"},
         Err(NON_CANONICAL, V1TupleAt(3)), V1Ok(Append(three, {{0, 1}})),
         "7 pad bits and 0x10: a fourth tuple (0, 1), out of order");
  reject("extra-tuple/two-zero-bytes", V1({}, 0, {0x00, 0x00}), {"ExtraTuple", "OutOfRange", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(0)));
  reject("extra-tuple/after-81", V1(FullGrid(), 0, {0x00}), {"ExtraTuple", "OutOfRange", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(81)));

  // Characters cut off the end of canonical slugs.
  // 17 givens: 28 bytes, 38 data characters and "==".
  const std::string s17 = V1(Spread(17));
  Givens first16 = Spread(17);
  first16.pop_back();
  const auto cut = [&](size_t n) { return s17.substr(0, s17.size() - n); };
  reject("truncated/17-givens-cut-1", cut(1), {"Truncated", "WrongPadding"}, Err(BAD_BASE64, 38));
  reject("truncated/17-givens-cut-2", cut(2), {"Truncated", "MissingPadding"}, Err(NON_CANONICAL, 38),
         V1Ok(Spread(17)));
  reject("truncated/17-givens-cut-3", cut(3), {"Truncated", "LoneSextet"}, Err(BAD_BASE64, 36));
  reject("truncated/17-givens-cut-4", cut(4), {"Truncated", "TrailingByte", "UpstreamOpensDifferently"},
         Err(TRAILING_DATA, CharOfBit(32 + 11 * 16)), V1Ok(first16),
         "16 tuples and a spare byte: upstream shows 16 givens");
}

}  // namespace slugspec::corpusgen::sudoku
