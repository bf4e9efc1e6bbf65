// node tools/site/test/playground-markup.mjs SITE CORPUS OUTDIR
// The playground given markup in everything a visitor controls, in
// headless Chromium and Firefox ESR: the link box, the model editor (a
// model of each format whose every string is markup), and the page's
// fragment (#link=...&format=...&version=...&model=..., a shared
// permalink). The payload must be shown, as text, and nothing of it may
// run or become an element or attribute (tools/js/injection-check.mjs).
// The playground also loads the reference and decodes a link in each
// engine. Screenshots go to OUTDIR.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { inEachEngine } from "../../js/engines.mjs";
import { injectionFindings, payload } from "../../js/injection-check.mjs";
import { setField } from "../../js/page-common.mjs";
import { serveFolder } from "../../js/static-server.mjs";

const [site, corpus, outdir] = process.argv.slice(2).map((p) => resolve(p));
if (!outdir) {
  console.error("usage: playground-markup.mjs SITE CORPUS OUTDIR");
  process.exit(2);
}
mkdirSync(outdir, { recursive: true });

// A valid vector's model of each format, its strings made markup.
function fill(value) {
  if (typeof value === "string") return payload;
  if (Array.isArray(value)) return value.map(fill);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
  return value;
}
const models = new Map(), links = new Map();
for (const format of readdirSync(corpus, { withFileTypes: true }).filter((e) => e.isDirectory())) {
  for (const file of readdirSync(join(corpus, format.name)).filter((f) => f.endsWith(".jsonl")).sort()) {
    for (const line of readFileSync(join(corpus, format.name, file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const v = JSON.parse(line);
      if (v.result !== "VALID" || models.has(v.format)) continue;
      // The format kept, so that the model is read as far as its other strings.
      models.set(v.format, { ...fill(v.model), format: v.format, version: payload });
      links.set(v.format, v.slug);
    }
  }
}

const { server, url } = await serveFolder(site);
const failures = [];
let checks = 0;
try {
  await inEachEngine(async (browser, engine) => {
    const tab = await browser.open(url + "playground.html");
    await tab.waitFor("document.body.dataset.ready !== undefined");
    if (await tab.evaluate("document.body.dataset.ready") !== "true") {
      failures.push(`${browser.version}: the playground did not load the reference`);
      return;
    }
    const type = (id, value) => setField(tab, id, value);
    const settle = () => new Promise((r) => setTimeout(r, 400));  // the playground's 120 ms debounce, and drawing
    const look = async (what) => {
      checks++;
      for (const f of await tab.evaluate(injectionFindings)) failures.push(`${browser.version}, ${what}: ${f}`);
    };
    // It works here at all: a link of the first format decodes.
    const [format, slug] = [...links.entries()][0];
    await type("link-input", slug);
    await tab.waitFor(`document.getElementById("model-json").textContent.includes(${JSON.stringify(format)})`, 10000)
      .catch(() => failures.push(`${browser.version}: ${slug} is not decoded as ${format}`));

    await type("link-input", payload);
    await settle();
    await look("the link box");
    writeFileSync(join(outdir, `playground-markup-link-${engine}.png`), await tab.screenshot());
    for (const [name, model] of models) {
      await type("model-editor", JSON.stringify(model, null, 1));
      await settle();
      await look(`the model editor, a ${name} model`);
    }
    writeFileSync(join(outdir, `playground-markup-model-${engine}.png`), await tab.screenshot());
    // A permalink someone shared: every parameter of the fragment.
    const [name, model] = [...models.entries()][0];
    const hash = ["link", "format", "profile", "version"].map((k) => `${k}=${encodeURIComponent(payload)}`)
      .concat(`model=${encodeURIComponent(JSON.stringify(model))}`).join("&");
    // (Through about:blank: a change of fragment alone is no new load.)
    await tab.navigate("about:blank");
    await tab.navigate(url + "playground.html#" + hash);
    await tab.waitFor("document.body.dataset.ready !== undefined");
    await settle();
    await look(`a permalink of markup (${name} model)`);
    writeFileSync(join(outdir, `playground-markup-permalink-${engine}.png`), await tab.screenshot());
    for (const e of tab.errors) failures.push(`${browser.version}: ${e}`);
  });
} finally {
  server.close();
}
if (failures.length > 0) {
  console.error(`playground markup: ${failures.length} failures:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`playground markup: ${checks} states (the link box, a model of each of ${models.size} formats, a permalink) ` +
  `in Chromium and Firefox ESR show the payload as text only; screenshots in ${outdir}`);
