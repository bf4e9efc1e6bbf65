// The families of santorini vectors, one per file of corpus/santorini/: each
// adds its vectors, with their intended outcomes, to the corpus.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_FAMILIES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_FAMILIES_H_

#include "corpusgen/santorini/corpus.h"

namespace slugspec::corpusgen::santorini {

void SeedVectors(Corpus& c);         // seed.jsonl, the post's example
void SpecExampleVectors(Corpus& c);  // spec-examples.jsonl
void TransportVectors(Corpus& c);    // transport.jsonl, §3.1 and the repairs of §3.2
void NotationVectors(Corpus& c);     // notation.jsonl, the post's notation of §3.2
void BitsVectors(Corpus& c);         // bits.jsonl, §4
void FieldVectors(Corpus& c);        // fields.jsonl, §5
void V1Vectors(Corpus& c);           // v1.jsonl, §6.1
void V2Vectors(Corpus& c);           // v2.jsonl, §6.2
void PositionVectors(Corpus& c);     // position.jsonl, §7
void CanonicalVectors(Corpus& c);    // canonical.jsonl, §8
void RandomVectors(Corpus& c);       // random.jsonl

}  // namespace slugspec::corpusgen::santorini

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_FAMILIES_H_
