// pentomino_vectors: generates the pentomino golden vectors,
// corpus/pentomino/*.jsonl (format: corpus/README.md).
//
// This program is an independent implementation of spec/pentomino.md on
// purpose: it does not link the reference codec. Each slug is built from its
// intent (a board, a spelling, some damage) with the generator's own writers
// (writers.h), and each expected outcome comes from its own decoder, the
// "oracle" (oracle.h), written from the spec text alone. Most vectors also
// state their intended outcome by hand; the oracle must agree with every such
// statement or generation stops. Where the spec leaves an outcome open (two
// checks whose order it does not fix), the oracle says so and the generator
// refuses the vector.
//
// The one borrowed piece is JSONCrush 1.1.8 (target slugspec_jsoncrush),
// which v0 links are compressed with: it is verified separately against the
// real npm package (reference/pentomino/testdata). The v0 JSON around it is
// written and parsed here.
//
// Usage (common/generator_main.h):
//   pentomino_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   pentomino_vectors --check DIR    exits 1, with a summary, if DIR differs
//                                    from what would be written (drift test)
//
// Output is deterministic: fixed seeds, a private PRNG, no std distributions.
#include "corpusgen/common/generator_main.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"

namespace {

using slugspec::corpusgen::CorpusFiles;
using slugspec::corpusgen::pentomino::Corpus;

// The families in the order they were written; each fills its own file.
CorpusFiles Generate() {
  namespace pentomino = slugspec::corpusgen::pentomino;
  Corpus c;
  pentomino::ArticleVectors(c);
  pentomino::V0Vectors(c);
  pentomino::V1Vectors(c);
  pentomino::V1xVectors(c);
  pentomino::V2Vectors(c);
  pentomino::V3Vectors(c);
  pentomino::TerrainVectors(c);
  pentomino::ColourVectors(c);
  pentomino::TransportVectors(c);
  pentomino::ErrorVectors(c);
  pentomino::RandomVectors(c);
  pentomino::UpstreamVectors(c);
  return c.Files();
}

}  // namespace

int main(int argc, char** argv) {
  return slugspec::corpusgen::GeneratorMain(argc, argv, "pentomino_vectors", "tools/corpusgen/pentomino/", Generate);
}
