// The conformance run as node:test tests (suite.js):
//
//   import { conformanceSuite } from "slugspec-conformance/node-test";
//   await conformanceSuite({ module: "./my-codec.js" });
import { describe, test } from "node:test";
import { conformanceSuiteWith } from "./suite.js";

export function conformanceSuite(options) {
  return conformanceSuiteWith({
    describe: (name, fn) => describe(name, fn),
    pass: (name, fn) => test(name, fn),
    todo: (name, reason, fn) => test(name, { todo: reason }, fn),
    skip: (name, reason) => test(name, { skip: reason }),
  }, options);
}
