// node manual.mjs (from a folder where slugspec is installed): slugspec/manual and slugspec/global
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

// slugspec/global, the classic script for pages without modules: it defines
// globalThis.slugspec, which init(bytes) makes ready, and answers as the
// module does.
const require = createRequire(pathToFileURL(`${process.cwd()}/`).href);
require("slugspec/global");
const global = globalThis.slugspec;
assert.equal(typeof global?.init, "function", "slugspec/global defines globalThis.slugspec");
await global.init(await import("node:fs/promises").then((fs) => fs.readFile(wasm)));
assert.deepEqual(global.formats(), formats());
assert.deepEqual(global.decode(name), decode(name));
console.log(`global: slugspec/global defined globalThis.slugspec; init(bytes) made the same ${global.formats().length} formats ready`);
