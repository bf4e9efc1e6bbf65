// The vectors of one format as its families add them: each slug is decoded
// by the format's oracle in both profiles, checked against the intent its
// family states and against the corpus rules (unique valid ids, known flags,
// [GEN-2]), and written as a line of its topic's file.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_SET_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_SET_H_

#include <iostream>
#include <set>
#include <string>

#include "corpusgen/common/corpus_folder.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/outcome.h"
#include "corpusgen/common/vector_format.h"
#include "corpusgen/common/vector_ids.h"
#include "corpusgen/common/vector_line.h"

namespace slugspec::corpusgen {

template <VectorFormat Format>
class VectorSet {
 public:
  using Decoded = typename Format::Decoded;
  using Outcome = corpusgen::Outcome<Decoded>;
  using Case = corpusgen::Case<Decoded>;

  // Adds the vector of `c` to `file`; stops generation when the spec leaves
  // its outcome open.
  void Add(const std::string& file, Case c) {
    if (!TryAdd(file, c)) Die(c.id + ": the spec leaves the outcome open: " + last_ambiguity_);
  }

  // As Add, but returns false (writing nothing) when the spec leaves the
  // outcome open; for random vectors, which then draw again.
  bool TryAdd(const std::string& file, Case c) {
    if (!ValidId(c.id, Format::kName, Format::kIdPunctuation)) {
      Die(c.id + ": " + IdRule(Format::kName, Format::kIdPunctuation));
    }
    if (Format::RetiredIds().contains(c.id) || ids_.contains(c.id)) Die(c.id + ": id used twice or retired");
    const Decoding<Decoded> strict = Format::Decode(c.slug, false);
    const Decoding<Decoded> lenient = Format::Decode(c.slug, true);
    if (!strict.ambiguity.empty() || !lenient.ambiguity.empty()) {
      last_ambiguity_ = strict.ambiguity.empty() ? lenient.ambiguity : strict.ambiguity;
      return false;
    }
    if (c.strict) CheckIntent(c.id, "strict", *c.strict, strict.outcome);
    if (c.lenient || (c.strict && c.strict->code != NON_CANONICAL)) {
      CheckIntent(c.id, "lenient", c.lenient ? *c.lenient : *c.strict, lenient.outcome);
    }
    if (strict.outcome.ok() && !Same(strict.outcome, lenient.outcome)) {
      Die(c.id + ": lenient must accept what strict accepts [GEN-2]");
    }
    if (!strict.outcome.ok() && c.flags.empty()) Die(c.id + ": a rejected vector needs flags saying why");
    for (const auto& f : c.flags) {
      if (!Format::Flags().contains(f)) Die(c.id + ": unknown flag " + f);
    }
    ids_.insert(c.id);
    files_[file] += VectorLine<Format>(c, strict.outcome, lenient.outcome) + "\n";
    return true;
  }

  // The files, once every vector agrees with its intent.
  const CorpusFiles& Files() const {
    if (disagreements_ > 0) Die(std::to_string(disagreements_) + " vectors disagree with their intent");
    return files_;
  }

 private:
  // A disagreement is reported, and generation fails once all are listed.
  void CheckIntent(const std::string& id, const char* profile, const Outcome& want, const Outcome& got) {
    if (!Same(want, got)) {
      std::cerr << id << ": " << profile << " intent is " << Describe(want) << " but the spec's rules give "
                << Describe(got) << "\n";
      ++disagreements_;
    }
  }

  static std::string Describe(const Outcome& o) {
    return o.ok() ? Format::Describe(o.decoded) : DescribeError(o.code, o.offset, o.requirement);
  }

  std::set<std::string> ids_;
  CorpusFiles files_;
  std::string last_ambiguity_;
  int disagreements_ = 0;
};

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_VECTOR_SET_H_
