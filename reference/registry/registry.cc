#include "registry/format.h"

#include <google/protobuf/descriptor.h>

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

// AllFormats() is generated from the format list (cmake/format_list.cmake).

const Format* FindFormat(std::string_view name) {
  for (const Format* f : AllFormats()) {
    if (f->name() == name) return f;
  }
  return nullptr;
}

const Format* DetectFormat(std::string_view slug) {
  for (const Format* f : AllFormats()) {
    if (f->Recognises(slug)) return f;
  }
  return nullptr;
}

}  // namespace slugspec
