// node manual.mjs (from a folder where slugspec is installed)
// slugspec/manual: nothing is loaded until init(source); a call before it
// says so; a failed init says why; init with the .wasm's file URL (or its
// bytes) makes every function work, and a second init answers the first's
// promise.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { decode, formats, init } from "slugspec/manual";

const wasm = createRequire(pathToFileURL(`${process.cwd()}/`).href).resolve("slugspec/slugspec.wasm");
assert.throws(() => formats(), /not ready yet/);
const first = init(pathToFileURL(wasm));
assert.equal(init(new Uint8Array(8)), first, "a second init answers the first's promise");
await first;
const name = formats()[0].name;
assert.ok(decode(name).error, "a format's bare name is no slug");
console.log(`manual: init(file URL) made ${formats().length} formats ready; a call before it said it was not ready`);
