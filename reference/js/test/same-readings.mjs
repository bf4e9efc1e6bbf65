// node same-readings.mjs SLUG PACKAGE_DIR CORPUS_DIR
// The package reads every slug of the corpus exactly as `slug decode` (the
// native command line, SLUG) does, in both profiles: the same model, key
// for key in the same order, or the same rejection, code, offset and
// message. This pins the package's own half of the JSON mapping (src/
// wire.js) to the native one, byte for byte. Slugs with a line break are
// left out: `slug decode` reads one slug a line.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const [slugProgram, packageDir, corpus] = process.argv.slice(2).map((p) => resolve(p));
const slugspec = createRequire(join(packageDir, "package.json"))(packageDir);

const slugs = [];
let leftOut = 0;
for (const f of slugspec.formats()) {
  for (const file of readdirSync(join(corpus, f.name)).filter((n) => n.endsWith(".jsonl"))) {
    for (const line of readFileSync(join(corpus, f.name, file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const { slug } = JSON.parse(line);
      if (/[\r\n]/.test(slug)) leftOut++;
      else slugs.push(slug);
    }
  }
}
let compared = 0;
for (const profile of ["strict", "lenient"]) {
  // (Exit status 1: some slug rejected, as expected of the corpus.)
  const run = spawnSync(slugProgram, ["decode", `--${profile}`], {
    input: slugs.join("\n") + "\n", maxBuffer: 1 << 30, encoding: "utf8",
  });
  assert.ok(run.status === 0 || run.status === 1, `slug decode: exit ${run.status}: ${run.stderr}`);
  const native = run.stdout.split("\n");
  assert.equal(native.length, slugs.length + 1, "one line of answer a slug");
  slugs.forEach((slug, i) => {
    const answer = slugspec.decode(slug, { profile });
    const mine = JSON.stringify(answer.error ? { error: answer.error } : answer.model);
    // The native line, written again by JavaScript: the same keys in the same
    // order and the same values make the same text, whichever characters
    // either side escapes (protobuf's printer writes '<' as \u003c).
    if (mine !== JSON.stringify(JSON.parse(native[i]))) assert.fail(`${profile} ${JSON.stringify(slug)}:\n  slug decode: ${native[i]}\n  package:     ${mine}`);
    compared++;
  });
}
console.log(`same readings: ${compared} decodes (${slugs.length} corpus slugs, both profiles) identical to slug decode; ` +
  `${leftOut} slugs with a line break left out`);
