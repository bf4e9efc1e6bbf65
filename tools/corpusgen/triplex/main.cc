// triplex_vectors: generates the triplex golden vectors,
// corpus/triplex/*.jsonl (format: corpus/README.md), from the spec alone
// (common/families_main.h). A slug's intent is a partition drawn as a grid
// of piece letters, a level's counts and the damage: the writer works on
// piece letters, the oracle on face bits. An outcome stated by hand reads
// like "a piece of one cell is ILLEGAL_POSITION at the first face
// character". Before anything is written, the writer's enumeration
// reproduces the article's counts of §9 for the small sizes.
#include "corpusgen/common/families_main.h"
#include "corpusgen/triplex/corpus.h"
#include "corpusgen/triplex/families.h"

int main(int argc, char** argv) {
  using namespace slugspec::corpusgen::triplex;  // the families' names
  // The families in the order they were written; each fills its own file.
  return slugspec::corpusgen::FamiliesMain<TriplexFormat>(
      argc, argv,
      {SeedVectors, SpecExampleVectors, TransportVectors, SizeVectors, RectangleVectors, FaceVectors, StructureVectors,
       RotatableVectors, ImageVectors, LevelVectors, RandomVectors},
      CheckArticleCounts);
}
