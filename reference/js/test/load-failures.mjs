// node load-failures.mjs (from a folder where slugspec is installed): a
// module that cannot load says why, and one that aborts is made again.
//   - init() given bytes that are not the module (an HTML 404 page, a cut
//     .wasm, garbage) rejects with the reason, and a call then says it;
//   - a model JSON of 8 MiB holding millions of empty pieces exhausts the
//     module's memory: the call answers an error, the module is made again,
//     and every call after it answers as before, however many times;
//   - option strings of 130 MiB are bounded as inputs are.
// Each init runs in a process of its own (the first init of a process wins).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
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
const sample = "UyF2MSbOUA==";
const want = slugspec.decode(sample);
const huge = `{"format":"pentomino","version":"v3.1","pieces":[${"{},".repeat(2_796_000)}{}]}`;
assert.ok(huge.length <= 8 * 1024 * 1024, "under the documented 8 MiB");
for (let i = 0; i < 3; i++) {
  const r = slugspec.encode(huge);
  assert.ok(r.error && typeof r.error.code === "string", JSON.stringify(r).slice(0, 200));
  assert.deepEqual(slugspec.decode(sample), want, "the module answers the next call as before");
}
const big = "x".repeat(130 * 1024 * 1024);
assert.ok(slugspec.encode({ format: "sudoku", givens: [] }, { format: big }).error);
assert.ok(slugspec.encode({ format: "sudoku", givens: [] }, { version: big }).error);
assert.ok(slugspec.levelCode("tpx1l_4x2_10001100_n", { check: big }).error);
assert.ok(slugspec.convert("tet1h_10x10_IEmGWHJlkzy", { to: big }).error);
assert.deepEqual(slugspec.decode(sample), want);
console.log("no call kills the module: an 8 MiB model of 2.8 million pieces three times, 130 MiB option strings; " +
  `memory now ${slugspec.memoryBytes()} bytes`);
