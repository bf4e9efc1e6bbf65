// Stopping a run when the operator asks (SIGINT, SIGTERM, SIGHUP): the
// handler only records the signal; the runner's waits notice it, stop
// sending cases, kill every testee they started, and the run ends with a
// summary of what ran and the exit status 128 + the signal's number
// (spec/conformance.md §7).
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_INTERRUPT_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_INTERRUPT_H_

namespace slugspec::conformance {

// Installs the handlers (without SA_RESTART, so that a wait returns early).
void CatchInterrupts();
// The signal that asked the run to stop, or 0.
int InterruptSignal();
// For tests: as if `signal` had arrived (0 forgets it).
void SetInterruptSignal(int signal);
// The flag itself, a lock-free 32-bit integer: where the WebAssembly
// runner's JavaScript, on another thread, records a signal (Atomics.store).
void* InterruptFlag();

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_INTERRUPT_H_
