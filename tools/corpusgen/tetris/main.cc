// tetris_vectors: generates the tetris golden vectors, corpus/tetris/*.jsonl
// (format: corpus/README.md).
//
// This program is an independent implementation of spec/tetris.md on
// purpose: it does not link the reference library. Each slug is built from
// its intent (a piece, a board drawn as rows of cells, a list of placements,
// the damage) with the generator's own encoder (writer.h), and each expected
// outcome comes from its own decoder, the "oracle" (oracle.h), written from
// the spec text alone: the writer works on drawings, cell grids and
// placement lists, the oracle on the payload's bits and the masks. Most
// vectors also state their intended outcome by hand (a placement with a cell
// off the board is ILLEGAL_POSITION at the character of its first bit); the
// oracle must agree with every such statement or generation stops. Before
// anything is written, the writer's drawings of the 19 orientations are
// checked against the article's rotation rule (§2).
//
// Usage (common/generator_main.h):
//   tetris_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   tetris_vectors --check DIR    exits 1, with a summary, if DIR differs
//                                 from what would be written (the drift test)
//
// Output is deterministic: fixed seeds, a private PRNG, no std distributions.
#include "corpusgen/common/generator_main.h"
#include "corpusgen/tetris/corpus.h"
#include "corpusgen/tetris/families.h"
#include "corpusgen/tetris/shapes.h"

namespace {

using slugspec::corpusgen::CorpusFiles;
using slugspec::corpusgen::tetris::Corpus;

// The families in the order they were written; each fills its own file.
CorpusFiles Generate() {
  namespace tetris = slugspec::corpusgen::tetris;
  tetris::CheckOrientationTable();
  Corpus c;
  tetris::SeedVectors(c);
  tetris::SpecExampleVectors(c);
  tetris::TransportVectors(c);
  tetris::SizeVectors(c);
  tetris::PieceVectors(c);
  tetris::OccupancyVectors(c);
  tetris::PlacementsVectors(c);
  tetris::RandomVectors(c);
  return c.Files();
}

}  // namespace

int main(int argc, char** argv) {
  return slugspec::corpusgen::GeneratorMain(argc, argv, "tetris_vectors", "tools/corpusgen/tetris/", Generate);
}
