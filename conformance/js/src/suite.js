// One test per case, named by its id, in the user's own test runner, and one
// test that fails unless the whole run certifies. What a case's test does:
//   passed                         passes
//   failed at REQUIRED             fails, with the runner's own text: the
//                                  problem, expected against received, the
//                                  requirements and where the spec states
//                                  them, and the rerun command
//   failed at RECOMMENDED          a todo (reported, not failing) unless
//                                  failOnRecommended, as in the runner
//   listed as expected failure     a todo
//   skipped                        skipped, with the reason
// `api` adapts the test runner: describe(name, fn), pass(name, fn),
// todo(name, reason, fn), skip(name, reason).
import { certify } from "./index.js";

/** Certifies as `options` say (certify(), and failOnRecommended), then defines the tests with `api`. */
export async function conformanceSuiteWith(api, options = {}) {
  const { failOnRecommended = false, ...rest } = options;
  const args = [...(rest.args ?? []), ...(failOnRecommended ? ["--fail-on-recommended"] : [])];
  const run = await certify({ ...rest, args });
  defineSuite(run, api, { failOnRecommended });
  return run;
}

export function defineSuite(run, api, { failOnRecommended = false } = {}) {
  const groups = new Map();
  for (const c of run.cases) {
    const key = `${c.format} ${c.version} ${c.check}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(c);
  }
  api.describe(`slugspec conformance: ${run.testee}`, () => {
    for (const [group, cases] of groups) {
      api.describe(group, () => {
        for (const c of cases) {
          const failure = () => {
            throw new Error(`${c.level} failed: ${c.problem}\n${c.details ?? ""}`);
          };
          if (c.status === "passed") {
            api.pass(c.id, () => {});
          } else if (c.status === "skipped") {
            api.skip(c.id, c.problem || "skipped");
          } else if (c.status === "expected failure") {
            api.todo(c.id, "listed in the expected failures", failure);
          } else if (c.level === "RECOMMENDED" && !failOnRecommended) {
            api.todo(c.id, `RECOMMENDED failed: ${c.problem}`, failure);
          } else {
            api.pass(c.id, failure);
          }
        }
      });
    }
    api.pass("certified", () => {
      if (!run.certified) throw new Error(`not certified (exit status ${run.status}):\n\n${run.summary}`);
    });
  });
}
