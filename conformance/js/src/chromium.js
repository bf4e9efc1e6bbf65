// A headless Chromium for the runner's browser mode (--browser), driven
// over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
// messages ended by a NUL byte, on file descriptors 3 and 4): no WebSocket,
// no npm dependency, no browser download; the system's browser, found on
// PATH. The connection, not a page library: page-host.js says what is done
// with it, and the project's own page tests (tools/js/browser-page.mjs) build on it.
import { findOnPath, lastLines, startBrowserProcess } from "./browser-process.js";
import { openCdpTab } from "./tab.js";

const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

// The browser's executable: SLUGSPEC_CHROMIUM, else the first of Debian's
// and other distributions' names found on PATH.
export function findChromium(env = process.env) {
  return env.SLUGSPEC_CHROMIUM || findOnPath(["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"], env);
}

/**
 * Starts the browser with a fresh temporary profile. Resolves to
 * { send(method, params, sessionId), listen(fn), openTab(options), exited,
 * version, close() }; `close()` ends the browser and removes its profile,
 * whatever state the browser is in. Rejects with the reason when it cannot
 * start.
 */
export async function launchChromium({ executable = findChromium() } = {}) {
  if (!executable) {
    throw new Error("no Chromium found: install Debian's package chromium (apt-get install chromium), " +
      "or name the browser's executable in SLUGSPEC_CHROMIUM");
  }
  const process_ = startBrowserProcess("chromium", executable, (profile) => ["--headless=new", "--no-sandbox",
    "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
    "--mute-audio",
    // Tabs other than the first are in the background: their timers would
    // be slowed to one a second, and a page's own timing (a link written
    // back 250 ms after drawing) with them.
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
  ["ignore", "ignore", "pipe", "pipe", "pipe"]);
  const { child, exited, stderr } = process_;
  const toBrowser = child.stdio[3], fromBrowser = child.stdio[4];
  let nextId = 1;
  const pending = new Map(), listeners = new Set();
  const failAll = (why) => {
    for (const { reject } of pending.values()) reject(new Error(why));
    pending.clear();
  };
  exited.then((how) => failAll(`the browser ended (${how})`));
  // Messages end with a NUL byte; a message's chunks are kept apart until
  // its end arrives (concatenating each new chunk onto what came before
  // would copy a long message over and over). A message longer than the
  // limit ends the browser rather than the runner's memory.
  let overflowed, deaf = false, chunks = [], size = 0;
  const overflow = new Promise((resolve) => { overflowed = resolve; });
  const take = (piece) => {
    if (size + piece.length <= MAX_MESSAGE_BYTES) {
      chunks.push(piece);
      size += piece.length;
      return true;
    }
    deaf = true;
    chunks = [];
    failAll(`the browser sent a message of over ${MAX_MESSAGE_BYTES >> 20} MiB`);
    overflowed(`it sent a message of over ${MAX_MESSAGE_BYTES >> 20} MiB, and was killed`);
    process_.kill();
    return false;
  };
  const handle = (text) => {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      message = {};
    }
    if (message.id !== undefined && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    } else if (message.method) {
      for (const l of listeners) l(message);
    }
  };
  fromBrowser.on("data", (chunk) => {
    for (let start = 0; !deaf;) {
      const end = chunk.indexOf(0, start);
      if (!take(chunk.subarray(start, end < 0 ? chunk.length : end))) return;
      if (end < 0) return;
      const whole = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
      chunks = [];
      size = 0;
      handle(whole.toString("utf8"));
      start = end + 1;
    }
  });
  fromBrowser.on("error", () => {});
  toBrowser.on("error", () => {});
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    try {
      toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
    } catch (e) {
      pending.delete(id);
      reject(e);
    }
  });
  // Asked to close (at most 2 s), else killed; `{ now: true }` kills at
  // once (a page that loops would keep the browser from answering).
  const close = ({ now = false } = {}) => process_.close(now ? null : () => send("Browser.close"));
  let version;
  try {
    const answer = await Promise.race([send("Browser.getVersion"), exited.then((how) => {
      throw new Error(`the browser ended (${how}) before it answered: ${lastLines(stderr())}`);
    })]);
    version = answer.product.replace(/^(Headless)?Chrome\//, "Chromium ");
  } catch (e) {
    await close();
    throw e;
  }
  const browser = {
    exited: Promise.race([exited, overflow]), send, version, close, stderr,
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    openTab: (options) => openCdpTab(browser, options),
  };
  return browser;
}
