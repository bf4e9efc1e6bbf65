#include "kit/mutants.h"

#include <string>

namespace slugspec {

Status DecodeKeepingPercents(const Format& format, std::string_view slug, Profile profile,
                             google::protobuf::Message* model) {
  if (profile != Profile::kLenient) return format.Decode(slug, profile, model);
  std::string unrepaired(slug);
  for (char& c : unrepaired) c = c == '%' ? '*' : c;
  return format.Decode(unrepaired, profile, model);
}

}  // namespace slugspec
