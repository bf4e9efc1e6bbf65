#!/usr/bin/env bash
# Bundle the link decoders of the upstream apps into two ESM files for bench.mjs.
#
#   bundle.sh OUTDIR [--pentomino GIT] [--sudoku GIT]
#
# GIT is a git URL or a local git directory (e.g. a bare mirror). Upstream code
# is licensed by its authors and is not part of this repository, so it is
# cloned and bundled at run time into OUTDIR only; nothing here contains it.
# Writes OUTDIR/pentomino-upstream.mjs, OUTDIR/sudoku-upstream.mjs (each
# exporting decode(slug)) and OUTDIR/upstream.json (commits and versions).
set -euo pipefail

# Same esbuild pin as tools/corpusgen/pentomino/upstream_links.
ESBUILD_VERSION=0.28.2

usage() { echo "usage: $0 OUTDIR [--pentomino GIT] [--sudoku GIT]" >&2; exit 2; }
[[ $# -ge 1 && $1 != -* ]] || usage
out=$1; shift
pentomino_src=https://github.com/RheingoldRiver/pentominoes.git
sudoku_src=https://github.com/nickgirardo/sudoku.git
while [[ $# -gt 0 ]]; do
  case $1 in
    --pentomino) [[ $# -ge 2 ]] || usage; pentomino_src=$2; shift 2 ;;
    --sudoku)    [[ $# -ge 2 ]] || usage; sudoku_src=$2; shift 2 ;;
    *) usage ;;
  esac
done

here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Shallow clone of the default branch. A local directory goes through file://
# because git ignores --depth for plain-path clones.
clone() {  # clone SRC DEST
  local src=$1
  [[ -d $src ]] && src="file://$(cd "$src" && pwd)"
  git clone --quiet --depth 1 "$src" "$2"
}
clone "$pentomino_src" "$work/pentomino"
clone "$sudoku_src" "$work/sudoku"

# The pentomino decoder imports lodash; take the version upstream's lockfile
# pins rather than whatever is newest. The sudoku decoder has no dependencies.
lodash_version=$(node -e '
  const lock = require(process.argv[1]);
  process.stdout.write(lock.packages["node_modules/lodash"].version);
' "$work/pentomino/package-lock.json")

# Private tool folder under OUTDIR (own npm cache too), reused across runs.
tools=$out/tools
if ! [[ -x $tools/node_modules/.bin/esbuild ]] ||
   [[ $("$tools/node_modules/.bin/esbuild" --version) != "$ESBUILD_VERSION" ]] ||
   [[ $(node -p 'require(process.argv[1]).version' "$tools/node_modules/lodash/package.json" 2>/dev/null) != "$lodash_version" ]]; then
  npm install --prefix "$tools" --cache "$tools/npm-cache" --no-audit --no-fund \
    --loglevel=error "esbuild@$ESBUILD_VERSION" "lodash@$lodash_version" >&2
fi

# Bundle APP's entry (copied into the clone root so its relative import
# resolves to upstream's module). esbuild strips the types and links the import
# graph of that one module: the React UI is never reached. NODE_PATH lets
# esbuild find lodash in our tool folder without installing upstream's whole
# dependency tree. Runs in $work so the bundle's path comments are stable.
# Extra args lower the syntax to what upstream's own production build emits.
bundle() {  # bundle APP ESBUILD-ARGS...
  local app=$1; shift
  cp "$here/entry/$app.ts" "$work/$app/slugspec-entry.ts"
  (cd "$work" && NODE_PATH=$tools/node_modules "$tools/node_modules/.bin/esbuild" \
    "$app/slugspec-entry.ts" --bundle --format=esm --platform=node \
    --log-level=warning --outfile="$out/$app-upstream.mjs" "$@")
}
# Vite 4 builds for es2020 browsers; the repo's tsconfig.json (target ES2020) applies.
bundle pentomino --target=es2020
# webpack + ts-loader compile with the tsconfig base @tsconfig/recommended
# 1.0.1 (target ES2015), which is not installed here, so give esbuild its
# effect directly: ES2015 syntax, class fields as plain assignments.
bundle sudoku --target=es2015 \
  --tsconfig-raw='{"compilerOptions":{"useDefineForClassFields":false}}'

# Record exactly what was bundled.
node - "$out" "$work" "$pentomino_src" "$sudoku_src" "$ESBUILD_VERSION" "$lodash_version" <<'EOF'
const { execFileSync } = require("child_process");
const fs = require("fs");
const [out, work, pentominoSrc, sudokuSrc, esbuild, lodash] = process.argv.slice(2);
const git = (dir, ...args) => execFileSync("git", ["-C", dir, ...args]).toString().trim();
const app = (name, source, module, fn, deps) => ({
  source,
  commit: git(`${work}/${name}`, "rev-parse", "HEAD"),
  commit_date: git(`${work}/${name}`, "log", "-1", "--format=%cI"),
  module,
  decode: fn,
  dependencies: deps,
  bundle: `${name}-upstream.mjs`,
  bundle_bytes: fs.statSync(`${out}/${name}-upstream.mjs`).size,
});
const info = {
  pentomino: app("pentomino", pentominoSrc, "src/components/GameStateProvider/urlConfig.ts",
                 "deserializeUrl(slug, false)", { lodash }),
  sudoku: app("sudoku", sudokuSrc, "src/decode.ts", "decodeBoard(slug)", {}),
  esbuild,
  node: process.version,
};
fs.writeFileSync(`${out}/upstream.json`, JSON.stringify(info, null, 2) + "\n");
console.log(JSON.stringify(info, null, 2));
EOF
