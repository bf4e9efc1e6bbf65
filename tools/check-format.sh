#!/usr/bin/env bash
# The C++ style (.clang-format), checked: every C++ file git tracks is as
# clang-format writes it. Run by the test style.clang-format (the quick loop
# and CI); to reformat, `bash tools/check-format.sh --fix`.
#
#   tools/check-format.sh [--fix] [SOURCE_DIR]
#
# Debian's clang-format (tools/bootstrap.sh installs it); another version may
# format otherwise, so the check names the version it ran.
set -euo pipefail
fix=0
if [[ ${1:-} == --fix ]]; then fix=1; shift; fi
cd "${1:-$(dirname "$0")/..}"
command -v clang-format > /dev/null || { echo "check-format: no clang-format (tools/bootstrap.sh installs it)" >&2; exit 1; }
mapfile -t files < <(git ls-files -- '*.cc' '*.h')
((${#files[@]} > 0)) || { echo "check-format: no C++ files found (not a git checkout?)" >&2; exit 1; }
if ((fix)); then
  clang-format -i "${files[@]}"
  echo "check-format: ${#files[@]} files formatted"
  exit 0
fi
# One clang-format over every file finds the candidates; each is then
# compared with clang-format's output for it, since clang-format 14's
# --dry-run also reports a closing comment of an inline namespace that it
# would write as it already is.
candidates=$(clang-format --dry-run "${files[@]}" 2>&1 | sed -n -E 's/^([^ :]+):[0-9]+:[0-9]+: (warning|error): .*/\1/p' | sort -u)
unformatted=$(while read -r f; do
  [[ -z $f ]] || clang-format "$f" | cmp -s - "$f" || echo "$f"
done <<< "$candidates")
if [[ -n $unformatted ]]; then
  head -n 20 <<< "$unformatted" >&2
  echo "check-format: $(wc -l <<< "$unformatted") files are not as .clang-format writes them" \
    "(bash tools/check-format.sh --fix)" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files as .clang-format writes them ($(clang-format --version | grep -o 'version [0-9.]*'))"
