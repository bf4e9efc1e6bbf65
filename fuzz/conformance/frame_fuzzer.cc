// Testee output as the conformance runner reads it (spec/conformance.md §2,
// §7): frames in either framing, each parsed as a Response (and as a Hello,
// the first line of a session). A testee is never trusted, so:
//   1. NextFrame never claims more bytes than it was given, and a frame
//      always uses at least one byte (the reading loop makes progress);
//   2. a payload that parses re-encodes to one frame that parses back to the
//      same message;
//   3. nothing crashes, whatever the bytes (absurd lengths included).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "conformance/protocol/framing.h"
#include "fuzz/fuzz_check.h"

namespace {

using slugspec::conformance::DecodePayload;
using slugspec::conformance::EncodeFrame;
using slugspec::conformance::Frame;
using slugspec::conformance::FrameStatus;
using slugspec::conformance::Framing;
using slugspec::conformance::NextFrame;

void CheckRoundTrip(std::string_view input, const google::protobuf::Message& parsed, Framing framing,
                    google::protobuf::Message* again) {
  const std::string bytes = EncodeFrame(parsed, framing);
  const Frame f = NextFrame(bytes, framing);
  FUZZ_CHECK(f.status == FrameStatus::kFrame && f.consumed == bytes.size(), input,
             "a re-encoded message is not exactly one frame");
  const slugspec::Status read = DecodePayload(f.payload, framing, again);
  FUZZ_CHECK(read.ok(), input, "a re-encoded message does not parse: " + read.message());
  FUZZ_CHECK(again->SerializeAsString() == parsed.SerializeAsString(), input,
             "a message changed through a frame: " + parsed.ShortDebugString() + " vs " + again->ShortDebugString());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  for (const Framing framing : {slugspec::conformance::JSON_LINES, slugspec::conformance::BINARY}) {
    std::string_view rest = input;
    // A 4 KiB input can hold thousands of one-byte lines; a few dozen frames
    // exercise the reading loop as well and keep the target fast.
    for (int frames = 0; frames < 64; ++frames) {
      const Frame f = NextFrame(rest, framing);
      if (f.status != FrameStatus::kFrame) break;
      FUZZ_CHECK(f.consumed > 0 && f.consumed <= rest.size(), input, "a frame outside the bytes given");
      slugspec::conformance::Response response, response_again;
      if (DecodePayload(f.payload, framing, &response).ok()) {
        CheckRoundTrip(input, response, framing, &response_again);
      }
      slugspec::conformance::Hello hello, hello_again;
      if (DecodePayload(f.payload, framing, &hello).ok()) CheckRoundTrip(input, hello, framing, &hello_again);
      rest.remove_prefix(f.consumed);
    }
  }
  return 0;
}
