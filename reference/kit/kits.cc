#include "kit/format_kit.h"

namespace slugspec {

// AllKits() is generated from the format list (cmake/format_list.cmake).

const FormatKit* FindKit(std::string_view format) {
  for (const FormatKit* k : AllKits()) {
    if (k->format().name() == format) return k;
  }
  return nullptr;
}

}  // namespace slugspec
