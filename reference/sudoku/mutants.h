// The sudoku mutants (kit/format_mutants.h): the reference
// with one seeded bug each, of the kinds real sudoku implementations have.
// Most bugs are switches of the codec itself (Quirks in codec.h), so a
// mutant differs from the reference by its one bug.
#ifndef SLUGSPEC_SUDOKU_MUTANTS_H_
#define SLUGSPEC_SUDOKU_MUTANTS_H_

#include <vector>

#include "kit/format_mutants.h"

namespace slugspec::sudoku {

std::vector<FormatMutant> Mutants();

}  // namespace slugspec::sudoku

#endif  // SLUGSPEC_SUDOKU_MUTANTS_H_
