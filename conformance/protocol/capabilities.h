// Capabilities (spec/conformance.md §2) as the reference knows them.
#ifndef SLUGSPEC_CONFORMANCE_PROTOCOL_CAPABILITIES_H_
#define SLUGSPEC_CONFORMANCE_PROTOCOL_CAPABILITIES_H_

#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// Adds every format and version of the registry, decoding and encoding in
// both profiles: what the reference testee declares, and what a one-shot
// testee is assumed to declare when it is told nothing.
void DeclareEveryCapability(Hello* hello);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_PROTOCOL_CAPABILITIES_H_
