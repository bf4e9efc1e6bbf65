// The models' wire schema for the package's JavaScript: what its build
// (reference/js/wire-readers.mjs) needs to write the readers that turn a
// model's protobuf encoding (which the module hands over, being far cheaper
// to write than JSON) into the proto3 JSON object ToJson would print.
// Written from the .proto files at build time, as the TypeScript
// declarations are, so that it cannot drift from the models.
#ifndef SLUGSPEC_JS_WASM_WIRE_SCHEMA_H_
#define SLUGSPEC_JS_WASM_WIRE_SCHEMA_H_

#include <string>
#include <vector>

#include <google/protobuf/descriptor.h>

#include "common/status.h"
#include "js/wasm/typescript.h"

namespace slugspec::wasm {

// A JSON object:
//   {"models":   {FORMAT: MESSAGE, ...},
//    "messages": {MESSAGE: [[NUMBER, JSON_NAME, KIND, FLAGS, TYPE], ...], ...},
//    "enums":    {ENUM: {NUMBER: NAME, ...}, ...},
//    "verbs":    {VERB: NUMBER, ...}, "flags": {FLAG: BIT, ...}}
// for every message and enum the models reach, fields in declaration order
// (ToJson's key order). KIND is the field's .proto type name ("uint32",
// "sint64", "enum", "message", ...); FLAGS 1 a list, 2 a key ToJson leaves
// out when unset (a message, a oneof member, a proto3 `optional` field);
// TYPE the full name of the field's message or enum type, else "". The verbs
// and flags are the module's calling convention (abi.h), which api.js reads
// from here.
StatusOr<std::string> WireSchema(const google::protobuf::DescriptorPool& pool, const std::vector<ModelEntry>& models);

}  // namespace slugspec::wasm

#endif  // SLUGSPEC_JS_WASM_WIRE_SCHEMA_H_
