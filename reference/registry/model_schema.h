// A message type as the JSON parser (json_wire.h) needs to know it: its
// fields' names, numbers, kinds and presence, its oneofs, its enums' names.
// Plain data with no protobuf in it, so that a build with protobuf's lite
// runtime, which has no descriptors (the npm package's WebAssembly), can
// hold it as a table generated from the .proto files at build time; the
// native library makes the same table from a message's descriptor
// (schema_of.h).
#ifndef SLUGSPEC_REGISTRY_MODEL_SCHEMA_H_
#define SLUGSPEC_REGISTRY_MODEL_SCHEMA_H_

#include <cstdint>
#include <span>
#include <string_view>

namespace slugspec::model_schema {

// A field's .proto type, as it is written on the wire and read from JSON.
// The last three are google.protobuf's JSON value types (struct.proto), in
// the native library only: the corpus keeps each vector's model as a Struct.
enum class Kind : uint8_t {
  kInt32,
  kInt64,
  kUInt32,
  kUInt64,
  kSInt32,
  kSInt64,
  kFixed32,
  kFixed64,
  kSFixed32,
  kSFixed64,
  kBool,
  kEnum,
  kString,
  kMessage,
  kStruct,
  kValue,
  kListValue,
};

struct EnumValue {
  std::string_view name;
  int32_t number;
};

struct Enum {
  std::span<const EnumValue> values;
};

struct Field {
  std::string_view name;       // as in the .proto file
  std::string_view json_name;  // lowerCamelCase
  int32_t number;
  Kind kind;
  bool repeated;
  int16_t oneof;  // index into Message::oneofs, or -1 (a proto3 `optional` field is in none)
  int16_t type;   // kMessage: index into Schema::messages; kEnum: into Schema::enums; else -1
};

struct Message {
  std::string_view full_name;
  std::span<const Field> fields;
  std::span<const std::string_view> oneofs;  // their names
};

// Every message and enum type one root type reaches; the root is messages[0].
struct Schema {
  std::span<const Message> messages;
  std::span<const Enum> enums;
};

}  // namespace slugspec::model_schema

#endif  // SLUGSPEC_REGISTRY_MODEL_SCHEMA_H_
