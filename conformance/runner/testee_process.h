// A testee as a child process with its standard input, output and error as
// pipes (spec/conformance.md §2, §7). Nothing the child does can block or
// crash the runner: every pipe is non-blocking and moved by one poll loop
// with a deadline, standard error is drained into a bounded tail, output is
// capped, and the child is killed with its whole process group.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_PROCESS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_PROCESS_H_

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <sys/types.h>

#include "common/status.h"

namespace slugspec::conformance {

using Clock = std::chrono::steady_clock;

// Kills and reaps the runner's children that are no live testee: what dead
// testees left behind (the runner is their subreaper, so they come to it,
// also after setsid()), with their process groups. Called whenever a testee
// is reaped; a runner process starts no other children while it runs.
void KillOrphans();

class TesteeProcess {
 public:
  // Runs `argv` (argv[0] is looked up in PATH). Null, with `error`, if it
  // cannot be started.
  static StatusOr<std::unique_ptr<TesteeProcess>> Start(const std::vector<std::string>& argv);
  ~TesteeProcess();  // kills and reaps the child
  TesteeProcess(const TesteeProcess&) = delete;
  TesteeProcess& operator=(const TesteeProcess&) = delete;

  // Queues bytes for the child's standard input; Pump writes them.
  void Send(std::string_view bytes);
  // Closes standard input once the queued bytes are written.
  void CloseInput();

  enum class PumpResult {
    kReady,        // `ready()` returned true
    kTimeout,      // the deadline passed first
    kEnded,        // the child closed its standard output (or the cap was hit)
    kInterrupted,  // the operator asked the run to stop (InterruptSignal)
  };
  // Moves bytes in all three directions until `ready()` holds, the deadline
  // passes, or standard output ends. `ready` is called after every read.
  PumpResult Pump(Clock::time_point deadline, const std::function<bool()>& ready);

  // Bytes read from standard output and not yet consumed by the caller. At
  // most `output_cap` bytes are held: past that, reading stops (the caller's
  // parser must then report an error).
  std::string& output() { return output_; }
  bool output_ended() const { return stdout_fd_ < 0; }
  void set_output_cap(size_t cap) { output_cap_ = cap; }

  // Standard error: the total byte count, and the last bytes (bounded).
  uint64_t stderr_bytes() const { return stderr_total_; }
  std::string StderrTail(size_t max_bytes) const;
  // What standard error received after it had `mark` bytes in all (a
  // stderr_bytes() taken earlier), at most its last `max_bytes` bytes; reads
  // what the pipe holds now first, so that lines written just before an
  // answer are not left behind in it.
  std::string StderrSince(uint64_t mark, size_t max_bytes);

  // Whether the child has exited (it is not reaped yet, so that its process
  // group can still be killed safely).
  bool Exited();
  // Exited() without a system call where the kernel tells (a pidfd, seen by
  // Pump): cheap enough to ask after every read.
  bool ExitSignalled() { return pidfd_ >= 0 ? exited_ : Exited(); }
  // Waits for the child to exit until `deadline`, then kills it; either way
  // the rest of its process group is killed too. Describes
  // how it ended: "exited with status 3", "killed by signal 6 (Aborted)".
  std::string Finish(Clock::time_point deadline);
  // After Finish: the exit status, or -1 if it did not exit normally.
  int ExitStatus() const;
  // Kills the child's process group now and reaps it.
  void Kill();

 private:
  TesteeProcess() = default;
  // The runner's side of a child Start made: its ends of the pipes, and
  // whether the exec worked (the child writes its errno to `status_fd`).
  static StatusOr<std::unique_ptr<TesteeProcess>> Adopt(pid_t pid, int stdin_fd, int stdout_fd, int stderr_fd,
                                                        int status_fd, const std::string& program);
  void CloseFd(int* fd);
  void ReadStderr();

  pid_t pid_ = -1;
  bool reaped_ = false;
  int wait_status_ = 0;
  int stdin_fd_ = -1, stdout_fd_ = -1, stderr_fd_ = -1;
  int pidfd_ = -1;       // readable once the child exits; -1 where the kernel has none
  bool exited_ = false;  // the child exited (seen by Exited or the pidfd), not yet reaped
  std::string pending_input_;
  size_t pending_offset_ = 0;
  bool close_input_when_written_ = false;
  std::string output_;
  size_t output_cap_ = 17 * 1024 * 1024;
  std::string stderr_ring_;  // the last kStderrKeep bytes
  uint64_t stderr_total_ = 0;
};

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_TESTEE_PROCESS_H_
