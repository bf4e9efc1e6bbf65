// The conformance run as node:test tests (suite.js):
//
//   import { conformanceSuite } from "slugspec-conformance/node-test";
//   await conformanceSuite({ module: "./my-codec.js" });
import { describe, test } from "node:test";
import { certify } from "./index.js";
import { defineSuite } from "./suite.js";

export async function conformanceSuite(options = {}) {
  const { failOnRecommended = false, ...rest } = options;
  const args = [...(rest.args ?? []), ...(failOnRecommended ? ["--fail-on-recommended"] : [])];
  const run = await certify({ ...rest, args });
  defineSuite(run, {
    describe: (name, fn) => describe(name, fn),
    pass: (name, fn) => test(name, fn),
    todo: (name, reason, fn) => test(name, { todo: reason }, fn),
    skip: (name, reason) => test(name, { skip: reason }),
  }, { failOnRecommended });
  return run;
}
