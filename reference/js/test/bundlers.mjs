// node bundlers.mjs CONSUMER_DIR BUNDLERS_DIR OUTDIR
// The package as web apps get it: one small app that imports a format's
// entry, built with no configuration by each bundler a player uses (Vite,
// webpack, Rollup and esbuild, pinned in BUNDLERS_DIR's package-lock.json,
// esbuild the package's own pin) and loaded by a plain
// <script type="module"> with an import map; each page opened in headless
// Chromium and Firefox ESR. Every page must answer as the package does in
// Node (the entry's formats, a golden slug's decoding, a rejection), with
// no error and no request unanswered; a screenshot of each goes to OUTDIR.
//
// "No configuration": each bundler is given only what its own zero-config
// run reads (an entry and an output folder; Rollup the node-resolve plugin
// without which it resolves no package at all). Vite and webpack follow
// new URL("./slugspec.wasm", import.meta.url) and copy the .wasm; esbuild
// and Rollup leave it alone, so their apps import the /inline entry (the
// .wasm inside the JavaScript). Rollup with the default entry is built too,
// and its page must say, in the error init() rejects with, what to do.
// First, in Node, every entry's /inline twin must answer as the entry does.
// CONSUMER_DIR holds an install of the package (node_modules/slugspec), and
// page/samples.json (browser.mjs writes it: a golden slug of each format).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { engines } from "../../../tools/js/engines.mjs";
import { serveFolder } from "../../../tools/js/static-server.mjs";

const [consumer, bundlersDir, outdir] = process.argv.slice(2).map((p) => resolve(p));
const packageDir = join(consumer, "node_modules", "slugspec");
const fromBundlers = createRequire(join(bundlersDir, "package.json"));
const fromPackage = createRequire(join(resolve(bundlersDir, "..", ".."), "package.json"));

// The entry: the first format's (they are built alike; each is certified
// by run.sh), and one of its golden slugs, from the package's own samples.
const format = readdirSync(join(packageDir, "dist")).filter((n) => statSync(join(packageDir, "dist", n)).isDirectory())
  .sort()[0];
const inNode = await import(pathToFileURL(join(packageDir, "dist", format, "index.mjs")).href);
await inNode.ready;
const slug = JSON.parse(readFileSync(join(consumer, "page", "samples.json"), "utf8")).valid
  .find((v) => v.format === format).slug;

// Every entry's /inline twin answers as the entry does, in Node, on every
// sample of its formats and a rejection: the same module, carried in the
// JavaScript (the runner certifies the entries themselves, run.sh).
const samples = JSON.parse(readFileSync(join(consumer, "page", "samples.json"), "utf8")).valid;
for (const entry of ["", ...readdirSync(join(packageDir, "dist"))
  .filter((n) => statSync(join(packageDir, "dist", n)).isDirectory())]) {
  const [plain, inline] = await Promise.all(["index.mjs", "inline.mjs"].map((f) =>
    import(pathToFileURL(join(packageDir, "dist", entry, f)).href)));
  await Promise.all([plain.ready, inline.ready]);
  const answers = (m) => [m.formats(), m.decode("!"),
    ...samples.filter((v) => m.formats().some((f) => f.name === v.format)).map((v) => m.decode(v.slug))];
  assert.deepEqual(answers(inline), answers(plain), `slugspec${entry ? `/${entry}` : ""}/inline answers as its entry`);
  assert.ok(answers(plain).length > 2, `slugspec${entry ? `/${entry}` : ""}: a sample of its own`);
}
console.log("every /inline entry answers as its entry, in Node");

// What every page shows: the answers as JSON in <body>, or the error.
const appSource = (entry) => `
import { ready, decode, formats } from ${JSON.stringify(entry)};
ready.then(() => {
  document.body.textContent = JSON.stringify({ formats: formats().map((f) => f.name),
    decoded: decode(${JSON.stringify(slug)}), rejected: decode("!").error });
}, (e) => { document.body.textContent = "init failed: " + e.message; })
  .finally(() => { document.body.dataset.done = "true"; });
`;
const expected = { formats: inNode.formats().map((f) => f.name), decoded: inNode.decode(slug),
  rejected: inNode.decode("!").error };
const html = (title, head) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="icon" href="data:,">${head}</head><body></body></html>`;

// Each app: its folder below CONSUMER_DIR (so that slugspec resolves from
// node_modules), built into its `out` folder, which is what is served.
function app(name, entry) {
  const dir = join(consumer, `bundled-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "src"), { recursive: true });
  writeFileSync(join(dir, "src", "app.mjs"), appSource(entry));
  return { dir, src: join(dir, "src", "app.mjs"), out: join(dir, "out") };
}
const sizeOf = (dir) => readdirSync(dir, { recursive: true }).map((f) => statSync(join(dir, f)))
  .filter((st) => st.isFile()).reduce((sum, st) => sum + st.size, 0);
const scriptTag = (src, module = true) => `<script ${module ? 'type="module" ' : ""}src="${src}"></script>`;

const builds = [];
// Vite: its command line in the app's folder, no vite.config: index.html
// is the entry, dist/ the output.
{
  const a = app("vite", `slugspec/${format}`);
  writeFileSync(join(a.dir, "index.html"), html("vite", scriptTag("/src/app.mjs")));
  execFileSync(process.execPath, [join(bundlersDir, "node_modules", ".bin", "vite"), "build", "--outDir", "out",
    "--logLevel", "error"], { cwd: a.dir, stdio: "inherit" });
  builds.push({ name: "vite", out: a.out });
}
// webpack: entry and output, its defaults otherwise (production mode).
{
  const a = app("webpack", `slugspec/${format}`);
  const webpack = fromBundlers("webpack");
  const stats = await new Promise((done, fail) => webpack({ mode: "production", context: a.dir, entry: a.src,
    output: { path: a.out, filename: "main.js" } }, (e, s) => (e ? fail(e) : done(s))));
  assert.ok(!stats.hasErrors(), `webpack: ${stats.toString("errors-only")}`);
  writeFileSync(join(a.out, "index.html"), html("webpack", scriptTag("main.js", false)));
  builds.push({ name: "webpack", out: a.out });
}
// Rollup and esbuild: the /inline entry; Rollup once more with the default.
const { rollup } = fromBundlers("rollup");
const { nodeResolve } = fromBundlers("@rollup/plugin-node-resolve");
for (const [name, entry] of [["rollup", `slugspec/${format}/inline`], ["rollup-default", `slugspec/${format}`]]) {
  const a = app(name, entry);
  const bundle = await rollup({ input: a.src, plugins: [nodeResolve({ browser: true })], onwarn: () => {} });
  await bundle.write({ dir: a.out, format: "es" });
  await bundle.close();
  writeFileSync(join(a.out, "index.html"), html(name, scriptTag("app.js")));
  builds.push({ name, out: a.out, fails: name === "rollup-default" });
}
{
  const a = app("esbuild", `slugspec/${format}/inline`);
  await fromPackage("esbuild").build({ entryPoints: [a.src], bundle: true, format: "esm", outfile: join(a.out, "app.js"),
    logLevel: "error", absWorkingDir: a.dir });
  writeFileSync(join(a.out, "index.html"), html("esbuild", scriptTag("app.js")));
  builds.push({ name: "esbuild", out: a.out });
}
// A plain page, no bundler: the package's files as installed, found by an
// import map, as a page that loads modules from its own server does.
{
  const a = app("plain", `slugspec/${format}`);
  mkdirSync(a.out, { recursive: true });
  copyFileSync(a.src, join(a.out, "app.mjs"));
  const map = { imports: { [`slugspec/${format}`]: `/node_modules/slugspec/dist/${format}/index.mjs` } };
  writeFileSync(join(consumer, "plain.html"), html("plain",
    `<script type="importmap">${JSON.stringify(map)}</script>${scriptTag(`/bundled-plain/out/app.mjs`)}`));
  builds.push({ name: "plain", out: consumer, page: "plain.html" });
}

for (const { name: engine, launch } of engines) {
  const browser = await launch();
  const watchdog = setTimeout(() => {
    console.error(`bundlers: timed out in ${engine}`);
    browser.close().then(() => process.exit(1));
  }, 120000);
  try {
    for (const build of builds) {
      const { server, url, served } = await serveFolder(build.out);
      try {
        const tab = await browser.open(url + (build.page ?? ""), { width: 800 });
        await tab.waitFor('document.body.dataset.done === "true"', 30000).catch(() => {
          throw new Error(`${build.name} in ${engine}: no answer; errors ${JSON.stringify(tab.errors)}`);
        });
        const text = await tab.evaluate("document.body.textContent");
        const where = `${build.name} in ${engine}`;
        if (build.fails) {
          assert.match(text, /^init failed: slugspec: the WebAssembly module could not be made: cannot fetch .*slugspec\.wasm: 404; .*import the \/inline entry/,
            `${where}: the failure says what to do`);
          assert.deepEqual(served.filter((r) => r.status !== 200).map((r) => r.path), ["/slugspec.wasm"],
            `${where}: the .wasm alone was missing`);
        } else {
          assert.deepEqual(JSON.parse(text), expected, `${where}: answers as in Node`);
          assert.deepEqual(tab.errors, [], `${where}: no error on the console`);
          assert.deepEqual(served.filter((r) => r.status !== 200), [], `${where}: every request served`);
        }
        writeFileSync(join(outdir, `bundler-${build.name}-${engine}.png`), await tab.screenshot());
        const requests = served.filter((r) => r.status === 200).length;
        const weight = build.page ? "" : `, the build ${sizeOf(build.out)} bytes`;
        console.log(`${where}: ${build.fails ? "fails as documented" : "answers as in Node"} (${requests} requests${weight})`);
        await tab.close?.();
      } finally {
        server.close();
      }
    }
  } finally {
    clearTimeout(watchdog);
    await browser.close();
  }
}
