// The conformance run as vitest tests (suite.js), in a test file:
//
//   import { conformanceSuite } from "slugspec-conformance/vitest";
//   await conformanceSuite({ module: "./my-codec.js" });
//
// vitest is the user's (a peer dependency). A todo of vitest has no body, so
// a RECOMMENDED failure shows as a todo without its text: the certified
// test's message and the run's summary have it.
import { describe, test } from "vitest";
import { conformanceSuiteWith } from "./suite.js";

export function conformanceSuite(options) {
  return conformanceSuiteWith({
    describe: (name, fn) => describe(name, fn),
    pass: (name, fn) => test(name, fn),
    todo: (name) => test.todo(name),
    skip: (name) => test.skip(name, () => {}),
  }, options);
}
