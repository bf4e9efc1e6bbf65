#!/usr/bin/env bash
# The spec site, built and checked in headless Chromium (tools/run-tests.sh
# runs this in CI): tools/build-site.sh build/site, then site-test.mjs over
# it, from file:// and from a static server, and playground-markup.mjs in
# Chromium and Firefox ESR; the screenshots (the playground
# with a valid and a rejected link, pages at 1,280 and 390 pixels) go to
# build/site-test/, CI's artefacts.
set -euo pipefail
cd "$(dirname "$0")/../../.."
bash tools/build-site.sh build/site
rm -rf build/site-test
node tools/site/test/site-test.mjs build/site corpus build/site-test
# Markup typed or linked into the playground, in Chromium and Firefox ESR
# (Firefox through the npm runner's driver, whose WebSocket is its pinned
# ws: installed from its lockfile when it is not there yet).
node -e 'import("./tools/js/package-build.mjs").then((m) => m.installLockedDependencies("conformance/js"))'
node tools/site/test/playground-markup.mjs build/site corpus build/site-test
du -sh build/site | sed 's/\t.*/ the whole site/'
