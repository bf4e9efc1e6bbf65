// Both runners' HTML reports of a testee whose every string is markup
// (the chaos testee's markup mode for the native runner, markup-codec.mjs
// for the npm runner), opened in headless Chromium and Firefox ESR: the
// payload must be shown, as text, and nothing of it may run or become an
// element or attribute (spec/conformance.md §7). A screenshot of each goes
// to OUTDIR.
//
//   node markup-in-reports.mjs OUTDIR REPORT.html...
import { writeFileSync, mkdirSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { inEachEngine } from "../../../tools/js/engines.mjs";
import { injectionFindings } from "../../../tools/js/injection-check.mjs";

const [outdir, ...reports] = process.argv.slice(2);
if (!outdir || reports.length === 0) {
  console.error("usage: markup-in-reports.mjs OUTDIR REPORT.html...");
  process.exit(2);
}
mkdirSync(outdir, { recursive: true });
const failures = [];
let checked = 0;
await inEachEngine(async (browser, engine) => {
  for (const report of reports) {
    const tab = await browser.open(pathToFileURL(resolve(report)).href);
    const found = await tab.evaluate(injectionFindings);
    for (const f of found) failures.push(`${browser.version}, ${report}: ${f}`);
    // The report's own CSP forbids scripts: a violation would be logged.
    for (const e of tab.errors) failures.push(`${browser.version}, ${report}: ${e}`);
    writeFileSync(`${outdir}/${basename(report, ".html")}-${engine}.png`, await tab.screenshot({ viewport: true }));
    checked++;
  }
});
if (failures.length > 0) {
  console.error(`markup in reports: ${failures.length} failures:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`markup in reports: ${checked} report openings (${reports.length} reports, Chromium and Firefox ESR) ` +
  `show the payload as text only; screenshots in ${outdir}`);
