#include "conformance/runner/interrupt.h"

#include <signal.h>

#include <atomic>
#include <initializer_list>

namespace slugspec::conformance {
namespace {

// Lock-free, so the handler may write it.
std::atomic<int> stop_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);

extern "C" void RecordSignal(int signal) {
  int none = 0;
  stop_signal.compare_exchange_strong(none, signal);  // the first one counts
}

}  // namespace

void CatchInterrupts() {
  struct sigaction action {};
  action.sa_handler = RecordSignal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: poll() returns EINTR and the wait looks
  for (int signal : {SIGINT, SIGTERM, SIGHUP}) sigaction(signal, &action, nullptr);
}

int InterruptSignal() { return stop_signal.load(); }

void SetInterruptSignal(int signal) { stop_signal.store(signal); }

void* InterruptFlag() {
  static_assert(sizeof(stop_signal) == 4);
  return &stop_signal;
}

}  // namespace slugspec::conformance
