// The v3.1 terrain vectors (v31-terrain.jsonl): the three terrain forms, their
// ties, JavaScript's key order, the Y singles erratum and sides of 61
// ([PEN-E2], [PEN-V3-6]).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/split_mix64.h"
#include "corpusgen/common/vector_ids.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/random_boards.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {
namespace {

// Which forms are shortest (before the 61-row rule): bit 0 pairs, 1 Y, 2 Z.
int ShortestForms(const std::vector<Cell>& cells) {
  const size_t p = TerrainPairs(cells).size(), y = TerrainLines(cells, true).size(),
               z = TerrainLines(cells, false).size();
  const size_t m = std::min({p, y, z});
  return (p == m ? 1 : 0) | (y == m ? 2 : 0) | (z == m ? 4 : 0);
}

bool HasOffDiagonalYSingles(const std::vector<Cell>& cells) {
  std::map<int, int> per_column;
  for (const Cell& c : cells) ++per_column[c.y];
  return std::any_of(cells.begin(), cells.end(), [&](const Cell& c) { return per_column[c.y] == 1 && c.x != c.y; });
}

// The first terrain of a fixed sequence that satisfies `want`.
std::vector<Cell> FindTerrain(uint64_t seed, int h, int w, int max_cells,
                              const std::function<bool(const std::vector<Cell>&)>& want) {
  SplitMix64 rng(seed);
  for (int attempt = 0; attempt < 200000; ++attempt) {
    auto t = RandomTerrain(&rng, h, w, max_cells);
    if (!t.empty() && want(t)) return t;
  }
  Die("no terrain found");
}

}  // namespace

void TerrainVectors(Corpus& c) {
  const std::string f = "v31-terrain.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags,
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v31-terrain/" + name,
              .slug = MustWrite(b, "v3.1"),
              .flags = std::move(flags),
              .comment = comment,
              .strict = OkIn("v3.1", b)});
  };
  auto board = [](int h, int w, std::vector<Cell> t) { return MakeBoard('R', h, w, {}, std::move(t)); };
  // Each form alone, with and without the 0 switch.
  valid("form/pairs", board(8, 8, T("07 30 52 74")), {"TerrainForm"});
  valid("form/y-groups", board(8, 8, Picture({"#......#", "#......#", "#......#"})), {"TerrainForm"});
  valid("form/y-with-switch", board(8, 8, Picture({"#......#", "#......#", "#......#", "#......#", ".#"})),
        {"TerrainForm", "YSinglesErratum"}, "a single at (4, 1), written (x, y)");
  valid("form/single-block", board(1, 1, T("00")), {"TerrainForm", "Boundary"}, "one block: pairs R00 is shortest");
  valid("form/z-groups", board(8, 8, Picture({"########", "", "", "", "", "", "", "########"})), {"TerrainForm"});
  valid("form/z-with-switch", board(8, 8, Picture({"########", "", "", "..#", "", "", "", "#######."})),
        {"TerrainForm"});
  valid("form/z-switch-singles", board(10, 10, Picture({"##########", "#", ".#", "..#", "...#", "....#", ".....#"})),
        {"TerrainForm"});
  // Ties.
  valid("tie/pairs-y", board(8, 8, Picture({"#", "#", "#"})), {"TerrainTie"}, "pairs 7 = Y 7 < Z 9: pairs");
  valid("tie/pairs-z", board(8, 8, Picture({"###"})), {"TerrainTie"}, "pairs 7 = Z 7 < Y 9: pairs");
  valid("tie/y-z", board(8, 8, Picture({"###", "###", "###"})), {"TerrainTie"}, "Y 17 = Z 17 < pairs 19: Y");
  const auto all3 = FindTerrain(31, 9, 9, 12, [](const std::vector<Cell>& t) { return ShortestForms(t) == 7; });
  valid("tie/all-three", board(9, 9, all3), {"TerrainTie"}, "pairs = Y = Z: pairs");
  for (int i = 0; i < 4; ++i) {
    const int want = i == 0 ? 3 : i == 1 ? 5 : i == 2 ? 6 : 7;
    const auto t = FindTerrain(100 + static_cast<uint64_t>(i), 12, 12, 16, [&](const std::vector<Cell>& cells) {
      return ShortestForms(cells) == want && cells.size() > 4;
    });
    valid("tie/found-" + Dec(want), board(12, 12, t), {"TerrainTie"},
          std::string("shortest forms: ") + ((want & 1) ? "pairs " : "") + ((want & 2) ? "Y " : "") +
              ((want & 4) ? "Z" : ""));
  }
  // JavaScript key order of the Y groups: columns >= 10 in the order the
  // row-major walk meets them.
  const Board js = board(
      6, 13, Picture({".....#.....#", ".....#....##", ".....#....##", ".....#....##", ".....#....##", "..........#."}));
  if (TerrainLines(js.terrain, true).find("4b01234") == std::string::npos) Die("js key order board");
  valid("js-key-order/b-before-a", js, {"JsKeyOrder"}, "column 11 is met in row 0, column 10 in row 1");
  c.Add(f, {.id = "pentomino/v31-terrain/js-key-order/sorted-is-not-canonical",
            .slug = "R6dRY4501234" + std::string("4a123454b01234"),
            .flags = {"JsKeyOrder"},
            .comment = "the groups in ascending column order: not what the encoder writes",
            .strict = Err(NON_CANONICAL, 13),
            .lenient = OkIn("v3.1", js)});
  std::vector<Cell> capital;
  for (int x = 0; x < 10; ++x) {
    for (int y : {3, 36, 40, 50}) {
      if (x > 0 || y == 40 || y == 50) capital.push_back({x, y});
    }
  }
  capital.push_back({5, 60});
  const Board letters = board(10, 61, capital);
  const std::string capital_y = TerrainLines(capital, true);
  if (capital_y !=
      "RY831234567899E01234567899O01234567898A1234567890"
      "5Y")
    Die("capital columns board: " + capital_y);
  valid("js-key-order/capital-columns", letters, {"JsKeyOrder"},
        "columns 40 and 50 are met in row 0, column 36 in row 1: groups 3, 40, 50, 36, then the single in 60");
  const auto singles_order = FindTerrain(77, 14, 14, 30, [](const std::vector<Cell>& t) {
    if (BestTerrain(t).rfind("RY", 0) != 0) return false;
    std::map<int, int> per_column;
    for (const Cell& cell : t) ++per_column[cell.y];
    std::vector<int> walk;
    for (const Cell& cell : SortedTerrain(t)) {
      if (per_column[cell.y] == 1 && cell.y >= 10) walk.push_back(cell.y);
    }
    return !std::is_sorted(walk.begin(), walk.end());
  });
  valid("js-key-order/singles", board(14, 14, singles_order), {"JsKeyOrder", "YSinglesErratum"},
        "singles in columns >= 10 after the 0 switch, in the order the walk meets them");
  // The Y singles erratum: upstream's encoder writes the singles (y, x).
  SplitMix64 rng(0xe77a);
  int found = 0;
  for (int attempt = 0; found < 8 && attempt < 100000; ++attempt) {
    const int h = rng.Range(3, 14), w = rng.Range(3, 14);
    const auto t = RandomTerrain(&rng, h, w, 20);
    if (t.empty() || BestTerrain(t).rfind("RY", 0) != 0 || !HasOffDiagonalYSingles(t)) continue;
    const Board b = board(h, w, t);
    const std::string id = "pentomino/v31-terrain/y-singles/" + Index(found);
    valid("y-singles/" + Index(found) + "-canonical", b, {"YSinglesErratum"},
          "Y lines win, with singles off the diagonal: written (x, y)");
    const std::string upstream = V3Head(b) + TerrainLines(t, true, true);
    c.Add(f, {.id = id + "-upstream",
              .slug = upstream,
              .flags = {"YSinglesErratum", "UpstreamOpensDifferently"},
              .comment = "upstream's encoder wrote the singles (y, x); read (x, y) they land transposed, or outside"});
    ++found;
  }
  // Singles that are their own transpose: upstream's (y, x) link reopens as
  // its board, and the canonical link is upstream's, byte for byte; the
  // (x, y) spelling reads as the same board but is not canonical ([PEN-E3]).
  for (const auto& [name, singles] : {std::pair{std::string("issue-example"), T("12 21 33")},
                                      std::pair{std::string("two-pairs"), T("27 72 5a a5")}}) {
    std::vector<Cell> t = singles;
    for (int x = 0; x < 15; ++x) t.push_back({x, 0});
    const Board b = board(15, 15, t);
    const std::string upstream = V3Head(b) + TerrainLines(t, true, true);
    std::string x_y = upstream;  // each single's two characters swapped: (x, y)
    for (size_t i = x_y.size() - 2 * singles.size(); i < x_y.size(); i += 2) std::swap(x_y[i], x_y[i + 1]);
    if (MustWrite(b, "v3.1") != upstream || x_y == upstream) Die("self-transposed singles: " + upstream + " " + x_y);
    valid("y-singles/self-transposed/" + name, b, {"YSinglesErratum", "TerrainForm"},
          "the singles are their own transpose: written (y, x) as upstream did, they read as the same set");
    size_t at = 0;
    while (upstream[at] == x_y[at]) ++at;
    c.Add(f, {.id = "pentomino/v31-terrain/y-singles/self-transposed/" + name + "-x-y",
              .slug = x_y,
              .flags = {"YSinglesErratum", "TerrainForm"},
              .comment = "the same singles written (x, y): the same board, but not what the encoder writes",
              .strict = Err(NON_CANONICAL, static_cast<uint32_t>(at)),
              .lenient = OkIn("v3.1", b)});
  }
  // Sides of 61: the pairs form is no candidate when the first x is 60.
  valid("side-61/last-row", board(61, 61, T("YY")), {"Side61"}, "pairs RYY would read as Y lines");
  valid("side-61/last-row-two", board(61, 3, T("Y0 Y2")), {"Side61"});
  valid("side-61/first-x-below-60", board(61, 61, T("0Y YY")), {"Side61"}, "the first x is 0: pairs stay a candidate");
  c.Add(f, {.id = "pentomino/v31-terrain/side-61/pairs-spelling",
            .slug = "RZZRYY",
            .flags = {"Side61", "Truncated"},
            .comment = "upstream's encoder wrote this for (60, 60); it reads as a Y group cut short",
            .strict = Err(TRUNCATED, 6)});
  c.Add(f, {.id = "pentomino/v31-terrain/side-61/pairs-spelling-two",
            .slug = "RZ5RY0Y1",
            .flags = {"Side61", "UpstreamOpensDifferently"},
            .comment = "upstream's pairs for (60, 0), (60, 1) read as Y lines: 0 switch, then one pair"});
  // Not canonical: another form, another order.
  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, uint32_t at,
                        const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v31-terrain/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, at),
              .lenient = lenient});
  };
  const Board row = board(8, 8, Picture({"########"}));
  acceptable("other-form/y-for-z", "R88RY00001020304050607", {"TerrainForm"}, 4, OkIn("v3.1", row));
  acceptable("other-form/z-singles-unsorted", "R88RZ01100", {"TerrainForm", "Unsorted"}, 4,
             OkIn("v3.1", board(8, 8, T("00 11"))), "");
  acceptable("other-form/group-unsorted", "R88RZ7076543210011", {"Unsorted", "TerrainForm"}, 7,
             OkIn("v3.1", board(8, 8, Picture({"########", ".#"}))));
  acceptable("other-form/single-as-group-of-one", "R88RZ00001", {"TerrainForm"}, 4,
             OkIn("v3.1", board(8, 8, T("00 01"))), "the 0 switch at once, then pairs");
  acceptable("other-form/repeat-in-group", "R88RY1000", {"IdenticalRepeat", "TerrainForm"}, 4,
             OkIn("v3.1", board(8, 8, T("00"))), "a group of two with the same row twice");
  // Broken terrain [PEN-V3-6].
  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v31-terrain/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict)});
  };
  reject("broken/r-alone", "R88R", {"Truncated"}, Err(TRUNCATED, 4));
  reject("broken/r-then-colours", "R88R_1F", {"Truncated"}, Err(BAD_CHARACTER, 4));
  reject("broken/dangling-x", "R88R001", {"Truncated", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, 7),
         "upstream drops a dangling x");
  reject("broken/dangling-x-before-colours", "R88R001_1F", {"Truncated"}, Err(BAD_CHARACTER, 7));
  reject("broken/y-alone", "R88RY", {"Truncated"}, Err(TRUNCATED, 5));
  reject("broken/z-then-colours", "R88RZ_1F", {"Truncated"}, Err(BAD_CHARACTER, 5));
  reject("broken/group-cut", "R88RZ3012", {"Truncated"}, Err(TRUNCATED, 9), "count 3: four columns follow, two do");
  reject("broken/group-cut-by-colours", "R88RZ3012_1F", {"Truncated"}, Err(BAD_CHARACTER, 9));
  reject("broken/count-only", "R88RY3", {"Truncated"}, Err(TRUNCATED, 6));
  reject("broken/switch-alone", "R88RY0", {"Truncated"}, Err(TRUNCATED, 6), "the 0 switch needs a pair");
  reject("broken/switch-dangling", "R88RZ10010", {"Truncated"}, Err(TRUNCATED, 10));
  reject("broken/bad-count", "R88RY-100", {"ForeignCharacter"}, Err(BAD_CHARACTER, 5));
  reject("broken/early-count", "R88RY[0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5));
  reject("broken/pair-character", "R88R0!1", {"ForeignCharacter"}, Err(BAD_CHARACTER, 5));
  reject("range/y-cross", "R88RY1801", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6), "column 8 of 8");
  reject("range/z-cross", "R88RZ1801", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6), "row 8 of 8");
  reject("range/y-along", "R88RY1008", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 8));
  reject("range/z-along", "R88RZ1008", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 8));
  reject("range/switch-pair", "R88RY1001008", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 11));
  reject("range/count-past-side", "R88RYZ0", {"Truncated"}, Err(TRUNCATED, 7), "count Z: 62 rows follow");
  // [PEN-C3]: a block in a piece's cell replaces the piece, as every upstream
  // decoder since e0b741d reads it (84be628 also adds a block at (0,0) to any
  // terrain section, its own defect).
  acceptable("duplicate/line-on-piece", "R88X033RZ332345", {"ConflictingRepeat", "UpstreamDecodersAgree"}, 3,
             OkIn("v3.1", MakeBoard('R', 8, 8, {}, T("32 33 34 35"))));
  acceptable("duplicate/single-on-piece", "R88X033RY1001033", {"ConflictingRepeat", "UpstreamDecodersAgree"}, 3,
             OkIn("v3.1", MakeBoard('R', 8, 8, {}, T("00 10 33"))));
}

}  // namespace slugspec::corpusgen::pentomino
