// The v0 payload's vectors (v0.jsonl): spec/sudoku.md §6.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/offsets.h"
#include "corpusgen/sudoku/puzzles.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

void V0Vectors(Corpus& c) {
  const std::string f = "v0.jsonl";
  auto valid = [&](const std::string& name, const Givens& g, std::vector<std::string> flags = {},
                   std::string comment = "") {
    c.Add(f, {.id = "sudoku/v0/valid/" + name,
              .slug = V0(g),
              .flags = std::move(flags),
              .comment = std::move(comment),
              .strict = V0Ok(g)});
  };
  valid("empty", {}, {"Boundary"});
  valid("cell-80-digit-9", {{80, 9}}, {"Boundary"});
  valid("cell-0-digit-9", {{0, 9}}, {"Boundary"});
  valid("cell-80-digit-1", {{80, 1}}, {"Boundary"});
  for (size_t n : {3, 7, 8, 16, 17, 80})
    valid("spread-" + std::to_string(n), Spread(n), {}, std::to_string(n) + " givens");
  valid("81-givens", FullGrid(), {"Boundary"}, "the longest canonical slug: 166 bytes, 224 characters");
  if (V0(FullGrid()).size() != 224) Die("the longest v0 slug should be 224 characters");

  auto reject = [&](const std::string& name, std::string slug, std::vector<std::string> flags, Outcome strict,
                    std::optional<Outcome> lenient = std::nullopt, std::string comment = "") {
    c.Add(f, {.id = "sudoku/v0/" + name,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .comment = std::move(comment),
              .strict = std::move(strict),
              .lenient = std::move(lenient)});
  };
  // [SUD-V0-1]
  const std::string odd1 = Base64(V0Bytes({}, {19}));
  reject("odd/cell-without-digit", odd1, {"OddPayload", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, Len(odd1)),
         std::nullopt, "upstream reads the missing digit as undefined");
  const std::string odd2 = Base64(V0Bytes({{0, 1}}, {80}));
  reject("odd/after-one-given", odd2, {"OddPayload", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, Len(odd2)));
  const std::string odd3 = Base64(V0Bytes(Spread(80), {80}));
  reject("odd/after-80-givens", odd3, {"OddPayload", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, Len(odd3)));
  const std::string odd4 = Unpadded(V0Bytes({{19, 6}}, {70}));
  reject("odd/unpadded", odd4, {"OddPayload", "MissingPadding", "MaskedCanonical"}, Err(TRUNCATED, Len(odd4)));

  // [SUD-V0-2] and [SUD-V0-3]
  const Givens base = {{3, 1}, {10, 2}, {40, 5}};
  auto out_of_range = [&](const std::string& name, size_t i, Given g, bool cell) {
    Givens gs = base;
    gs[i] = g;
    reject("range/" + name, V0(gs), {"OutOfRange", "UpstreamAcceptsGarbage"},
           Err(VALUE_OUT_OF_RANGE, cell ? V0CellAt(i) : V0DigitAt(i)));
  };
  out_of_range("cell-81", 0, {81, 1}, true);
  out_of_range("cell-127", 1, {127, 4}, true);
  out_of_range("cell-128", 2, {128, 9}, true);
  out_of_range("cell-255", 2, {255, 255}, true);
  out_of_range("cell-81-digit-0", 1, {81, 0}, true);
  out_of_range("digit-0", 0, {3, 0}, false);
  out_of_range("digit-10", 1, {10, 10}, false);
  out_of_range("digit-15", 2, {40, 15}, false);
  out_of_range("digit-255", 2, {40, 255}, false);
  reject("range/cell-255-digit-255-only", V0({{255, 255}}), {"OutOfRange", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, V0CellAt(0)));

  // [SUD-V0-4] conflicting repeats: rejected by both profiles.
  reject("duplicate/conflict", V0({{5, 1}, {5, 2}}), {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, V0CellAt(1)), std::nullopt, "upstream shows the last digit");
  reject("duplicate/conflict-unsorted", V0({{1, 1}, {5, 1}, {9, 9}, {5, 2}}),
         {"ConflictingRepeat", "Unsorted", "MaskedCanonical", "UpstreamOpensDifferently"}, Err(DUPLICATE, V0CellAt(3)));
  reject("duplicate/identical-then-conflict", V0({{5, 1}, {5, 1}, {5, 2}}),
         {"IdenticalRepeat", "ConflictingRepeat", "MaskedCanonical", "UpstreamOpensDifferently"},
         Err(DUPLICATE, V0CellAt(2)));
  // [SUD-V0-5] identical repeats: lenient drops them.
  reject("duplicate/identical", V0({{5, 1}, {5, 1}}), {"IdenticalRepeat"}, Err(DUPLICATE, V0CellAt(1)), V0Ok({{5, 1}}));
  reject("duplicate/identical-thrice", V0({{5, 1}, {5, 1}, {5, 1}}), {"IdenticalRepeat"}, Err(DUPLICATE, V0CellAt(1)),
         V0Ok({{5, 1}}));
  reject("duplicate/identical-82-pairs", V0(Append(FullGrid(), {FullGrid()[80]})), {"IdenticalRepeat", "Boundary"},
         Err(DUPLICATE, V0CellAt(81)), V0Ok(FullGrid()), "82 pairs: more pairs than cells");
  // [SUD-V0-6] order: lenient keeps slug order.
  reject("order/reversed-pair", V0(Reversed(kPair)), {"Unsorted"}, Err(NON_CANONICAL, V0CellAt(1)),
         V0Ok(Reversed(kPair)));
  reject("order/reversed-16", V0(Reversed(Spread(16))), {"Unsorted"}, Err(NON_CANONICAL, V0CellAt(1)),
         V0Ok(Reversed(Spread(16))));
  Givens last_swapped = Spread(8);
  std::swap(last_swapped[6], last_swapped[7]);
  reject("order/last-two-swapped", V0(last_swapped), {"Unsorted"}, Err(NON_CANONICAL, V0CellAt(7)), V0Ok(last_swapped));
  reject("order/before-identical", V0({{9, 1}, {3, 2}, {3, 2}}), {"Unsorted", "IdenticalRepeat", "SeveralCanonical"},
         Err(NON_CANONICAL, V0CellAt(1)), V0Ok({{9, 1}, {3, 2}}));
  reject("order/after-identical", V0({{3, 2}, {3, 2}, {1, 1}}), {"Unsorted", "IdenticalRepeat", "SeveralCanonical"},
         Err(DUPLICATE, V0CellAt(1)), V0Ok({{3, 2}, {1, 1}}));
  reject("order/behind-out-of-range", V0({{9, 1}, {3, 2}, {90, 2}}), {"Unsorted", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, V0CellAt(2)));
  const std::string unsorted_unpadded = Unpadded(V0Bytes(Reversed(kPair)));
  reject("order/unpadded", unsorted_unpadded, {"Unsorted", "MissingPadding", "SeveralCanonical"},
         Err(NON_CANONICAL, V0CellAt(1)), V0Ok(Reversed(kPair)));
}

}  // namespace slugspec::corpusgen::sudoku
