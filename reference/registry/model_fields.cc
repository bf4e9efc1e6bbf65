// What the generic layers read from any format's model message: part of the
// core library, so that every format library (CodecFormat) can use it
// without linking the registry.
#include <google/protobuf/descriptor.h>

#include "registry/format.h"

namespace slugspec {
namespace {

std::string StringField(const google::protobuf::Message& model, const char* name) {
  const google::protobuf::FieldDescriptor* field = model.GetDescriptor()->FindFieldByName(name);
  if (field == nullptr || field->type() != google::protobuf::FieldDescriptor::TYPE_STRING || field->is_repeated()) {
    return {};
  }
  return model.GetReflection()->GetString(model, field);
}

}  // namespace

std::string ModelFormat(const google::protobuf::Message& model) { return StringField(model, "format"); }
std::string ModelVersion(const google::protobuf::Message& model) { return StringField(model, "version"); }

}  // namespace slugspec
