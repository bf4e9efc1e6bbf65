// The example's vectors (seed.jsonl): the 4 x 2 partition of spec/triplex.md
// §2 ("A C C B / A A B B", face value 589), its images, its level, with a
// rotatable piece, cut short, damaged and misread.
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void SeedVectors(Corpus& c) {
  const std::string f = "seed.jsonl";
  const Partition example = Example();
  // The example must come out of the writer exactly as the spec prints it.
  if (FaceValue(example) != 589) Die("the example's face value is not 589");
  if (SolutionSlug(example) != kExampleSlug) Die("the example does not make " + std::string(kExampleSlug));
  const Partition flip = Image(example, Symmetry::kFlip);
  if (FaceValue(flip) != 794 || SolutionSlug(flip) != kExampleFlipSlug) Die("the example's mirror is not 794");
  if (LevelSlug(LevelOf(example)) != kExampleLevelSlug)
    Die("the example's level is not " + std::string(kExampleLevelSlug));
  const Family add(c, f, "triplex/seed/notes-4x2/", {"NotesExample"});
  const std::string slug(kExampleSlug), level(kExampleLevelSlug);
  const uint32_t faces = FacesAt(example);  // 10

  add.WithComment(
      "solution", slug, {}, {"TPX-S1", "TPX-S3", "TPX-S4", "TPX-S5"},
      "A C C B / A A B B: faces 0|4 0|1 1|5 1|2 2|6 2|3 3|7 4|5 5|6 6|7 are 1001001101, 589; pieces by first cell: "
      "CORNER_NE at (0,0), DOMINO_H at (1,0), CORNER_NW at (2,0) (slug render letters them A B B C / A A C C); "
      "the left-right mirror is the same partition",
      Ok(example));
  add.WithComment("flip", std::string(kExampleFlipSlug), {"Image"}, {"TPX-S8"},
                  "A A B B / A C C B, the top-bottom mirror (and the half turn): 794, not the least image",
                  Err(NON_CANONICAL, faces), Ok(flip));
  std::set<std::string> seen;
  for (const Symmetry s : {Symmetry::kTranspose, Symmetry::kAntiTranspose, Symmetry::kTurnRight, Symmetry::kTurnLeft}) {
    const Partition image = Image(example, s);
    const std::string written = SolutionSlug(image);
    if (!seen.insert(written).second) continue;
    add.WithComment(std::string("2x4-") + std::string(SymmetryName(s)), written, {"Image", "Transposed"}, {"TPX-D2"},
                    "the example's " + std::string(SymmetryName(s)) + " image, 2 x 4 (" + Rows(image) + "): H > W",
                    Err(NON_CANONICAL, 6), Ok(image));
  }
  add.WithComment("level", level, {}, {"TPX-L1", "TPX-L2", "TPX-L3", "TPX-L4"},
                  "one DOMINO_H, one CORNER_NW, one CORNER_NE, no rotatable piece", Ok(LevelOf(example)));
  const Level turned = Transposed(LevelOf(example));
  add.WithComment("level-2x4", LevelSlug(turned), {"Transposed"}, {"TPX-D2"},
                  "the example's level turned to 2 x 4 (a DOMINO_V, a CORNER_NW, a CORNER_SW)", Err(NON_CANONICAL, 6),
                  Ok(turned));

  // A rotatable piece. The domino maps to itself under the mirror that
  // keeps the face value; the corners map to each other, so a rotatable
  // corner has two minimal images the spec does not choose between (no
  // vector).
  const Partition domino = Grid("AccB/AABB");
  add.WithComment("rotatable-domino", SolutionSlug(domino), {"RotatableMarker"}, {"TPX-S6", "TPX-S7"},
                  "the DOMINO_H rotatable: its first cell is 1", Ok(domino));
  const Partition flip_domino = Image(domino, Symmetry::kFlip);
  add.WithComment("rotatable-domino-flip", SolutionSlug(flip_domino), {"Image", "RotatableMarker"}, {"TPX-S8"},
                  "the flip moves the rotatable domino to cell 5", Err(NON_CANONICAL, faces), Ok(flip_domino));
  add.WithComment("rotatable-domino-level", LevelSlug(LevelOf(domino)), {"FreeClass"}, {"TPX-L2"},
                  "the level of the solution with the domino rotatable", Ok(LevelOf(domino)));
  for (const char* rows : {"aCCB/aaBB", "ACCb/AAbb"}) {
    const Level l = LevelOf(Grid(rows));
    add.WithComment(std::string("rotatable-corner-level-") + (rows[0] == 'a' ? "a" : "b"), LevelSlug(l), {"FreeClass"},
                    {"TPX-L2"}, std::string("the level of ") + rows + ": its solution's slug has two minimal images",
                    Ok(l));
  }
  add.WithComment("rotatable-cell-2", slug + "_r2", {"RotatableMarker"}, {"TPX-S7"},
                  "cell 2 is the domino's second cell", Err(VALUE_OUT_OF_RANGE, 15));
  add.WithComment("rotatable-cell-5", slug + "_r5", {"RotatableMarker"}, {"TPX-S7"},
                  "cell 5 is the first corner's third cell", Err(VALUE_OUT_OF_RANGE, 15));
  add.WithComment("rotatable-cell-8", slug + "_r8", {"RotatableMarker", "OutOfRange"}, {"TPX-S7"}, "past the 8 cells",
                  Err(VALUE_OUT_OF_RANGE, 15));

  // Cut short, and too long.
  for (size_t keep = 4; keep < slug.size(); ++keep) {
    add.WithComment("cut-" + std::to_string(keep), slug.substr(0, keep), {"Truncated"}, {}, "",
                    Err(TRUNCATED, Len(slug.substr(0, keep))));
  }
  for (const size_t keep : {10u, 17u, 18u, 19u}) {
    add.WithComment("level-cut-" + std::to_string(keep), level.substr(0, keep), {"Truncated"}, {}, "",
                    Err(TRUNCATED, static_cast<uint32_t>(keep)));
  }
  add.WithComment("extra-digit", slug + "0", {"FaceDigits"}, {"TPX-S1"}, "four face digits where 4 x 2 has three",
                  Err(TRAILING_DATA, 13));
  add.WithComment("level-extra-letter", level + "n", {}, {"TPX-L2"}, "", Err(TRAILING_DATA, 20));
  // The bits above N = 10.
  add.WithComment("bit-10", WithFaces(example, 589 + 1024), {"HighBits"}, {"TPX-S2"}, "589 + 2^10",
                  Err(VALUE_OUT_OF_RANGE, faces));
  add.WithComment("bit-11", WithFaces(example, 589 + 2048), {"HighBits"}, {"TPX-S2"}, "589 + 2^11",
                  Err(VALUE_OUT_OF_RANGE, faces));
  // The faces read as another rectangle of 10 faces.
  add.WithComment("as-2x4", "tpx1s_2x4_24d", {"Transposed", "PieceSize", "MaskedCanonical"}, {"TPX-S3"},
                  "the 4 x 2 faces under a 2 x 4 header: in 2 x 4 order they join six cells into one piece",
                  Err(ILLEGAL_POSITION, 10));

  // Damage (transport.jsonl has every repair).
  add.WithComment("upper-case-faces", "tpx1s_4x2_24D", {"UpperCase"}, {"TPX-T7"}, "", Err(BAD_CHARACTER, 12),
                  Ok(example));
  add.WithComment("upper-case-payload", Upper(SolutionSlug(domino), kFoldFrom), {"UpperCase"}, {"TPX-T7"}, "",
                  Err(BAD_CHARACTER, 7), Ok(domino));
  add.WithComment("upper-case-all", Upper(slug), {"UpperCase", "UpperCasePrefix"}, {"TPX-T7", "GEN-3"},
                  "the prefix is not folded (§5.1): T and letters could begin a pentomino link", Err(BAD_MAGIC, 0));
  add.WithComment("in-prose", "\"" + SolutionSlug(domino) + "\".", {"ProsePunctuation"}, {"TPX-T7"}, "",
                  Err(BAD_MAGIC, 0), Ok(domino));
  add.WithComment("level-in-prose", "(" + level + ").", {"ProsePunctuation"}, {"TPX-T7"}, "", Err(BAD_MAGIC, 0),
                  Ok(LevelOf(example)));
  add.WithComment("escaped-underscores", Escape(slug, "_"), {"PercentEncoded"}, {"TPX-T7"}, "", Err(BAD_CHARACTER, 5),
                  Ok(example));
  add.WithComment("level-upper-case", Upper(level, kFoldFrom), {"UpperCase"}, {"TPX-T7"}, "", Err(BAD_CHARACTER, 7),
                  Ok(LevelOf(example)));
}

}  // namespace slugspec::corpusgen::triplex
