// slugspec/manual: nothing is loaded until init(source) says where the .wasm
// is, for bundlers that do not follow new URL(..., import.meta.url)
// (esbuild), a CDN, or bytes at hand. build.mjs bundles it (with the glue,
// api.js, wire.js and the generated model readers) into dist/manual.mjs.
import createSlugspecModule from "slugspec:glue";
import * as wire from "slugspec:wire";

import { slugspecApi } from "./api.js";

const slugspec = slugspecApi(createSlugspecModule, wire);
// The specifier is a variable, so that bundlers for browsers leave this
// Node-only import alone rather than fail to resolve it.
const NODE_FS = "node:fs/promises";

// init(source): the .wasm as a URL (or a URL string, resolved against the
// page, else this module): read from the file system in Node for a file:
// URL (Node's fetch cannot read those), else fetched; or its bytes, a
// Response, a WebAssembly.Module, or a promise of one. Call it once; later
// calls answer the first one's promise.
export function init(source) {
  if (typeof source === "string" || source instanceof URL) {
    const base = typeof location === "object" && location && location.href ? location.href : import.meta.url;
    const url = new URL(source, base);
    if (url.protocol === "file:" && typeof process === "object" && process.versions && process.versions.node) {
      return slugspec.init(import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS).then((fs) => fs.readFile(url)));
    }
    return slugspec.init(fetch(url));
  }
  return slugspec.init(source);
}
export const { detect, decode, encode, upgrade, validate, render, levelCode, convert, formats, memoryBytes } = slugspec;
