// slugspec/inline and slugspec/<format>/inline: the .wasm inside the
// JavaScript, as base64, ready on import like slugspec itself. For bundlers
// that leave new URL(..., import.meta.url) alone, so that the .wasm would
// never reach the build (esbuild, Rollup with no plugin), and for
// single-file pages. The price: about a third more bytes than the .wasm
// (gzipped too; tools/bench.sh --js prints both) and no streaming
// compilation, for one request fewer. build.mjs bundles it with the bytes
// (the virtual module slugspec:wasm-base64) and manual.js, one file.
import { init } from "./manual.js";
import wasmBase64 from "slugspec:wasm-base64";

function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Resolves when the module is ready; every function is synchronous after it. */
// A promise of the bytes, not the bytes: init() then compiles them with
// WebAssembly.instantiate, off the page's main thread, where bytes alone
// would be compiled at once on it (new WebAssembly.Module).
export const ready = init(Promise.resolve().then(() => bytesOf(wasmBase64)));
export { detect, decode, encode, upgrade, validate, render, levelCode, convert, formats, memoryBytes } from "./manual.js";
