// node load-failures.mjs CORPUS (from a folder where slugspec is installed): a
// module that cannot load says why, and one that aborts is made again.
//   - init() given bytes that are not the module (an HTML 404 page, a cut
//     .wasm, garbage) rejects with the reason, and a call then says it;
//   - a model JSON of 8 MiB holding millions of empty items is refused
//     (BAD_MODEL at the 500,001st element) before it takes the module's
//     memory, and every call after it answers as before, however many times;
//   - option strings of 130 MiB are bounded as inputs are.
// Each init runs in a process of its own (the first init of a process wins).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [mode] = process.argv.slice(2);
const wasm = createRequire(pathToFileURL(`${process.cwd()}/`).href).resolve("slugspec/slugspec.wasm");

if (mode === "init") {
  const { init, decode } = await import("slugspec/manual");
  const which = process.argv[3];
  const bytes = which === "html" ? new TextEncoder().encode("<!DOCTYPE html><title>404 Not Found</title>")
    : which === "cut" ? readFileSync(wasm).subarray(0, 1000) : new Uint8Array([1, 2, 3, 4]);
  let settled = false;
  const timer = setTimeout(() => { if (!settled) { console.log("never settled"); process.exit(3); } }, 5000);
  await init(bytes).then(() => { settled = true; console.log("resolved"); }, (e) => { settled = true; console.log(`rejected: ${e.message}`); });
  clearTimeout(timer);
  try {
    decode("x");
    console.log("a call answered");
  } catch (e) {
    console.log(`a call threw: ${e.message}`);
  }
  process.exit(0);
}

for (const which of ["html", "cut", "garbage"]) {
  const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname, "init", which], { encoding: "utf8" });
  assert.match(out, /^rejected: slugspec: the (bytes given are not|WebAssembly module could not be made)/m, `${which}: ${out}`);
  assert.match(out, /^a call threw: slugspec: the WebAssembly module could not be made: /m, `${which}: ${out}`);
}
console.log("load failures: a 404 page, a cut .wasm and garbage each reject init() with the reason");

const slugspec = await import("slugspec");
await slugspec.ready;
// For each format, a valid slug of the corpus whose model has a list, and
// that list filled with millions of empty items, as many as 8 MiB of JSON
// holds. (No format is named here.) Before the bound on list elements, they
// exhausted the module's memory.
const corpus = process.argv[2];
const samples = [];
for (const f of slugspec.formats()) {
  let found = null;
  for (const file of readdirSync(join(corpus, f.name)).filter((n) => n.endsWith(".jsonl")).sort()) {
    for (const line of readFileSync(join(corpus, f.name, file), "utf8").split("\n")) {
      if (!line.trim() || found) continue;
      const v = JSON.parse(line);
      const key = v.result === "VALID" && v.model ? Object.keys(v.model).find((k) => Array.isArray(v.model[k])) : null;
      if (key && !slugspec.decode(v.slug).error) found = { slug: v.slug, model: v.model, list: key };
    }
  }
  if (found) samples.push(found);
}
assert.ok(samples.length > 0, "no valid vector with a list in the corpus");
let remade = 0, items = 0, refused = 0;
for (const { slug, model, list } of samples) {
  const want = slugspec.decode(slug);
  const [before, after] = JSON.stringify({ ...model, [list]: [] }).split(`"${list}":[]`);
  // The smallest element of the list's kind: {} for messages, 0 for numbers.
  const item = typeof model[list][0] === "number" ? "0" : typeof model[list][0] === "string" ? '""' : "{}";
  items = Math.floor((8 * 1024 * 1024 - before.length - after.length - 16) / (item.length + 1));
  const huge = `${before}"${list}":[${`${item},`.repeat(items - 1)}${item}]${after}`;
  JSON.parse(huge);  // the test's own model is JSON
  assert.ok(huge.length <= 8 * 1024 * 1024, "under the documented 8 MiB");
  for (let i = 0; i < 3; i++) {
    const r = slugspec.encode(huge);
    assert.ok(r.error && typeof r.error.code === "string", JSON.stringify(r).slice(0, 200));
    remade += /made again/.test(r.error.message);
    refused += r.error.code === "BAD_MODEL" && /500,000 list elements/.test(r.error.message) &&
      r.error.offset === before.length + list.length + 4 + (item.length + 1) * 500000;
    assert.deepEqual(slugspec.decode(slug), want, "the module answers the next call as before");
  }
}
assert.equal(remade, 0, "a model exhausted the module's memory: its list elements were not bounded first");
assert.equal(refused, 3 * samples.length, "each huge model is BAD_MODEL at the element past 500,000");
const { slug: sample, model } = samples[0];
const want = slugspec.decode(sample);
const big = "x".repeat(130 * 1024 * 1024);
assert.ok(slugspec.encode(model, { format: big }).error);
assert.ok(slugspec.encode(model, { version: big }).error);
assert.ok(slugspec.levelCode("tpx1l_4x2_10001100_n", { check: big }).error);
assert.ok(slugspec.convert("tet1h_10x10_IEmGWHJlkzy", { to: big }).error);
assert.deepEqual(slugspec.decode(sample), want);
console.log(`no call kills the module: 8 MiB models of millions of empty items, three times per format, ` +
  `each refused at the element past 500,000 (${remade} times the module was made again), 130 MiB option strings; ` +
  `memory now ${slugspec.memoryBytes()} bytes`);
