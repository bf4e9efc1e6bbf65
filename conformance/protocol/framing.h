// The two framings of the conformance protocol (spec/conformance.md §2):
// BINARY, a 4-byte little-endian length and the serialised message; and
// JSON_LINES, the proto3 JSON mapping of the message on one line. Parsing is
// a pure function over the bytes received so far, so the runner can read a
// testee's output with time limits, and the fuzzer can drive it directly.
#ifndef SLUGSPEC_CONFORMANCE_PROTOCOL_FRAMING_H_
#define SLUGSPEC_CONFORMANCE_PROTOCOL_FRAMING_H_

#include <cstddef>
#include <string>
#include <string_view>

#include <google/protobuf/message.h>

#include "common/status.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// No message of the protocol comes near this; a larger announced length is
// a protocol error, not an allocation.
inline constexpr size_t kMaxFrameBytes = 16 * 1024 * 1024;

enum class FrameStatus {
  kNeedMore,  // the bytes so far hold no complete frame
  kFrame,     // one frame: its payload, and how many bytes it used
  kError,     // the bytes cannot be a frame (too long, ...); `error` says why
};

struct Frame {
  FrameStatus status = FrameStatus::kNeedMore;
  std::string_view payload;  // into the buffer given
  size_t consumed = 0;
  std::string error;
};

// Finds the first frame at the start of `buffer`.
Frame NextFrame(std::string_view buffer, Framing framing);

// The bytes of `message` in `framing`, ready to write.
std::string EncodeFrame(const google::protobuf::Message& message, Framing framing);

// Parses a frame's payload into `message`; a failure (BAD_MODEL from the
// JSON reader) if it is not such a message.
Status DecodePayload(std::string_view payload, Framing framing, google::protobuf::Message* message);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_PROTOCOL_FRAMING_H_
