// A format's corpus folder: writing it, and the drift check that the
// committed folder is exactly what the generator writes.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_CORPUS_FOLDER_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_CORPUS_FOLDER_H_

#include <filesystem>
#include <map>
#include <string>
#include <string_view>

namespace slugspec::corpusgen {

// File name -> contents (JSON Lines) of one format's corpus folder.
using CorpusFiles = std::map<std::string, std::string>;

// Writes the files into `dir`, saying how many vectors each holds. Returns
// the exit status.
int WriteCorpus(const std::filesystem::path& dir, const CorpusFiles& files);

// Compares `dir` with the files, and says where each file first differs and
// which .jsonl files the generator does not write; `sources` (the generator's
// folder) is named in the advice to regenerate. Returns the exit status.
int CheckCorpus(const std::filesystem::path& dir, std::string_view sources, const CorpusFiles& files);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_CORPUS_FOLDER_H_
