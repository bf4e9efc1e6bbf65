#!/usr/bin/env bash
# The specification's static site (tools/site/build.mjs), with its
# playground running the WebAssembly reference:
#
#   tools/build-site.sh OUTDIR
#
# Installs what it needs (tools/bootstrap.sh --web: Debian's markdown-it and
# highlight.js, emscripten), builds what the playground loads of the npm
# package reference/js (the whole reference's WebAssembly and classic script,
# into build/site-js/; tools/build-wasm.sh rebuilds only what changed), then
# writes the site into OUTDIR (replaced whole). Open OUTDIR/index.html in a
# browser, or serve OUTDIR from any static host.
set -euo pipefail
(($# == 1)) || { echo "usage: $0 OUTDIR" >&2; exit 2; }
out=$1
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh --web
# The playground's reference: the whole reference's module alone, as a
# classic script (reference/js/build.mjs --site), not the whole package.
(cd reference/js && node build.mjs --site "$PWD/../../build/site-js") > /dev/null
node tools/site/build.mjs "$out"
