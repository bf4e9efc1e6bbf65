// Finding the slug in a whole link, as users copy it from the address bar:
// `https://host/player.html?play=SLUG` or an app's hash route
// `https://host/app/#/SLUG`. The rule is generic (no format or parameter is
// named here); the caller says which candidates look like a slug.
#ifndef SLUGSPEC_VERBS_LINK_H_
#define SLUGSPEC_VERBS_LINK_H_

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace slugspec::verbs {

// A piece of a link that may be the slug, and where it starts in the link.
struct SlugCandidate {
  std::string_view text;
  size_t offset = 0;
};

// Whether `input` is a link rather than a bare slug: it starts with
// "http://" or "https://", the scheme in any case.
bool IsLink(std::string_view input);

// The non-empty places a slug can be in `link`, in the order they are tried:
// the fragment (after the first '#', one leading '/' dropped, up to the next
// '?' or '#'), then the value of each query parameter (between '?' and '#',
// split on '&', after the parameter's first '='). Values are raw: neither
// percent-decoded nor '+'-to-space converted, as builders write slugs
// verbatim and the lenient profile repairs escapes.
std::vector<SlugCandidate> LinkCandidates(std::string_view link);

// The slug of `input`: `input` itself at offset 0 unless it is a link; for a
// link, the first candidate that `looks_like_slug` (bool(std::string_view))
// accepts, else the first candidate (so that the error is about it), else
// nullopt (no slug at all). A template, not a std::function: the type
// erasure and its type information weighed more in the WebAssembly module
// than this loop.
template <typename LooksLikeSlug>
std::optional<SlugCandidate> FindSlug(std::string_view input, const LooksLikeSlug& looks_like_slug) {
  if (!IsLink(input)) return SlugCandidate{input, 0};
  const std::vector<SlugCandidate> candidates = LinkCandidates(input);
  for (const SlugCandidate& c : candidates) {
    if (looks_like_slug(c.text)) return c;
  }
  if (candidates.empty()) return std::nullopt;
  return candidates.front();
}

}  // namespace slugspec::verbs

#endif  // SLUGSPEC_VERBS_LINK_H_
