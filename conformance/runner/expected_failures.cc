#include "conformance/runner/expected_failures.h"

#include <fstream>
#include <sstream>

namespace slugspec::conformance {
namespace {

std::string Trim(std::string s) {
  const size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

}  // namespace

bool LoadExpectedFailures(const std::string& path, ExpectedFailureList* list, std::string* error) {
  std::ifstream in(path);
  if (!in) {
    *error = "cannot read the expected-failure list " + path;
    return false;
  }
  std::string line, comment;
  while (std::getline(in, line)) {
    const size_t hash = line.find('#');
    const std::string id = Trim(line.substr(0, hash));
    const std::string note = hash == std::string::npos ? "" : Trim(line.substr(hash + 1));
    if (id.empty()) {
      // A comment line describes the ids below it, until a blank line.
      comment = note.empty() ? "" : (comment.empty() ? note : comment + "; " + note);
      continue;
    }
    if (list->ids.emplace(id, note.empty() ? comment : note).second) list->order.push_back(id);
  }
  return true;
}

void ApplyExpectedFailures(const ExpectedFailureList& list, const std::set<std::string>& all_ids,
                           std::vector<CaseResult>* results, ExpectedFailureCheck* check) {
  std::set<std::string> ran;
  for (CaseResult& r : *results) {
    if (!list.ids.contains(r.test->id)) continue;
    ran.insert(r.test->id);
    if (Failed(r.outcome)) {
      r.outcome.expected_failure = true;
    } else if (r.outcome.sent && !r.outcome.skipped) {
      check->now_passing.push_back(r.test->id);
    }
  }
  for (const std::string& id : list.order) {
    if (!all_ids.contains(id)) check->unknown.push_back(id);
  }
}

std::string RewriteExpectedFailures(const ExpectedFailureList& list, const std::set<std::string>& all_ids,
                                    const std::vector<CaseResult>& results) {
  std::map<std::string, const CaseResult*> by_id;
  for (const CaseResult& r : results) by_id[r.test->id] = &r;
  std::ostringstream out;
  out << "# Expected failures (spec/conformance.md §6): one case id per line.\n";
  for (const std::string& id : list.order) {
    if (!all_ids.contains(id)) continue;
    const auto it = by_id.find(id);
    const bool keep = it == by_id.end() || Failed(it->second->outcome);
    if (!keep) continue;
    out << id;
    const std::string& note = list.ids.at(id);
    if (!note.empty()) out << "  # " << note;
    out << '\n';
  }
  for (const CaseResult& r : results) {
    if (!Failed(r.outcome) || list.ids.contains(r.test->id)) continue;
    out << r.test->id << "  # " << r.outcome.problem.substr(0, 160) << '\n';
  }
  return out.str();
}

}  // namespace slugspec::conformance
