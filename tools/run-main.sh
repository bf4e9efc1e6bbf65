#!/usr/bin/env bash
# The main job (README.md, first command): builds what it runs (the `slug`
# command line, the conformance runner and the reference testee), decodes the
# sudoku player's own example link, a pentomino board and the santorini
# post's example position, then certifies the
# bundled testees: the reference library and the independent JavaScript
# implementation, and last builds the spec's site (tools/build-site.sh
# build/site, its longest step: the WebAssembly playground), whose address
# it prints. Works from a fresh clone; CI runs it first,
# before anything else has built.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh

log=build/run-main.log
mkdir -p build
if ! { cmake --preset default && cmake --build --preset default --target slug slugspec-conformance reference_testee; } >"$log" 2>&1; then
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

board='P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166'
echo
echo "\$ slug render $board   # pentominoes on a projective plane"
"$slug" render "$board"
legacy='6.10V10.0I10.6W01.4T11.9Z62.1F62.6N33.3X03.8Y34.2P74.5L75.1U05.8'
echo
echo "\$ slug upgrade $legacy   # a v1 link of September 2023"
"$slug" upgrade "$legacy"

post='san2_dhawauacascttttuzq'
echo
echo "\$ slug decode $post   # the example of the post \"Storing Santorini Positions\""
"$slug" decode "$post"
"$slug" render "$post"

triplex='tpx1s_4x2_24d'
echo
echo "\$ slug render $triplex   # the 4 x 2 worked example of the Triplex notes, and its level code"
"$slug" render "$triplex"
"$slug" code "$triplex"

tetris='tet1h_10x10_IEwGUJMGkkyQYIcGWCRBCciuRGYzEBSMpJU'
echo
echo "\$ slug render $tetris   # the Tetris timer article's finished board, and its occupancy"
"$slug" render "$tetris"
"$slug" convert --to occupancy "$tetris"

# Where the spec's site will be (built last, below: the certificates come
# first): the reports link each requirement a failure breaks to its anchor
# there.
site=$(node -e 'console.log(require("node:url").pathToFileURL(process.argv[1]).href + "/")' "$PWD/build/site")

runner=build/default/conformance/runner/slugspec-conformance
echo
echo "\$ slugspec-conformance -- reference_testee   # the reference must pass everything"
"$runner" --quiet --fail-on-recommended --json build/reference-report.json \
  -- build/default/conformance/testees/reference_testee
echo
echo "\$ slugspec-conformance -- node conformance/adapters/node/testee.js   # an independent implementation"
"$runner" --quiet --expected-failures conformance/adapters/node/expected-failures.txt --fail-on-recommended \
  --spec-url "$site" --json build/node-report.json --html build/node-report.html -- node conformance/adapters/node/testee.js

# The spec as a site, with the playground (the WebAssembly reference): the
# longest step from a fresh clone, so after the certificates.
echo
echo "\$ tools/build-site.sh build/site   # the spec as a static site, with the playground"
bash tools/build-site.sh build/site
echo
echo "The spec site: ${site}index.html (open it in a browser; the playground is ${site}playground.html)"
