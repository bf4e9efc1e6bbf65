// A run of the runner's command (conformance/runner/command.h, compiled to
// WebAssembly) against a JavaScript codec, with three threads:
//   - the runner's (runner-thread.js): the WebAssembly command, the whole run;
//   - the codec's (codec-thread.js): the module named by --module, in a
//     worker with a heap limit, started again whenever the runner asks (a
//     case timed out, the thread died);
//   - this one, which starts and ends the other two, tells the runner when
//     the codec's thread died and why (its heap exhausted, process.exit,
//     an error), and passes on the operator's signals (SIGINT, SIGTERM,
//     SIGHUP), so that an interrupted run still writes its reports.
// A codec given as an object (certify({ codec })) cannot move to another
// thread: it answers on this one, without time or memory limits. A page's
// codec (--browser) is reached from this thread too, in a browser it starts
// (page-host.js): the browser is the codec's process, with the time limit.
import { constants } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { ConsoleOutput, controlWords, serveOnPort, wake } from "./host.js";
import { startAddressBar } from "./address-bar.js";
import { startPageHost } from "./page-host.js";
import { testeeOf } from "./testee.js";

const here = dirname(fileURLToPath(import.meta.url));

/** The folder holding the package's corpus/ and spec/. */
export const dataDir = join(here, "..");

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

function why(error, options) {
  if (error && error.code === "ERR_WORKER_OUT_OF_MEMORY") {
    return `the module ran out of memory: its JavaScript heap is limited to ${options.heapMb} MB (--heap-mb)`;
  }
  return `the module's thread failed: ${String((error && error.stack) || error).split("\n").slice(0, 6).join("\n")}`;
}

// A worker that is done with: ended, and never what keeps the process alive
// (a thread stuck in a native call cannot be ended).
function retire(worker) {
  worker.removeAllListeners("exit");
  worker.removeAllListeners("error");
  worker.on("error", () => {});
  worker.terminate().catch(() => {});
  worker.unref();
}

/**
 * Runs `slugspec-conformance ARGS...` and resolves to its exit status. The
 * runner writes its summary and reports itself (to files, or to this
 * process's standard output and error). The testee is `module` (a path,
 * imported on a thread of its own), `codec` (an object, answering here) or
 * `browser` ({url, global}: the codec a page exposes, in a browser) or
 * `page` ({template, declared, read, jobs, quietMs}: the page itself, read
 * through its address bar: address-bar.js).
 */
export function runCommand(args, { module, codec, browser, page, program = "npx slugspec-conformance" } = {}) {
  const ctl = controlWords();
  const life = new MessageChannel();
  const env = {};
  for (const name of ["NO_COLOR", "FORCE_COLOR"]) if (process.env[name] !== undefined) env[name] = process.env[name];
  const runner = new Worker(new URL("./runner-thread.js", import.meta.url), {
    workerData: {
      args: args.map(String), program, dataDir, here, life: life.port2, ctl: ctl.buffer, env,
      testeeIs: browser ? `window.${browser.global} of the page` : page ? "the page" : "the module",
      limitsPerAnswer: page ? 2 : 1,
    },
    transferList: [life.port2],
  });
  const inPlace = codec !== undefined ? testeeOf(codec) : null;
  let generation = 0;
  let current = null;  // the codec's worker now, or for a codec object its port
  let flag = null;
  let pending = 0;

  return new Promise((resolveStatus) => {
    let finished = false;
    let firstSignalAt = 0;
    const onSignal = (name) => {
      const number = constants.signals[name];
      if (flag) {
        // (A second signal within a second is the same request, sent twice:
        // by a terminal to the process group, or by a wrapper passing it on.)
        if (Atomics.compareExchange(flag, 0, 0, number) !== 0 && performance.now() - firstSignalAt > 1000) {
          // A second signal: the run did not stop by itself; it stops now.
          process.stderr.write(`slugspec-conformance: ${name} again: stopping without reports\n`);
          finish(128 + number);
        }
      } else {
        pending ||= number;
      }
      firstSignalAt ||= performance.now();
      wake(ctl);
    };
    const handlers = SIGNALS.map((name) => [name, () => onSignal(name)]);
    for (const [name, handler] of handlers) process.on(name, handler);

    // Ends the codec: its thread, its port, or its browser (a promise that
    // settles once the browser is gone: no process is left behind).
    const endCodec = () => {
      const ending = current instanceof Worker ? retire(current) : current ? current.close() : undefined;
      current = null;
      return Promise.resolve(ending);
    };
    const finish = (status, reason) => {
      if (finished) return;
      finished = true;
      for (const [name, handler] of handlers) process.off(name, handler);
      const ended = endCodec();
      retire(runner);
      life.port1.close();
      if (reason) process.stderr.write(`slugspec-conformance: ${reason}\n`);
      ended.then(() => resolveStatus(status), () => resolveStatus(status));
    };
    const tell = (news, transfer) => {
      life.port1.postMessage(news, transfer);
      wake(ctl);
    };

    const startCodec = (options) => {
      endCodec();
      const g = ++generation;
      const { port1, port2 } = new MessageChannel();
      const requests = controlWords();
      if (browser || page) {
        current = (browser ? startPageHost : startAddressBar)(browser ?? page, {
          port: port2, ctl, options,
          died: (why) => tell({ died: { generation: g, why } }),
        });
        tell({ testee: { generation: g, port: port1, requests: requests.buffer } }, [port1]);
        return;
      }
      if (inPlace) {
        serveOnPort(port2, inPlace, ctl, new ConsoleOutput(port2, { ...options, showOutput: false }), options);
        current = port2;
        port2.postMessage({ hello: JSON.stringify(inPlace.hello) });
        tell({ testee: { generation: g, port: port1, requests: requests.buffer } }, [port1]);
        return;
      }
      const worker = new Worker(new URL("./codec-thread.js", import.meta.url), {
        workerData: {
          url: pathToFileURL(resolve(module)).href, name: basename(module), port: port2, ctl: ctl.buffer,
          requests: requests.buffer, options,
        },
        transferList: [port2],
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
        // What escapes the thread's own capture (written before it was in
        // place) is dropped, or shown with --show-testee-output.
        stdout: true,
        stderr: true,
      });
      for (const stream of [worker.stdout, worker.stderr]) {
        if (options.showOutput) stream.pipe(process.stderr, { end: false });
        else stream.resume();
      }
      worker.on("error", (error) => tell({ died: { generation: g, why: why(error, options) } }));
      worker.on("exit", (code) => tell({
        died: { generation: g, why: `the module's thread ended (exit code ${code}${code === 0 ? ": process.exit(0)?" : ""})` },
      }));
      current = worker;
      tell({ testee: { generation: g, port: port1, requests: requests.buffer } }, [port1]);
    };

    life.port1.on("message", (m) => {
      if (finished) return;
      if (m.interruptFlag) {
        flag = new Int32Array(m.interruptFlag.buffer, m.interruptFlag.at, 1);
        if (pending) Atomics.store(flag, 0, pending);
        wake(ctl);
      } else if (m.start) {
        startCodec(m.start);
      } else if (m.stop) {
        if (m.stop === generation) endCodec();
      } else if (m.status !== undefined) {
        finish(m.status);
      }
    });
    runner.on("error", (error) => finish(2, `the runner failed: ${(error && error.stack) || error}`));
    runner.on("exit", (code) => {
      // Its last message (the status) may still wait on the port: the
      // thread's end and its messages come on different queues.
      for (let m; !finished && (m = receiveMessageOnPort(life.port1));) {
        if (m.message.status !== undefined) finish(m.message.status);
      }
      finish(2, `the runner's thread ended (exit code ${code}) before its verdict`);
    });
  });
}
