// The santorini mutants (kit/format_mutants.h): the
// reference with one seeded bug each, of the kinds real implementations of
// the post's layouts have. The bugs are switches of the codec itself
// (santorini/message.h, Quirks), so a mutant differs from the reference by
// its one bug and by nothing else.
#ifndef SLUGSPEC_SANTORINI_MUTANTS_H_
#define SLUGSPEC_SANTORINI_MUTANTS_H_

#include <vector>

#include "kit/format_mutants.h"

namespace slugspec::santorini {

std::vector<FormatMutant> Mutants();

}  // namespace slugspec::santorini

#endif  // SLUGSPEC_SANTORINI_MUTANTS_H_
