// node esbuild-page.mjs CONSUMER_DIR ESBUILD_DIR OUTDIR
// README's esbuild recipe, as written (reference/js/README.md, "Loading"):
// an app that imports slugspec/manual and gives init() the .wasm's URL,
// bundled by esbuild (from ESBUILD_DIR/node_modules: the package's own pin),
// the .wasm copied beside the bundle, served and opened in headless
// Chromium. The page must answer as the package does in Node, with no
// request unanswered and no error. CONSUMER_DIR holds an install of the package.
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

import { launch } from "../../../tools/js/browser-page.mjs";
import { serveFolder } from "../../../tools/js/static-server.mjs";

const [consumer, esbuildDir, outdir] = process.argv.slice(2).map((p) => resolve(p));
const esbuild = createRequire(join(esbuildDir, "package.json"))("esbuild");
const app = join(consumer, "esbuild-app");
mkdirSync(join(app, "assets"), { recursive: true });
writeFileSync(join(consumer, "esbuild-entry.mjs"), `
import { init, decode, formats } from "slugspec/manual";
await init(new URL("/assets/slugspec.wasm", location.href));
document.body.textContent = JSON.stringify({ formats: formats().map((f) => f.name), rejected: decode("!").error.code });
document.body.dataset.done = "true";
`);
await esbuild.build({ entryPoints: [join(consumer, "esbuild-entry.mjs")], bundle: true, format: "esm",
  outfile: join(app, "app.js"), logLevel: "error", absWorkingDir: consumer });
// "esbuild: copy node_modules/slugspec/dist/slugspec.wasm there"
copyFileSync(join(consumer, "node_modules", "slugspec", "dist", "slugspec.wasm"), join(app, "assets", "slugspec.wasm"));
writeFileSync(join(app, "index.html"), '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>esbuild</title>' +
  '<link rel="icon" href="data:,"><script type="module" src="/app.js"></script></head><body></body></html>');

const { server, url, served } = await serveFolder(app);
const browser = await launch();
const watchdog = setTimeout(() => { console.error("esbuild page: timed out"); browser.close().then(() => process.exit(1)); },
  60000);
try {
  const tab = await browser.open(url, { width: 1280 });
  await tab.waitFor('document.body.dataset.done === "true"', 20000).catch(() => {
    throw new Error(`the page did not decode: errors ${JSON.stringify(tab.errors)}, requests ${JSON.stringify(served)}`);
  });
  const slugspec = createRequire(join(consumer, "package.json"))("slugspec");
  assert.deepEqual(JSON.parse(await tab.evaluate("document.body.textContent")),
    { formats: slugspec.formats().map((f) => f.name), rejected: slugspec.decode("!").error.code }, "as in Node");
  assert.deepEqual(tab.errors, [], "no error on the console");
  assert.deepEqual(served.filter((r) => r.status !== 200), [], "every request served (no 404 for the .wasm)");
  writeFileSync(join(outdir, "esbuild-page.png"), await tab.screenshot());
  console.log(`esbuild: README's recipe bundled (${readFileSync(join(app, "app.js")).length} bytes) and answered as in Node, in Chromium`);
} finally {
  clearTimeout(watchdog);
  await browser.close();
  server.close();
}
