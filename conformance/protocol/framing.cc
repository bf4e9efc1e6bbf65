#include "conformance/protocol/framing.h"

#include <cstdint>

#include "registry/json.h"

namespace slugspec::conformance {

Frame NextFrame(std::string_view buffer, Framing framing) {
  Frame f;
  if (framing == JSON_LINES) {
    const size_t end = buffer.find('\n');
    if (end == std::string_view::npos) {
      if (buffer.size() > kMaxFrameBytes) {
        f.status = FrameStatus::kError;
        f.error = "a line longer than 16 MiB";
      }
      return f;
    }
    f.status = FrameStatus::kFrame;
    f.payload = buffer.substr(0, end);
    if (!f.payload.empty() && f.payload.back() == '\r') f.payload.remove_suffix(1);
    f.consumed = end + 1;
    return f;
  }
  if (framing != BINARY) {
    f.status = FrameStatus::kError;
    f.error = "no framing chosen";
    return f;
  }
  if (buffer.size() < 4) return f;
  uint32_t length = 0;
  for (int i = 3; i >= 0; --i) length = (length << 8) | static_cast<uint8_t>(buffer[static_cast<size_t>(i)]);
  if (length > kMaxFrameBytes) {
    f.status = FrameStatus::kError;
    f.error = "a frame announces " + std::to_string(length) + " bytes, over the 16 MiB limit";
    return f;
  }
  if (buffer.size() - 4 < length) return f;
  f.status = FrameStatus::kFrame;
  f.payload = buffer.substr(4, length);
  f.consumed = 4 + static_cast<size_t>(length);
  return f;
}

std::string EncodeFrame(const google::protobuf::Message& message, Framing framing) {
  if (framing == JSON_LINES) return ToJson(message) + "\n";
  const std::string body = message.SerializeAsString();
  std::string out(4, '\0');
  const auto n = static_cast<uint32_t>(body.size());
  for (int i = 0; i < 4; ++i) out[static_cast<size_t>(i)] = static_cast<char>((n >> (8 * i)) & 0xFF);
  return out + body;
}

Status DecodePayload(std::string_view payload, Framing framing, google::protobuf::Message* message) {
  if (framing == JSON_LINES) return FromJson(payload, message);
  message->Clear();
  if (!message->ParseFromArray(payload.data(), static_cast<int>(payload.size()))) {
    return Status::Failure("not a serialised " + message->GetDescriptor()->full_name());
  }
  return OkStatus();
}

}  // namespace slugspec::conformance
