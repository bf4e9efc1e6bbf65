// Checks the verdicts of a run of address-page.html (conformance/js/test/
// run.sh): its misbehaviour each link, read from the failing cases' page
// output ("mischief: KIND"), must have failed with the verdict it earns,
// and a dialog and a slow page must not have failed at all.
//
//   node address-mischiefs.mjs REPORT.json
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync(process.argv[2], "utf8"));
const verdicts = {
  unsettled: /the page did not settle within/,
  throw: /the page did not settle within .*--read last gave null/,
  navigate: /the page did not settle within \d+ ms \(2 loads/,
  // (Three loads or more: a machine under load reloads fewer times in the
  // limit; a page that loads twice is navigate's.)
  reload: /the page did not settle within .*\b([3-9]|\d\d+) loads/,
  loop: /no answer within 5000 ms/,
  "other-format": /shows a link the reference does not read/,
};
// Those that fail every case they meet, whatever it expects.
const always = ["unsettled", "throw", "navigate", "reload", "loop"];
const seen = new Map();
const wrong = [];
for (const c of report.cases) {
  if (c.status !== "failed") continue;
  const tail = c.outcome?.stderr_tail ?? "";
  const kinds = new Set([...tail.matchAll(/mischief: ([a-z-]+)/g)].map((m) => m[1]));
  const [kind] = kinds;
  const problem = c.outcome?.problem ?? c.problem ?? "";
  if (!kind) {
    wrong.push(`${c.id} failed with no misbehaviour: ${problem}`);
    continue;
  }
  // (One link, one misbehaviour: two say the page lost its turn, and the
  // verdict cannot be laid at either.)
  if (kinds.size > 1) {
    wrong.push(`${c.id} met ${[...kinds].join(" and ")}: address-page.html lost the link's turn`);
    continue;
  }
  seen.set(kind, (seen.get(kind) ?? 0) + 1);
  if (!verdicts[kind]) wrong.push(`${c.id} (${kind}) failed: ${problem}`);
  else if (!verdicts[kind].test(problem)) wrong.push(`${c.id} (${kind}): ${problem}`);
  if (kind === "throw" && !tail.includes("uncaught: Error: the player failed while loading")) {
    wrong.push(`${c.id} (throw) does not keep the page's uncaught error`);
  }
}
for (const kind of always) if (!seen.has(kind)) wrong.push(`no case met "${kind}": the run proves nothing of it`);
if (wrong.length > 0) {
  console.error(wrong.join("\n"));
  process.exit(1);
}
console.log(`misbehaving pages: ${[...seen].map(([k, n]) => `${k} ${n}`).join(", ")} failed as they should; ` +
  "a dialog and a slow page passed");
