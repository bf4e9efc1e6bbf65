// The spec's own examples (spec-examples.jsonl): the slugs spec/triplex.md
// names in its prose and its `example` blocks, built from its intent where
// it is a game (generation stops if a built slug differs from the spec's
// text, so the spec cannot show a slug that this encoder does not write),
// and as the spec prints it where it is a rejection (whose stated outcome
// the oracle must reproduce).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void SpecExampleVectors(Corpus& c) {
  const std::string f = "spec-examples.jsonl";
  const Family examples(c, f, "triplex/spec-example/", {"SpecExample"});
  auto add = [&](const char* id, std::string_view text, std::string slug, std::vector<std::string> flags,
                 std::vector<std::string> reqs, Outcome strict, std::optional<Outcome> lenient = std::nullopt,
                 std::string comment = "") {
    if (slug != text) Die(std::string(id) + ": built " + slug + " but the spec shows " + std::string(text));
    examples(id, std::move(slug), std::move(flags), std::move(reqs), std::move(strict), std::move(lenient),
             std::move(comment));
  };
  const Partition example = Example();
  const Partition flip = Image(example, Symmetry::kFlip);
  // §2 and §4
  add("solution-4x2", kExampleSlug, SolutionSlug(example), {"NotesExample"}, {"TPX-S1"}, Ok(example), std::nullopt,
      "§4: the 4 x 2 example, face value 589");
  // §3: "The 4 x 2 example's top-bottom mirror A A B B / A C C B has the face value 794".
  add("mirror-794", kExampleFlipSlug, SolutionSlug(flip), {"NotesExample", "Image"}, {"TPX-S8"},
      Err(NON_CANONICAL, FacesAt(flip)), Ok(flip), "§3: the top-bottom mirror, face value 794 (hex 31a)");
  // §4
  add("level-4x2", kExampleLevelSlug, LevelSlug(LevelOf(example)), {"NotesExample"}, {"TPX-L1"}, Ok(LevelOf(example)),
      std::nullopt, "§4: the example's level with no rotatable piece");
  // §5.3: a level with two solutions is well-formed (validate warns).
  const Level two_solutions = MakeLevel(4, 2, "22000000", 'n');
  add("level-two-solutions", "tpx1l_4x2_22000000_n", LevelSlug(two_solutions), {}, {"TPX-L3", "TPX-L4"},
      Ok(two_solutions), std::nullopt, "§5.3: two DOMINO_H and two DOMINO_V; more than one solution");
  // Rejections the spec prints (§5.1, §5.2), each as written there.
  auto rejected = [&](const char* id, std::string slug, std::vector<std::string> flags, const char* req, Outcome strict,
                      std::string comment) {
    flags.insert(flags.begin(), "SpecExample");
    c.Add(f, {.id = std::string("triplex/spec-example/") + id,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .requirements = {req},
              .comment = std::move(comment),
              .strict = std::move(strict)});
  };
  rejected("six-cell-piece", "tpx1s_4x2_2cb", {"PieceSize"}, "TPX-S3", Err(ILLEGAL_POSITION, 10),
           "§5.2: the piece of cell 1 has 6 cells");
  rejected("straight-cut", "tpx1s_4x2_2c9", {"StraightCut"}, "TPX-S5", Err(ILLEGAL_POSITION, 10),
           "§5.2: a straight cut between columns 0 and 1");
  rejected("rotatable-leading-zero", "tpx1s_4x2_24d_r05", {"RotatableMarker"}, "TPX-S6", Err(BAD_CHARACTER, 16),
           "§5.2 [TPX-S6]: the number 0 ends, and the 5 cannot follow it");
  rejected("height-zero", "tpx1s_4x05_24d", {"Separator"}, "TPX-D1", Err(VALUE_OUT_OF_RANGE, 8),
           "§5.1 [TPX-D1]: H is the number 0, judged as soon as it is read");
}

}  // namespace slugspec::corpusgen::triplex
