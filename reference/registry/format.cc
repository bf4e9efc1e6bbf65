// The Format base class's own members (registry/format.h): the version an
// encoder writes, and the defaults of the hooks only some formats have
// (level codes, conversions). Part of the core library, so that every
// format library (TypedFormat) can use them without linking the registry.
#include "registry/format.h"

#include <string>

namespace slugspec {

std::string Format::ResolveVersion(const google::protobuf::Message& model, std::string_view requested) const {
  std::string name(requested);
  if (name.empty()) name = ModelVersion(model);
  if (name.empty()) name = current_version();
  for (std::string_view v : versions()) {
    if (v == name) return name;
  }
  return {};
}

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
