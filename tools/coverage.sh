#!/usr/bin/env bash
# Line and branch coverage of reference/ and conformance/, with llvm-cov:
#   (a) from the whole test suite (every ctest of the asan preset);
#   (b) from fuzzing alone: the fuzz.smoke.* tests, which run each fuzz
#       target over what it fuzzes from (golden vectors, seeds/,
#       regressions/), with the target's oracles, then fuzz it for
#       SLUGSPEC_FUZZ_SECONDS (so (b) may differ a little from run to run).
#
#   tools/coverage.sh [--run] [--out DIR]
#
# The asan preset is built with SLUGSPEC_COVERAGE, and its test preset puts
# the profiles of the tests in build/asan/coverage/tests and the smoke runs'
# in build/asan/coverage/smoke (one file per binary, merged as they run);
# (a) is both.
# --run configures, builds and tests the asan preset first (from empty
# profile folders); without it, the profiles of the last `ctest --preset
# asan` are read. Writes OUT/summary.md (default build/asan/coverage), the
# per-file tables beside it, and prints the summary. Counted: the sources
# under reference/ and conformance/ but for tests, benchmarks and test data;
# kits, generators and testees are code like any other.
# (b) is also given over the code that reads untrusted bytes: without the
# files that fuzz/**/not_fuzzed.tsv lists (a path glob from the repository's
# root, a tab, and why no fuzz target reaches that file: test kits, tools,
# writing files). The summary lists each such file with its reason, and every
# other file of reference/ under 95% in (b), which is then still to explain.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

run=0 out=$root/build/asan/coverage
while (($#)); do
  case $1 in
    --run) run=1; shift ;;
    --out) out=$2; shift 2 ;;
    *) echo "usage: $0 [--run] [--out DIR]" >&2; exit 2 ;;
  esac
done
build=$root/build/asan
profiles=$build/coverage

if ((run)); then
  bash tools/bootstrap.sh
  cmake --preset asan >/dev/null
  cmake --build --preset asan
  rm -rf "$profiles/tests" "$profiles/smoke"
  ctest --preset asan
fi
for part in tests smoke; do
  if ! compgen -G "$profiles/$part/*.profraw" >/dev/null; then
    echo "$0: no profiles in $profiles/$part: run ctest --preset asan (or $0 --run) first" >&2
    exit 1
  fi
done
mkdir -p "$out"

# The instrumented programs: every executable of the build with a coverage map.
mapfile -t binaries < <(
  find "$build" -type f -perm -u+x ! -name '*.so*' ! -path '*/CMakeFiles/*' -print0 |
    while IFS= read -r -d '' f; do
      llvm-objdump --section-headers "$f" 2>/dev/null | grep -q __llvm_covmap && echo "$f"
    done | sort)
((${#binaries[@]})) || { echo "$0: no instrumented programs in $build (configure it with SLUGSPEC_COVERAGE=ON)" >&2; exit 1; }
# Compiled through ccache (SLUGSPEC_CCACHE), the objects name their sources
# relative to the build tree, so that a cached object from another clone
# carries no path of that clone: llvm-cov maps them back onto this one.
remap=-path-equivalence=$(realpath --relative-to="$build" "$root"),$root
# llvm-cov takes the first program as its argument, the others as -object.
objects=("${binaries[0]}")
for b in "${binaries[@]:1}"; do objects+=(-object "$b"); done

llvm-profdata merge -sparse "$profiles"/tests/*.profraw "$profiles"/smoke/*.profraw -o "$out/tests.profdata"
llvm-profdata merge -sparse "$profiles"/smoke/*.profraw -o "$out/fuzz.profdata"

ignore='(_test|_benchmark|_test_support|test_support|test_boards|test_show)\.(cc|h)$|/testdata/|/build/|^/usr/'

# "lines covered/total (percent)" and the same for branches, from the TOTAL
# line of llvm-cov report (columns: regions, missed, cover, functions,
# missed, executed, lines, missed, cover, branches, missed, cover).
totals() {  # PROFDATA SOURCE-DIR TABLE-FILE [EXTRA-IGNORE-REGEX]
  llvm-cov report -instr-profile="$1" "${objects[@]}" "$remap" -ignore-filename-regex="$ignore${4:-}" \
    -show-branch-summary "$root/$2" >"$3" 2>"$3.err" || { cat "$3.err" >&2; return 1; }
  awk '$1 == "TOTAL" {
    printf "%d/%d lines (%s), %d/%d branches (%s)", $8 - $9, $8, $10, $11 - $12, $11, $13
  }' "$3"
}

# The files no fuzz target is meant to reach, as llvm-cov's ignore regex,
# and "file<TAB>reason" for the summary.
not_fuzzed_regex='' not_fuzzed=$out/not-fuzzed.tsv
: >"$not_fuzzed"
while IFS=$'\t' read -r glob reason; do
  [[ -z $glob || $glob == \#* ]] && continue
  [[ -n $reason ]] || { echo "$0: $glob: a not_fuzzed.tsv line needs its reason" >&2; exit 1; }
  matched=0
  for f in $glob; do
    [[ -f $f ]] || continue
    matched=$((matched + 1))
    not_fuzzed_regex+="|^$(printf '%s' "$root/$f" | sed 's#[][\.*^$+?(){}|]#\\&#g')\$"
  done
  ((matched)) || { echo "$0: $glob (not_fuzzed.tsv) matches no file" >&2; exit 1; }
  printf '%s (%d files)\t%s\n' "$glob" "$matched" "$reason" >>"$not_fuzzed"
done < <(find fuzz -name not_fuzzed.tsv -print0 | sort -z | xargs -0 cat)

summary=$out/summary.md
tmp=$(mktemp "$out/.summary.XXXXXX")
{
  echo "# Coverage: $(git rev-parse --short HEAD), $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "| code | (a) whole test suite | (b) fuzzing alone |"
  echo "|---|---|---|"
  for dir in reference conformance; do
    echo "| $dir/ | $(totals "$out/tests.profdata" "$dir" "$out/tests-$dir.txt") | $(totals "$out/fuzz.profdata" "$dir" "$out/fuzz-$dir.txt") |"
  done
  for dir in reference conformance; do
    echo "| $dir/, the code that reads untrusted bytes | | $(totals "$out/fuzz.profdata" "$dir" "$out/fuzz-untrusted-$dir.txt" "$not_fuzzed_regex") |"
  done
  echo
  echo "Files of reference/ under 95% of lines in (a), then in (b) but for those not_fuzzed.tsv explains (tables: $out/{tests,fuzz}-{reference,conformance}.txt):"
  for part in tests fuzz-untrusted; do
    echo
    echo "$part:"
    awk -v root="$root/" '$1 != "TOTAL" && $1 ~ /\.(cc|h)$/ && $10 + 0 < 95 {
      f = $1; sub(root, "", f); printf "  %-52s %s of %d lines\n", f, $10, $8 }' "$out/$part-reference.txt"
  done
  echo
  echo "Not counted in (b) over the code that reads untrusted bytes (fuzz/**/not_fuzzed.tsv):"
  awk -F'\t' '{ printf "  %s: %s\n", $1, $2 }' "$not_fuzzed"
} >"$tmp"
mv "$tmp" "$summary"
cat "$summary"
