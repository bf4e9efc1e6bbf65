// The testee side of a session (spec/conformance.md §2), shared by every
// testee of this folder: read the handshake, say Hello, then answer framed
// requests until the input ends. What an answer is, and how it reaches the
// output, is the testee's: the reference answers, a mutant answers wrongly
// on purpose, a chaos testee sometimes does not answer at all.
#ifndef SLUGSPEC_CONFORMANCE_TESTEES_SESSION_H_
#define SLUGSPEC_CONFORMANCE_TESTEES_SESSION_H_

#include <functional>
#include <iosfwd>

#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// Writes what the testee says to one request onto `out` (normally one framed
// Response). It may also do nothing, or never return.
using Responder = std::function<void(const Request& request, std::ostream& out)>;

// The usual Responder: frames `answer(request)` in `framing`.
Responder FramedAnswers(Framing framing, std::function<Response(const Request&)> answer);

// Serves one session: the handshake line, `hello` as one JSON line, then
// requests in hello.framing() until the input ends, each handed to
// `respond`. A frame that is not a Request gets a runtime_error Response
// (with id 0: its id is unknown) without reaching `respond`. Returns the
// exit status: 0 at the end of the input, 2 for a broken handshake or
// framing.
int ServeSession(std::istream& in, std::ostream& out, const Hello& hello, const Responder& respond);

// While a Responder runs: the bytes of later requests ServeSession has
// already read (a runner that pipelines sends them before the answer).
size_t BytesOfLaterRequests();

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_TESTEES_SESSION_H_
