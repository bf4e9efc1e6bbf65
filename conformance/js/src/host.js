// What the package's threads share about a testee's host (the codec's
// thread, codec-thread.js, or the caller's own thread for a codec object):
// the word that wakes the runner's thread, and the serving of requests on a
// MessagePort.
//
// The runner's thread (runner-thread.js) is busy in WebAssembly for the
// whole run and reads its messages synchronously (receiveMessageOnPort):
// whoever posts it something bumps WAKE and notifies it (Atomics), and it
// waits on that word with the case's time limit.
import { writeSync } from "node:fs";
import { receiveMessageOnPort } from "node:worker_threads";

export const WAKE = 0;

/** The control words: an Int32Array over shared memory, WAKE its first. */
export function controlWords() {
  return new Int32Array(new SharedArrayBuffer(4));
}

/**
 * Waits until `words[index]` is no longer `seen`, at most `ms`: first by
 * spinning briefly (an answer usually comes within microseconds, and
 * waking a sleeping thread costs about 20), then asleep.
 */
export function waitChange(words, index, seen, ms) {
  for (let spins = 0; spins < SPINS; spins++) if (Atomics.load(words, index) !== seen) return;
  Atomics.wait(words, index, seen, ms);
}
const SPINS = 20000;

export function wake(ctl) {
  Atomics.add(ctl, WAKE, 1);
  Atomics.notify(ctl, WAKE);
}

/**
 * The testee's console during one request: each write goes to the runner
 * as it happens (so that a case that then hangs or dies keeps what it
 * wrote), up to `floodBytes` a request; past that only counted. With
 * `showOutput`, also to this process's standard error, live.
 */
export class ConsoleOutput {
  constructor(port, { floodBytes, showOutput }) {
    this.port = port;
    this.floodBytes = floodBytes;
    this.show = showOutput;
    this.bytes = 0;
  }

  startRequest() {
    this.bytes = 0;
  }

  write(text) {
    const s = String(text);
    if (this.show) {
      try {
        writeSync(2, s);
      } catch {
        // A closed standard error loses the live copy, not the kept one.
      }
    }
    const before = this.bytes;
    this.bytes += Buffer.byteLength(s);
    if (before < this.floodBytes) this.port.postMessage({ out: s });
  }
}

/**
 * Answers each request (a Request as one JSON line) that comes on `port`
 * with `testee.respond`, posting {answer, outputBytes} (or {tooLong} for an
 * answer over the frame limit, which is never copied further) and waking
 * the runner. A message may be a batch, an array of requests: each is
 * answered in turn, each answer posted as it is made (the runner times
 * each case from the answer before it).
 */
export function serveOnPort(port, testee, ctl, output, options) {
  port.on("message", (message) => answerAll(port, testee, ctl, output, options, message));
}

/**
 * The same, on a thread that has nothing else to do (the codec's): the
 * requests are taken synchronously as the runner bumps `requests` (its
 * first word), with no trip through the event loop, which halves the cost
 * of a case. It never returns; the thread is ended from outside.
 */
export function serveBlocking(port, testee, ctl, output, options, requests) {
  for (;;) {
    const seen = Atomics.load(requests, 0);
    const m = receiveMessageOnPort(port);
    if (m) {
      answerAll(port, testee, ctl, output, options, m.message);
    } else {
      // (A bounded wait: should a wake be lost, the port is read again.)
      waitChange(requests, 0, seen, 1000);
    }
  }
}

function answerAll(port, testee, ctl, output, options, message) {
  for (const request of Array.isArray(message) ? message : [message]) answerOne(port, testee, ctl, output, options, request);
}

function answerOne(port, testee, ctl, output, { maxAnswerBytes }, request) {
  output.startRequest();
  const line = testee.respond(request);
  // A UTF-16 length over the limit is over it in UTF-8 too.
  const bytes = line.length > maxAnswerBytes ? line.length : line.length * 3 > maxAnswerBytes ? Buffer.byteLength(line) : 0;
  port.postMessage(bytes > maxAnswerBytes ? { tooLong: bytes, outputBytes: output.bytes }
                                          : { answer: line, outputBytes: output.bytes });
  wake(ctl);
}
