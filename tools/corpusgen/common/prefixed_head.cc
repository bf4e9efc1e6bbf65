#include "corpusgen/common/prefixed_head.h"

namespace slugspec::corpusgen {
namespace {

std::string Id(const PrefixedHead& head, std::string_view check) {
  return std::string(head.id) + "-" + std::string(check);
}

}  // namespace

std::optional<Rejection> ReadPrefixedHead(const PrefixedHead& head, const Text& text) {
  if (text.input_size > head.max_input) return Err(INPUT_TOO_LONG, head.max_input, Id(head, "T2"));
  const std::string& s = text.chars;
  if (s.empty()) return Err(EMPTY_INPUT, 0, Id(head, "T1"));
  for (size_t k = 0; k < head.prefix.size(); ++k) {
    if (k >= s.size()) return Err(TRUNCATED, text.input_size, Id(head, "T3"));
    if (s[k] != head.prefix[k]) return Err(BAD_MAGIC, text.At(k), Id(head, "T3"));
  }
  const size_t at = head.prefix.size();
  if (at >= s.size()) return Err(TRUNCATED, text.input_size, Id(head, "T4"));
  if (head.versions.find(s[at]) == std::string_view::npos) return Err(UNKNOWN_VERSION, text.At(at), Id(head, "T4"));
  return std::nullopt;
}

std::optional<char> PrefixedVersion(const PrefixedHead& head, const Text& text) {
  if (ReadPrefixedHead(head, text)) return std::nullopt;
  return text.chars[head.prefix.size()];
}

}  // namespace slugspec::corpusgen
