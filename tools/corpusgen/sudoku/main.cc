// sudoku_vectors: generates the sudoku golden vectors, corpus/sudoku/*.jsonl
// (format: corpus/README.md).
//
// This program is an independent implementation of spec/sudoku.md on purpose:
// it does not link the reference library. Each slug is built from its intent
// (givens, header bytes, damage) with the generator's own encoder (writer.h),
// and each expected outcome comes from its own decoder, the "oracle"
// (oracle.h), written from the spec text alone. Most vectors also state their
// intended outcome by hand (cell 81 in tuple 2 is VALUE_OUT_OF_RANGE at the
// character that carries that tuple's first bit); the oracle must agree with
// every such statement or generation stops, so the hand-stated cases check
// the oracle and the oracle checks the reference (corpus/reader/corpus_test.cc).
//
// Usage (common/generator_main.h):
//   sudoku_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   sudoku_vectors --check DIR    exits 1, with a summary, if DIR differs from
//                                 what would be written (the drift test)
//
// Output is deterministic: fixed seeds, a private PRNG, no std distributions.
#include "corpusgen/common/generator_main.h"
#include "corpusgen/sudoku/corpus.h"
#include "corpusgen/sudoku/families.h"

namespace {

using slugspec::corpusgen::CorpusFiles;
using slugspec::corpusgen::sudoku::Corpus;

// The families in the order they were written; each fills its own file.
CorpusFiles Generate() {
  namespace sudoku = slugspec::corpusgen::sudoku;
  Corpus c;
  sudoku::SeedVectors(c);
  sudoku::SpecExampleVectors(c);
  sudoku::TransportVectors(c);
  sudoku::Base64Vectors(c);
  sudoku::HeaderVectors(c);
  sudoku::V0Vectors(c);
  sudoku::V1Vectors(c);
  sudoku::RandomVectors(c);
  return c.Files();
}

}  // namespace

int main(int argc, char** argv) {
  return slugspec::corpusgen::GeneratorMain(argc, argv, "sudoku_vectors", "tools/corpusgen/sudoku/", Generate);
}
