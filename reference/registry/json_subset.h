// What registry/json.cc prints itself: the subset of protobuf the models use
// (integers, bools, strings, enums, nested messages, repeated fields).
// Anything else goes to protobuf's converter. Internal to registry/.
#ifndef SLUGSPEC_REGISTRY_JSON_SUBSET_H_
#define SLUGSPEC_REGISTRY_JSON_SUBSET_H_

#include <google/protobuf/descriptor.h>

#include "registry/json_wire.h"

namespace slugspec::json_internal {

// Whether every field of `d`, recursively, is in the subset for printing
// (remembered for the last type asked, per thread).
bool CachedInSubset(const google::protobuf::Descriptor* d);

}  // namespace slugspec::json_internal

#endif  // SLUGSPEC_REGISTRY_JSON_SUBSET_H_
