// The transit damage of a slug whose fields are separated by '_' and whose
// lenient profile reads upper case past a prefix (santorini, triplex): the
// spellings their kits' RepairableDamages share, written once.
#ifndef SLUGSPEC_KIT_TRANSIT_SPELLINGS_H_
#define SLUGSPEC_KIT_TRANSIT_SPELLINGS_H_

#include <string>
#include <string_view>
#include <vector>

#include "kit/format_kit.h"
#include "kit/slug_edits.h"

namespace slugspec {

// Each damage alone, then all at once; `upper` is the slug as the format's
// case folding reads it back (its payload in capitals). All at once wraps
// before it escapes, so that a line break never splits an escape (which no
// repair could then undo: escapes are decoded before line breaks go).
inline std::vector<Spelling> UnderscoreSlugDamages(std::string_view slug, const std::string& upper) {
  return {
      {"escaped once", ReplaceEach(slug, '_', "%5F")},
      {"escaped twice", ReplaceEach(slug, '_', "%255F")},
      {"upper case", upper},
      {"wrapped", Wrapped(slug, 7)},
      {"quoted in prose", "(\"" + std::string(slug) + "\")."},
      {"spaces around", "  " + std::string(slug) + " "},
      {"all at once", "<'" + ReplaceEach(Wrapped(upper, 7), '_', "%5f") + "'>. "},
  };
}

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_TRANSIT_SPELLINGS_H_
