// The generators' command line, and how a generator stops when a vector or
// its intent is wrong.
//
//   NAME OUTDIR         writes OUTDIR/<topic>.jsonl
//   NAME --check DIR    exits 1, with a summary, if DIR differs from what
//                       would be written (the drift test)
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_GENERATOR_MAIN_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_GENERATOR_MAIN_H_

#include <functional>
#include <string>
#include <string_view>

#include "corpusgen/common/corpus_folder.h"

namespace slugspec::corpusgen {

// Runs the command line of generator `name`, whose sources are in `sources`
// (for the advice when the corpus drifted): checks the arguments, then
// generates the files and writes or checks them. Returns the exit status.
int GeneratorMain(int argc, char** argv, std::string_view name, std::string_view sources,
                  const std::function<CorpusFiles()>& generate);

// Says "NAME: why" and exits with status 2.
[[noreturn]] void Die(const std::string& why);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_GENERATOR_MAIN_H_
