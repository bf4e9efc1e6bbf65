// The conformance run as vitest tests (suite.js), in a test file:
//
//   import { conformanceSuite } from "slugspec-conformance/vitest";
//   await conformanceSuite({ module: "./my-codec.js" });
//
// vitest is the user's (a peer dependency). A todo of vitest has no body, so
// a RECOMMENDED failure's text is in its name's note only.
import { describe, test } from "vitest";
import { certify } from "./index.js";
import { defineSuite } from "./suite.js";

export async function conformanceSuite(options = {}) {
  const { failOnRecommended = false, ...rest } = options;
  const args = [...(rest.args ?? []), ...(failOnRecommended ? ["--fail-on-recommended"] : [])];
  const run = await certify({ ...rest, args });
  defineSuite(run, {
    describe: (name, fn) => describe(name, fn),
    pass: (name, fn) => test(name, fn),
    todo: (name) => test.todo(name),
    skip: (name) => test.skip(name, () => {}),
  }, { failOnRecommended });
  return run;
}
