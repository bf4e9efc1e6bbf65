// What the two browser drivers (cdp.mjs, bidi.mjs) and the page tests share:
// polling a page for a condition, ending a browser and its profile, and
// filling a form field as typing would.
import { rmSync } from "node:fs";

/** Polls `page.evaluate(expression)` until it is truthy, at most `ms`. */
export async function pollUntil(page, expression, ms) {
  const until = Date.now() + ms;
  for (;;) {
    if (await page.evaluate(expression)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Asks the browser to close (`askToClose`, at most 5 s), kills it if it is
 * still there, and removes its temporary profile. A browser's helper
 * processes may still write into the profile for a moment after it exited:
 * the removal retries, and never fails a test over a temporary folder.
 */
export async function closeBrowser(child, exited, profile, askToClose, who) {
  try {
    await Promise.race([askToClose(), new Promise((r) => setTimeout(r, 5000))]);
  } catch { /* already gone */ }
  if (child.exitCode === null) child.kill("SIGKILL");
  await exited;
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  } catch (e) {
    process.stderr.write(`${who}: could not remove ${profile}: ${e.message}\n`);
  }
}

/** Sets the value of the element `id` and fires input and change, as typing does. */
export function setField(page, id, value) {
  return page.evaluate(`(() => {
    const e = document.getElementById(${JSON.stringify(id)});
    e.value = ${JSON.stringify(value)};
    e.dispatchEvent(new Event("input", { bubbles: true }));
    e.dispatchEvent(new Event("change", { bubbles: true }));
  })()`);
}
