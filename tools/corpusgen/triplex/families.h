// The families of triplex vectors, one per file of corpus/triplex/: each
// adds its vectors, with their intended outcomes, to the corpus.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_FAMILIES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_FAMILIES_H_

#include "corpusgen/triplex/corpus.h"

namespace slugspec::corpusgen::triplex {

// §9: the article's partition counts, reproduced for the small sizes before
// anything is generated (the reading of §2 and §3 the vectors rest on).
void CheckArticleCounts();

void SeedVectors(Corpus& c);         // seed.jsonl, the 4 x 2 example of §2 to §4
void SpecExampleVectors(Corpus& c);  // spec-examples.jsonl, every slug spec/triplex.md shows
void TransportVectors(Corpus& c);    // transport.jsonl, §5.1 [TPX-T1] to [TPX-T5], [TPX-T7]
void SizeVectors(Corpus& c);         // size.jsonl, §5.1 [TPX-T6], [TPX-D1], [TPX-D2]
void RectangleVectors(Corpus& c);    // rectangles.jsonl, a solution and a level of every size
void FaceVectors(Corpus& c);         // faces.jsonl, §5.2 [TPX-S1], [TPX-S2]
void StructureVectors(Corpus& c);    // structure.jsonl, §5.2 [TPX-S3] to [TPX-S5]
void RotatableVectors(Corpus& c);    // rotatable.jsonl, §5.2 [TPX-S6], [TPX-S7]
void ImageVectors(Corpus& c);        // images.jsonl, §3 and [TPX-S8]: every image of several partitions
void LevelVectors(Corpus& c);        // level.jsonl, §5.3 [TPX-L1] to [TPX-L4]
void RandomVectors(Corpus& c);       // random.jsonl

}  // namespace slugspec::corpusgen::triplex

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_FAMILIES_H_
