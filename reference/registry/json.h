// The JSON form of every slugspec message: the proto3 JSON mapping with every
// field printed, including zeros and empty lists (spec/README.md §1).
#ifndef SLUGSPEC_REGISTRY_JSON_H_
#define SLUGSPEC_REGISTRY_JSON_H_

#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

namespace slugspec {

// One line of JSON, no trailing newline.
std::string ToJson(const google::protobuf::Message& message);

// How FromJson reads. The defaults are the proto3 JSON mapping; the strict
// settings describe JSON that is data of its own (pentomino v0), read as
// JavaScript's JSON.parse would see it.
struct JsonReadOptions {
  bool ignore_unknown_fields = false;
  // Integers must be JSON numbers (the mapping also takes "12").
  bool numbers_only = false;
  // An integer past its field's range becomes the range's nearest end, so a
  // later range check reports it (the mapping rejects it as not a number).
  bool saturate_integers = false;
  // A key twice in one object is an error (the mapping keeps the last value
  // and appends to lists).
  bool reject_duplicate_keys = false;
  // If set, receives every field named in the text (to tell a missing list
  // from an empty one).
  std::vector<const google::protobuf::FieldDescriptor*>* keys_seen = nullptr;
};

// Parses `json` into `message` (cleared first). On failure returns false and
// sets `error` to the parser's explanation.
bool FromJson(std::string_view json, google::protobuf::Message* message, std::string* error,
              const JsonReadOptions& options = {});

namespace internal {
// protobuf's own converter, which ToJson must equal (json_test.cc).
std::string ProtobufJsonForTest(const google::protobuf::Message& message);
}  // namespace internal

}  // namespace slugspec

#endif  // SLUGSPEC_REGISTRY_JSON_H_
