#!/usr/bin/env bash
# clang-tidy's checks that pass on the whole tree (.clang-tidy lists them by
# name), run on C++ sources: a finding is an error. Not in the quick loop or
# CI: the whole tree takes about 20 minutes on 2 cores (three seconds a file
# to parse, as much again for the checks), so it is run on what a change
# touches, and on the whole tree before the list is widened.
#
#   tools/check-tidy.sh                the sources git tracks, every one
#   tools/check-tidy.sh --changed REV  the sources changed since REV, and
#                                      those that include a header changed
#                                      since REV (by its file name)
#   tools/check-tidy.sh FILE...        these sources
#
# Reads build/default/compile_commands.json (the default preset writes it;
# configure it first): a file the build does not compile is named and
# skipped. Headers are checked through the sources that include them
# (.clang-tidy's HeaderFilterRegex).
set -euo pipefail
cd "$(dirname "$0")/.."
db=build/default
[[ -f $db/compile_commands.json ]] || { echo "check-tidy: no $db/compile_commands.json: cmake --preset default" >&2; exit 1; }
command -v clang-tidy > /dev/null || { echo "check-tidy: no clang-tidy (Debian's clang-tidy)" >&2; exit 1; }
case ${1:-} in
  --changed)
    (($# == 2)) || { echo "usage: $0 [--changed REV | FILE...]" >&2; exit 2; }
    git rev-parse --verify --quiet "$2^{commit}" > /dev/null || { echo "check-tidy: no commit $2" >&2; exit 2; }
    changed=$(git diff --name-only --diff-filter=d "$2" -- '*.cc' '*.h')
    mapfile -t files < <(grep '\.cc$' <<< "$changed" || true)
    # The sources that include a changed header, found by its file name
    # (a name two headers share brings in the sources of both).
    while read -r header; do
      [[ -n $header ]] || continue
      mapfile -t -O "${#files[@]}" files < <(git grep -l -F "/$(basename "$header")\"" -- '*.cc' || true)
    done < <(grep '\.h$' <<< "$changed" || true)
    mapfile -t files < <(printf '%s\n' "${files[@]}" | sort -u | sed '/^$/d') ;;
  "") mapfile -t files < <(git ls-files -- '*.cc') ;;
  *) files=("$@") ;;
esac
# Only what the build compiles has its flags in the database.
mapfile -t files < <(python3 - "$db/compile_commands.json" "${files[@]}" <<'PY'
import json, os, sys
compiled = {os.path.realpath(e["file"]) for e in json.load(open(sys.argv[1]))}
for f in sys.argv[2:]:
    if os.path.realpath(f) in compiled:
        print(f)
    else:
        print(f"check-tidy: {f} is not compiled by the default preset: skipped", file=sys.stderr)
PY
)
((${#files[@]} > 0)) || { echo "check-tidy: no compiled source to check"; exit 0; }
if ! printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -n 4 clang-tidy -p "$db" --quiet \
  --extra-arg=-Wno-unknown-warning-option 2>/dev/null; then
  echo "check-tidy: findings above (.clang-tidy lists the checks)" >&2
  exit 1
fi
echo "check-tidy: ${#files[@]} files, no finding"
