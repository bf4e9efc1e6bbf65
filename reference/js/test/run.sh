#!/usr/bin/env bash
# The npm package, tested where its users run it (tools/run-tests.sh runs
# this in CI):
#   1. npm run build (the WebAssembly build, then dist/), and npm pack;
#   2. the tarball installed offline into an empty folder;
#   3. the installed package certified by the conformance runner through the
#      Node adapter, exactly as the native reference testee is: the same
#      certificates with the same case counts, every one CERTIFIED; and every
#      slug of the corpus read exactly as `slug decode` reads it, both
#      profiles, byte for byte;
#   4. README.md's JavaScript examples run there as consumers: ES module,
#      CommonJS, TypeScript (tsc --noEmit --strict, typescript from npm) and
#      the node:test diff of a player against the reference;
#   5. the module's memory stays flat over a million calls, and no random
#      input or model makes any function throw;
#   6. a plain page that imports the package, in headless Chromium
#      (browser.mjs), with screenshots; README's esbuild recipe; an app
#      built with no configuration by each of Vite, webpack, Rollup and
#      esbuild, and a plain module script, in Chromium and Firefox ESR
#      (bundlers.mjs).
# Everything it writes is under build/js/: the tarball, the reports, the
# consumer folder, page-1280.png and page-390.png.
#
#   reference/js/test/run.sh NATIVE_BUILD
#
# NATIVE_BUILD: a native build tree of the project, whose slugspec-conformance,
# reference_testee and slug are compared with (CI: the g++ package tree).
set -euo pipefail
(($# == 1)) || { echo "usage: $0 NATIVE_BUILD" >&2; exit 2; }
native=$(realpath "$1")
runner=$native/conformance/runner/slugspec-conformance
native_testee=$native/conformance/testees/reference_testee
slug=$native/tools/slug
cd "$(dirname "$0")/../../.."
root=$PWD
out=$root/build/js
consumer=$out/consumer
step() { echo "--- $*"; }

step "npm run build: the WebAssembly reference and dist/"
(cd reference/js && npm run build --silent)

step "npm pack"
rm -f "$out"/slugspec-*.tgz
mkdir -p "$out"
tarball=$out/$(cd reference/js && npm pack --silent --pack-destination "$out" | tail -n 1)
wasm=reference/js/dist/slugspec.wasm
echo "tarball $(stat -c %s "$tarball") bytes; slugspec.wasm $(stat -c %s "$wasm") bytes," \
  "$(gzip -9c "$wasm" | wc -c) gzipped"
# What a page loads for each entry point (its ES module, one bundle, and its
# .wasm), each file gzipped apart as a server sends it.
for entry_dir in reference/js/dist reference/js/dist/*/; do
  entry_dir=${entry_dir%/}
  total=0
  for f in index.mjs slugspec.wasm; do total=$((total + $(gzip -9c "$entry_dir/$f" | wc -c))); done
  inline=$(gzip -9c "$entry_dir/inline.mjs" | wc -c)
  echo "  entry slugspec${entry_dir#reference/js/dist}: slugspec.wasm $(stat -c %s "$entry_dir/slugspec.wasm") bytes;" \
    "what a page loads, gzipped: $total bytes ($inline bytes from .../inline)"
done

step "installed offline into an empty folder"
rm -rf "$consumer"
mkdir -p "$consumer"
echo '{ "name": "consumer", "private": true, "type": "module" }' > "$consumer/package.json"
(cd "$consumer" && npm install --offline --no-audit --no-fund --ignore-scripts --no-package-lock \
  --loglevel=error "$tarball")
installed=$consumer/node_modules/slugspec

step "certified by the runner as the native reference is"
"$runner" --quiet --fail-on-recommended --json "$out/native-report.json" -- "$native_testee" | tail -n 1
"$runner" --quiet --fail-on-recommended --json "$out/package-report.json" \
  -- node "$root/reference/js/test/testee.cjs" "$installed" | tail -n 1
node reference/js/test/same-certificates.mjs "$out/native-report.json" "$out/package-report.json"
# Each format's own entry point (slugspec/<format>, its own module), as its
# users require it: certified on its format as the native reference is.
for entry_dir in "$installed"/dist/*/; do
  entry=$(basename "$entry_dir")
  "$runner" --quiet --fail-on-recommended --json "$out/package-$entry-report.json" \
    -- node "$root/reference/js/test/testee.cjs" "$installed" "$entry" | tail -n 1
  node reference/js/test/same-certificates.mjs "$out/native-report.json" "$out/package-$entry-report.json" \
    --formats-of-package
done
node reference/js/test/same-readings.mjs "$slug" "$installed" corpus

step "README.md's JavaScript examples, as consumers of the installed package"
# The player of the node:test example: the independent implementation.
cp -r conformance/adapters/node "$consumer/player"
mapfile -t examples < <(node reference/js/test/extract-consumers.mjs README.md "$consumer")
typescript=$out/tools/node_modules/typescript/bin/tsc
if [[ ! -x $typescript ]]; then
  npm install --prefix "$out/tools" --no-audit --no-fund --loglevel=error typescript@5.6.3 > /dev/null
fi
cat > "$consumer/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "noEmit": true, "module": "nodenext", "moduleResolution": "nodenext",
                       "target": "es2022", "lib": ["es2022", "dom"], "types": [] } }
JSON
for example in "${examples[@]}"; do
  echo "$example"
  case $example in
    *.test.mjs) (cd "$consumer" && node --test --test-reporter=dot "$example") ;;
    *.ts) (cd "$consumer" && "$typescript" -p tsconfig.json) ;;
    *) (cd "$consumer" && node "$example") ;;
  esac
done
(cd "$consumer" && node "$root/reference/js/test/manual.mjs")
(cd "$consumer" && node "$root/reference/js/test/load-failures.mjs" "$root/corpus")
# A TypeScript check that cannot fail is no check: a wrong model must not
# compile, for the reason the check is about (the version's type), and the
# same file with the model right must.
first_format=$(node -e 'console.log(require(process.argv[1]).formats()[0].name)' "$installed")
for version in '"v1"' 1; do
  printf 'import { encode } from "slugspec";\nencode({ format: "%s", version: %s });\n' "$first_format" "$version" \
    > "$consumer/wrong.ts"
  if (cd "$consumer" && "$typescript" --strict --noEmit --module nodenext --moduleResolution nodenext \
        wrong.ts > "$out/wrong-ts.txt"); then
    [[ $version == '"v1"' ]] || { echo "tsc accepted a model whose version is a number" >&2; exit 1; }
  elif [[ $version == '"v1"' ]] || ! grep -q "Type 'number' is not assignable to type 'string'" "$out/wrong-ts.txt"; then
    cat "$out/wrong-ts.txt" >&2
    echo "tsc did not fail (only) on the version's type" >&2
    exit 1
  fi
done
rm "$consumer/wrong.ts"

step "memory over a million calls; no input throws"
node reference/js/test/memory.cjs "$installed" 1000000
node reference/js/test/never-throws.cjs "$installed" 10000

step "a plain page in headless Chromium"
node reference/js/test/browser.mjs "$consumer" "$root/corpus" "$out"
# README's esbuild recipe, with the esbuild the package builds with (its
# devDependency, pinned in reference/js/package-lock.json).
node reference/js/test/esbuild-page.mjs "$consumer" "$root/reference/js" "$out"

step "bundled with no configuration: Vite, webpack, Rollup, esbuild, a plain module script; Chromium and Firefox"
# The bundlers, pinned in test/bundlers/package-lock.json, installed once
# (npm ci, skipped while node_modules matches the lockfile). After the
# plain page: the apps decode one of its samples (page/samples.json).
# Firefox is driven through the npm runner's driver, whose WebSocket is its
# pinned ws (conformance/js's lockfile), not there yet in a fresh clone.
node --input-type=module -e 'import { installLockedDependencies } from "./tools/js/package-build.mjs";
  installLockedDependencies("reference/js/test/bundlers");
  installLockedDependencies("conformance/js");'
node reference/js/test/bundlers.mjs "$consumer" "$root/reference/js/test/bundlers" "$out"
