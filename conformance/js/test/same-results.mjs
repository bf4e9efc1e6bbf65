// node same-results.mjs [--subset] A.jsonl B.jsonl
// Two runs' --results, case by case: the same cases in the same order, each
// with the same status, failing level and problem. Prints how many cases
// agreed; exits 1 on the first ten differences.
import { readFileSync } from "node:fs";

const read = (path) => readFileSync(path, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
// A protocol error quotes the testee's answer line, which holds the
// request's id: the transport's number (a session counts requests across
// restarts, in process each case is one request), and with it the byte
// offsets into that line. Both are left out of the comparison.
const withoutIds = (problem) =>
  problem.replace(/\\x22id\\x22:\\x22[0-9]+\\x22/g, "\\x22id\\x22:ID").replace(/\(at byte [0-9]+\)/g, "(at byte N)");
// With --subset, B is a filtered run: A's cases are taken only where B has
// their id (in A's order, which a filter keeps).
const subset = process.argv[2] === "--subset";
let [a, b] = process.argv.slice(subset ? 3 : 2).map(read);
if (subset) {
  const ids = new Set(b.map((c) => c.id));
  a = a.filter((c) => ids.has(c.id));
}
const differences = [];
if (a.length !== b.length) differences.push(`${a.length} cases against ${b.length}`);
for (let i = 0; i < Math.min(a.length, b.length) && differences.length < 10; ++i) {
  for (const key of ["id", "status", "level", "problem"]) {
    const same = key === "problem" ? withoutIds(a[i][key]) === withoutIds(b[i][key]) : a[i][key] === b[i][key];
    if (!same) {
      differences.push(`case ${i} ${a[i].id}: ${key} ${JSON.stringify(a[i][key])} against ${JSON.stringify(b[i][key])}`);
      break;
    }
  }
}
if (differences.length > 0) {
  console.error(differences.join("\n"));
  process.exit(1);
}
const failed = a.filter((c) => c.status === "failed").length;
console.log(`${a.length} cases, each with the same outcome (${failed} failed in both)`);
