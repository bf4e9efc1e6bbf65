// What the golden-vector generators share: writing a corpus folder, and the
// drift check that the committed folder is exactly what the generator writes.
// The generators share nothing with the reference library.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_CORPUS_FILES_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_CORPUS_FILES_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace slugspec::corpusgen {

// File name -> contents (JSON Lines) of one format's corpus folder.
using CorpusFiles = std::map<std::string, std::string>;

// The generators' main: `NAME OUTDIR` writes the files, `NAME --check DIR`
// compares them with DIR and says where the first difference is. Returns the
// exit status.
int GeneratorMain(int argc, char** argv, std::string_view name, const CorpusFiles& files);

// Ends a vector line begun with its id, format, slug, result and the
// result's fields: adds flags (if any), requirements and comment (if any),
// closes the object, and checks that the line parses as a corpus Vector that
// gives back `id` and `slug` byte for byte; on failure it says why and exits.
std::string FinishVectorLine(std::string line, const std::string& id, const std::string& slug,
                             const std::vector<std::string>& flags, const std::vector<std::string>& requirements,
                             const std::string& comment);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_CORPUS_FILES_H_
