import type { CertifyOptions, Run } from "./index.js";

export interface SuiteOptions extends CertifyOptions {
  /** RECOMMENDED failures fail their tests and the run, as the runner's --fail-on-recommended. */
  failOnRecommended?: boolean;
}

/** Runs the cases, then defines one test per case (named by its id) and a "certified" test. */
export function conformanceSuite(options: SuiteOptions): Promise<Run>;
