#include "registry/format.h"

namespace slugspec {

const std::vector<const Format*>& AllFormats() {
  static const std::vector<const Format*> formats = {&SudokuFormat(), &PentominoFormat()};
  return formats;
}

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
