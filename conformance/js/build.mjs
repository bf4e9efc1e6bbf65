// npm run build: the npm runner from a fresh clone, into dist/, corpus/ and
// spec/ (tools/build-wasm.sh builds the WebAssembly first):
//   dist/slugspec-conformance.wasm, dist/runner.cjs, dist/runner.worker.cjs
//                     the runner's command, compiled from conformance/
//                     runner's C++ sources with threads, emscripten's glue
//                     and its threads' script
//   dist/serve.cjs    the Node adapter's answerer (conformance/adapters/
//                     node/serve.js): the same answers in process as there
//   dist/*.js, *.d.ts the package (src/)
//   corpus/           the golden corpus the runner was built with, its JSON
//                     Schema, and SHA256 (the hash it refuses any other by)
//   spec/             the spec's documents, for the requirements' places,
//                     and the models' .proto files
//   node_modules/ws   `npm ci`: bundled in the tarball
// Nothing is published: `npm pack` makes the tarball.
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { installLockedDependencies, preparePackageBuild } from "../../tools/js/package-build.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const wasmDir = join(root, "build", "wasm-threads", "conformance", "js", "wasm");

const packageVersion = preparePackageBuild(root, here, "wasm-threads");
// `ws`, which the Firefox engine speaks WebDriver BiDi on, is bundled in
// the tarball (bundleDependencies): a player's CI installs it offline.
installLockedDependencies(here);

function filesBelow(dir, test) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesBelow(path, test));
    else if (test(entry.name)) out.push(path);
  }
  return out;
}

// The corpus's hash as the runner computes it (cmake/corpus_sha256.cmake):
// every .jsonl file, in byte order of their paths, concatenated. It must be
// the one the runner was built with, or the package could not run at all.
const corpusFiles = filesBelow(join(root, "corpus"), (name) => name.endsWith(".jsonl"))
  .map((path) => relative(join(root, "corpus"), path))
  .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
const hash = createHash("sha256");
for (const f of corpusFiles) hash.update(readFileSync(join(root, "corpus", f)));
const corpusSha256 = hash.digest("hex");
const built = readFileSync(join(root, "build", "wasm-threads", "conformance", "runner", "gen", "conformance", "runner", "built_corpus.h"), "utf8");
if (!built.includes(`"${corpusSha256}"`)) throw new Error(`the runner was built with another corpus than ${corpusSha256}`);

// Written beside, then renamed into place: nothing is half-written.
const stage = (name) => {
  const next = join(here, `${name}.next`);
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  return next;
};
const commit = (name) => {
  rmSync(join(here, name), { recursive: true, force: true });
  renameSync(join(here, `${name}.next`), join(here, name));
};

const dist = stage("dist");
copyFileSync(join(wasmDir, "slugspec-conformance.wasm"), join(dist, "slugspec-conformance.wasm"));
copyFileSync(join(wasmDir, "slugspec-conformance.js"), join(dist, "runner.cjs"));
copyFileSync(join(wasmDir, "slugspec-conformance.worker.js"), join(dist, "runner.worker.cjs"));
copyFileSync(join(root, "conformance", "adapters", "node", "serve.js"), join(dist, "serve.cjs"));
for (const f of readdirSync(join(here, "src"))) copyFileSync(join(here, "src", f), join(dist, f));
for (const name of ["node-test", "vitest"]) copyFileSync(join(here, "src", "suite.d.ts"), join(dist, `${name}.d.ts`));

const corpus = stage("corpus");
for (const f of corpusFiles) {
  mkdirSync(dirname(join(corpus, f)), { recursive: true });
  copyFileSync(join(root, "corpus", f), join(corpus, f));
}
copyFileSync(join(root, "corpus", "vector.schema.json"), join(corpus, "vector.schema.json"));
copyFileSync(join(root, "corpus", "README.md"), join(corpus, "README.md"));
writeFileSync(join(corpus, "SHA256"), `${corpusSha256}\n`);

const spec = stage("spec");
for (const f of readdirSync(join(root, "spec")).filter((f) => f.endsWith(".md"))) {
  copyFileSync(join(root, "spec", f), join(spec, f));
}
mkdirSync(join(spec, "proto", "slugspec"), { recursive: true });
for (const f of readdirSync(join(root, "spec", "proto", "slugspec")).filter((f) => f.endsWith(".proto"))) {
  copyFileSync(join(root, "spec", "proto", "slugspec", f), join(spec, "proto", "slugspec", f));
}
copyFileSync(join(root, "LICENSE"), join(here, "LICENSE"));

commit("dist");
commit("corpus");
commit("spec");
console.log(`slugspec-conformance ${packageVersion}: ${corpusFiles.length} corpus files, sha256:${corpusSha256}`);
