// What a testee that sends no Hello is taken to declare. A one-shot testee
// declares nothing: its capabilities come from --declare
// ("FORMAT/VERSION=decode,encode,strict,lenient,code"), or are every format
// and version of the reference. Part of the runner's core: the command reads
// --declare whatever driver runs the testee.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_DECLARATION_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_DECLARATION_H_

#include <string_view>
#include <vector>

#include "common/status.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// At most this many one-shot testee processes at once (--jobs).
inline constexpr int kMaxOneShotJobs = 64;

// A failure for a malformed declaration.
Status ParseDeclaration(std::string_view text, Capability* capability);
Hello OneShotHello(const std::vector<Capability>& declared);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_DECLARATION_H_
