// The models' schemas (registry/model_schema.h) as C++ source, for the
// WebAssembly modules built on protobuf's lite runtime, which has no
// descriptors to make them from: SchemaByName (registry/model_message.h)
// over a table of every model message and slugspec.ModelHeader. Written from
// the .proto files at build time by the same function the native library
// makes them with (registry/schema_of.h), so that both read JSON alike.
#ifndef SLUGSPEC_JS_WASM_SCHEMA_TABLE_H_
#define SLUGSPEC_JS_WASM_SCHEMA_TABLE_H_

#include <string>
#include <vector>

#include <google/protobuf/descriptor.h>

#include "common/status.h"
#include "js/wasm/typescript.h"

namespace slugspec::wasm {

StatusOr<std::string> SchemaTable(const google::protobuf::DescriptorPool& pool, const std::vector<ModelEntry>& models);

}  // namespace slugspec::wasm

#endif  // SLUGSPEC_JS_WASM_SCHEMA_TABLE_H_
