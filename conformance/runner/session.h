// The session protocol (spec/conformance.md §2) from the runner's side: one
// testee process, a handshake, then pipelined requests, with a restart
// whenever the testee crashes, hangs, floods or breaks the protocol (§7).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_SESSION_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_SESSION_H_

#include <memory>
#include <string>
#include <vector>

#include "common/status.h"
#include "conformance/case/case.h"
#include "conformance/runner/testee_options.h"
#include "conformance/runner/testee_process.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

class Session {
 public:
  explicit Session(TesteeOptions options) : options_(std::move(options)) {}

  // Starts the testee and reads its Hello. A failure if it does not
  // start or does not answer the handshake with a usable Hello.
  Status Start();
  const Hello& hello() const { return hello_; }

  // Runs `cases` in order, at most max_in_flight unanswered at a time.
  // When the testee fails, the case it failed on is marked, the testee is
  // restarted, and the cases that were in flight are sent again one at a
  // time, so that a failure is pinned on the case that caused it. When the
  // operator interrupts the run (InterruptSignal), it kills the testee and
  // returns: the cases not answered yet are not given to `done`.
  void Run(const std::vector<const Case*>& cases, const CaseDone& done);

  int restarts() const { return restarts_; }
  // How the testee ended after its last answer, when not by exiting with
  // status 0 ("killed by signal 6 (Aborted)"); empty otherwise.
  const std::string& end_note() const { return end_note_; }

 private:
  struct InFlight {
    size_t index;  // into the cases given to Run
    uint64_t id;   // the request id sent
    Clock::time_point started;
  };

  // Waits for the next frame. Returns its payload, or the failure.
  enum class Wait { kFrame, kTimeout, kEnded, kBadFrame, kFlood, kInterrupted };
  // `in_flight` requests are unanswered: the standard error written since
  // `stderr_mark` may be any of theirs, so the flood limit is theirs
  // together (stderr_flood_bytes each).
  Wait NextPayload(Clock::time_point deadline, uint64_t stderr_mark, size_t in_flight, std::string* payload,
                   std::string* why);
  void Stop();
  size_t MaxInFlight() const;

  // One Run's cases: pending, in flight, and being sent again alone
  // (session.cc). Run's steps, each on it:
  struct RunState;
  enum class Restart { kStarted, kAgain, kGiveUp };
  Restart RestartTestee(RunState& run);  // after a failure, or before the first case
  void SendPending(RunState& run);       // up to max_in_flight (one at a time after a failure)
  // The answer to the oldest request in flight, judged; false, with `why`,
  // when the payload is no answer to it.
  bool TakeAnswer(RunState& run, const std::string& payload, std::string* why);
  void TesteeFailed(RunState& run, const std::string& why);  // it crashed, hung, flooded or broke the protocol
  void EndSession();

  TesteeOptions options_;
  Hello hello_;
  std::unique_ptr<TesteeProcess> process_;
  size_t scanned_ = 0;  // JSON Lines: how far the output was searched for a newline
  int restarts_ = 0;
  std::string end_note_;
};

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_SESSION_H_
