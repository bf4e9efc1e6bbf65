#!/usr/bin/env node
// Decode throughput of any ESM module that exports decode(slug).
//
//   node bench.mjs --decoder FILE.mjs --slugs SLUGS.txt [--seconds S] [--show]
//
// Prints one JSON line: {"decoder","slugs","calls","seconds","per_second",
// "rejected"}. "rejected" counts slugs whose decode threw or returned
// null/undefined in the check pass (a decoder that rejects is not doing the
// same work). --show prints the first slug's decoded value to stderr.
// A module may export `ready` (a promise, or an async function) for
// asynchronous set-up such as WebAssembly instantiation; it is awaited first.
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs, inspect } from "node:util";

const { values: opt } = parseArgs({
  options: {
    decoder: { type: "string" },
    slugs: { type: "string" },
    seconds: { type: "string", default: "2" },
    show: { type: "boolean", default: false },
  },
});
const seconds = Number(opt.seconds);
if (!opt.decoder || !opt.slugs || !(seconds > 0)) {
  console.error("usage: bench.mjs --decoder FILE.mjs --slugs SLUGS.txt [--seconds S] [--show]");
  process.exit(2);
}

const mod = await import(pathToFileURL(resolve(opt.decoder)).href);
if (typeof mod.ready === "function") await mod.ready();
else if (mod.ready) await mod.ready;
const decode = mod.decode ?? mod.default?.decode;
if (typeof decode !== "function") throw new Error(`${opt.decoder} exports no decode()`);

// One slug a line, kept byte for byte (no trimming); only the empty string
// after the file's final newline is dropped.
const slugs = readFileSync(opt.slugs, "utf8").split("\n");
if (slugs.at(-1) === "") slugs.pop();
if (slugs.length === 0) throw new Error(`${opt.slugs} has no slugs`);

// Check pass: every slug once, outside the timing.
let rejected = 0;
for (const s of slugs) {
  try {
    if (decode(s) == null) rejected++;
  } catch {
    rejected++;
  }
}
if (opt.show) console.error(inspect(decode(slugs[0]), { depth: 4, maxArrayLength: 12, breakLength: 120 }));

// Every result is stored into a ring that escapes to the final report, so the
// JIT must build it in full; try/catch keeps a throwing slug from ending the run.
const sink = new Array(1024).fill(null);
let calls = 0;
let errors = 0;
function run(ms) {
  const n = slugs.length;
  const start = performance.now();
  let now = start;
  let i = 0;
  do {
    // Read the clock once per 256 calls so timing overhead stays negligible.
    for (let k = 0; k < 256; k++) {
      try {
        sink[calls & 1023] = decode(slugs[i]);
      } catch (e) {
        sink[calls & 1023] = e;
        errors++;
      }
      calls++;
      if (++i === n) i = 0;
    }
    now = performance.now();
  } while (now - start < ms);
  return (now - start) / 1000;
}

// Warm-up long enough for the optimizing tiers, then the measured run.
run(Math.min(1000, seconds * 500));
calls = 0;
errors = 0;
const elapsed = run(seconds * 1000);

// Touch the ring so its contents are observably used.
const kept = sink.reduce((n, r) => n + (r != null), 0);
if (kept === 0 && rejected < slugs.length) console.error("unexpected: no results kept");

console.log(JSON.stringify({
  decoder: basename(opt.decoder),
  slugs: slugs.length,
  calls,
  seconds: Number(elapsed.toFixed(3)),
  per_second: Math.round(calls / elapsed),
  rejected,
  ...(errors ? { errors } : {}),
}));
