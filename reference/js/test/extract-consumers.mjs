// node extract-consumers.mjs README.md OUTDIR
// Writes each fenced block of README.md whose info string is
// "js consumer=NAME" or "ts consumer=NAME" to OUTDIR/NAME, and prints the
// names: the README's JavaScript examples are the consumers CI runs, so that
// they cannot drift from what the package does.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [readme, outdir] = process.argv.slice(2);
const fence = /^```(?:js|ts) consumer=(\S+)\n([\s\S]*?)^```$/gm;
const names = [];
for (const [, name, body] of readFileSync(readme, "utf8").matchAll(fence)) {
  if (names.includes(name)) throw new Error(`${readme}: two consumer blocks named ${name}`);
  writeFileSync(join(outdir, name), body);
  names.push(name);
}
if (names.length === 0) throw new Error(`${readme}: no consumer blocks`);
console.log(names.join("\n"));
