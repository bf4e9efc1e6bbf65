// Capabilities (spec/conformance.md §2) as the reference knows them.
#ifndef SLUGSPEC_CONFORMANCE_PROTOCOL_CAPABILITIES_H_
#define SLUGSPEC_CONFORMANCE_PROTOCOL_CAPABILITIES_H_

#include <string>

#include "common/status.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// Adds every format and version of the registry, decoding and encoding in
// both profiles: what the reference testee declares, and what a one-shot
// testee is assumed to declare when it is told nothing.
void DeclareEveryCapability(Hello* hello);

// Whether the runner can judge what `capability` declares: a registered
// format and one of its versions, decoding or encoding, and decoding in a
// named profile. Else a failure naming what is wrong and what exists.
Status CheckCapability(const Capability& capability);

// CheckCapability for each of a Hello's capabilities, each format and
// version declared once. A Hello that fails it is a protocol error: what it
// declares would be certified on nothing (spec/conformance.md §2).
Status CheckHello(const Hello& hello);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_PROTOCOL_CAPABILITIES_H_
