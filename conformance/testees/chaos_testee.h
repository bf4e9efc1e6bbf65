// The chaos testee: the reference testee, except that on every Nth request
// of its process's lifetime it misbehaves in one chosen way (or, for the
// handshake modes, fails to start a session at all). It tests the runner's
// robustness (spec/conformance.md §7): the runner must fail the case at hand
// with a runtime error, restart the testee and go on.
//
//   chaos_testee --mode MODE [--every N] [--framing json|binary] [--max-in-flight K] [--pad-bytes B]
#ifndef SLUGSPEC_CONFORMANCE_TESTEES_CHAOS_TESTEE_H_
#define SLUGSPEC_CONFORMANCE_TESTEES_CHAOS_TESTEE_H_

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

enum class ChaosMode {
  // On the chosen requests:
  kCrash,        // abort()
  kExit,         // exit(3), as if cleanly, mid-session
  kHalfAnswer,   // the first half of the right answer, then exit(3)
  kHang,         // never answers, never reads again, never exits
  kGarbage,      // one line (json) or frame (binary) that is not a Response
  kHugeLength,   // binary: a 1 GiB length prefix; json: an endless line; then hangs
  kStderrFlood,  // 100 MiB to standard error, then the right answer
  kStderrEach,   // --pad-bytes to standard error for every request, then the right answer
  kCloseStdout,  // closes standard output, then reads on without answering
  kWrongId,      // the right answer under the id of the next request
  kSlow,         // sleeps 200 ms, then the right answer (within any sane time limit)
  // Every request writes "chaos: request ID" to standard error; the chosen
  // ones are then answered with a runtime error (whose case must show only
  // its own line when it was the only request in flight).
  kStderrPerRequest,
  // Crashes (abort) on a request read while another is already waiting:
  // only pipelining makes it fail, never a request sent alone.
  kCrashWhenPipelined,
  // The right answer on the chosen requests, padded with an unknown field
  // of --pad-bytes bytes (binary framing; JSON Lines has no unknown fields
  // to pad with, and pads the answer's line with spaces instead).
  kPadAnswers,
  // A runtime error whose text is --pad-bytes bytes long, on the chosen
  // requests.
  kHugeText,
  // Forks a helper that calls setsid() (leaving the testee's process group)
  // and sleeps on, holding standard output open; then abort()s.
  kLeaveHelper,
  // Binary framing: an answer whose slug holds bytes that are not UTF-8
  // (a string field proto3 refuses to parse); JSON Lines: the same bytes in
  // the JSON text.
  kBadUtf8,
  // `skipped` for the answer: a testee that leaves out part of what it
  // declared, which must not be certified for it.
  kSkip,
  // Every request (--every is ignored) rejected without an error code: a
  // testee judged on rejections alone, which must not be certified.
  kRejectAll,
  // Every request answered right, then abort() when standard input ends:
  // a crash at the end of a session, which no case can fail for.
  kAbortAtEnd,
  // At the handshake (--every is ignored):
  kBadHello,                  // a line of garbage for a Hello, then reads to the end of input
  kNoHello,                   // reads the Handshake and hangs
  kCrashAtStart,              // exits with status 1 before reading anything
  kUnknownCapability,         // the reference's Hello plus chess/v9 and its first format's v99
  kNoProfile,                 // the reference's Hello, its first capability decoding in neither profile
  kHelloWithoutNewline,       // the reference's Hello without its newline, then exits
  kHelloWithoutNewlineAlive,  // the same, then hangs with its standard output open
  kLongName,                  // the reference's Hello with a name and version of --pad-bytes each; answers right
  kMarkup,                    // the right answer with every string in it (model, slug, message) made markup
};

struct ChaosModeInfo {
  ChaosMode mode;
  std::string_view name;       // as --mode takes it: "crash", "huge-length", ...
  std::string_view behaviour;  // for people (--list)
  bool at_handshake;
};
std::span<const ChaosModeInfo> AllChaosModes();
std::optional<ChaosMode> ParseChaosMode(std::string_view name);
const ChaosModeInfo& InfoOf(ChaosMode mode);

struct ChaosOptions {
  ChaosMode mode = ChaosMode::kCrash;
  uint32_t every = 25;  // misbehave on requests every, 2*every, ... (1-based)
  Framing framing = JSON_LINES;
  uint32_t max_in_flight = 1;    // 1: the chosen request is the only one affected
  uint32_t pad_bytes = 1 << 20;  // pad-answers, huge-text
  // Created (empty) as the process first misbehaves on a request: a test
  // that must act at that moment waits for it.
  std::string mark_file = {};
};
// The command line (argv[0] excluded). False, with `error`, if it is wrong;
// true with `list` set for --list.
bool ParseChaosOptions(std::span<const std::string_view> args, ChaosOptions* options, bool* list, std::string* error);

// Whether the request numbered `n` (1-based, over the process's lifetime)
// is one to misbehave on.
inline bool IsChaotic(uint64_t n, uint32_t every) { return every > 0 && n % every == 0; }

// The reference's Hello, named "chaos:MODE", with the options' max_in_flight.
Hello ChaosHello(const ChaosOptions& options);

// What the misbehaviours do to the process, replaceable so that a test can
// serve a session in-process and watch (a replacement for crash, exit or
// hang must not return: it throws).
struct ChaosEffects {
  std::function<void()> crash;
  std::function<void()> leave_helper;  // forks the helper of kLeaveHelper
  std::function<void(int status)> exit;
  std::function<void()> hang;
  std::function<void(std::chrono::milliseconds)> sleep;
  std::function<void()> close_stdout;
  std::function<bool()> more_waiting;  // whether another request has arrived unread
  std::ostream* err = nullptr;
  size_t flood_bytes = size_t{100} << 20;        // stderr-flood
  size_t endless_line_bytes = size_t{64} << 20;  // huge-length, json
};
// The real ones: abort(), std::exit(), sleeping forever, sleep_for,
// close(1), std::cerr.
ChaosEffects ProcessEffects();

// Serves a session on `in` and `out` with the options' misbehaviour.
// Returns the exit status (when it returns).
int ServeChaos(std::istream& in, std::ostream& out, const ChaosOptions& options, const ChaosEffects& effects);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_TESTEES_CHAOS_TESTEE_H_
