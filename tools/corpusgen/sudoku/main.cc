// sudoku_vectors: generates the sudoku golden vectors, corpus/sudoku/*.jsonl
// (format: corpus/README.md), from the spec alone (common/families_main.h).
// A slug's intent is its givens, header bytes and damage; an outcome stated
// by hand reads like "cell 81 in tuple 2 is VALUE_OUT_OF_RANGE at the
// character that carries that tuple's first bit".
#include "corpusgen/common/families_main.h"
#include "corpusgen/sudoku/corpus.h"
#include "corpusgen/sudoku/families.h"

int main(int argc, char** argv) {
  using namespace slugspec::corpusgen::sudoku;  // the families' names
  // The families in the order they were written; each fills its own file.
  return slugspec::corpusgen::FamiliesMain<SudokuFormat>(
      argc, argv,
      {SeedVectors, SpecExampleVectors, TransportVectors, Base64Vectors, HeaderVectors, V0Vectors, V1Vectors,
       RandomVectors});
}
