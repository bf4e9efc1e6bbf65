#include "verbs/link.h"

#include <algorithm>
#include <cctype>

namespace slugspec::verbs {
namespace {

bool StartsWithNoCase(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(text[i])) != prefix[i]) return false;
  }
  return true;
}

// `text` (which starts at `offset` in the link) up to the first of `stops`.
SlugCandidate CutAt(std::string_view text, size_t offset, std::string_view stops) {
  return {text.substr(0, text.find_first_of(stops)), offset};
}

// The fragment's candidate. It is cut at '?' and '#' (a hash route's own
// query, a second fragment) but not at '/': base64 slugs contain '/', and a
// route's `:config` segment is the last one in the apps we know.
std::optional<SlugCandidate> FragmentCandidate(std::string_view link) {
  const size_t hash = link.find('#');
  if (hash == std::string_view::npos) return std::nullopt;
  size_t start = hash + 1;
  if (start < link.size() && link[start] == '/') ++start;
  return CutAt(link.substr(start), start, "?#");
}

// The value of each query parameter. The query ends at the fragment.
void AddQueryCandidates(std::string_view link, std::vector<SlugCandidate>* out) {
  const std::string_view before_fragment = link.substr(0, link.find('#'));
  const size_t question = before_fragment.find('?');
  if (question == std::string_view::npos) return;
  for (size_t start = question + 1; start <= before_fragment.size();) {
    const size_t amp = std::min(before_fragment.find('&', start), before_fragment.size());
    const std::string_view parameter = before_fragment.substr(start, amp - start);
    const size_t equals = parameter.find('=');
    if (equals != std::string_view::npos && equals + 1 < parameter.size()) {
      out->push_back({parameter.substr(equals + 1), start + equals + 1});
    }
    start = amp + 1;
  }
}

}  // namespace

bool IsLink(std::string_view input) {
  return StartsWithNoCase(input, "http://") || StartsWithNoCase(input, "https://");
}

std::vector<SlugCandidate> LinkCandidates(std::string_view link) {
  std::vector<SlugCandidate> candidates;
  if (const auto fragment = FragmentCandidate(link); fragment && !fragment->text.empty()) {
    candidates.push_back(*fragment);
  }
  AddQueryCandidates(link, &candidates);
  return candidates;
}

}  // namespace slugspec::verbs
