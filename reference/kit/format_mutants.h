// The seeded bugs of every format (FormatMutant): the reference with one
// thing wrong, of the kinds real implementations of the format have, for the
// conformance runner's own tests (conformance/testees/mutant_testee). Each
// format states its own (reference/<format>/mutants.cc, TheMutants); the list
// of them is generated from the format list (cmake/format_list.cmake).
// Apart from the kits on purpose: the runner, the command line and the
// library link kits but never this, so no program a user runs holds a seeded
// bug, and building them compiles none.
#ifndef SLUGSPEC_KIT_FORMAT_MUTANTS_H_
#define SLUGSPEC_KIT_FORMAT_MUTANTS_H_

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

#include "common/profile.h"
#include "common/status.h"

namespace slugspec {

// The judgement levels of spec/conformance.md §5.
enum class MutantLevel {
  kRequired,     // the check has failing REQUIRED cases
  kRecommended,  // the check has failing RECOMMENDED cases, and no REQUIRED case of any check fails
};

// A seeded bug of a kind real implementations of the format have: the
// reference with one thing wrong. The conformance runner's tests run each
// (conformance/testees/mutant_testee) and expect the runner to fail `check`
// at `level`.
struct FormatMutant {
  std::string name;   // the id, "<format>-<bug>"
  std::string bug;    // what is wrong, for people
  std::string check;  // the check that must catch it, as the runner spells it: "decode.strict"
  MutantLevel level;
  std::string also;  // other checks a run failed too, for people (generated cases depend on the seed)
  // The mutant's decoder and encoder of the format's models; null: the
  // reference's. `version` is the request's, as Format::Encode takes it.
  std::function<Status(std::string_view slug, Profile profile, google::protobuf::Message* model)> decode;
  std::function<Status(const google::protobuf::Message& model, std::string_view version, std::string* slug)> encode;
  // Its answer to a level-code request (Format::LevelCode of the slug read
  // in `profile`); null: the reference's.
  std::function<Status(std::string_view slug, Profile profile, std::string* code)> level_code = nullptr;
};

// One format's mutants, at least one per level (kit_test checks it).
struct FormatMutants {
  std::string_view format;                 // the format's name
  std::vector<FormatMutant> (*mutants)();  // made afresh at each call
};

// Every format's, in the format list's order (generated: kit/mutant_list.cc).
const std::vector<const FormatMutants*>& AllFormatMutants();

// The mutants of the format named `format`; none for a name of no format.
std::vector<FormatMutant> MutantsOf(std::string_view format);

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_FORMAT_MUTANTS_H_
