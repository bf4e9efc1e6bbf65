// What the page driver (browser-page.mjs) and the page tests share: polling
// a page for a condition, and filling a form field as typing would.

/** Polls `page.evaluate(expression)` until it is truthy, at most `ms`. */
export async function pollUntil(page, expression, ms) {
  const until = Date.now() + ms;
  for (;;) {
    if (await page.evaluate(expression)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 50));
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
