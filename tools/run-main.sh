#!/usr/bin/env bash
# The main job (README.md, first command): builds the `slug` command line and
# decodes the sudoku player's own example link.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh

log=build/run-main.log
mkdir -p build
if ! { cmake --preset default && cmake --build --preset default --target slug; } >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi

slug=build/default/tools/slug
link='UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g='
echo "\$ slug decode $link"
"$slug" decode "$link"
echo
echo "\$ slug render $link"
"$slug" render "$link"
echo
echo "\$ slug validate --lenient '${link/+/ }'   # the '+' a query string turned into a space"
"$slug" validate --lenient "${link/+/ }"
