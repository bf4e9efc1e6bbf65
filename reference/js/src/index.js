// slugspec: the .wasm beside this file, loaded on import. Bundlers that
// follow new URL(..., import.meta.url) copy it into the build;
// slugspec/manual leaves that to you. Not bundled: it must keep its own
// import.meta.url and import manual.mjs as a file beside it.
import { init } from "./manual.mjs";

/** Resolves when the module is ready; every function is synchronous after it. */
export const ready = init(new URL("./slugspec.wasm", import.meta.url));
export { detect, decode, encode, upgrade, validate, render, levelCode, convert, formats, memoryBytes } from "./manual.mjs";
