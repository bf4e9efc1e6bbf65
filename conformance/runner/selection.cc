#include "conformance/runner/selection.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <utility>

namespace slugspec::conformance {

bool GlobMatch(std::string_view glob, std::string_view text) {
  // Greedy matching with one backtrack point: linear in practice, and at
  // worst the product of the lengths, both short.
  size_t g = 0, t = 0, star = std::string_view::npos, mark = 0;
  while (t < text.size()) {
    if (g < glob.size() && glob[g] == '*') {
      star = g++;
      mark = t;
    } else if (g < glob.size() && glob[g] == text[t]) {
      ++g;
      ++t;
    } else if (star != std::string_view::npos) {
      g = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (g < glob.size() && glob[g] == '*') ++g;
  return g == glob.size();
}

Status Filter::Parse(std::string_view text) {
  while (!text.empty()) {
    const size_t comma = text.find(',');
    const std::string_view term = text.substr(0, comma);
    const size_t eq = term.find('=');
    const std::string_view key = term.substr(0, eq);
    if (eq == std::string_view::npos ||
        (key != "format" && key != "version" && key != "check" && key != "profile" && key != "id")) {
      return Status::Failure("a filter term is format=, version=, check=, profile= or id= followed by a glob, not \"" +
                             std::string(term) + "\"");
    }
    terms_.push_back({std::string(key), std::string(term.substr(eq + 1))});
    text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
  }
  return OkStatus();
}

std::string_view FilterValue(const Case& c, std::string_view key) {
  return key == "format"    ? std::string_view(c.format)
         : key == "version" ? std::string_view(c.version)
         : key == "check"   ? CheckName(c.check)
         : key == "profile" ? std::string_view(c.profile)
                            : std::string_view(c.id);
}

bool Filter::Matches(const Case& c) const {
  for (const char* key : {"format", "version", "check", "profile", "id"}) {
    const std::string_view value = FilterValue(c, key);
    bool any = false, matched = false;
    for (const Term& t : terms_) {
      if (t.key != key) continue;
      any = true;
      matched = matched || GlobMatch(t.glob, value);
    }
    if (any && !matched) return false;
  }
  return true;
}

namespace {

// Whether a case's `key` is known from its group. A decode case's version
// is not: the runner sets it from what the testee declares (Applies), so a
// rejection generated for one version may count toward another.
bool KnownFromGroup(std::string_view key, bool has_version, Check check) {
  return key == "format" || key == "check" || (key == "version" && has_version && !IsDecodeCheck(check));
}

// Whether every key known from the group that `terms` name is matched by
// one of its terms.
bool GroupPassesTerms(const std::vector<Filter::Term>& terms, std::string_view format,
                      std::optional<std::string_view> version, Check check) {
  for (const auto& [key, value] : {std::pair<std::string_view, std::string_view>{"format", format},
                                   {"version", version.value_or("")},
                                   {"check", CheckName(check)}}) {
    if (!KnownFromGroup(key, version.has_value(), check)) continue;
    bool any = false, matched = false;
    for (const Filter::Term& t : terms) {
      if (t.key != key) continue;
      any = true;
      matched = matched || GlobMatch(t.glob, value);
    }
    if (any && !matched) return false;
  }
  return true;
}

}  // namespace

bool Filter::MayMatchGroup(std::string_view format, std::optional<std::string_view> version, Check check) const {
  return GroupPassesTerms(terms_, format, version, check);
}

bool Filter::CoversGroup(std::string_view format, std::optional<std::string_view> version, Check check) const {
  const bool group_keys_only = !terms_.empty() && std::all_of(terms_.begin(), terms_.end(), [&](const Term& t) {
    return KnownFromGroup(t.key, version.has_value(), check);
  });
  return group_keys_only && GroupPassesTerms(terms_, format, version, check);
}

namespace {

// Edit distance (insert, delete, replace), for "did you mean".
size_t Distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

// Up to three of `names` closest to `wanted` (its '*' removed); a name that
// ends with it first (a vector id given where a case id goes).
std::string Closest(std::string_view wanted, const std::set<std::string>& names) {
  std::string bare;
  for (char ch : wanted) {
    if (ch != '*') bare.push_back(ch);
  }
  std::vector<std::pair<size_t, std::string>> ranked;
  for (const std::string& n : names) {
    const bool suffix = n.size() >= bare.size() && n.compare(n.size() - bare.size(), bare.size(), bare) == 0;
    ranked.emplace_back(suffix ? 0 : 1 + Distance(bare, n), n);
  }
  std::sort(ranked.begin(), ranked.end());
  std::string out;
  for (size_t i = 0; i < ranked.size() && i < 3; ++i) out += (i ? ", " : "") + ranked[i].second;
  return out;
}

}  // namespace

std::string ExplainEmptySelection(const std::vector<const Case*>& applicable, const std::vector<Filter>& filters,
                                  const std::vector<Filter>& skips, const std::vector<std::string>& case_ids,
                                  bool sharded) {
  if (applicable.empty()) {
    return "the testee declared no capability this corpus has cases for";
  }
  std::string why;
  auto values = [&](std::string_view key) {
    std::set<std::string> v;
    for (const Case* c : applicable) v.emplace(FilterValue(*c, key));
    return v;
  };
  for (const Filter& f : filters) {
    for (const Filter::Term& t : f.terms()) {
      const std::set<std::string> there = values(t.key);
      if (std::any_of(there.begin(), there.end(), [&](const std::string& v) { return GlobMatch(t.glob, v); })) continue;
      why += (why.empty() ? "" : "; ") + std::string("no ") + t.key + " matches \"" + t.glob +
             "\" among this testee's cases (closest: " + Closest(t.glob, there) + ")";
    }
  }
  if (!case_ids.empty()) {
    std::set<std::string> ids;
    for (const Case* c : applicable) ids.insert(c->id);
    for (const std::string& id : case_ids) {
      if (ids.contains(id)) continue;
      why += (why.empty() ? "" : "; ") + std::string("no case ") + id +
             " for this testee (closest: " + Closest(id, ids) + ")";
    }
  }
  if (!why.empty()) return why;
  if (!skips.empty()) return "--filter, --case and --skip together leave no case";
  if (sharded) return "this shard of the selection is empty";
  return "the filters together match no case";
}

Status Shard::Parse(std::string_view text) {
  const size_t slash = text.find('/');
  auto number = [](std::string_view s, uint32_t* out) {
    return !s.empty() && std::from_chars(s.data(), s.data() + s.size(), *out).ptr == s.data() + s.size();
  };
  if (slash == std::string_view::npos || !number(text.substr(0, slash), &index) ||
      !number(text.substr(slash + 1), &count) || count == 0 || index == 0 || index > count) {
    return Status::Failure("--shard is i/n with 1 <= i <= n, not " + std::string(text));
  }
  return OkStatus();
}

bool Shard::Contains(const Case& c) const {
  uint64_t h = 0xCBF29CE484222325ull;  // FNV-1a: the same on every platform
  for (char ch : c.id) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001B3ull;
  return h % count == index - 1;
}

Status FilterSet::Parse(const std::vector<std::string>& filter_texts, const std::vector<std::string>& skip_texts) {
  filters.assign(filter_texts.size(), Filter());
  skips.assign(skip_texts.size(), Filter());
  for (size_t i = 0; i < filters.size(); ++i) {
    SLUGSPEC_RETURN_IF_ERROR(filters[i].Parse(filter_texts[i]));
  }
  for (size_t i = 0; i < skips.size(); ++i) {
    SLUGSPEC_RETURN_IF_ERROR(skips[i].Parse(skip_texts[i]));
  }
  return OkStatus();
}

bool FilterSet::Selects(const Case& c) const {
  return std::all_of(filters.begin(), filters.end(), [&](const Filter& f) { return f.Matches(c); }) &&
         std::none_of(skips.begin(), skips.end(), [&](const Filter& f) { return f.Matches(c); });
}

bool FilterSet::MayWantGroup(std::string_view format, std::optional<std::string_view> version, Check check) const {
  return std::all_of(filters.begin(), filters.end(),
                     [&](const Filter& f) { return f.MayMatchGroup(format, version, check); }) &&
         std::none_of(skips.begin(), skips.end(),
                      [&](const Filter& s) { return s.CoversGroup(format, version, check); });
}

}  // namespace slugspec::conformance
