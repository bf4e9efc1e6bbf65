// pentomino_vectors: generates the pentomino golden vectors,
// corpus/pentomino/*.jsonl (format: corpus/README.md), from the spec alone
// (common/families_main.h). A slug's intent is a board, a spelling and some
// damage; the writers are writers.h. Where the spec leaves an outcome open
// (two checks whose order it does not fix), the oracle says so and the
// generator refuses the vector.
//
// The one borrowed piece is JSONCrush 1.1.8 (target slugspec_jsoncrush),
// which v0 links are compressed with: it is verified separately against the
// real npm package (reference/pentomino/testdata). The v0 JSON around it is
// written and parsed here.
#include "corpusgen/common/families_main.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"

int main(int argc, char** argv) {
  using namespace slugspec::corpusgen::pentomino;  // the families' names
  // The families in the order they were written; each fills its own file.
  return slugspec::corpusgen::FamiliesMain<PentominoFormat>(
      argc, argv,
      {ArticleVectors, V0Vectors, V1Vectors, V1xVectors, V2Vectors, V3Vectors, TerrainVectors, ColourVectors,
       TransportVectors, ErrorVectors, RandomVectors, UpstreamVectors});
}
