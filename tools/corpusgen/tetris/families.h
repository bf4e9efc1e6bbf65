// The families of tetris vectors, one per file of corpus/tetris/: each adds
// its vectors, with their intended outcomes, to the corpus.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_FAMILIES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_FAMILIES_H_

#include "corpusgen/tetris/corpus.h"

namespace slugspec::corpusgen::tetris {

void SeedVectors(Corpus& c);         // seed.jsonl, the article's boards and pieces (§2, §4.3, §7)
void SpecExampleVectors(Corpus& c);  // spec-examples.jsonl, every slug of an example block of spec/tetris.md
void TransportVectors(Corpus& c);    // transport.jsonl, §5.1 [TET-T1] to [TET-T5], [TET-T7]
void SizeVectors(Corpus& c);         // size.jsonl, §5.1 [TET-T6], [TET-D1]
void PieceVectors(Corpus& c);        // piece.jsonl, §5.2 [TET-P1], [TET-P2]
void OccupancyVectors(Corpus& c);    // occupancy.jsonl, §5.3 [TET-O1], [TET-O2]
void PlacementsVectors(Corpus& c);   // placements.jsonl, §5.4 [TET-H1] to [TET-H8]
void RandomVectors(Corpus& c);       // random.jsonl

}  // namespace slugspec::corpusgen::tetris

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TETRIS_FAMILIES_H_
