// The browser engines page tests run in: Debian's Chromium (DevTools
// protocol) and Firefox ESR (WebDriver BiDi), each with the same page
// interface (browser-page.mjs).
import { launch } from "./browser-page.mjs";

export const engines = [
  { name: "chromium", launch: () => launch("chromium") },
  { name: "firefox", launch: () => launch("firefox") },
];

// Runs `test(browser, engineName)` in each engine in turn, closing each
// browser whatever the test does.
export async function inEachEngine(test) {
  for (const { name, launch: start } of engines) {
    const browser = await start();
    try {
      await test(browser, name);
    } finally {
      await browser.close();
    }
  }
}
