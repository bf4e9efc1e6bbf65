// The JSON form of every slugspec message: the proto3 JSON mapping with every
// field printed, including zeros and empty lists (spec/README.md §1).
#ifndef SLUGSPEC_REGISTRY_JSON_H_
#define SLUGSPEC_REGISTRY_JSON_H_

#include <string>
#include <string_view>

#include <google/protobuf/message.h>
#include <google/protobuf/struct.pb.h>

#include "common/status.h"

namespace slugspec {

// One line of JSON, no trailing newline.
std::string ToJson(const google::protobuf::Message& message);

// How FromJson reads. The defaults are the proto3 JSON mapping.
struct JsonReadOptions {
  // Skip keys the message does not have (the command line reads a model's
  // header from the whole model this way).
  bool ignore_unknown_fields = false;
};

// Parses `json` into `message` (cleared first). On failure, BAD_MODEL with
// the parser's explanation, at the byte where it was found (0 for a message
// protobuf's own converter reads, which says no offset: outside the subset
// json_subset.h names), and `message` cleared.
Status FromJson(std::string_view json, google::protobuf::Message* message, const JsonReadOptions& options = {});

// The JSON text of a google.protobuf.Struct, to be read with FromJson as
// another message: a corpus vector's model field is a Struct (the corpus
// reader keeps a loaded model's text instead, but a vector made in memory
// has its Struct), and the model's own type reads it from this text. Numbers are written so that they
// read back as the same double (integral ones as integers); the text is not
// necessarily protobuf's converter's. False (and `json` unusable) for a tree
// protobuf could not print either: a number that is not finite, a Value
// without a kind, nesting deeper than FromJson reads.
bool StructToJson(const google::protobuf::Struct& object, std::string* json);

namespace internal {
// protobuf's own converter, which ToJson must equal (json_test.cc).
std::string ProtobufJsonForTest(const google::protobuf::Message& message);
}  // namespace internal

}  // namespace slugspec

#endif  // SLUGSPEC_REGISTRY_JSON_H_
