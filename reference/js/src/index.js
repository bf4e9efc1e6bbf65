// slugspec: the .wasm beside this file, loaded on import. Bundlers that
// follow new URL(..., import.meta.url) copy it into the build;
// slugspec/manual leaves that to you. build.mjs bundles manual.js into it
// (ES modules keep their import.meta.url through esbuild): one request and
// one evaluation before the .wasm is asked for, not two in a row (a fresh
// Chromium's import to first decode, 87 -> 68 ms measured by hand). So a
// page that imports both slugspec and slugspec/manual has two instances.
import { init } from "./manual.js";

/** Resolves when the module is ready; every function is synchronous after it. */
export const ready = init(new URL("./slugspec.wasm", import.meta.url));
export { detect, decode, encode, upgrade, validate, render, levelCode, convert, formats, memoryBytes } from "./manual.js";
