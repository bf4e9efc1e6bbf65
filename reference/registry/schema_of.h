// A message type's schema (model_schema.h), made from its descriptor, for
// the JSON parser (json_wire.h) in the native library. A build on protobuf's
// lite runtime has no descriptors and gets the same table generated.
#ifndef SLUGSPEC_REGISTRY_SCHEMA_OF_H_
#define SLUGSPEC_REGISTRY_SCHEMA_OF_H_

#include <google/protobuf/descriptor.h>

#include "registry/model_message.h"
#include "registry/model_schema.h"

namespace slugspec::json_internal {

// google.protobuf.Struct, Value or ListValue.
bool IsValueTree(const google::protobuf::Descriptor* d);
// The kind of a JSON value type (kStruct, kValue, kListValue).
model_schema::Kind ValueTreeKind(const google::protobuf::Descriptor* d);

// The schema of messages of type `d`, made once per type and kept for the
// program's life (any thread may ask); null when `d`, or a type it reaches,
// has a field the parser does not read: a map, bytes, a floating-point
// number, a well-known type other than the JSON value types, a list of
// JSON values. Those messages are left to protobuf's own parser.
const model_schema::Schema* SchemaOf(const google::protobuf::Descriptor* d);

}  // namespace slugspec::json_internal

#endif  // SLUGSPEC_REGISTRY_SCHEMA_OF_H_
