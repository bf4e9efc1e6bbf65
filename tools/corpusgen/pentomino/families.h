// The families of pentomino vectors, one per file of corpus/pentomino/: each
// adds its vectors, with their intended outcomes, to the corpus.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_FAMILIES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_FAMILIES_H_

#include "corpusgen/pentomino/corpus.h"

namespace slugspec::corpusgen::pentomino {

void ArticleVectors(Corpus& c);    // article.jsonl
void V0Vectors(Corpus& c);         // v0.jsonl, §4
void V1Vectors(Corpus& c);         // v1.jsonl, §5
void V1xVectors(Corpus& c);        // v1x.jsonl, §6
void V2Vectors(Corpus& c);         // v2.jsonl, §7
void V3Vectors(Corpus& c);         // v3.jsonl, §8
void TerrainVectors(Corpus& c);    // v31-terrain.jsonl, §8
void ColourVectors(Corpus& c);     // colors.jsonl
void TransportVectors(Corpus& c);  // transport.jsonl, §3
void ErrorVectors(Corpus& c);      // errors.jsonl
void RandomVectors(Corpus& c);     // random.jsonl
void UpstreamVectors(Corpus& c);   // upstream.jsonl: links the upstream encoders wrote

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_FAMILIES_H_
