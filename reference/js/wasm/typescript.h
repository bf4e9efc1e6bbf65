// TypeScript declarations of the models, written from the .proto files (as
// protoc's descriptor set, with their comments), so that the package's types
// cannot drift from the models the library reads and writes.
#ifndef SLUGSPEC_JS_WASM_TYPESCRIPT_H_
#define SLUGSPEC_JS_WASM_TYPESCRIPT_H_

#include <string>
#include <vector>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/descriptor.pb.h>

#include "common/status.h"

namespace slugspec::wasm {

// The files of the descriptor set, built into `pool` in their order: a
// failure naming the one that does not build.
StatusOr<std::vector<const google::protobuf::FileDescriptor*>> BuildFiles(
    const google::protobuf::FileDescriptorSet& files, google::protobuf::DescriptorPool* pool);

// One model of the format list: the format's name and its model message's
// full name ("slugspec.sudoku.Puzzle").
struct ModelEntry {
  std::string format;
  std::string message;
};

// The declarations of every message and enum of `files` (built into one
// pool) whose
// name starts with "slugspec.", one TypeScript namespace per package (the
// package's last word: `sudoku.Puzzle`), typed as the proto3 JSON mapping
// that ToJson prints (registry/json.h): lowerCamelCase keys; 64-bit
// integers as strings; enums by name; bytes as base64 strings; a key that
// ToJson may leave out (a message, a oneof member, a proto3 `optional`
// field) optional. Then `Models` (format name -> model type), `FormatName`
// and `Model`, from `models`, and `ErrorCode`, the names of the enum
// slugspec.ErrorCode. Comments of the .proto files become doc comments.
StatusOr<std::string> TypeScriptDeclarations(const std::vector<const google::protobuf::FileDescriptor*>& files,
                                             const std::vector<ModelEntry>& models);

}  // namespace slugspec::wasm

#endif  // SLUGSPEC_JS_WASM_TYPESCRIPT_H_
