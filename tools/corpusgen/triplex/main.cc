// triplex_vectors: generates the triplex golden vectors,
// corpus/triplex/*.jsonl (format: corpus/README.md).
//
// This program is an independent implementation of spec/triplex.md on
// purpose: it does not link the reference library. Each slug is built from
// its intent (a partition drawn as a grid of piece letters, a level's
// counts, the damage) with the generator's own encoder (writer.h), and each
// expected outcome comes from its own decoder, the "oracle" (oracle.h),
// written from the spec text alone: the writer works on piece letters, the
// oracle on face bits. Most vectors also state their intended outcome by
// hand (a piece of one cell is ILLEGAL_POSITION at the first face
// character); the oracle must agree with every such statement or generation
// stops. Before anything is written, the writer's enumeration reproduces the
// article's counts of §9 for the small sizes.
//
// Usage (common/generator_main.h):
//   triplex_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   triplex_vectors --check DIR    exits 1, with a summary, if DIR differs
//                                  from what would be written (the drift test)
//
// Output is deterministic: fixed seeds, a private PRNG, no std distributions.
#include "corpusgen/common/generator_main.h"
#include "corpusgen/triplex/corpus.h"
#include "corpusgen/triplex/families.h"

namespace {

using slugspec::corpusgen::CorpusFiles;
using slugspec::corpusgen::triplex::Corpus;

// The families in the order they were written; each fills its own file.
CorpusFiles Generate() {
  namespace triplex = slugspec::corpusgen::triplex;
  triplex::CheckArticleCounts();
  Corpus c;
  triplex::SeedVectors(c);
  triplex::SpecExampleVectors(c);
  triplex::TransportVectors(c);
  triplex::SizeVectors(c);
  triplex::RectangleVectors(c);
  triplex::FaceVectors(c);
  triplex::StructureVectors(c);
  triplex::RotatableVectors(c);
  triplex::ImageVectors(c);
  triplex::LevelVectors(c);
  triplex::RandomVectors(c);
  return c.Files();
}

}  // namespace

int main(int argc, char** argv) {
  return slugspec::corpusgen::GeneratorMain(argc, argv, "triplex_vectors", "tools/corpusgen/triplex/", Generate);
}
