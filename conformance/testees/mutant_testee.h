// Mutant testees: the reference testee with one seeded bug each, of the kinds
// real implementations have. They test the conformance runner: run against
// a mutant, the runner must fail the check named in the mutant's row, at the
// level named there (conformance/runner's tests iterate this table).
//
//   mutant_testee --mutant NAME [--framing json|binary]
//   mutant_testee --list
#ifndef SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TESTEE_H_
#define SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TESTEE_H_

#include <span>
#include <string_view>

#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// The judgement levels of spec/conformance.md §5.
enum class Level {
  kRequired,     // the check has failing REQUIRED cases
  kRecommended,  // the check has failing RECOMMENDED cases, and no REQUIRED case of any check fails
};
std::string_view LevelName(Level level);  // "REQUIRED", "RECOMMENDED"

struct Mutant {
  std::string_view name;   // the id, e.g. "sudoku-transposed"
  std::string_view bug;    // what is wrong, for people
  std::string_view check;  // the check that must catch it, as CheckName spells it: "decode.strict"
  Level level;
  // Other checks that failed too in a run of the runner, for people; those
  // of generated cases depend on the seed.
  std::string_view also;
  Response (*answer)(const Request& request);
};

// Every mutant, in a fixed order.
std::span<const Mutant> AllMutants();
// The mutant of that name, or null.
const Mutant* FindMutant(std::string_view name);

// The reference's Hello (every format and version, both directions and
// profiles), named "mutant:NAME".
Hello MutantHello(const Mutant& mutant, Framing framing);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TESTEE_H_
