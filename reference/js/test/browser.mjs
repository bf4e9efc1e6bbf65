// node browser.mjs CONSUMER_DIR CORPUS_DIR OUTDIR
// The package in a plain <script type="module"> page (page/), opened in
// headless Chromium (Debian's): CONSUMER_DIR holds an install of the
// package (node_modules/slugspec); the page decodes a link of each format
// (samples.json, from the corpus), draws each picture and shows a
// rejection's caret. Checked over the DevTools protocol (tools/js/browser-page.mjs): the
// DOM's text, every picture drawn, no error on the console or thrown, every
// request served, no horizontal scroll at 1,280 and 390 pixels wide; the
// screenshots at both widths go to OUTDIR.
import assert from "node:assert/strict";
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { launch } from "../../../tools/js/browser-page.mjs";
import { serveFolder } from "../../../tools/js/static-server.mjs";

const [consumer, corpus, outdir] = process.argv.slice(2).map((p) => resolve(p));
const here = dirname(fileURLToPath(import.meta.url));
const slugspec = createRequire(join(consumer, "package.json"))("slugspec");

// A link of each format's current version that the reference accepts (the
// spec's own examples first, and of those the longest, for a fuller
// picture) and one rejected link, from the golden vectors.
function samples() {
  const valid = [];
  let invalid = null;
  for (const f of slugspec.formats()) {
    const files = readdirSync(join(corpus, f.name)).filter((n) => n.endsWith(".jsonl")).sort(
      (a, b) => (b === "spec-examples.jsonl") - (a === "spec-examples.jsonl") || a.localeCompare(b));
    let found = null;
    for (const file of files) {
      for (const line of readFileSync(join(corpus, f.name, file), "utf8").split("\n")) {
        if (!line.trim()) continue;
        const v = JSON.parse(line);
        if (v.result === "VALID" && v.model?.version === f.current && v.slug.length <= 80 &&
            v.slug.length > (found?.slug.length ?? -1) && !slugspec.decode(v.slug).error) {
          found = { format: f.name, slug: v.slug };
        }
        if (!invalid && v.result === "INVALID" && /^[\x21-\x7e]{8,40}$/.test(v.slug) && v.error?.offset > 2) {
          invalid = { format: f.name, slug: v.slug, code: v.error.code };
        }
      }
      if (found) break;
    }
    assert.ok(found, `no valid ${f.name} ${f.current} vector in ${corpus}`);
    valid.push(found);
  }
  assert.ok(invalid, "no printable invalid vector");
  return { valid, invalid };
}

const page = join(consumer, "page");
cpSync(join(here, "page"), page, { recursive: true });
const data = samples();
writeFileSync(join(page, "samples.json"), JSON.stringify(data));
const { server, url: base, served } = await serveFolder(consumer);
const browser = await launch();
// Whatever happens, no browser outlives the test.
const watchdog = setTimeout(() => { console.error("browser: timed out"); browser.close().then(() => process.exit(1)); },
  180000);
const url = `${base}page/index.html`;
try {
  const tab = await browser.open(url, { width: 1280 });
  await tab.waitFor('document.body.dataset.done === "true"');
  const dom = await tab.evaluate("document.documentElement.outerHTML");
  writeFileSync(join(outdir, "page-dom.html"), dom);
  const text = (id) => tab.evaluate(`document.getElementById(${JSON.stringify(id)}).textContent`);
  assert.deepEqual(tab.errors, [], "no error on the console, thrown or logged");
  assert.equal(await text("errors"), "", "no error the page caught");
  const shown = await tab.evaluate('[...document.querySelectorAll("article")].map((a) => a.dataset.format)');
  assert.deepEqual(shown, data.valid.map((v) => v.format), "a link of each format, decoded");
  for (const { format } of data.valid) {
    assert.match(dom, new RegExp(`<article data-format="${format}"><h2>${format} `), `the ${format} link decoded`);
  }
  const pictures = await tab.evaluate(
    '[...document.querySelectorAll("article img")].filter((i) => i.complete && i.naturalWidth > 0).length');
  assert.equal(pictures, data.valid.length, "a drawn picture each");
  const rejection = await text("rejection");
  assert.match(rejection, new RegExp(`^invalid: ${data.invalid.code} at \\d+: `), "the rejection's verdict");
  assert.match(rejection, /\n {2}\S+\n {2} *\^\n$/, "the caret under the input");
  for (const width of [1280, 390]) {
    await tab.resize(width);
    const overflow = await tab.evaluate("document.documentElement.scrollWidth - window.innerWidth");
    assert.ok(overflow <= 0, `no horizontal scroll at ${width} px (${overflow} px too wide)`);
    writeFileSync(join(outdir, `page-${width}.png`), await tab.screenshot());
  }
  const failed = served.filter((r) => r.status !== 200);
  assert.deepEqual(failed, [], "every request the page made was served");
  console.log(`browser: ${data.valid.length} links decoded and drawn, a rejection's caret shown, no errors; ` +
    `screenshots ${outdir}/page-1280.png, page-390.png`);
} finally {
  clearTimeout(watchdog);
  await browser.close();
  server.close();
}
