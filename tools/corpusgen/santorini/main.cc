// santorini_vectors: generates the santorini golden vectors,
// corpus/santorini/*.jsonl (format: corpus/README.md), from the spec alone
// (common/families_main.h). A slug's intent is a position, the fields as
// written and the damage; an outcome stated by hand reads like "a worker on
// square 25 is VALUE_OUT_OF_RANGE at the character that holds its field's
// first bit".
#include "corpusgen/common/families_main.h"
#include "corpusgen/santorini/corpus.h"
#include "corpusgen/santorini/families.h"

int main(int argc, char** argv) {
  using namespace slugspec::corpusgen::santorini;  // the families' names
  // The families in the order they were written; each fills its own file.
  return slugspec::corpusgen::FamiliesMain<SantoriniFormat>(
      argc, argv,
      {SeedVectors, SpecExampleVectors, TransportVectors, NotationVectors, BitsVectors, FieldVectors, V1Vectors,
       V2Vectors, PositionVectors, CanonicalVectors, RandomVectors});
}
