// A testee's Hello as the runner takes it, whatever reaches the testee: the
// JSON line a session's testee answers the handshake with, or what an
// in-process testee declares. Read, checked (a framing, capabilities the
// runner can judge, each format and version once: CheckHello), and its name
// and version bounded, as all text from a testee is (they are copied into
// every report and certificate line).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_HELLO_READER_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_HELLO_READER_H_

#include <cstddef>
#include <string_view>

#include "common/status.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// The longest name or version of a testee that is kept; longer ones are cut
// (at a UTF-8 boundary) and end in "...".
inline constexpr size_t kMaxHelloText = 200;

// `json` (one line, its line break removed) as a Hello, or why it is none:
// "the answer to the handshake is not a Hello (...)", "the Hello chooses no
// framing ...", "protocol error: ...".
StatusOr<Hello> ReadHello(std::string_view json);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_HELLO_READER_H_
