// node tools/js/first-decode-page.mjs DIST [ENGINE] [RUNS]
// From the start of a page's import of each entry point of the npm package
// (DIST: reference/js/dist, built), and of its /inline twin (the .wasm in
// the JavaScript: one request fewer), to its first decode's answer, in a page
// served from 127.0.0.1, each run in a fresh browser (so that no compiled
// code is cached from the run before): one line per entry, "ENTRY MS", the
// median of RUNS (default 5). For tools/bench.sh --js; reports, asserts
// nothing. Dev-only, like all of tools/js.
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

import { launch } from "./browser-page.mjs";
import { serveFolder } from "./static-server.mjs";

const [distArg, engine = "chromium", runsArg = "5"] = process.argv.slice(2);
const dist = resolve(distArg);
const runs = Number(runsArg);
const entries = ["", ...readdirSync(dist).filter((d) => statSync(join(dist, d)).isDirectory())];

const { server, url } = await serveFolder(dist);
try {
  for (const entry of entries) {
    for (const file of ["index.mjs", "inline.mjs"]) {
      const module = `${url}${entry ? `${entry}/` : ""}${file}`;
      const times = [];
      for (let i = 0; i < runs; i++) {
        const browser = await launch(engine);
        try {
          // A blank page of the same origin (the server's 404, as HTML), so
          // that nothing of the package is in the cache before the import.
          const page = await browser.open(`${url}blank.html`);
          const ms = await page.evaluate(`(async () => {
            const t0 = performance.now();
            const s = await import(${JSON.stringify(module)});
            await s.ready;
            s.decode(s.formats()[0].name);
            return performance.now() - t0;
          })()`);
          times.push(ms);
        } finally {
          await browser.close();
        }
      }
      times.sort((a, b) => a - b);
      const name = `slugspec${entry ? `/${entry}` : ""}${file === "inline.mjs" ? "/inline" : ""}`;
      console.log(`${name} ${times[Math.floor(times.length / 2)].toFixed(1)}`);
    }
  }
} finally {
  server.close();
}
