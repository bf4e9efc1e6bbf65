// The triplex mutants (kit/format_mutants.h): the reference
// with one seeded bug each, of the kinds an implementation written from the
// article has. The bugs are switches of the codec itself (Quirks in
// partition.h), so a mutant differs from the reference by its one bug.
#ifndef SLUGSPEC_TRIPLEX_MUTANTS_H_
#define SLUGSPEC_TRIPLEX_MUTANTS_H_

#include <vector>

#include "kit/format_mutants.h"

namespace slugspec::triplex {

std::vector<FormatMutant> Mutants();

}  // namespace slugspec::triplex

#endif  // SLUGSPEC_TRIPLEX_MUTANTS_H_
