// One family of vectors as its generator adds them: the file they go to,
// the stem of their ids, and the flags and requirements every vector of the
// family carries before its own. Called with a vector's parts in the order
// the families state them, it adds the vector to the set, which checks it
// against its intent (vector_set.h).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FAMILY_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FAMILY_H_

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace slugspec::corpusgen {

template <typename Set>
class Family {
 public:
  using Outcome = typename Set::Outcome;

  Family(Set& set, std::string file, std::string stem, std::vector<std::string> flags = {},
         std::vector<std::string> requirements = {})
      : set_(set),
        file_(std::move(file)),
        stem_(std::move(stem)),
        flags_(std::move(flags)),
        requirements_(std::move(requirements)) {}

  // Adds the vector stem + `name`. Unset `strict`: the oracle decides;
  // unset `lenient`: as Case says (vector_format.h).
  void operator()(const std::string& name, std::string slug, std::vector<std::string> flags,
                  std::vector<std::string> requirements, std::optional<Outcome> strict,
                  std::optional<Outcome> lenient = std::nullopt, std::string comment = "") const {
    flags.insert(flags.begin(), flags_.begin(), flags_.end());
    requirements.insert(requirements.begin(), requirements_.begin(), requirements_.end());
    set_.Add(file_, {.id = stem_ + name,
                     .slug = std::move(slug),
                     .flags = std::move(flags),
                     .requirements = std::move(requirements),
                     .comment = std::move(comment),
                     .strict = std::move(strict),
                     .lenient = std::move(lenient)});
  }
  // The order of the seed and random families, whose comment says first
  // why the vector is there.
  void WithComment(const std::string& name, std::string slug, std::vector<std::string> flags,
                   std::vector<std::string> requirements, std::string comment, std::optional<Outcome> strict,
                   std::optional<Outcome> lenient = std::nullopt) const {
    (*this)(name, std::move(slug), std::move(flags), std::move(requirements), std::move(strict), std::move(lenient),
            std::move(comment));
  }
  // The same with a comment and no lenient intent.
  void operator()(const std::string& name, std::string slug, std::vector<std::string> flags,
                  std::vector<std::string> requirements, std::optional<Outcome> strict, std::string comment) const {
    (*this)(name, std::move(slug), std::move(flags), std::move(requirements), std::move(strict), std::nullopt,
            std::move(comment));
  }

 private:
  Set& set_;
  std::string file_;
  std::string stem_;
  std::vector<std::string> flags_;
  std::vector<std::string> requirements_;
};

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_FAMILY_H_
