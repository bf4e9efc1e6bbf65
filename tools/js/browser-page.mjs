// A headless browser for the project's page tests, on the npm runner's own
// connection to it (conformance/js/src/browsers.js): Debian's `chromium`
// over the DevTools protocol on a pipe, or `firefox-esr` over WebDriver
// BiDi (firefox.js translates). What page tests need on top: a page's
// console errors and exceptions collected, the viewport sized, keys typed,
// screenshots. Dev-only, like all of tools/js.
import { launchBrowser } from "../../conformance/js/src/browsers.js";
import { pollUntil } from "./page-common.mjs";

/** Starts `engine` ("chromium" or "firefox"); resolves to { open(url), close(), stderr, version }. */
export async function launch(engine = "chromium") {
  const browser = await launchBrowser(engine);

  // A new tab, with its console errors and uncaught exceptions collected.
  async function open(url, { width = 1280, height = 900 } = {}) {
    const errors = [];
    let loaded = null;
    const { call } = await browser.openTab({
      onEvent: (method, p) => {
        if (method === "Runtime.consoleAPICalled" && (p.type === "error" || p.type === "warning")) {
          errors.push(`console.${p.type}: ${p.args.map((a) => a.value ?? a.description).join(" ")}`);
        } else if (method === "Runtime.exceptionThrown") {
          errors.push(`uncaught: ${p.exceptionDetails.exception?.description ?? p.exceptionDetails.text}`);
        } else if (method === "Log.entryAdded" && p.entry.level === "error") {
          errors.push(`log: ${p.entry.text} ${p.entry.url ?? ""}`);
        } else if (method === "Page.loadEventFired" && loaded) {
          loaded();
        }
      },
    });
    await call("Log.enable");
    const page = {
      errors,
      async resize(w, h = height) {
        await call("Emulation.setDeviceMetricsOverride", { width: w, height: h, deviceScaleFactor: 1, mobile: w < 600 });
      },
      // Keys as a keyboard types them (Tab, Enter, a character).
      async press(key) {
        const named = { Tab: { code: "Tab", keyCode: 9 }, Enter: { code: "Enter", keyCode: 13, text: "\r" } }[key];
        const base = named ? { key, code: named.code, windowsVirtualKeyCode: named.keyCode }
          : { key, text: key, unmodifiedText: key };
        await call("Input.dispatchKeyEvent", { type: "keyDown", ...base, ...(named?.text ? { text: named.text } : {}) });
        await call("Input.dispatchKeyEvent", { type: "keyUp", ...base });
      },
      async navigate(to) {
        const load = new Promise((resolve) => { loaded = resolve; });
        // (A page that cannot be opened loads nothing: said, not waited for.)
        const { errorText } = await call("Page.navigate", { url: to });
        if (errorText) throw new Error(`could not open ${to}: ${errorText}`);
        await load;
      },
      // The value of `expression` (awaited when it is a promise).
      async evaluate(expression) {
        const r = await call("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
        if (r.exceptionDetails) throw new Error(`${expression}: ${r.exceptionDetails.exception?.description}`);
        return r.result.value;
      },
      // Polls `expression` until it is truthy, at most `ms` milliseconds.
      waitFor: (expression, ms = 30000) => pollUntil(page, expression, ms),
      // The whole page, or with `viewport: true` what the window shows.
      async screenshot({ viewport = false } = {}) {
        const { data } = await call("Page.captureScreenshot", { format: "png", captureBeyondViewport: !viewport });
        return Buffer.from(data, "base64");
      },
    };
    await page.resize(width, height);
    await page.navigate(url);
    return page;
  }

  return { open, close: () => browser.close(), stderr: browser.stderr, version: browser.version };
}
