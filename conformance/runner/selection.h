// Choosing the cases of a run: --filter by format, version, check and id,
// --case for one case, --shard so that a CI matrix can split a run.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_SELECTION_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_SELECTION_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/status.h"
#include "conformance/case/case.h"

namespace slugspec::conformance {

// "key=glob,key=glob": keys format, version, check, profile and id; '*' in a
// glob matches any run of characters. Terms with the same key are
// alternatives; different keys must all match.
class Filter {
 public:
  // A failure for a malformed filter.
  Status Parse(std::string_view text);
  bool Matches(const Case& c) const;
  bool empty() const { return terms_.empty(); }
  // For a whole group of cases of one format, version and check, before the
  // testee's declaration is applied (which can change a decode case's
  // version): MayMatchGroup false when no case of it can match, CoversGroup
  // true when every case of it matches. Only terms on what the group fixes
  // count: format and check, and version for the encode checks of a group
  // that has one (the cases of the golden vectors have none: BuildOptions).
  bool MayMatchGroup(std::string_view format, std::optional<std::string_view> version, Check check) const;
  bool CoversGroup(std::string_view format, std::optional<std::string_view> version, Check check) const;

  struct Term {
    std::string key, glob;
  };
  const std::vector<Term>& terms() const { return terms_; }

 private:
  std::vector<Term> terms_;
};

// The --filter and --skip expressions of a run: a case is selected when it
// matches every filter and no skip.
struct FilterSet {
  std::vector<Filter> filters;
  std::vector<Filter> skips;

  // A failure for a malformed expression.
  Status Parse(const std::vector<std::string>& filter_texts, const std::vector<std::string>& skip_texts);
  bool Selects(const Case& c) const;
  // Whether a group of generated cases may hold a selected case (else it is
  // not built: case_builder.h BuildOptions::wanted).
  bool MayWantGroup(std::string_view format, std::optional<std::string_view> version, Check check) const;
};

// The value a filter key names in a case: its format, version, check name,
// profile or id.
std::string_view FilterValue(const Case& c, std::string_view key);

// Why the selection options chose none of `applicable` (the cases the
// testee's declaration gets): each filter term or --case id that matches
// nothing, with the closest names there are. `sharded`: a shard was asked.
std::string ExplainEmptySelection(const std::vector<const Case*>& applicable, const std::vector<Filter>& filters,
                                  const std::vector<Filter>& skips, const std::vector<std::string>& case_ids,
                                  bool sharded);

bool GlobMatch(std::string_view glob, std::string_view text);

// "--shard i/n", 1-based: a case belongs to shard (hash(id) mod n) + 1, so
// a case stays in its shard whatever else is added.
struct Shard {
  uint32_t index = 1, count = 1;
  Status Parse(std::string_view text);
  bool Contains(const Case& c) const;
};

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_SELECTION_H_
