// The browser engines page tests run in: Debian's Chromium (DevTools
// protocol, cdp.mjs) and Firefox ESR (WebDriver BiDi, bidi.mjs), each with
// the same page interface.
import { launch as launchChromium } from "./cdp.mjs";
import { launch as launchFirefox } from "./bidi.mjs";

export const engines = [
  { name: "chromium", launch: launchChromium },
  { name: "firefox", launch: launchFirefox },
];

// Runs `test(browser, engineName)` in each engine in turn, closing each
// browser whatever the test does.
export async function inEachEngine(test) {
  for (const { name, launch } of engines) {
    const browser = await launch();
    try {
      await test(browser, name);
    } finally {
      await browser.close();
    }
  }
}
