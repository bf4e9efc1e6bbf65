#include "conformance/runner/testee_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>

#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "conformance/runner/interrupt.h"

namespace slugspec::conformance {
namespace {

constexpr size_t kStderrKeep = 16 * 1024;
constexpr size_t kChunk = 64 * 1024;

bool SetNonBlocking(int fd) {
  const int flags = fcntl(fd, F_GETFL);
  return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

// The exec failure of the child, reported through a close-on-exec pipe: an
// empty read means exec succeeded.
std::string ReadExecError(int fd) {
  int child_errno = 0;
  ssize_t n;
  do {
    n = read(fd, &child_errno, sizeof child_errno);
  } while (n < 0 && errno == EINTR);
  if (n == static_cast<ssize_t>(sizeof child_errno)) return std::strerror(child_errno);
  return "";
}

// The testees started and not yet reaped. Held while forking, so that a
// sweep for orphans in another thread never takes a testee being born for
// one.
std::mutex live_mutex;
std::set<pid_t> live;

void Forget(pid_t pid) {
  const std::lock_guard<std::mutex> lock(live_mutex);
  live.erase(pid);
}

// The runner's children, as /proc lists them (one file per thread).
std::vector<pid_t> Children() {
  std::vector<pid_t> children;
  std::error_code ec;
  for (const auto& task : std::filesystem::directory_iterator("/proc/self/task", ec)) {
    std::ifstream in(task.path() / "children");
    for (pid_t pid; in >> pid;) children.push_back(pid);
  }
  return children;
}

}  // namespace

void KillOrphans() {
  // Killing one orphan may orphan its own children: a few rounds.
  for (int round = 0; round < 16; ++round) {
    std::vector<pid_t> orphans;
    {
      const std::lock_guard<std::mutex> lock(live_mutex);
      for (pid_t pid : Children()) {
        if (!live.contains(pid)) orphans.push_back(pid);
      }
    }
    if (orphans.empty()) return;
    for (pid_t pid : orphans) {
      // Its own process group or session goes with it, never ours.
      const pid_t group = getpgid(pid);
      if (group > 0 && group != getpgrp()) {
        const std::lock_guard<std::mutex> lock(live_mutex);
        if (!live.contains(group)) kill(-group, SIGKILL);
      }
      kill(pid, SIGKILL);
    }
    for (pid_t pid : orphans) {
      while (waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
      }
    }
  }
}

namespace {

// The pipes of a new testee: its standard input, output and error, and one
// on which the child reports why it could not exec (closed by a successful
// exec, so that nothing is read from it).
struct Pipes {
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1}, status[2] = {-1, -1};

  Status Open() {
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0 ||
        pipe2(status, O_CLOEXEC) != 0) {
      const int e = errno;
      CloseAll();
      return Status::Failure(std::string("pipe: ") + std::strerror(e));
    }
    return OkStatus();
  }
  void CloseAll() {
    for (int* fd : {&in[0], &in[1], &out[0], &out[1], &err[0], &err[1], &status[0], &status[1]}) Close(fd);
  }
  // After the vfork: the ends the child keeps.
  void CloseChildEnds() {
    for (int* fd : {&in[0], &out[1], &err[1], &status[1]}) Close(fd);
  }
  static void Close(int* fd) {
    if (*fd >= 0) close(*fd);
    *fd = -1;
  }
};

// The child, between vfork and exec: it shares the runner's memory, with
// the runner's thread suspended, so it makes only async-signal-safe system
// calls on what was prepared before the vfork, and never returns.
[[noreturn]] void BecomeTestee(char* const* args, pid_t runner, const sigset_t& runner_mask, const Pipes& pipes) {
  for (int s = 1; s < NSIG; ++s) {
    struct sigaction action;
    if (sigaction(s, nullptr, &action) != 0) continue;
    if (s == SIGPIPE || (action.sa_handler != SIG_DFL && action.sa_handler != SIG_IGN)) {
      action = {};
      action.sa_handler = SIG_DFL;
      sigaction(s, &action, nullptr);
    }
  }
  // Killed with the runner, should the runner be killed outright (SIGKILL
  // cannot be handled); if that already happened, not started. (The signal
  // follows the thread that started the testee: every thread that starts
  // one waits for it to end.)
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != runner) _exit(127);
  pthread_sigmask(SIG_SETMASK, &runner_mask, nullptr);
  // Its own process group, so that a shell or interpreter the testee starts
  // is killed with it.
  setpgid(0, 0);
  dup2(pipes.in[0], STDIN_FILENO);
  dup2(pipes.out[1], STDOUT_FILENO);
  dup2(pipes.err[1], STDERR_FILENO);
  execvp(args[0], args);
  const int e = errno;
  ssize_t ignored = write(pipes.status[1], &e, sizeof e);
  (void)ignored;
  _exit(127);
}

}  // namespace

StatusOr<std::unique_ptr<TesteeProcess>> TesteeProcess::Start(const std::vector<std::string>& argv) {
  if (argv.empty()) {
    return Status::Failure("no testee command");
  }
  // A testee that exits while the runner writes to it would otherwise kill
  // the runner with SIGPIPE; ignored, the write fails with EPIPE instead.
  // Process-wide, and harmless: no part of slugspec relies on SIGPIPE.
  signal(SIGPIPE, SIG_IGN);
  // Everything the child needs is prepared before vfork.
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  Pipes pipes;
  SLUGSPEC_RETURN_IF_ERROR(pipes.Open());
  // Descendants a testee leaves behind when it dies (a helper that called
  // setsid(), out of reach of its process group) become the runner's
  // children rather than init's, so that KillOrphans can end them.
  static const bool subreaper = prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
  (void)subreaper;
  // vfork, not fork: fork copies the runner's page tables, which costs
  // about 11 ms for a runner holding 250 MB (25 times vfork's 0.5 ms, and
  // one-shot mode starts a process per case). Every signal is blocked
  // around it, so that no handler of the runner's runs in the child; the
  // child resets the handled ones (and the ignored SIGPIPE) to their default
  // before it unblocks them for the program it becomes.
  const pid_t runner = getpid();
  sigset_t all_signals, runner_mask;
  sigfillset(&all_signals);
  pthread_sigmask(SIG_SETMASK, &all_signals, &runner_mask);
  std::unique_lock<std::mutex> born(live_mutex);
  const pid_t pid = vfork();
  if (pid == 0) BecomeTestee(args.data(), runner, runner_mask, pipes);
  const int spawn_errno = errno;
  if (pid > 0) live.insert(pid);
  born.unlock();
  pthread_sigmask(SIG_SETMASK, &runner_mask, nullptr);
  if (pid < 0) {
    pipes.CloseAll();
    return Status::Failure(std::string("vfork: ") + std::strerror(spawn_errno));
  }
  setpgid(pid, pid);  // also here: whichever runs first, the group exists before a kill
  pipes.CloseChildEnds();
  return Adopt(pid, pipes.in[1], pipes.out[0], pipes.err[0], pipes.status[0], argv[0]);
}

StatusOr<std::unique_ptr<TesteeProcess>> TesteeProcess::Adopt(pid_t pid, int stdin_fd, int stdout_fd, int stderr_fd,
                                                              int status_fd, const std::string& program) {
  std::unique_ptr<TesteeProcess> p(new TesteeProcess());
  p->pid_ = pid;
  p->stdin_fd_ = stdin_fd;
  p->stdout_fd_ = stdout_fd;
  p->stderr_fd_ = stderr_fd;
#ifdef SYS_pidfd_open
  // Readable when the child exits, so that Pump wakes for it (Linux 5.3;
  // without it, Pump looks every few milliseconds).
  p->pidfd_ = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
  if (p->pidfd_ >= 0) fcntl(p->pidfd_, F_SETFD, FD_CLOEXEC);
#endif
  const std::string exec_error = ReadExecError(status_fd);
  close(status_fd);
  if (!exec_error.empty()) {
    return Status::Failure("cannot run " + program + ": " + exec_error);  // the destructor reaps the child
  }
  if (!SetNonBlocking(p->stdin_fd_) || !SetNonBlocking(p->stdout_fd_) || !SetNonBlocking(p->stderr_fd_)) {
    return Status::Failure(std::string("fcntl: ") + std::strerror(errno));
  }
  return p;
}

TesteeProcess::~TesteeProcess() {
  Kill();
  CloseFd(&stdin_fd_);
  CloseFd(&stdout_fd_);
  CloseFd(&stderr_fd_);
  CloseFd(&pidfd_);
}

bool TesteeProcess::Exited() {
  if (reaped_ || exited_) return true;
  // WNOWAIT: the child stays a zombie, so its pid, which is also its process
  // group's id, cannot be reused before Finish or Kill has killed the group.
  siginfo_t info{};
  while (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) < 0) {
    if (errno != EINTR) return exited_ = true;  // no such child: nothing to wait for
  }
  exited_ = info.si_pid == pid_;
  return exited_;
}

void TesteeProcess::CloseFd(int* fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

void TesteeProcess::Send(std::string_view bytes) {
  if (stdin_fd_ < 0) return;  // the child closed its input: nothing more reaches it
  if (pending_offset_ == pending_input_.size()) {
    pending_input_.clear();
    pending_offset_ = 0;
  }
  pending_input_.append(bytes);
}

void TesteeProcess::CloseInput() {
  close_input_when_written_ = true;
  if (pending_offset_ == pending_input_.size()) CloseFd(&stdin_fd_);
}

void TesteeProcess::ReadStderr() {
  char buf[kChunk];
  while (stderr_fd_ >= 0) {
    const ssize_t n = read(stderr_fd_, buf, sizeof buf);
    if (n > 0) {
      stderr_total_ += static_cast<uint64_t>(n);
      stderr_ring_.append(buf, static_cast<size_t>(n));
      if (stderr_ring_.size() > 2 * kStderrKeep) stderr_ring_.erase(0, stderr_ring_.size() - kStderrKeep);
      continue;
    }
    if (n < 0 && (errno == EINTR)) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    CloseFd(&stderr_fd_);  // end of file, or an error: the child's stderr is gone
  }
}

TesteeProcess::PumpResult TesteeProcess::Pump(Clock::time_point deadline, const std::function<bool()>& ready) {
  char buf[kChunk];
  while (true) {
    if (ready()) return PumpResult::kReady;
    if (InterruptSignal() != 0) return PumpResult::kInterrupted;
    if (stdout_fd_ < 0) {
      ReadStderr();  // what it said before it went, for the report
      return PumpResult::kEnded;
    }
    const auto now = Clock::now();
    if (now >= deadline) return PumpResult::kTimeout;

    pollfd fds[4];  // standard input, output, error, and the pidfd
    nfds_t n = 0;
    const bool writing = stdin_fd_ >= 0 && pending_offset_ < pending_input_.size();
    const bool reading = output_.size() < output_cap_;
    if (writing) fds[n++] = {stdin_fd_, POLLOUT, 0};
    if (reading) fds[n++] = {stdout_fd_, POLLIN, 0};
    if (stderr_fd_ >= 0) fds[n++] = {stderr_fd_, POLLIN, 0};
    const bool watching_exit = pidfd_ >= 0 && !exited_;
    if (watching_exit) fds[n++] = {pidfd_, POLLIN, 0};
    if (!reading) return PumpResult::kEnded;  // over the cap and still not ready: the caller decides
    const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count();
    // Without a pidfd an exit shows only by looking: every 20 ms.
    const long long slice = pidfd_ >= 0 || exited_ ? 1000 : 20;
    const int r = poll(fds, n, static_cast<int>(std::clamp<long long>(wait + 1, 1, slice)));
    if (r < 0) {
      if (errno == EINTR) continue;
      return PumpResult::kEnded;
    }
    for (nfds_t i = 0; i < n; ++i) {
      if (fds[i].revents == 0) continue;
      if (fds[i].fd == stdin_fd_) {
        const ssize_t w =
            write(stdin_fd_, pending_input_.data() + pending_offset_, pending_input_.size() - pending_offset_);
        if (w > 0) {
          pending_offset_ += static_cast<size_t>(w);
          if (pending_offset_ == pending_input_.size() && close_input_when_written_) CloseFd(&stdin_fd_);
        } else if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
          // EPIPE: the child closed its input. What it has not read is lost;
          // its output may still answer what it did read.
          CloseFd(&stdin_fd_);
        }
      } else if (fds[i].fd == stdout_fd_) {
        const size_t room = std::min(sizeof buf, output_cap_ - output_.size());
        const ssize_t got = read(stdout_fd_, buf, room);
        if (got > 0) {
          output_.append(buf, static_cast<size_t>(got));
        } else if (got == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
          CloseFd(&stdout_fd_);
        }
      } else if (fds[i].fd == stderr_fd_) {
        ReadStderr();
      } else if (fds[i].fd == pidfd_) {
        exited_ = true;  // Exited() confirms it; the pidfd is not polled again
      }
    }
  }
}

std::string TesteeProcess::StderrTail(size_t max_bytes) const {
  const size_t keep = std::min({max_bytes, kStderrKeep, stderr_ring_.size()});
  return stderr_ring_.substr(stderr_ring_.size() - keep);
}

std::string TesteeProcess::StderrSince(uint64_t mark, size_t max_bytes) {
  ReadStderr();
  const uint64_t fresh = stderr_total_ > mark ? stderr_total_ - mark : 0;
  const size_t keep = static_cast<size_t>(std::min<uint64_t>({fresh, max_bytes, kStderrKeep, stderr_ring_.size()}));
  return stderr_ring_.substr(stderr_ring_.size() - keep);
}

std::string TesteeProcess::Finish(Clock::time_point deadline) {
  CloseInput();
  while (!reaped_) {
    if (Exited()) {
      // What the testee left behind in its process group (a helper, a
      // shell's background job) goes with it.
      kill(-pid_, SIGKILL);
      while (waitpid(pid_, &wait_status_, 0) < 0 && errno == EINTR) {
      }
      reaped_ = true;
      Forget(pid_);
      KillOrphans();
      break;
    }
    if (Clock::now() >= deadline) {
      Kill();
      return "did not exit; killed";
    }
    ReadStderr();
    usleep(1000);
  }
  if (WIFEXITED(wait_status_)) return "exited with status " + std::to_string(WEXITSTATUS(wait_status_));
  if (WIFSIGNALED(wait_status_)) {
    const int sig = WTERMSIG(wait_status_);
    const char* name = strsignal(sig);
    return "killed by signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : "");
  }
  return "ended";
}

int TesteeProcess::ExitStatus() const { return reaped_ && WIFEXITED(wait_status_) ? WEXITSTATUS(wait_status_) : -1; }

void TesteeProcess::Kill() {
  if (pid_ <= 0 || reaped_) return;
  kill(-pid_, SIGKILL);
  kill(pid_, SIGKILL);
  while (waitpid(pid_, &wait_status_, 0) < 0 && errno == EINTR) {
  }
  reaped_ = true;
  Forget(pid_);
  KillOrphans();
}

}  // namespace slugspec::conformance
