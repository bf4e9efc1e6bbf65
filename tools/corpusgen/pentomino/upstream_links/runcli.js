#!/usr/bin/env node
// Run every slug of links.jsonl through our CLI in batch mode, in the four modes
// (decode, decode --lenient, upgrade, upgrade --lenient), and write cli.jsonl:
// one object per link, same order: {decode, decodeLenient, upgrade, upgradeLenient}
// (each the parsed JSON answer, or {slug: "..."} for an upgrade that succeeded).
// The upgraded slugs are also decoded (strict) and written as {upgradedDecode}.
"use strict";
const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");

// The CLI under test: SLUG_BIN, else the default preset's build of this
// repository.
const SLUG = process.env.SLUG_BIN || path.join(__dirname, "../../../../build/default/tools/slug");
const links = fs.readFileSync(path.join(__dirname, "links.jsonl"), "utf8").trim().split("\n").map(JSON.parse);

function batch(argv, inputs) {
  const r = spawnSync(SLUG, argv, { input: inputs.join("\n") + "\n", maxBuffer: 1 << 30 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`${SLUG} ${argv.join(" ")}: exit ${r.status}: ${r.stderr}`);
  const lines = r.stdout.toString().split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  if (lines.length !== inputs.length) throw new Error(`${argv.join(" ")}: ${lines.length} answers for ${inputs.length} inputs`);
  return lines.map((l) => (l.startsWith("{") ? JSON.parse(l) : { slug: l }));
}

const slugs = links.map((l) => (l.slug === undefined ? "" : l.slug));
const res = {
  decode: batch(["decode"], slugs),
  decodeLenient: batch(["decode", "--lenient"], slugs),
  upgrade: batch(["upgrade"], slugs),
  upgradeLenient: batch(["upgrade", "--lenient"], slugs),
};
const upSlugs = res.upgradeLenient.map((u) => u.slug || "");
res.upgradedDecode = batch(["decode"], upSlugs);
const out = links.map((_, i) => {
  const o = {};
  for (const k of Object.keys(res)) o[k] = res[k][i];
  return o;
});
fs.writeFileSync(path.join(__dirname, "cli.jsonl"), out.map((o) => JSON.stringify(o)).join("\n") + "\n");
console.error(`ran ${links.length} slugs through ${SLUG} (5 batches) -> cli.jsonl`);
