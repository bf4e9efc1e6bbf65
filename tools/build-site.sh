#!/usr/bin/env bash
# The specification's static site (tools/site/build.mjs), with its
# playground running the WebAssembly reference:
#
#   tools/build-site.sh OUTDIR
#
# Installs what it needs (tools/bootstrap.sh --web: Debian's markdown-it and
# highlight.js, emscripten), builds the npm package reference/js (its
# WebAssembly, tools/build-wasm.sh) unless it is built and up to date, then
# writes the site into OUTDIR (replaced whole). Open OUTDIR/index.html in a
# browser, or serve OUTDIR from any static host.
set -euo pipefail
(($# == 1)) || { echo "usage: $0 OUTDIR" >&2; exit 2; }
out=$1
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh --web
(cd reference/js && npm run build --silent) > /dev/null
node tools/site/build.mjs "$out"
