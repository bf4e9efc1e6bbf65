// node tools/js/first-decode-page.mjs DIST [ENGINE] [RUNS]
// From the start of a page's import of each entry point of the npm package
// (DIST: reference/js/dist, built), and of its /inline twin (the .wasm in
// the JavaScript: one request fewer), to its first decode's answer, in a page
// served from 127.0.0.1, two ways, the median of RUNS (default 5) each:
//   fresh   each run in a new browser, its first page: the browser's own
//           start-up (its network and compiler processes) falls in the time;
//   warm    every run in one browser that has loaded a page of the origin
//           before, each from URLs it has never seen (/fresh-N/, so nothing
//           is cached: no script, no compiled code): as a player's page
//           imports the codec once the page itself is up.
// One line per entry and way, "ENTRY WAY MS". For tools/bench.sh --js;
// reports, asserts nothing. Dev-only, like all of tools/js.
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

import { launch } from "./browser-page.mjs";
import { serveFolder } from "./static-server.mjs";

const [distArg, engine = "chromium", runsArg = "5"] = process.argv.slice(2);
const dist = resolve(distArg);
const runs = Number(runsArg);
const entries = ["", ...readdirSync(dist).filter((d) => statSync(join(dist, d)).isDirectory())];

// The time from the import's start to the first decode's answer, in `page`.
function timeFirstDecode(page, module) {
  return page.evaluate(`(async () => {
    const t0 = performance.now();
    const s = await import(${JSON.stringify(module)});
    await s.ready;
    s.decode(s.formats()[0].name);
    return performance.now() - t0;
  })()`);
}

const median = (times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)].toFixed(1);

const { server, url } = await serveFolder(dist);
let fresh = 0;  // the /fresh-N/ prefixes used
try {
  for (const entry of entries) {
    for (const file of ["index.mjs", "inline.mjs"]) {
      const path = `${entry ? `${entry}/` : ""}${file}`;
      const name = `slugspec${entry ? `/${entry}` : ""}${file === "inline.mjs" ? "/inline" : ""}`;
      const cold = [];
      for (let i = 0; i < runs; i++) {
        const browser = await launch(engine);
        try {
          // A blank page of the same origin (the server's 404, as HTML), so
          // that nothing of the package is in the cache before the import.
          const page = await browser.open(`${url}blank.html`);
          cold.push(await timeFirstDecode(page, `${url}${path}`));
        } finally {
          await browser.close();
        }
      }
      console.log(`${name} fresh ${median(cold)}`);
      const warm = [];
      const browser = await launch(engine);
      try {
        const page = await browser.open(`${url}blank.html`);
        await timeFirstDecode(page, `${url}fresh-${++fresh}/${path}`);  // the browser's own first time, not counted
        for (let i = 0; i < runs; i++) {
          const again = await browser.open(`${url}fresh-${++fresh}/blank.html`);
          warm.push(await timeFirstDecode(again, `${url}fresh-${fresh}/${path}`));
        }
      } finally {
        await browser.close();
      }
      console.log(`${name} warm ${median(warm)}`);
    }
  }
} finally {
  server.close();
}
