// The browser mode's testee (--browser URL --global NAME): the codec a page
// exposes as window[NAME], called inside the page as it is shipped, in a
// headless Chromium (chromium.js). It speaks to the runner's thread as the
// codec's thread does (host.js): a Hello, then the answers to each batch
// of requests, one message an answer, with the page's console in between.
//
// Inside the page run the very functions the module mode runs: the Node
// adapter's answerer (serve.cjs, injected as it is) and makeTestee
// (testee.js, injected from its source), so that a codec gets the same
// answers in a page as in a module. A batch is one call into the page; each
// answer comes back as it is made, through a binding (Runtime.addBinding),
// so the runner times each case from the answer before it.
//
// The page's misbehaviour ends this testee with the reason (the runner then
// opens the page again, or gives up after three failed starts): the tab
// crashed, the browser ended, the page navigated away, the codec is
// missing. A dialog (alert) is dismissed and noted in the page's output. A
// page that loops is stopped by the runner's time limit: the browser is
// killed, with its profile.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BrowserTestee } from "./browsers.js";
import { pageSays } from "./tab.js";
import { makeTestee } from "./testee.js";

const here = dirname(fileURLToPath(import.meta.url));
const BINDING = "slugspecAnswered";

// The script that makes the page a testee: defines the answerer from the
// adapter's source and the codec at window[NAME], keeps the binding the
// answers go through (so that a page that replaces it later cannot take
// them), and says the Hello or why not.
function testeeScript(global) {
  const serve = readFileSync(join(here, "serve.cjs"), "utf8");
  return `(() => {
  const module = { exports: {} };
  (function (module, exports, require) {
${serve}
  })(module, module.exports, () => ({}));
  const makeTestee = ${makeTestee.toString()};
  const answered = globalThis[${JSON.stringify(BINDING)}];
  try {
    const testee = makeTestee(module.exports, globalThis[${JSON.stringify(global)}], ${JSON.stringify(global)},
      ${JSON.stringify(`window.${global}`)});
    Object.defineProperty(globalThis, "__slugspecAnswerAll", { configurable: true, value: (lines) => {
      for (const line of lines) answered(testee.respond(line));
    } });
    return { hello: JSON.stringify(testee.hello) };
  } catch (e) {
    return { error: String((e && e.message) || e) };
  }
})()`;
}

/**
 * Starts the page's codec as a testee. `port` is the testee's end of its
 * channel to the runner's thread, `ctl` the runner's control words,
 * `options` the run's (timeouts, limits), `died(why)` what to call when the
 * testee ends by itself. Returns the BrowserTestee: { version(), close() }.
 */
export function startPageHost({ url, global, engine }, { port, ctl, options, died }) {
  const testee = new BrowserTestee(engine, { port, ctl, died });
  let outputBytes = 0;
  const post = (message) => testee.post(message);
  const fail = (why) => testee.fail(why);
  const out = (text) => {
    if (options.showOutput) process.stderr.write(text);
    const before = outputBytes;
    outputBytes += Buffer.byteLength(text);
    if (before < options.floodBytes) post({ out: text });
  };

  return testee.start(async (browser) => {
    let loaded = null, call = null;
    const tab = await browser.openTab({
      bindings: [BINDING],
      onEvent: (method, p) => {
        if (pageSays(method, p, out, call)) return;
        switch (method) {
          case "Runtime.bindingCalled":
            if (p.name !== BINDING || !testee.ready) return;
            if (p.payload.length > options.maxAnswerBytes) post({ tooLong: p.payload.length, outputBytes });
            else post({ answer: p.payload, outputBytes });
            outputBytes = 0;
            return;
          case "Page.loadEventFired":
            if (loaded) loaded();
            return;
          case "Page.frameNavigated":
            if (testee.ready && !p.frame.parentId) fail(`the page navigated away (to ${p.frame.url})`);
            return;
          case "Inspector.targetCrashed":
            fail("the page crashed (its tab's process ended)");
            return;
          case "Target.detachedFromTarget":
            fail("the page's tab was closed");
            return;
          default:
        }
      },
    });
    call = tab.call;
    const load = new Promise((resolve) => { loaded = resolve; });
    const navigation = await call("Page.navigate", { url });
    if (navigation.errorText) return fail(`could not open ${url}: ${navigation.errorText}`);
    await load;
    // The codec may be defined after the load (a module script, a bundle
    // that awaits its WebAssembly): asked again until it is there; the
    // runner's start time limit (--start-timeout-ms) ends the wait.
    const script = testeeScript(global);
    for (;;) {
      if (testee.closed) return undefined;
      const present = await call("Runtime.evaluate", {
        expression: `typeof globalThis[${JSON.stringify(global)}] === "object" && globalThis[${JSON.stringify(global)}] !== null`,
        returnByValue: true,
      });
      if (present.result.value === true) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const made = await call("Runtime.evaluate", { expression: script, returnByValue: true });
    const value = made.result.value;
    if (made.exceptionDetails || !value || value.error !== undefined) {
      return fail(`cannot use window.${global} of ${url}: ${value?.error ?? made.exceptionDetails?.text}`);
    }
    testee.ready = true;
    // The certificates name the page and the engine beside the codec's own
    // name: a page certificate is not a module's (spec/conformance.md §3.2).
    const hello = JSON.parse(value.hello);
    hello.name = `${hello.name} (window.${global} of ${url}, ${browser.version})`;
    port.on("message", (message) => {
      const lines = Array.isArray(message) ? message : [message];
      outputBytes = 0;
      call("Runtime.evaluate", { expression: `__slugspecAnswerAll(${JSON.stringify(lines)})` }).then((r) => {
        if (r.exceptionDetails) fail(`the page could not be asked: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
      }, () => { /* the browser ended: said above */ });
    });
    post({ hello: JSON.stringify(hello) });
    return undefined;
  });
}
