// A JavaScript module as the runner's testee, in process: its declaration
// as a Hello, and each Request answered by its functions through the Node
// adapter's own answerer (conformance/adapters/node/serve.js, copied into
// the package as serve.cjs), so that a module gets the very same answers
// here as through the native runner and `serve()`.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The testee of a codec: an object (or a module's namespace) with
 * `capabilities` and `decode`, `encode` and/or `levelCode`; `name` and
 * `version` are optional. A module's default export is used when it has one.
 */
export function testeeOf(codec, fallbackName = "in-process codec") {
  return makeTestee(require("./serve.cjs"), codec, fallbackName, "the module");
}

/**
 * The same from the Node adapter's exports (`serve`, the module of
 * serve.cjs) and a name for the codec in messages (`what`). It uses
 * nothing but its arguments, so that the browser mode runs this very
 * function inside the page (page-host.js injects its source).
 */
export function makeTestee(serve, codec, fallbackName, what) {
  const c = codec && codec.default && typeof codec.default === "object" ? codec.default : codec;
  if (!c || !Array.isArray(c.capabilities)) {
    throw new Error(`${what} exports no \`capabilities\` array (e.g. ['FORMAT/VERSION=decode,strict'])`);
  }
  if (typeof c.decode !== "function" && typeof c.encode !== "function" && typeof c.levelCode !== "function") {
    throw new Error(`${what} exports none of the functions decode, encode and levelCode`);
  }
  const answer = serve.answerer(c);
  return {
    hello: {
      name: String(c.name ?? fallbackName),
      version: String(c.version ?? ""),
      framing: "JSON_LINES",
      ...serve.declare(c.capabilities),
    },
    respond: (line) => serve.respondLine(answer, line),
  };
}
