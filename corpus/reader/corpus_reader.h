// Reading golden vectors (corpus/README.md): JSON Lines of slugspec.corpus.Vector
// in the proto3 JSON mapping. Used by the corpus test, the fuzz seed export and
// replay, and the conformance runner.
#ifndef SLUGSPEC_CORPUS_READER_CORPUS_READER_H_
#define SLUGSPEC_CORPUS_READER_CORPUS_READER_H_

#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <google/protobuf/message.h>

#include "common/status.h"
#include "registry/format.h"
#include "slugspec/corpus.pb.h"

namespace slugspec::corpus {

struct LoadedVector {
  // The vector. As LoadVectors reads it, its model is an empty Struct that
  // says a model is there: the model itself is `model_json`.
  Vector vector;
  // The model's JSON object as it stands in the line, checked as JSON (no
  // key twice in an object); empty when the vector carries its model as a
  // Struct (a vector made in memory) or has none. Read as the format's own
  // message by ExpectedModel: a tree of Struct maps and values was most of
  // the time and memory of loading the corpus.
  std::string model_json;
  std::string file;  // where it was read, for messages
  int line = 0;      // 1-based
};

// The files LoadVectors reads: the file `path`, or the .jsonl files below
// the folder `path` (recursively), in byte order of their paths (as
// `LC_ALL=C sort` orders them). `error` says why a folder could not be read.
std::vector<std::filesystem::path> CorpusFiles(const std::filesystem::path& path, std::error_code* error = nullptr);

// Reads the vectors of CorpusFiles(path), in that order. Blank lines are
// skipped. A failure ("file:line: why") on the first line that is not a
// Vector, or on a vector that breaks the file format's own rules (see
// ValidateShape). With `sha256`, also the hex SHA-256 of the files' bytes as
// read, one after another: the corpus hash of the vectors read.
Status LoadVectors(const std::filesystem::path& path, std::vector<LoadedVector>* out, std::string* sha256 = nullptr);

// The rules of the vector format itself: an id, a known format, a result, and
// for each result the fields it needs (VALID: model, no error; INVALID: error,
// no model; ACCEPTABLE: error and model; accepted ones: canonical, and
// upgraded or, for a game the current version cannot hold, upgrade_error).
Status ValidateShape(const Vector& v);

// The expected model of an accepted vector, parsed as `format`'s message:
// from lv.model_json when it is set (the vector's own Struct is then not
// read), else from the vector's model.
Status ExpectedModel(const LoadedVector& lv, const Format& format, google::protobuf::Message* model);

// The "version" string of the vector's model as loaded, without reading the
// model as its format's message; empty if it has none.
std::string ModelVersionField(const LoadedVector& lv);

// The requirement ids the specification defines: every "**[ID]**" in the
// Markdown files of `spec_dir` (spec/README.md §3).
std::set<std::string> SpecRequirementIds(const std::filesystem::path& spec_dir);
// The same, from the documents whose names (without ".md") are in `documents`.
std::set<std::string> SpecRequirementIds(const std::filesystem::path& spec_dir, const std::set<std::string>& documents);

// Where a requirement is stated, for the reports' links: its document
// ("sudoku", for spec/sudoku.md), the heading of the section it is in ("4.
// Base64") and that heading's anchor as Markdown renderers make it
// ("4-base64": lower case, punctuation dropped, spaces as hyphens).
struct RequirementPlace {
  std::string document, section, anchor;
};
std::map<std::string, RequirementPlace> SpecRequirementPlaces(const std::filesystem::path& spec_dir,
                                                              const std::set<std::string>& documents);

}  // namespace slugspec::corpus

#endif  // SLUGSPEC_CORPUS_READER_CORPUS_READER_H_
