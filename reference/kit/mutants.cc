#include "kit/mutants.h"

#include <memory>
#include <string>

namespace slugspec {

Status DecodeKeepingPercents(const Format& format, std::string_view slug, Profile profile,
                             google::protobuf::Message* model) {
  if (profile != Profile::kLenient) return format.Decode(slug, profile, model);
  std::string unrepaired(slug);
  for (char& c : unrepaired) c = c == '%' ? '*' : c;
  return format.Decode(unrepaired, profile, model);
}

Status DecodeBent(const Format& format, const ModelBend& bend, std::string_view slug, Profile profile,
                  google::protobuf::Message* model) {
  const Status s = format.Decode(slug, profile, model);
  if (s.ok()) bend(model);
  return s;
}

Status EncodeBent(const Format& format, const ModelBend& bend, const google::protobuf::Message& model,
                  std::string_view version, std::string* slug) {
  std::unique_ptr<google::protobuf::Message> bent(model.New());
  bent->CopyFrom(model);
  bend(bent.get());
  return format.Encode(*bent, version, slug);
}

}  // namespace slugspec
