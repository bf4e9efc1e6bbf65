// The rectangle vectors (rectangles.jsonl): every size the limits allow
// (W >= H >= 2, W * H <= 36: 2x2 to 18x2, 12x3, 9x4, 7x5 and 6x6), each with
// a legal partition (none exists for 2x2 and 3x2), a rotatable piece, its
// levels, and its spellings turned to H x W.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void RectangleVectors(Corpus& c) {
  const std::string f = "rectangles.jsonl";
  Family add(c, f, "triplex/rectangles/");

  // The two sizes without a legal partition: every partition has two pieces or a straight cut.
  add("2x2/vertical-dominoes", SolutionSlug(Grid("AB/AB")), {"FewPieces", "StraightCut"}, {"TPX-S4"},
      Err(ILLEGAL_POSITION, FacesAt(2, 2)), std::nullopt, "2 x 2 holds two dominoes: two pieces, and a cut");
  add("2x2/horizontal-dominoes", SolutionSlug(Grid("AA/BB")), {"FewPieces", "StraightCut"}, {"TPX-S4"},
      Err(ILLEGAL_POSITION, FacesAt(2, 2)));
  add("2x2/level", "tpx1l_2x2_20000000_n", {"FewPieces"}, {"TPX-L4"}, Err(ILLEGAL_POSITION, 10));
  add("3x2/corners", SolutionSlug(Grid("AAB/ABB")), {"FewPieces"}, {"TPX-S4"}, Err(ILLEGAL_POSITION, FacesAt(3, 2)),
      std::nullopt, "two corners: no cut, but two pieces");
  add("3x2/straights", SolutionSlug(Grid("AAA/BBB")), {"FewPieces", "StraightCut"}, {"TPX-S4"},
      Err(ILLEGAL_POSITION, FacesAt(3, 2)));
  add("3x2/dominoes-cut-column", SolutionSlug(Grid("AAB/CCB")), {"StraightCut"}, {"TPX-S5"},
      Err(ILLEGAL_POSITION, FacesAt(3, 2)), std::nullopt, "the vertical domino is cut off");
  add("3x2/dominoes-cut-columns", SolutionSlug(Grid("ABC/ABC")), {"StraightCut"}, {"TPX-S5"},
      Err(ILLEGAL_POSITION, FacesAt(3, 2)));
  add("3x2/level-three-dominoes", "tpx1l_3x2_30000000_n", {}, {"TPX-L3", "TPX-L4"},
      Ok(MakeLevel(3, 2, "30000000", 'n')), std::nullopt,
      "a level is not solved by decoding: three DOMINO_H cannot tile 3 x 2, and the slug is valid");
  add("3x2/level-two-corners", "tpx1l_3x2_00001100_n", {"FewPieces"}, {"TPX-L4"}, Err(ILLEGAL_POSITION, 10));

  for (const auto& [w, h] : Sizes()) {
    const auto sample = Sample(w, h);
    if (!sample) {
      if ((w == 2 && h == 2) || (w == 3 && h == 2)) continue;
      Die("no legal partition of " + Size(w, h));
    }
    const Partition& p = *sample;
    const std::string size = Size(w, h) + "/";
    const std::vector<std::string> flags =
        w * h == 36 ? std::vector<std::string>{"Boundary"} : std::vector<std::string>{};
    add(size + "solution", SolutionSlug(p), flags, {"TPX-D1", "TPX-S1"}, Ok(p), std::nullopt, Rows(p));
    // A rotatable piece: the last piece, or an earlier one where the
    // partition is symmetric and the last piece's images tie.
    const size_t pieces = FirstCells(p).size();
    bool marked = false;
    for (size_t k = pieces; k-- > 0 && !marked;) {
      const Partition r = WithRotatable(p, k);
      marked = c.TryAdd(f, {.id = "triplex/rectangles/" + size + "rotatable",
                            .slug = SolutionSlug(r),
                            .flags = {"RotatableMarker"},
                            .requirements = {"TPX-S6", "TPX-S7"},
                            .comment = Rows(r),
                            .strict = Ok(r)});
      if (marked) {
        add(size + "level-rotatable", LevelSlug(LevelOf(r)), {"FreeClass"}, {"TPX-L3"}, Ok(LevelOf(r)));
      }
    }
    if (!marked) Die("no piece of " + Rows(p) + " can be marked");
    add(size + "level", LevelSlug(LevelOf(p)), flags, {"TPX-L1", "TPX-L3", "TPX-L4"}, Ok(LevelOf(p)));
    if (w != h) {
      const Partition turned = Image(p, Symmetry::kTurnRight);
      add(size + "solution-turned", SolutionSlug(turned), {"Transposed", "Image"}, {"TPX-D2"}, Err(NON_CANONICAL, 6),
          Ok(turned), "the solution turned a quarter clockwise: " + Size(h, w));
      const Level l = Transposed(LevelOf(p));
      add(size + "level-turned", LevelSlug(l), {"Transposed"}, {"TPX-D2"}, Err(NON_CANONICAL, 6), Ok(l));
    } else {
      const Partition turned = Image(p, Symmetry::kTranspose);
      add(size + "solution-transposed", SolutionSlug(turned), {"Image"}, {"TPX-S8"},
          Err(NON_CANONICAL, FacesAt(turned)), Ok(turned), "a square's transpose keeps W x H: " + Rows(turned));
      const Level l = Transposed(LevelOf(p));
      add(size + "level-transposed", LevelSlug(l), {}, {"TPX-D2"}, Ok(l), std::nullopt,
          "the level of the transposed solution: a square level is canonical either way");
    }
  }
}

}  // namespace slugspec::corpusgen::triplex
