// A generator's main: format F's vector families, run in order, behind the
// command line of generator_main.h:
//
//   F_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   F_vectors --check DIR    exits 1, with a summary, if DIR differs from
//                            what would be written (the drift test)
//
// Every generator is an independent implementation of its spec/F.md on
// purpose: it does not link the reference library. Each slug is built from
// its intent with the generator's own encoder (F/writer.h), and each
// expected outcome comes from its own decoder, the "oracle" (F/oracle.h),
// written from the spec text alone. Most vectors also state their intended
// outcome by hand; the oracle must agree with every such statement or
// generation stops, so the hand-stated cases check the oracle and the
// oracle checks the reference (corpus/reader/corpus_test.cc). Output is
// deterministic: fixed seeds, a private PRNG, no std distributions.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FAMILIES_MAIN_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FAMILIES_MAIN_H_

#include <initializer_list>
#include <string>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/vector_set.h"

namespace slugspec::corpusgen {

// The command line of format F's generator, F_vectors, whose sources are in
// tools/corpusgen/F/: `check` first when given (a table the writer relies
// on, checked against the spec before anything is written), then each of
// `families` in order on one VectorSet (each fills its own file).
template <VectorFormat F>
int FamiliesMain(int argc, char** argv, std::initializer_list<void (*)(VectorSet<F>&)> families,
                 void (*check)() = nullptr) {
  const std::vector<void (*)(VectorSet<F>&)> in_order(families);
  const std::string name = std::string(F::kName) + "_vectors";
  const std::string sources = "tools/corpusgen/" + std::string(F::kName) + "/";
  return GeneratorMain(argc, argv, name, sources, [&] {
    if (check != nullptr) check();
    VectorSet<F> c;
    for (auto* family : in_order) family(c);
    return c.Files();
  });
}

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FAMILIES_MAIN_H_
