// The transport stage of the formats whose slugs are a prefix, a version
// digit and the fields (santorini's "san2_...", triplex's "tpx1s_...",
// tetris's "tet1h_..."), written once and parameterised by the format
// (spec/README.md §3): the input limit, the lenient transit repairs, the
// empty check, the prefix and the version digit, with their rejections.
#ifndef SLUGSPEC_COMMON_PREFIXED_SLUG_H_
#define SLUGSPEC_COMMON_PREFIXED_SLUG_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "common/profile.h"
#include "common/repaired_text.h"
#include "common/status.h"

namespace slugspec {

struct PrefixedSlug {
  std::string_view format;  // its name, in messages
  std::string_view prefix;  // never repaired, never case-folded
  // The version digits, oldest first: the index of a slug's digit here is
  // its version's index in the format's VersionTable ("12": v1, v2).
  std::string_view versions;
  size_t max_input_size = 0;  // [<F>-T2]: longer input is INPUT_TOO_LONG
  // Lenient: upper-case ASCII letters from this offset of the repaired text
  // on read as lower case; npos: the format folds nothing here (its payload
  // reader may, character by character).
  size_t fold_from = std::string_view::npos;
};

// The lenient profile's transit repairs of the whole text: spaces at the
// ends trimmed, then the shared repairs (common/transit.h), then spaces at
// the new ends. The strict profile repairs nothing.
void RepairPrefixed(RepairedText* text, Profile profile);

// The input limit, the profile's repairs of `text` (made from `slug`), the
// empty check, the prefix and the version digit. On success `*version` is
// the digit's index in `spec.versions` and the fields start at
// prefix.size() + 1. Offsets are in the repaired text, but for the input
// limit and the empty input, which speak of the input as received
// (AtReceivedOffset maps the rest).
Status ReadPrefixedHead(const PrefixedSlug& spec, std::string_view slug, Profile profile, RepairedText* text,
                        size_t* version);

// The version a slug declares (its digit's index), or the rejection of its
// head, offsets as received.
Status DetectPrefixedIndex(const PrefixedSlug& spec, std::string_view slug, Profile profile, size_t* index);
// The same as the format's version enum, whose values are those indices.
template <typename Version>
Status DetectPrefixedVersion(const PrefixedSlug& spec, std::string_view slug, Profile profile, Version* version) {
  size_t index = 0;
  SLUGSPEC_RETURN_IF_ERROR(DetectPrefixedIndex(spec, slug, profile, &index));
  *version = static_cast<Version>(index);
  return OkStatus();
}

// Whether the slug, within the limit and leniently repaired, begins with
// the prefix: the format detection reads (spec/README.md §5).
bool RecognisesPrefixed(const PrefixedSlug& spec, std::string_view slug);

// The repaired text as the fields are read: in the lenient profile, upper
// case from spec.fold_from on as lower case.
std::string FoldedPrefixed(const PrefixedSlug& spec, std::string_view repaired, Profile profile);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_PREFIXED_SLUG_H_
