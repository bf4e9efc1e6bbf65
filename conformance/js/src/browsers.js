// The engines the browser modes drive (--engine): Chromium over the DevTools
// protocol (chromium.js), Firefox over WebDriver BiDi (firefox.js). Each
// launch resolves to the same browser: { openTab(options), exited, version,
// close({now}) }, its tabs speaking tab.js's part of the DevTools protocol.
import { findChromium, launchChromium } from "./chromium.js";
import { findFirefox, launchFirefox } from "./firefox.js";
import { wake } from "./host.js";

export const ENGINES = {
  chromium: { launch: launchChromium, find: findChromium },
  firefox: { launch: launchFirefox, find: findFirefox },
};

/** Starts a headless browser of `engine` ("chromium" when not said). */
export function launchBrowser(engine = "chromium") {
  if (!Object.hasOwn(ENGINES, engine)) return Promise.reject(new Error(`no engine ${engine}: chromium or firefox`));
  return ENGINES[engine].launch();
}

/** Why `engine` cannot be started here (its executable is missing), or null. */
export async function engineMissing(engine) {
  if (ENGINES[engine].find()) return null;
  return launchBrowser(engine).then((b) => b.close().then(() => null), (e) => e.message);
}

/**
 * What both browser testees (page-host.js: a page's codec; address-bar.js:
 * a page's address bar) are to the runner's thread: a browser of `engine`,
 * started at once, and the channel to the runner (`port`, woken through
 * `ctl`). `died(why)` is what to call when the testee ends by itself once
 * it has said its Hello; before that, its end is a failed start. The
 * runner calls version() and close().
 */
export class BrowserTestee {
  constructor(engine, { port, ctl, died }) {
    Object.assign(this, { port, ctl, died, browser: null, closed: false, ready: false });
    this.launched = launchBrowser(engine);
  }

  /** Runs `work(browser)` once the browser has started; its failure ends the testee with the reason. */
  start(work) {
    this.launched.then(async (browser) => {
      this.browser = browser;
      if (this.closed) return;
      browser.exited.then((how) => this.fail(`the browser ended (${how})`));
      await work(browser);
    }).catch((e) => this.fail(String((e && e.message) || e)));
    return this;
  }

  post(message) {
    if (this.closed) return;
    this.port.postMessage(message);
    wake(this.ctl);
  }

  fail(why) {
    if (this.closed) return;
    if (this.ready) this.died(why);
    else this.post({ startError: why });
    this.closed = true;
  }

  version() {
    return this.browser?.version;
  }

  // Ends the browser (at once: a page that loops is not waited for) and
  // removes its profile; resolves when it is gone.
  close() {
    this.closed = true;
    this.port.close();
    return this.launched.then((b) => b.close({ now: true }), () => {});
  }
}
