#include "registry/json.h"

#include <google/protobuf/util/json_util.h>

namespace slugspec {

std::string ToJson(const google::protobuf::Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string json;
  const auto status = google::protobuf::util::MessageToJsonString(message, &json, options);
  return status.ok() ? json : std::string();
}

bool FromJson(std::string_view json, google::protobuf::Message* message, std::string* error) {
  message->Clear();
  const auto status = google::protobuf::util::JsonStringToMessage(
      google::protobuf::StringPiece(json.data(), json.size()), message);
  if (!status.ok()) {
    *error = std::string(status.message());
    return false;
  }
  return true;
}

}  // namespace slugspec
