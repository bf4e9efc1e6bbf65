// How the address-bar mode writes a case's input into a page's address
// (spec/conformance.md §3.3), checked in a real browser: for inputs with a
// `+`, a `%`, a `#`, an `&`, a `?`, spaces, tabs and line breaks, quotes,
// controls and non-ASCII characters, in a query and a fragment, in Chromium
// and Firefox, the address
// the page gets (location.href) is exactly the one written: nothing dropped,
// nothing escaped again; `+` and `%` stay as typed; and the page reads the
// input back whole by percent-decoding its part of the address once.
//
//   node address-escaping.mjs BASE_URL   (a server of any page)
import { addressOf, slugOfLink } from "../src/address-bar.js";
import { launchBrowser } from "../src/browsers.js";

const base = process.argv[2];
const templates = [`${base}?play={slug}`, `${base}#/{slug}`];
const inputs = ["UyF2+MQ==", "a b", " lead", "trail ", "a\tb\nc\rd", "100%", "%41%2B", "a#b", "a&b=c", "a?b/c",
  "é€😀", "a\"<>`'{}b", "\u0001x\u007f"];
const failures = [];
let checked = 0;
// The URL standard's parser (Node's) leaves every address written as it
// is, in a path too (a page the server has not, so not opened below).
for (const template of [...templates, `${base.replace(/[^/]*$/, "")}play/{slug}`]) {
  for (const input of inputs) {
    const address = addressOf(template, input);
    if (new URL(address).href !== address) failures.push(`${JSON.stringify(input)} in ${template}: parsed as ${new URL(address).href}`);
  }
}
for (const engine of ["chromium", "firefox"]) {
  const browser = await launchBrowser(engine);
  try {
    let loaded = null;
    const { call } = await browser.openTab({ onEvent: (m) => { if (m === "Page.loadEventFired" && loaded) loaded(); } });
    for (const template of templates) {
      for (const input of inputs) {
        const address = addressOf(template, input);
        const load = new Promise((r) => { loaded = r; });
        await call("Page.navigate", { url: "about:blank" });
        await call("Page.navigate", { url: address });
        await Promise.race([load, new Promise((r) => setTimeout(r, 5000))]);
        const { result } = await call("Runtime.evaluate", { expression: "location.href", returnByValue: true });
        const href = result.value;
        const where = `${JSON.stringify(input)} in ${template} (${browser.version})`;
        if (href !== address) failures.push(`${where}: the page got ${href}, not ${address}`);
        if (input.includes("+") && !href.includes(input.slice(0, input.indexOf("+") + 1))) failures.push(`${where}: + changed`);
        if (input.includes("%") && !href.includes(input)) failures.push(`${where}: the input's % was not kept as typed`);
        if (!input.includes("%") && slugOfLink(template, href, address) !== input) {
          failures.push(`${where}: read back as ${JSON.stringify(slugOfLink(template, href, address))}`);
        }
        checked++;
      }
    }
  } finally {
    await browser.close();
  }
}
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.log(`address bar: ${checked} inputs (+, %, #, &, ?, spaces, tabs, line breaks, non-ASCII, controls) ` +
  "reach the page as written, in a query and a fragment (in Chromium and Firefox) and a path (by the URL standard's parser)");
