#include "conformance/testees/session.h"

#include <istream>
#include <ostream>
#include <string>
#include <utility>

#include "conformance/protocol/framing.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {
size_t later_request_bytes = 0;  // BytesOfLaterRequests(): one session per process
}  // namespace

size_t BytesOfLaterRequests() { return later_request_bytes; }

Responder FramedAnswers(Framing framing, std::function<Response(const Request&)> answer) {
  return [framing, answer = std::move(answer)](const Request& request, std::ostream& out) {
    out << EncodeFrame(answer(request), framing);
  };
}

int ServeSession(std::istream& in, std::ostream& out, const Hello& hello, const Responder& respond) {
  const Framing framing = hello.framing();
  std::string line;
  Handshake handshake;
  if (!std::getline(in, line) || !FromJson(line, &handshake).ok()) return 2;
  out << ToJson(hello) << '\n' << std::flush;
  // Frames are read as they come; an answer is flushed when no more input is
  // waiting, so a runner that waits for it gets it, and a batch streams.
  std::string buffer;
  char chunk[65536];
  while (true) {
    Frame f = NextFrame(buffer, framing);
    if (f.status == FrameStatus::kError) return 2;
    if (f.status == FrameStatus::kNeedMore) {
      out.flush();
      in.read(chunk, 1);  // block for at least one byte
      if (in.gcount() == 0) return 0;
      buffer.push_back(chunk[0]);
      const std::streamsize more = in.readsome(chunk, sizeof chunk);
      if (more > 0) buffer.append(chunk, static_cast<size_t>(more));
      continue;
    }
    Request request;
    const Status parsed = DecodePayload(f.payload, framing, &request);
    buffer.erase(0, f.consumed);
    later_request_bytes = buffer.size();
    if (parsed.ok()) {
      respond(request, out);
    } else {
      Response response;
      response.set_runtime_error("not a Request: " + parsed.message());
      out << EncodeFrame(response, framing);
    }
  }
}

}  // namespace slugspec::conformance
