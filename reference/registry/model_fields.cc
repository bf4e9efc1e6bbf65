// What the generic layers read from any format's model message, and the
// version an encoder writes: part of the core library, so that every format
// library (TypedFormat) can use it without linking the registry.
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

std::string Format::ResolveVersion(const google::protobuf::Message& model, std::string_view requested) const {
  std::string name(requested);
  if (name.empty()) name = ModelVersion(model);
  if (name.empty()) name = current_version();
  for (std::string_view v : versions()) {
    if (v == name) return name;
  }
  return {};
}

}  // namespace slugspec

namespace slugspec {

Status Format::LevelCode(const google::protobuf::Message&, std::string*) const {
  return Status(BAD_MODEL, 0, std::string(name()) + " defines no level codes");
}

Status Format::ReadLevelCode(std::string_view, std::string*) const {
  return Status(BAD_MODEL, 0, std::string(name()) + " defines no level codes");
}

Status Format::Convert(const google::protobuf::Message&, std::string_view to, google::protobuf::Message*) const {
  return Status(BAD_MODEL, 0, std::string(name()) + " has no conversion \"" + std::string(to) + "\"");
}

}  // namespace slugspec
