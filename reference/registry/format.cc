// The Format base class's own members (registry/format.h): the version an
// encoder writes, and the defaults of the hooks only some formats have
// (level codes, conversions). Part of the core library, so that every
// format library (CodecFormat) can use them without linking the registry.
#include "registry/format.h"

#include <string>

namespace slugspec {

std::string Format::ResolveVersion(const ModelMessage& model, std::string_view requested) const {
  std::string name(requested);
  if (name.empty()) name = ModelVersionOf(model);
  if (name.empty()) name = current_version();
  for (std::string_view v : versions()) {
    if (v == name) return name;
  }
  return {};
}

Status Format::LevelCode(const ModelMessage&, std::string*) const {
  return Status(BAD_MODEL, 0, std::string(name()) + " defines no level codes");
}

Status Format::ReadLevelCode(std::string_view, std::string*) const {
  return Status(BAD_MODEL, 0, std::string(name()) + " defines no level codes");
}

Status Format::Convert(const ModelMessage&, std::string_view to, ModelMessage*) const {
  return Status(BAD_MODEL, 0, std::string(name()) + " has no conversion \"" + std::string(to) + "\"");
}

}  // namespace slugspec
