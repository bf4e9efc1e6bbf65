// The coverage profile of a fuzzer, written when run_smoke.sh asks for it
// (SIGUSR2), before it interrupts the fuzzer. Linked into the libFuzzer
// builds of a coverage build only (SLUGSPEC_COVERAGE).
//
// Why: libFuzzer leaves through _Exit when it is interrupted, which skips
// the profile runtime's exit hook, so a smoke run ended by its time wrote
// no profile at all; tools/coverage.sh reads part (b), the coverage of
// fuzzing, from these profiles.
//
// How: SIGUSR2 is blocked in the main thread before main, so in every
// thread started after it, and a thread of our own takes it with sigwait:
// the profile is written in an ordinary thread, not in a signal handler
// (writing a file is no async-signal-safe work). libFuzzer's own SIGUSR2
// handler never runs, as no thread lets the signal in. The counters go on
// changing while they are written; the few executions that overlap the
// write may or may not count, which a coverage figure does not feel.
#include <pthread.h>

#include <csignal>
#include <cstdio>

extern "C" int __llvm_profile_write_file(void);  // NOLINT: the profile runtime's

namespace {

sigset_t DumpSignal() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR2);
  return set;
}

void* AwaitDumpRequest(void* /*unused*/) {
  const sigset_t set = DumpSignal();
  int taken = 0;
  if (sigwait(&set, &taken) == 0) {
    const int status = __llvm_profile_write_file();
    // run_smoke.sh waits for this line before it interrupts the fuzzer (on a
    // line of its own: libFuzzer may be half-way through one).
    std::fprintf(stderr, "\nslugspec: coverage profile written (status %d)\n", status);
  }
  return nullptr;
}

struct DumpThread {
  DumpThread() {
    const sigset_t set = DumpSignal();
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    pthread_t thread;
    if (pthread_create(&thread, nullptr, AwaitDumpRequest, nullptr) == 0) pthread_detach(thread);
  }
};
const DumpThread dump_thread;

}  // namespace
