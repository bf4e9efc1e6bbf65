// tetris_vectors: generates the tetris golden vectors, corpus/tetris/*.jsonl
// (format: corpus/README.md), from the spec alone (common/families_main.h).
// A slug's intent is a piece, a board drawn as rows of cells, a list of
// placements and the damage: the writer works on drawings, cell grids and
// placement lists, the oracle on the payload's bits and the masks. An
// outcome stated by hand reads like "a placement with a cell off the board
// is ILLEGAL_POSITION at the character of its first bit". Before anything
// is written, the writer's drawings of the 19 orientations are checked
// against the article's rotation rule (§2).
#include "corpusgen/common/families_main.h"
#include "corpusgen/tetris/corpus.h"
#include "corpusgen/tetris/families.h"
#include "corpusgen/tetris/shapes.h"

int main(int argc, char** argv) {
  using namespace slugspec::corpusgen::tetris;  // the families' names
  // The families in the order they were written; each fills its own file.
  return slugspec::corpusgen::FamiliesMain<TetrisFormat>(
      argc, argv,
      {SeedVectors, SpecExampleVectors, TransportVectors, SizeVectors, PieceVectors, OccupancyVectors,
       PlacementsVectors, RandomVectors},
      CheckOrientationTable);
}
