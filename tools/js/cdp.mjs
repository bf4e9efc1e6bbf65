// Headless Chromium (Debian's `chromium`), driven over the DevTools
// protocol on a pipe (--remote-debugging-pipe: JSON messages, each ended by
// a NUL byte, on file descriptors 3 and 4), so that tests need no npm
// dependency and no WebSocket. Enough of the protocol for page tests: open a
// page, wait for a condition, evaluate, collect console errors and
// exceptions, size the viewport, take screenshots.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeBrowser, pollUntil } from "./page-common.mjs";

export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), "slugspec-chromium-"));
  const child = spawn("chromium", ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--no-first-run", "--hide-scrollbars", "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
  { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => { if (stderr.length < 1 << 20) stderr += d; });
  const toBrowser = child.stdio[3], fromBrowser = child.stdio[4];
  let nextId = 1, pending = new Map(), listeners = [], buffered = Buffer.alloc(0);
  fromBrowser.on("data", (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end; (end = buffered.indexOf(0)) >= 0;) {
      const message = JSON.parse(buffered.subarray(0, end).toString("utf8"));
      buffered = buffered.subarray(end + 1);
      if (message.id !== undefined && pending.has(message.id)) {
        const { resolve, reject } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${JSON.stringify(message.error.data ?? "")})`));
        else resolve(message.result);
      } else if (message.method) {
        for (const l of listeners) l(message);
      }
    }
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
  });

  // A new tab, with its console errors and uncaught exceptions collected.
  async function open(url, { width = 1280, height = 900 } = {}) {
    const { targetId } = await send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
    const errors = [];
    listeners.push((m) => {
      if (m.sessionId !== sessionId) return;
      if (m.method === "Runtime.consoleAPICalled" && (m.params.type === "error" || m.params.type === "warning")) {
        errors.push(`console.${m.params.type}: ${m.params.args.map((a) => a.value ?? a.description).join(" ")}`);
      } else if (m.method === "Runtime.exceptionThrown") {
        const d = m.params.exceptionDetails;
        errors.push(`uncaught: ${d.exception?.description ?? d.text}`);
      } else if (m.method === "Log.entryAdded" && m.params.entry.level === "error") {
        errors.push(`log: ${m.params.entry.text} ${m.params.entry.url ?? ""}`);
      }
    });
    const call = (method, params) => send(method, params, sessionId);
    await call("Runtime.enable");
    await call("Log.enable");
    await call("Page.enable");
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
        const loaded = new Promise((resolve) => listeners.push((m) => {
          if (m.sessionId === sessionId && m.method === "Page.loadEventFired") resolve();
        }));
        await call("Page.navigate", { url: to });
        await loaded;
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

  const close = () => closeBrowser(child, exited, profile, () => send("Browser.close"), "cdp");

  const { product } = await send("Browser.getVersion");
  return { open, close, stderr: () => stderr, version: product.replace(/^(Headless)?Chrome\//, "Chromium ") };
}
