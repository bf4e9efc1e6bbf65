// The transit damage of a slug whose fields are separated by '_' (santorini,
// triplex, tetris): the spellings their kits' RepairableDamages share,
// written once.
#ifndef SLUGSPEC_KIT_TRANSIT_SPELLINGS_H_
#define SLUGSPEC_KIT_TRANSIT_SPELLINGS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kit/format_kit.h"
#include "kit/slug_edits.h"

namespace slugspec {

// Each damage alone, then all at once; `upper`, for a format whose lenient
// profile folds case past its prefix, is the slug as that folding reads it
// back (its payload in capitals); without it the slug is case-sensitive and
// no spelling changes case. All at once wraps before it escapes, so that a
// line break never splits an escape (which no repair could then undo:
// escapes are decoded before line breaks go).
inline std::vector<Spelling> UnderscoreSlugDamages(std::string_view slug,
                                                   const std::optional<std::string>& upper = std::nullopt) {
  const std::string all = upper.value_or(std::string(slug));
  std::vector<Spelling> out = {
      {"escaped once", ReplaceEach(slug, '_', "%5F")},
      {"escaped twice", ReplaceEach(slug, '_', "%255F")},
      {"wrapped", Wrapped(slug, 7)},
      {"quoted in prose", "(\"" + std::string(slug) + "\")."},
      {"spaces around", "  " + std::string(slug) + " "},
      {"all at once", "<'" + ReplaceEach(Wrapped(all, 7), '_', "%5f") + "'>. "},
  };
  if (upper) out.insert(out.begin() + 2, {"upper case", *upper});
  return out;
}

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_TRANSIT_SPELLINGS_H_
