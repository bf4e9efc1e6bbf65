// The spec's own examples (spec-examples.jsonl): the slugs spec/triplex.md
// names in its prose (§2 to §4), built from its intent. The slugs of its
// `example` blocks are run against the reference by the SpecExamples tests;
// those not in this corpus yet are listed in the closing note of issue 14.
// Generation stops if a built slug differs from the spec's text, so the spec
// cannot show a slug that this encoder does not write.
#include "corpusgen/triplex/families.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void SpecExampleVectors(Corpus& c) {
  const std::string f = "spec-examples.jsonl";
  auto add = [&](const char* id, std::string_view text, std::string slug, std::vector<std::string> flags,
                 std::vector<std::string> reqs, Outcome strict, std::optional<Outcome> lenient = std::nullopt,
                 std::string comment = "") {
    if (slug != text) Die(std::string(id) + ": built " + slug + " but the spec shows " + std::string(text));
    flags.insert(flags.begin(), "SpecExample");
    c.Add(f, {.id = std::string("triplex/spec-example/") + id, .slug = std::move(slug), .flags = std::move(flags),
              .requirements = std::move(reqs), .comment = std::move(comment), .strict = std::move(strict),
              .lenient = std::move(lenient)});
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
  add("level-4x2", kExampleLevelSlug, LevelSlug(LevelOf(example)), {"NotesExample"}, {"TPX-L1"},
      Ok(LevelOf(example)), std::nullopt, "§4: the example's level with no rotatable piece");
}

}  // namespace slugspec::corpusgen::triplex
