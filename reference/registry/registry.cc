#include "registry/format.h"

namespace slugspec {

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
