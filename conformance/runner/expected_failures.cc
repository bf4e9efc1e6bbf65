#include "conformance/runner/expected_failures.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "common/display.h"
#include "common/escape.h"

namespace slugspec::conformance {
namespace {

std::string Trim(std::string s) {
  const size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

}  // namespace

Status LoadExpectedFailures(const std::string& path, ExpectedFailureList* list) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return Status::Failure("the expected-failure list " + path + " is a folder, not a file");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return Status::Failure("cannot read the expected-failure list " + path);
  }
  // Read whole, bounded, and a failed read is an error, not an end: a list
  // that cannot be read (/proc/self/mem) must not pass as an empty one, and
  // one with no end (/dev/zero) must not take all memory.
  constexpr size_t kMaxListBytes = 64 << 20;
  std::string text;
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    text.append(chunk, static_cast<size_t>(in.gcount()));
    if (text.size() > kMaxListBytes) {
      return Status::Failure("the expected-failure list " + path + " is over " + std::to_string(kMaxListBytes >> 20) +
                             " MiB: no list of case ids is so long");
    }
  }
  if (in.bad()) {
    return Status::Failure("cannot read the expected-failure list " + path + ": a read failed");
  }
  std::istringstream lines(text);
  std::string line, comment;
  for (int number = 1; std::getline(lines, line); ++number) {
    const std::string where = path + ":" + std::to_string(number) + ": ";
    if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) {
      return Status::Failure(where + "the list starts with a byte-order mark; save it as UTF-8 without one");
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const size_t hash = line.find('#');
    const std::string id = Trim(line.substr(0, hash));
    const std::string note = hash == std::string::npos ? "" : Trim(line.substr(hash + 1));
    list->lines.push_back(line);
    list->line_ids.push_back(id);
    if (id.empty()) {
      // A comment line describes the ids below it, until a blank line.
      comment = note.empty() ? "" : (comment.empty() ? note : comment + "; " + note);
      continue;
    }
    const bool printable =
        std::all_of(id.begin(), id.end(), [](char c) { return static_cast<unsigned char>(c) > 0x20 && c != 0x7f; });
    if (!printable) {
      return Status::Failure(where + "\"" + DisplayBytes(id.substr(0, 80)) +
                             "\" is no case id (ids have no spaces or control characters; '#' starts a comment)");
    }
    if (list->ids.emplace(id, note.empty() ? comment : note).second) list->order.push_back(id);
  }
  return OkStatus();
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
  // Listed ids stay while they exist and fail, or did not run.
  auto stays = [&](const std::string& id) {
    if (!all_ids.contains(id)) return false;
    const auto it = by_id.find(id);
    return it == by_id.end() || Failed(it->second->outcome);
  };
  std::string out;
  if (list.lines.empty()) out += "# Expected failures (spec/conformance.md §6): one case id per line.\n";
  for (size_t i = 0; i < list.lines.size(); ++i) {
    if (!list.line_ids[i].empty() && !stays(list.line_ids[i])) continue;
    out += list.lines[i] + "\n";
  }
  std::string added;
  for (const CaseResult& r : results) {
    if (!Failed(r.outcome) || list.ids.contains(r.test->id)) continue;
    // The problem quotes the testee, the id may come from a corpus of
    // anyone's (--corpus): no control byte reaches the list. An id that is
    // no listable id (LoadExpectedFailures would refuse its line) is named
    // in a comment instead.
    std::string problem = VisibleText(r.outcome.problem.substr(0, 160), false);
    const std::string& id = r.test->id;
    if (id.empty() || std::any_of(id.begin(), id.end(), [](char c) {
          return static_cast<unsigned char>(c) <= ' ' || c == '\x7f' || c == '#';
        })) {
      added += "# not listable (spaces, '#' or control characters in its id): " + VisibleText(id, false) + "\n";
      continue;
    }
    added += id + "  # " + problem + "\n";
  }
  if (!added.empty()) out += "# failing since the list was last updated:\n" + added;
  return out;
}

}  // namespace slugspec::conformance
