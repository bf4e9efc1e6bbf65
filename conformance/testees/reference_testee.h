// The reference library as a conformance testee: it must pass everything
// (spec/conformance.md). Its answers come from the Format registry, so every
// registered format and version is covered.
#ifndef SLUGSPEC_CONFORMANCE_TESTEES_REFERENCE_TESTEE_H_
#define SLUGSPEC_CONFORMANCE_TESTEES_REFERENCE_TESTEE_H_

#include <iosfwd>

#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// Every format and version of the registry, in both directions and profiles.
Hello ReferenceHello(Framing framing);

// The answer to one request.
Response Answer(const Request& request);

// A whole session on these streams (spec/conformance.md §2): the handshake
// line, the Hello line, then framed requests until the input ends. Returns
// the exit status.
int ServeSession(std::istream& in, std::ostream& out, Framing framing);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_TESTEES_REFERENCE_TESTEE_H_
