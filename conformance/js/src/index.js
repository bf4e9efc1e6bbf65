// certify(): a whole conformance run of a JavaScript codec, in process, as
// data for a test runner: each case's result, the certificates, the
// summary. The node:test and vitest suites (suite.js) are built on it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCommand } from "./runner.js";
import { testeeOf } from "./testee.js";

export { testeeOf };

/** The answer of a function that does not support the request at hand: its case is skipped, and its role INCOMPLETE. */
export function skipped(reason = "") {
  return { [Symbol.for("slugspec.skipped")]: true, reason };
}

/** A rejection with an error code of spec/errors.md, for decode, encode and levelCode to throw or return. */
export function rejection(code, offset = 0, message = "") {
  return { [Symbol.for("slugspec.rejection")]: true, code, offset, message };
}

// The reports certify() reads back; the caller names the others.
const OWN_OUTPUTS = new Set(["--results", "--summary", "--json"]);

function readLines(path) {
  return readFileSync(path, "utf8").split("\n").filter((line) => line !== "").map((line) => JSON.parse(line));
}

/**
 * Runs the conformance cases against a codec: `module` (a path, imported
 * on a thread of its own, with time and memory limits) or `codec` (the
 * object itself, which answers on the caller's thread, without limits), with the runner's own options in `args`
 * (["--cases", "10", "--expected-failures", "known.txt", "--html", "r.html"]).
 * Resolves to the run; rejects when the run could not happen (exit status
 * 2: the runner says why on standard error).
 */
export async function certify({ module, codec, args = [], json } = {}) {
  if ((module == null) === (codec == null)) throw new TypeError("certify() needs `module` (a path) or `codec` (an object)");
  for (const a of args) {
    if (OWN_OUTPUTS.has(a) || a === "--module") throw new TypeError(`certify() sets ${a} itself; pass { json } for the JSON report`);
  }
  if (codec != null) testeeOf(codec);  // a codec of the wrong shape is a TypeError here, not a run
  const named = module != null ? String(module) : "YOUR-CODEC.js";
  const dir = mkdtempSync(join(tmpdir(), "slugspec-conformance-"));
  try {
    const jsonPath = json ?? join(dir, "report.json");
    const own = ["--quiet", "--results", join(dir, "results.jsonl"), "--summary", join(dir, "summary.txt"), "--json", jsonPath];
    const status = await runCommand([...args, ...own, "--module", named], module != null ? { module } : { codec });
    if (status === 2 || status > 128) {
      throw new Error(`slugspec-conformance could not run (exit status ${status}); it says why on standard error`);
    }
    const report = JSON.parse(readFileSync(jsonPath, "utf8"));
    const certificates = report.certificates.map((c) => ({
      format: c.format, version: c.version, role: c.role, status: c.status, certified: c.certified, line: c.line,
    }));
    return {
      status,
      pass: status === 0,
      certified: status === 0 && certificates.length > 0 && certificates.every((c) => c.certified),
      testee: `${report.testee.name}${report.testee.version ? " " + report.testee.version : ""}`,
      summary: readFileSync(join(dir, "summary.txt"), "utf8"),
      cases: readLines(join(dir, "results.jsonl")),
      certificates,
      corpusSha256: report.corpus_sha256,
      report,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
