#include <algorithm>

#include "kit/format_kit.h"

namespace slugspec {

// AllKits() is generated from the format list (cmake/format_list.cmake).

const FormatKit* FindKit(std::string_view format) {
  for (const FormatKit* k : AllKits()) {
    if (k->format().name() == format) return k;
  }
  return nullptr;
}

std::unique_ptr<google::protobuf::Message> FormatKit::GenerateModel(std::string_view version, uint64_t seed) const {
  const std::vector<std::string_view> versions = format().versions();
  if (std::find(versions.begin(), versions.end(), version) == versions.end()) return nullptr;
  SeededDraw draw(seed);
  return Generate(draw, version);
}

}  // namespace slugspec
