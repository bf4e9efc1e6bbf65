#include "conformance/runner/selection.h"

#include <charconv>

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

bool Filter::Parse(std::string_view text, std::string* error) {
  while (!text.empty()) {
    const size_t comma = text.find(',');
    const std::string_view term = text.substr(0, comma);
    const size_t eq = term.find('=');
    const std::string_view key = term.substr(0, eq);
    if (eq == std::string_view::npos ||
        (key != "format" && key != "version" && key != "check" && key != "profile" && key != "id")) {
      *error = "a filter term is format=, version=, check=, profile= or id= followed by a glob, not \"" +
               std::string(term) + "\"";
      return false;
    }
    terms_.push_back({std::string(key), std::string(term.substr(eq + 1))});
    text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
  }
  return true;
}

bool Filter::Matches(const Case& c) const {
  for (const char* key : {"format", "version", "check", "profile", "id"}) {
    const std::string_view value = std::string_view(key) == "format"    ? std::string_view(c.format)
                                   : std::string_view(key) == "version" ? std::string_view(c.version)
                                   : std::string_view(key) == "check"   ? CheckName(c.check)
                                   : std::string_view(key) == "profile" ? std::string_view(c.profile)
                                                                        : std::string_view(c.id);
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

bool Shard::Parse(std::string_view text, std::string* error) {
  const size_t slash = text.find('/');
  auto number = [](std::string_view s, uint32_t* out) {
    return !s.empty() && std::from_chars(s.data(), s.data() + s.size(), *out).ptr == s.data() + s.size();
  };
  if (slash == std::string_view::npos || !number(text.substr(0, slash), &index) ||
      !number(text.substr(slash + 1), &count) || count == 0 || index == 0 || index > count) {
    *error = "--shard is i/n with 1 <= i <= n, not " + std::string(text);
    return false;
  }
  return true;
}

bool Shard::Contains(const Case& c) const {
  uint64_t h = 0xCBF29CE484222325ull;  // FNV-1a: the same on every platform
  for (char ch : c.id) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001B3ull;
  return h % count == index - 1;
}

}  // namespace slugspec::conformance
