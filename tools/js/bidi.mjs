// Headless Firefox ESR (Debian's `firefox-esr`), driven over WebDriver BiDi,
// the W3C protocol Firefox speaks natively (it no longer speaks the
// DevTools protocol cdp.mjs uses for Chromium). The same page interface as
// cdp.mjs (open, navigate, evaluate, waitFor, resize, screenshot, errors),
// so that a page test runs in both engines unchanged.
//
// BiDi travels on a WebSocket: Node 20 has one behind
// --experimental-websocket (Node 22 has it by default), so the scripts that
// import this module are run with that flag. Dev-only, like all of tools/js.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeBrowser, pollUntil } from "./page-common.mjs";

// Firefox's preferences for a quiet, offline, test-only profile: no
// first-run pages, no telemetry or update requests, no remote settings.
const prefs = {
  "browser.shell.checkDefaultBrowser": false,
  "browser.startup.homepage_override.mstone": "ignore",
  "datareporting.policy.dataSubmissionEnabled": false,
  "toolkit.telemetry.reportingpolicy.firstRun": false,
  "app.update.auto": false,
  "app.normandy.enabled": false,
  "browser.region.network.url": "",
  "services.settings.server": "data:,",
  "network.connectivity-service.enabled": false,
  "browser.safebrowsing.update.enabled": false,
};

export async function launch() {
  if (typeof WebSocket !== "function") {
    throw new Error("bidi.mjs needs a WebSocket: run node with --experimental-websocket (Node 20)");
  }
  const profile = mkdtempSync(join(tmpdir(), "slugspec-firefox-"));
  writeFileSync(join(profile, "user.js"),
    Object.entries(prefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});\n`).join(""));
  const child = spawn("firefox-esr", ["--headless", "--no-remote", "--profile", profile,
    "--remote-debugging-port=0", "about:blank"], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  let listening;
  const address = new Promise((resolve, reject) => {
    const read = (d) => {
      if (stderr.length < 1 << 20) stderr += d;
      const m = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/.exec(stderr);
      if (m) resolve(m[1]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`firefox-esr exited (${code}) before listening: ${stderr.slice(-2000)}`)));
    listening = setTimeout(() => reject(new Error(`firefox-esr did not listen within 60 s: ${stderr.slice(-2000)}`)), 60000);
  });
  // (The limit's timer ends with the wait: left running, it kept every
  // test that used Firefox alive for a minute after its last line.)
  address.finally(() => clearTimeout(listening)).catch(() => {});
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const socket = new WebSocket(`${await address}/session`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error("could not connect to Firefox's WebDriver BiDi"));
  });
  let nextId = 1;
  const pending = new Map(), listeners = [];
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.id !== undefined && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === "error") reject(new Error(`${message.error}: ${message.message}`));
      else resolve(message.result);
    } else if (message.type === "event") {
      for (const l of listeners) l(message);
    }
  };
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    socket.send(JSON.stringify({ id, method, params }));
  });
  const { capabilities } = await send("session.new", { capabilities: {} });
  await send("session.subscribe", { events: ["log.entryAdded", "browsingContext.load"] });
  const version = `Firefox ${capabilities.browserVersion}`;

  async function open(url, { width = 1280, height = 900 } = {}) {
    const { context } = await send("browsingContext.create", { type: "tab" });
    const errors = [];
    listeners.push((m) => {
      if (m.method !== "log.entryAdded" || m.params.source?.context !== context) return;
      const e = m.params;
      if (e.level === "error" || e.level === "warn") {
        const text = e.text ?? (e.args ?? []).map((a) => a.value ?? a.type).join(" ");
        errors.push(`${e.type === "javascript" ? "uncaught" : `console.${e.level}`}: ${text}`);
      }
    });
    const page = {
      errors,
      async resize(w, h = height) {
        await send("browsingContext.setViewport", { context, viewport: { width: w, height: h } });
      },
      async press() {
        throw new Error("bidi.mjs: keyboard input is not written yet (the keyboard tests run in Chromium)");
      },
      async navigate(to) {
        await send("browsingContext.navigate", { context, url: to, wait: "complete" });
      },
      // The value of `expression` (awaited when it is a promise), carried
      // as JSON: what the page tests read is data.
      async evaluate(expression) {
        const r = await send("script.evaluate", {
          expression: `(async () => { const v = await (${expression}); return v === undefined ? undefined : JSON.stringify(v); })()`,
          target: { context }, awaitPromise: true, resultOwnership: "none",
        });
        if (r.type === "exception") throw new Error(`${expression}: ${r.exceptionDetails?.text}`);
        return r.result.type === "undefined" ? undefined : JSON.parse(r.result.value);
      },
      waitFor: (expression, ms = 30000) => pollUntil(page, expression, ms),
      async screenshot({ viewport = false } = {}) {
        const { data } = await send("browsingContext.captureScreenshot",
          { context, origin: viewport ? "viewport" : "document" });
        return Buffer.from(data, "base64");
      },
    };
    await page.resize(width, height);
    await page.navigate(url);
    return page;
  }

  const close = () => closeBrowser(child, exited, profile, async () => {
    await send("browser.close");
    try { socket.close(); } catch { /* closed */ }
  }, "bidi");

  return { open, close, stderr: () => stderr, version };
}
