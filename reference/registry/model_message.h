// The models' base class. In the native library it is protobuf's Message;
// in a build on protobuf's lite runtime (SLUGSPEC_LITE_MODELS: the npm
// package's WebAssembly, whose models are generated with protoc's `lite`
// option) it is MessageLite, which has no descriptors and no reflection,
// and weighs a small part of the whole runtime. Everything a format does,
// and the verbs, is written against ModelMessage; what needs reflection (the
// JSON printer, the conformance runner) is native only.
#ifndef SLUGSPEC_REGISTRY_MODEL_MESSAGE_H_
#define SLUGSPEC_REGISTRY_MODEL_MESSAGE_H_

#include <string>
#include <string_view>

#if SLUGSPEC_LITE_MODELS
#include <google/protobuf/message_lite.h>
#else
#include <google/protobuf/message.h>
#endif

#include "registry/model_schema.h"

namespace slugspec {

#if SLUGSPEC_LITE_MODELS
using ModelMessage = google::protobuf::MessageLite;
#else
using ModelMessage = google::protobuf::Message;
#endif

// `m` as a model of type M, or null if it is of another type (or null).
template <typename M>
const M* CastModel(const ModelMessage* m) {
#if SLUGSPEC_LITE_MODELS
  // No descriptors to compare: the type's name, which is unique.
  static const std::string name = M::default_instance().GetTypeName();
  return m != nullptr && m->GetTypeName() == name ? static_cast<const M*>(m) : nullptr;
#else
  return google::protobuf::DynamicCastToGenerated<M>(m);
#endif
}
template <typename M>
M* CastModel(ModelMessage* m) {
  return const_cast<M*>(CastModel<M>(static_cast<const ModelMessage*>(m)));
}

// The schema of messages of type M (model_schema.h), for the JSON parser:
// made from the descriptor in the native library (schema_of.h), generated
// from the .proto files at build time on the lite runtime.
const model_schema::Schema* SchemaByName(std::string_view full_name);
// Null for a type outside what the parser reads (schema_of.h).
template <typename M>
const model_schema::Schema* SchemaFor() {
  static const model_schema::Schema* schema = SchemaByName(M::default_instance().GetTypeName());
  return schema;
}

}  // namespace slugspec

#endif  // SLUGSPEC_REGISTRY_MODEL_MESSAGE_H_
