// A JavaScript module as the runner's testee, in process: its declaration
// as a Hello, and each Request answered by its functions through the Node
// adapter's own answerer (conformance/adapters/node/serve.js, copied into
// the package as serve.cjs), so that a module gets the very same answers
// here as through the native runner and `serve()`.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { answerer, respondLine, declare } = require("./serve.cjs");

/**
 * The testee of a codec: an object (or a module's namespace) with
 * `capabilities` and `decode`, `encode` and/or `levelCode`; `name` and
 * `version` are optional. A module's default export is used when it has one.
 */
export function testeeOf(codec, fallbackName = "in-process codec") {
  const c = codec && codec.default && typeof codec.default === "object" ? codec.default : codec;
  if (!c || !Array.isArray(c.capabilities)) {
    throw new Error("the module exports no `capabilities` array (e.g. ['FORMAT/VERSION=decode,strict'])");
  }
  if (typeof c.decode !== "function" && typeof c.encode !== "function" && typeof c.levelCode !== "function") {
    throw new Error("the module exports none of the functions decode, encode and levelCode");
  }
  const answer = answerer(c);
  return {
    hello: {
      name: String(c.name ?? fallbackName),
      version: String(c.version ?? ""),
      framing: "JSON_LINES",
      ...declare(c.capabilities),
    },
    respond: (line) => respondLine(answer, line),
  };
}
