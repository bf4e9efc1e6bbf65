// The codec's own thread (a worker, started by runner.js with a heap limit):
// imports the module, says its Hello, then answers each request on its
// port. Its console, standard streams and uncaught errors are kept apart:
// they go to the runner with the request at hand (host.js), never to the
// user's terminal unless --show-testee-output. What the module does to the
// globals (a polluted Object.prototype, a lingering timer, process.exit) is
// confined to this thread, which the package ends after the run.
import { workerData } from "node:worker_threads";
import { ConsoleOutput, serveBlocking, wake } from "./host.js";
import { testeeOf } from "./testee.js";

const { url, name, port, ctl: words, requests: requestWords, options } = workerData;
const ctl = new Int32Array(words);
const output = new ConsoleOutput(port, options);

// console.log and the rest write to these streams; so does a module that
// writes to them itself.
for (const stream of [process.stdout, process.stderr]) {
  stream.write = (chunk, encoding, callback) => {
    output.write(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") queueMicrotask(() => done());
    return true;
  };
}
process.on("uncaughtException", (e) => output.write(`uncaught exception: ${(e && e.stack) || e}\n`));
process.on("unhandledRejection", (e) => output.write(`unhandled rejection: ${(e && e.stack) || e}\n`));

let testee;
try {
  testee = testeeOf(await import(url), name);
} catch (e) {
  port.postMessage({ startError: `cannot use the module ${name}: ${(e && e.message) || e}` });
  wake(ctl);
}
if (testee) {
  port.postMessage({ hello: JSON.stringify(testee.hello) });
  wake(ctl);
  // After the import's own asynchronous work is done (a top-level await
  // may have left some), the thread serves requests and nothing else.
  setImmediate(() => serveBlocking(port, testee, ctl, output, options, new Int32Array(requestWords)));
}
