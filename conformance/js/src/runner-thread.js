// The runner's thread: the runner's command (conformance/runner/command.h),
// compiled to WebAssembly, for the whole run. It reaches the testee through
// two functions the module calls (conformance/js/wasm/runner_exports.cc):
//   slugspecStart(options)            asks the package's main thread for a
//                                     testee (a new codec thread) and waits
//                                     for its Hello
//   slugspecAnswerEach(requests, options)
//                                     posts a batch of requests to the
//                                     testee and waits for each answer, at
//                                     most the case's time limit each
// Waiting is Atomics.wait on the control word (host.js): the testee's
// answer, the main thread's news (the testee died, the operator's signal)
// and the time limit all end it. This thread never runs the user's code.
// An answer may take `limitsPerAnswer` case time limits: one, but for a
// page read in several tabs at once (address-bar.js), whose answer may
// wait behind another tab's case, which has a limit of its own.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { receiveMessageOnPort, workerData } from "node:worker_threads";
import { WAKE, waitChange } from "./host.js";

const { args, program, dataDir, here, life, ctl: words, env, testeeIs, limitsPerAnswer } = workerData;
const ctl = new Int32Array(words);
const require = createRequire(import.meta.url);
const createRunnerModule = require("./runner.cjs");

// The testee now: its generation (the main thread counts its starts), its
// port, and why it died, once it did.
let testee = null;
let interruptFlag = null;

function readNews() {
  for (let m; (m = receiveMessageOnPort(life));) {
    const news = m.message;
    if (news.testee) {
      const { generation, port, requests } = news.testee;
      testee = { generation, port, requests: new Int32Array(requests), died: null };
    } else if (news.died && testee && testee.generation === news.died.generation && !testee.died) {
      testee.died = news.died.why;
    }
  }
}

// The end of what the testee wrote while it worked on one request.
class Tail {
  constructor(keep) {
    this.keep = keep;
    this.text = "";
  }
  add(s) {
    this.text += s;
    if (this.text.length > 2 * this.keep) this.text = this.text.slice(-this.keep);
  }
  value() {
    const tail = Buffer.from(this.text.slice(-this.keep), "utf8");
    return tail.length <= this.keep ? tail.toString("utf8") : tail.subarray(tail.length - this.keep).toString("utf8");
  }
}

// The testee's next message that is not console output (which goes to
// `tail`), or undefined.
function nextMessage(tail) {
  if (!testee) return undefined;
  for (let m; (m = receiveMessageOnPort(testee.port));) {
    if (m.message.out !== undefined) tail.add(m.message.out);
    else return m.message;
  }
  return undefined;
}

// Waits until `ready()` gives a value, the testee dies, the operator
// interrupts the run, or `ms` pass.
function waitFor(ready, ms) {
  const until = performance.now() + ms;
  for (;;) {
    const seen = Atomics.load(ctl, WAKE);
    readNews();
    const value = ready();
    if (value !== undefined) return { value };
    if (testee && testee.died) return { died: testee.died };
    if (interruptFlag && Atomics.load(interruptFlag, 0) !== 0) return { interrupted: true };
    const left = until - performance.now();
    if (left <= 0) return { timedOut: true };
    waitChange(ctl, WAKE, seen, left);
  }
}

const ANSWERED = 0, FAILED = 1, INTERRUPTED = 2;

function start(optionsText) {
  const options = JSON.parse(optionsText);
  testee = null;
  life.postMessage({ start: options });
  const tail = new Tail(options.tailBytes);
  const r = waitFor(() => nextMessage(tail), options.startTimeoutMs);
  const said = tail.value() ? `; it wrote: ${tail.value()}` : "";
  if (r.value && r.value.hello !== undefined) return { hello: r.value.hello };
  if (r.value && r.value.startError !== undefined) return { error: r.value.startError + said };
  if (r.died) return { error: r.died + said };
  if (r.interrupted) return { error: "interrupted" };
  if (testee) life.postMessage({ stop: testee.generation });
  return { error: `${testeeIs} was not ready within ${options.startTimeoutMs} ms (--start-timeout-ms)${said}` };
}

// The answers to `requests`, a batch posted to the testee at once (one
// message, one wake: the codec answers them back to back, and this thread
// reads them as they come), each case timed from the answer before it and
// held to the case's time limit. It stops at the first case that is not
// answered (the testee is then started again for the rest); the batch's
// length is the C++ driver's (in_process.cc).
function answerEach(requests, optionsText) {
  const options = JSON.parse(optionsText);
  if (!testee) return [{ kind: FAILED, text: "no testee", output: "", millis: 0 }];
  testee.port.postMessage(requests);
  Atomics.add(testee.requests, 0, 1);
  Atomics.notify(testee.requests, 0);
  const answers = [];
  let since = performance.now();
  for (let i = 0; i < requests.length; i++) {
    const tail = new Tail(options.tailBytes);
    const r = waitFor(() => nextMessage(tail), options.timeoutMs * limitsPerAnswer);
    const now = performance.now(), millis = now - since;
    since = now;
    const a = settle(r, tail.value(), options);
    answers.push({ ...a, millis });
    if (a.kind !== ANSWERED) break;
  }
  return answers;
}

function settle(r, output, options) {
  if (r.value) {
    if (r.value.outputBytes > options.floodBytes) {
      return { kind: FAILED, output, text: `flooded its console (${r.value.outputBytes} bytes during one case, over ${options.floodBytes})` };
    }
    if (r.value.tooLong !== undefined) {
      return { kind: FAILED, output, text: `protocol error: an answer of ${r.value.tooLong} bytes, over the limit of ${options.maxAnswerBytes}` };
    }
    return { kind: ANSWERED, text: r.value.answer, output };
  }
  if (r.interrupted) return { kind: INTERRUPTED, text: "", output };
  if (r.died) return { kind: FAILED, text: r.died, output };
  life.postMessage({ stop: testee.generation });
  return { kind: FAILED, text: `no answer within ${options.timeoutMs * limitsPerAnswer} ms`, output };
}

function allocString(module, text) {
  const size = module.lengthBytesUTF8(text) + 1;
  const at = module._malloc(size);
  module.stringToUTF8(text, at, size);
  return at;
}

const wasm = await WebAssembly.compile(readFileSync(join(here, "slugspec-conformance.wasm")));
let memory = null;
const module = await createRunnerModule({
  // Emscripten names its thread workers' script after the module's; the
  // package's is .cjs, so that Node does not read it as an ES module.
  locateFile: (file) => join(here, file.endsWith(".worker.js") ? "runner.worker.cjs" : file),
  instantiateWasm(imports, receive) {
    // The shared memory the module imports (under a minified name).
    for (const group of Object.values(imports)) {
      for (const value of Object.values(group)) if (value instanceof WebAssembly.Memory) memory = value;
    }
    // A failure here must end this thread (the main thread then says why),
    // not leave the module's promise waiting forever.
    WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm),
      (error) => setImmediate(() => { throw error; }));
    return {};
  },
  // What the runner reads of the environment (command.cc: UseColor).
  preRun: [(m) => {
    for (const [name, value] of Object.entries(env)) m.ENV[name] = value;
  }],
  slugspecStart: start,
  slugspecAnswerEach: answerEach,
});
// The main thread gets the operator's signals; it records them where the
// runner looks (interrupt.h).
const flagAt = module._slugspec_conformance_interrupt_flag();
interruptFlag = new Int32Array(memory.buffer, flagAt, 1);
life.postMessage({ interruptFlag: { buffer: memory.buffer, at: flagAt } });

// New reports get the mode an ordinary new file gets here (the operator's
// umask, which a worker may read), not emscripten's default of none.
module._slugspec_conformance_set_umask(process.umask());

const argv = ["slugspec-conformance", ...args].map((a) => allocString(module, String(a)));
const argvAt = module._malloc(4 * argv.length);
// setValue, not HEAPU32: the memory is shared and grows, and a view taken
// before it grew would not reach the new part.
argv.forEach((at, i) => module.setValue(argvAt + 4 * i, at, "i32"));
let status;
try {
  status = module._slugspec_conformance_main(argv.length, argvAt, allocString(module, program), allocString(module, dataDir));
} finally {
  // The module's thread workers would keep the process alive.
  module.PThread.terminateAllThreads();
}
life.postMessage({ status });
