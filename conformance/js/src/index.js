// certify(): a whole conformance run of a JavaScript codec (in process) or
// of a page (in a headless browser), as data for a test runner: each
// case's result, the certificates, the summary. The node:test and vitest
// suites (suite.js) are built on it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testeeOfArgs } from "./command-testee.js";
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
// What names the testee: certify()'s own options, not `args`.
const TESTEE_OPTIONS = new Set(["--module", "--browser", "--global", "--engine", "--declare", "--read", "--jobs",
  "--quiet-ms"]);

// The command line of a page's codec, and of a page's address bar.
function browserArgs({ url, global, engine = "chromium" }) {
  return ["--browser", String(url), ...(global != null ? ["--global", String(global)] : []), "--engine", String(engine)];
}
function pageArgs({ url, declare, read, jobs, quietMs, engine = "chromium" }) {
  const out = ["--browser", String(url), "--engine", String(engine)];
  for (const d of [declare ?? []].flat()) out.push("--declare", String(d));
  if (read != null) out.push("--read", String(read));
  if (jobs != null) out.push("--jobs", String(jobs));
  if (quietMs != null) out.push("--quiet-ms", String(quietMs));
  return out;
}

function readLines(path) {
  return readFileSync(path, "utf8").split("\n").filter((line) => line !== "").map((line) => JSON.parse(line));
}

/**
 * Runs the conformance cases against a codec: `module` (a path, imported
 * on a thread of its own, with time and memory limits) or `codec` (the
 * object itself, which answers on the caller's thread, without limits); or
 * against a page in a headless browser: `browser` ({url, global, engine}:
 * the codec the page exposes as window[global]) or `page` ({url, declare,
 * read, jobs, quietMs, engine}: the page read through its address bar,
 * {slug} in url). The runner's own options go in `args` (["--cases", "10",
 * "--expected-failures", "known.txt", "--html", "r.html"]). Resolves to
 * the run; rejects when the run could not happen (exit status 2: the
 * runner says why on standard error), and with a TypeError for options
 * the command line would refuse.
 */
export async function certify({ module, codec, browser, page, args = [], json } = {}) {
  const given = [module, codec, browser, page].filter((t) => t != null).length;
  if (given !== 1) {
    throw new TypeError("certify() needs one of `module` (a path), `codec` (an object), `browser` ({url, global}) " +
      "or `page` ({url, declare, read})");
  }
  for (const a of args) {
    if (OWN_OUTPUTS.has(a) || TESTEE_OPTIONS.has(a)) {
      throw new TypeError(`certify() sets ${a} itself; pass { json } for the JSON report, the testee as an option`);
    }
  }
  if (codec != null) testeeOf(codec);  // a codec of the wrong shape is a TypeError here, not a run
  const named = module != null ? String(module) : "YOUR-CODEC.js";
  const testeeArgs = browser != null ? browserArgs(browser) : page != null ? pageArgs(page) : ["--module", named];
  let testee = module != null ? { module } : { codec };
  if (browser != null || page != null) {
    testee = await testeeOfArgs(testeeArgs);
    if (testee.refused) throw new TypeError(`certify(): ${testee.refused}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "slugspec-conformance-"));
  try {
    const jsonPath = json ?? join(dir, "report.json");
    const own = ["--quiet", "--results", join(dir, "results.jsonl"), "--summary", join(dir, "summary.txt"), "--json", jsonPath];
    const status = await runCommand([...args, ...own, ...testeeArgs], testee);
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
