// Mutant testees: the reference testee with one seeded bug each, of the kinds
// real implementations have. They test the conformance runner: run against
// a mutant, the runner must fail the check named in the mutant's row, at the
// level named there (conformance/runner's tests iterate this table). Each
// format's kit brings its own mutants (kit/format_kit.h); the mutants of no
// one format (wrong error codes) are here.
//
//   mutant_testee --mutant NAME [--framing json|binary]
//   mutant_testee --list
#ifndef SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TESTEE_H_
#define SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TESTEE_H_

#include <functional>
#include <span>
#include <string>
#include <string_view>

#include "kit/format_mutants.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// The judgement levels of spec/conformance.md §5.
using Level = MutantLevel;
std::string_view LevelName(Level level);  // "REQUIRED", "RECOMMENDED"

struct Mutant {
  std::string name;    // the id: <format>-<bug> for a format's mutant
  std::string format;  // the format whose answers it changes; empty: every format's
  std::string bug;     // what is wrong, for people
  std::string check;   // the check that must catch it, as CheckName spells it: "decode.strict"
  Level level;
  // Other checks that failed too in a run of the runner, for people; those
  // of generated cases depend on the seed.
  std::string also;
  std::function<Response(const Request& request)> answer;
};

// Every mutant: each kit's, in the order of the formats, then the shared ones.
std::span<const Mutant> AllMutants();
// The mutant of that name, or null.
const Mutant* FindMutant(std::string_view name);

// The reference's Hello (every format and version, both directions and
// profiles), named "mutant:NAME".
Hello MutantHello(const Mutant& mutant, Framing framing);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TESTEE_H_
