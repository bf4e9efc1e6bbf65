// A headless Firefox (Debian's `firefox-esr`) for the browser modes
// (--engine firefox), driven over WebDriver BiDi, the W3C protocol Firefox
// speaks natively (it no longer speaks the DevTools protocol).
//
// The browser modes drive a tab in tab.js's small part of the DevTools
// protocol; a tab here translates it, command by command and event by
// event, so that page-host.js and address-bar.js run unchanged in both
// engines:
//   Runtime.evaluate          script.evaluate (its value deserialized)
//   Emulation.setDeviceMetricsOverride, Page.captureScreenshot,
//   Input.dispatchKeyEvent    setViewport, captureScreenshot, performActions
//                             (for the project's own page tests, tools/js)
//   Page.navigate, reload     browsingContext.navigate, reload (wait: none);
//                             a navigation that changes only the fragment
//                             has no loaderId, as Chromium's has none
//   Page.handleJavaScriptDialog  browsingContext.handleUserPrompt
//   Runtime.addBinding        a preload script that gives the page a
//                             function sending on a BiDi channel
//   events                    navigationStarted (Page.frameStartedLoading,
//                             Page.frameNavigated with the navigation as
//                             loader), load (Page.lifecycleEvent "load",
//                             Page.loadEventFired, frameStoppedLoading),
//                             fragmentNavigated, contextDestroyed,
//                             userPromptOpened, log.entryAdded (console and
//                             uncaught errors), script.message (a binding)
// What BiDi does not tell: a tab's crashed process (Chromium's
// Inspector.targetCrashed). A crashed tab answers nothing, and the runner's
// time limit ends the browser.
//
// BiDi travels on a WebSocket: `ws` (npm, bundled in the package), as
// Node 20 has none without a flag.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { findOnPath, lastLines, startBrowserProcess } from "./browser-process.js";

// The longest BiDi message taken from the browser: four times the runner's
// longest answer (16 MiB, conformance/protocol/framing.h), for the JSON
// around it. A longer one closes the connection, which ends the browser.
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
const START_LIMIT_MS = 60000;

// Preferences for a quiet, offline, test-only profile (no first-run pages,
// telemetry, updates or remote settings), whose background tabs keep their
// timers (--jobs reads cases in several tabs at once; a page's own timing,
// a link written back after 250 ms, must hold in each).
const PREFS = {
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
  "dom.min_background_timeout_value": 4,
  "dom.min_background_timeout_value_without_budget_throttling": 4,
  "dom.timeout.enable_budget_timer_throttling": false,
  "browser.tabs.warnOnClose": false,
};

// The browser's executable: SLUGSPEC_FIREFOX, else Debian's firefox-esr or
// a firefox found on PATH.
export function findFirefox(env = process.env) {
  return env.SLUGSPEC_FIREFOX || findOnPath(["firefox-esr", "firefox"], env);
}

/**
 * A BiDi remote value as plain data: primitives, arrays and objects with
 * string keys; anything else (a node, a function) as its type's name.
 */
export function plainOf(remote) {
  if (!remote || typeof remote !== "object") return undefined;
  switch (remote.type) {
    case "undefined": return undefined;
    case "null": return null;
    case "string": case "boolean": return remote.value;
    case "number": return typeof remote.value === "number" ? remote.value : Number(remote.value);
    case "bigint": return Number(remote.value);
    case "array": return (remote.value ?? []).map(plainOf);
    case "object": {
      const out = {};
      for (const [key, value] of remote.value ?? []) if (typeof key === "string") out[key] = plainOf(value);
      return out;
    }
    default: return remote.type;
  }
}

// The part of a URL before its fragment.
const withoutFragment = (url) => (url.includes("#") ? url.slice(0, url.indexOf("#")) : url);

/**
 * Starts Firefox with a fresh temporary profile. Resolves to the browser as
 * browsers.js describes it; rejects with the reason when it cannot start.
 */
export async function launchFirefox({ executable = findFirefox() } = {}) {
  if (!executable) {
    throw new Error("no Firefox found: install Debian's package firefox-esr (apt-get install firefox-esr), " +
      "or name the browser's executable in SLUGSPEC_FIREFOX");
  }
  const { default: WebSocket } = await import("ws");
  const process_ = startBrowserProcess("firefox", executable, (profile) => {
    writeFileSync(join(profile, "user.js"),
      Object.entries(PREFS).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});\n`).join(""));
    return ["--headless", "--no-remote", "--profile", profile, "--remote-debugging-port=0", "about:blank"];
  }, ["ignore", "pipe", "pipe"]);
  const { child, exited, stderr } = process_;
  child.stdout.on("data", () => {});
  let socket = null, limit;
  const fail = async (why) => {
    clearTimeout(limit);
    await process_.close(null);
    throw new Error(why);
  };
  // Firefox says where it listens on its standard error.
  const address = await new Promise((resolve) => {
    const look = () => {
      const m = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(stderr());
      if (m) resolve(m[1]);
    };
    child.stderr.on("data", look);
    exited.then((how) => resolve({ ended: how }));
    limit = setTimeout(() => resolve({ ended: `no answer within ${START_LIMIT_MS / 1000} s` }), START_LIMIT_MS);
  });
  clearTimeout(limit);
  if (typeof address !== "string") return fail(`Firefox ended (${address.ended}) before it listened: ${lastLines(stderr())}`);

  let nextId = 1;
  const pending = new Map(), listeners = new Set();
  const failAll = (why) => {
    for (const { reject } of pending.values()) reject(new Error(why));
    pending.clear();
  };
  exited.then((how) => failAll(`the browser ended (${how})`));
  try {
    socket = new WebSocket(`${address}/session`, { perMessageDeflate: false, maxPayload: MAX_MESSAGE_BYTES });
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
  } catch (e) {
    return fail(`could not connect to Firefox's WebDriver BiDi at ${address}: ${e.message}`);
  }
  socket.on("error", () => {});
  // A browser that can no longer be spoken to has ended, for the run: its
  // connection closed (a message over the limit, or the browser's end).
  const disconnected = new Promise((resolve) => {
    socket.on("close", () => {
      failAll("the browser's connection closed");
      resolve("its WebDriver BiDi connection closed");
    });
  });
  socket.on("message", (data) => {
    let message;
    try {
      message = JSON.parse(data.toString("utf8"));
    } catch {
      return;
    }
    if (message.id !== undefined && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === "error") reject(new Error(`${message.error}: ${message.message}`));
      else resolve(message.result);
    } else if (message.type === "event") {
      for (const l of listeners) l(message);
    }
  });
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    socket.send(JSON.stringify({ id, method, params }), (e) => {
      if (e && pending.delete(id)) reject(e);
    });
  });
  let version;
  try {
    // Dialogs are left to the tabs (dismissed, and said in the page's
    // output), not handled by the session behind their back.
    const { capabilities } = await send("session.new",
      { capabilities: { alwaysMatch: { unhandledPromptBehavior: { default: "ignore" } } } });
    version = `Firefox ${capabilities.browserVersion}`;
    await send("session.subscribe", {
      events: ["browsingContext.navigationStarted", "browsingContext.load", "browsingContext.fragmentNavigated",
        "browsingContext.contextDestroyed", "browsingContext.userPromptOpened", "log.entryAdded", "script.message"],
    });
  } catch (e) {
    return fail(`Firefox's WebDriver BiDi session could not start: ${e.message}`);
  }

  const close = ({ now = false } = {}) => process_.close(now ? null : async () => {
    await send("browser.close");
    socket.close();
  });
  const browser = {
    exited: Promise.race([exited, disconnected]), version, close, stderr,
    openTab: (options) => openBidiTab(send, listeners, options),
  };
  return browser;
}

// A tab (a top-level browsing context) speaking tab.js's part of the
// DevTools protocol; see the head of this file.
async function openBidiTab(send, listeners, { onEvent, bindings = [] }) {
  const { context } = await send("browsingContext.create", { type: "tab" });
  let url = "about:blank";
  const frame = (extra) => ({ frame: { id: context, url, ...extra } });
  const listener = (m) => {
    const p = m.params ?? {};
    switch (m.method) {
      case "browsingContext.navigationStarted":
        if (p.context !== context) return;
        url = p.url;
        onEvent("Page.frameStartedLoading", { frameId: context });
        onEvent("Page.frameNavigated", frame({ loaderId: p.navigation }));
        return;
      case "browsingContext.load":
        if (p.context !== context) return;
        url = p.url;
        onEvent("Page.lifecycleEvent", { frameId: context, loaderId: p.navigation, name: "load" });
        onEvent("Page.loadEventFired", {});
        onEvent("Page.frameStoppedLoading", { frameId: context });
        return;
      case "browsingContext.fragmentNavigated":
        if (p.context !== context) return;
        url = p.url;
        onEvent("Page.navigatedWithinDocument", { frameId: context, url });
        return;
      case "browsingContext.contextDestroyed":
        if (p.context === context) onEvent("Target.detachedFromTarget", {});
        return;
      case "browsingContext.userPromptOpened":
        if (p.context === context) onEvent("Page.javascriptDialogOpening", { type: p.type, message: p.message });
        return;
      case "log.entryAdded":
        if (p.source?.context !== context) return;
        if (p.type === "console") {
          onEvent("Runtime.consoleAPICalled", {
            type: p.method === "warn" ? "warning" : p.method ?? p.level, args: [{ value: p.text ?? "" }],
          });
        } else {
          onEvent("Runtime.exceptionThrown", { exceptionDetails: { text: p.text ?? "an uncaught exception" } });
        }
        return;
      case "script.message": {
        if (p.source?.context !== context) return;
        const [ofContext, name] = String(p.channel).split("\n");
        if (ofContext === context && bindings.includes(name)) {
          onEvent("Runtime.bindingCalled", { name, payload: String(plainOf(p.data) ?? "") });
        }
        return;
      }
      default:
    }
  };
  listeners.add(listener);
  // A binding is a function of the page, defined before its own scripts
  // run, that sends its one argument, as a string, on a channel of its own.
  for (const name of bindings) {
    await send("script.addPreloadScript", {
      functionDeclaration: `(send) => { Object.defineProperty(globalThis, ${JSON.stringify(name)}, ` +
        "{ configurable: true, writable: true, value: (payload) => send(String(payload)) }); }",
      arguments: [{ type: "channel", value: { channel: `${context}\n${name}` } }],
      contexts: [context],
    });
  }
  const evaluate = async ({ expression, awaitPromise = false }) => {
    const r = await send("script.evaluate", {
      expression, target: { context }, awaitPromise, resultOwnership: "none",
      serializationOptions: { maxObjectDepth: 64 },
    });
    if (r.type === "exception") {
      const text = r.exceptionDetails?.text ?? "an exception";
      return { result: {}, exceptionDetails: { text, exception: { description: text } } };
    }
    return { result: { value: plainOf(r.result) } };
  };
  const navigate = async ({ url: to }) => {
    // Only the fragment changes: a same-document navigation (as the URL
    // standard's navigate algorithm has it), which loads nothing.
    let sameDocument = false;
    try {
      const next = new URL(to, url).href;
      sameDocument = next.includes("#") && withoutFragment(next) === withoutFragment(url) && !url.startsWith("about:");
    } catch { /* the browser says what is wrong with it */ }
    // A navigation Firefox refuses at once (a file:// page that is not
    // there) is an error of the navigation, as Chromium reports its own.
    let navigation;
    try {
      ({ navigation } = await send("browsingContext.navigate", { context, url: to, wait: "none" }));
    } catch (e) {
      if (!/^unknown error: /.test(e.message)) throw e;
      return { frameId: context, errorText: e.message.replace(/^unknown error: (Error: )?/, "") };
    }
    return { frameId: context, loaderId: sameDocument ? undefined : navigation ?? undefined };
  };
  // Keys as BiDi names them (WebDriver's key codes), for Input.dispatchKeyEvent.
  const KEYS = { Tab: "\uE004", Enter: "\uE007" };
  const commands = {
    "Runtime.evaluate": evaluate,
    "Emulation.setDeviceMetricsOverride": ({ width, height }) =>
      send("browsingContext.setViewport", { context, viewport: { width, height } }),
    "Page.captureScreenshot": ({ captureBeyondViewport }) =>
      send("browsingContext.captureScreenshot", { context, origin: captureBeyondViewport ? "document" : "viewport" }),
    "Input.dispatchKeyEvent": ({ type, key }) => send("input.performActions", {
      context,
      actions: [{ type: "key", id: "keyboard", actions: [{ type: type === "keyUp" ? "keyUp" : "keyDown", value: KEYS[key] ?? key }] }],
    }),
    "Page.navigate": navigate,
    "Page.reload": () => send("browsingContext.reload", { context, wait: "none" }),
    "Page.handleJavaScriptDialog": ({ accept }) => send("browsingContext.handleUserPrompt", { context, accept }),
  };
  // (What Chromium needs enabled, BiDi has from the session's subscription.)
  const enabled = new Set(["Runtime.enable", "Page.enable", "Inspector.enable", "Page.setLifecycleEventsEnabled",
    "Log.enable"]);
  return {
    call(method, params = {}) {
      if (commands[method]) return commands[method](params);
      if (enabled.has(method)) return Promise.resolve({});
      return Promise.reject(new Error(`firefox.js does not translate ${method}`));
    },
    close() {
      listeners.delete(listener);
      return send("browsingContext.close", { context }).catch(() => {});
    },
  };
}
