// The families of sudoku vectors, one per file of corpus/sudoku/: each adds
// its vectors, with their intended outcomes, to the corpus.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_FAMILIES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_FAMILIES_H_

#include "corpusgen/sudoku/corpus.h"

namespace slugspec::corpusgen::sudoku {

void SeedVectors(Corpus& c);         // seed.jsonl
void SpecExampleVectors(Corpus& c);  // spec-examples.jsonl
void TransportVectors(Corpus& c);    // transport.jsonl, §3
void Base64Vectors(Corpus& c);       // base64.jsonl, §4
void HeaderVectors(Corpus& c);       // header.jsonl, §5
void V0Vectors(Corpus& c);           // v0.jsonl, §6
void V1Vectors(Corpus& c);           // v1.jsonl, §7
void RandomVectors(Corpus& c);       // random.jsonl

}  // namespace slugspec::corpusgen::sudoku

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_FAMILIES_H_
