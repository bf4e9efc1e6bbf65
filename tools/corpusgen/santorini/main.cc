// santorini_vectors: generates the santorini golden vectors,
// corpus/santorini/*.jsonl (format: corpus/README.md).
//
// This program is an independent implementation of spec/santorini.md on
// purpose: it does not link the reference library. Each slug is built from
// its intent (a position, the fields as written, the damage) with the
// generator's own encoder (writer.h), and each expected outcome comes from
// its own decoder, the "oracle" (oracle.h), written from the spec text alone.
// Most vectors also state their intended outcome by hand (a worker on square
// 25 is VALUE_OUT_OF_RANGE at the character that holds its field's first
// bit); the oracle must agree with every such statement or generation stops,
// so the hand-stated cases check the oracle and the oracle checks the
// reference (corpus/reader/corpus_test.cc).
//
// Usage (common/generator_main.h):
//   santorini_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   santorini_vectors --check DIR    exits 1, with a summary, if DIR differs
//                                    from what would be written (the drift test)
//
// Output is deterministic: fixed seeds, a private PRNG, no std distributions.
#include "corpusgen/common/generator_main.h"
#include "corpusgen/santorini/corpus.h"
#include "corpusgen/santorini/families.h"

namespace {

using slugspec::corpusgen::CorpusFiles;
using slugspec::corpusgen::santorini::Corpus;

// The families in the order they were written; each fills its own file.
CorpusFiles Generate() {
  namespace santorini = slugspec::corpusgen::santorini;
  Corpus c;
  santorini::SeedVectors(c);
  santorini::SpecExampleVectors(c);
  santorini::TransportVectors(c);
  santorini::NotationVectors(c);
  santorini::BitsVectors(c);
  santorini::FieldVectors(c);
  santorini::V1Vectors(c);
  santorini::V2Vectors(c);
  santorini::PositionVectors(c);
  santorini::CanonicalVectors(c);
  santorini::RandomVectors(c);
  return c.Files();
}

}  // namespace

int main(int argc, char** argv) {
  return slugspec::corpusgen::GeneratorMain(argc, argv, "santorini_vectors", "tools/corpusgen/santorini/", Generate);
}
