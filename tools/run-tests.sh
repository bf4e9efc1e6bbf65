#!/usr/bin/env bash
# Builds and passes every test (README.md, second command; CI runs it too):
#   1. fuzz preset: each libFuzzer target for SLUGSPEC_FUZZ_SECONDS (60) under
#      ASan + UBSan, seeded from corpus/;
#   2. asan preset: every test under clang++ with ASan + UBSan, which is also
#      the coverage run (tools/coverage.sh prints its summary);
#   3. a packager's build (Unix Makefiles, Release, no preset), installed,
#      used by a separate find_package project, the installed runner
#      certifying the installed testees, and the .deb (tools/check-install.sh);
#   4. default preset: every test under g++ (last, so the log ends with the
#      summary of the full suite).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh

run() {
  echo "=== $* ==="
  "$@"
}

run cmake --preset fuzz >/dev/null
run cmake --build --preset fuzz
run ctest --preset fuzz-smoke
# ctest shows a test's output only when it fails; the figures of every run
# belong in the log (executions, speed, corpus growth, coverage).
echo "=== fuzz smoke figures ==="
for log in $(find build/fuzz/fuzz -path "*/smoke/*/fuzz.log" | sort); do
  target=$(basename "$(dirname "$log")")
  stats=$(grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)' "$log" |
          sed 's/^stat:://' | tr -s ' ' | tr '\n' ' ')
  coverage=$(grep -E '^#[0-9]+.*DONE' "$log" | grep -oE 'cov: [0-9]+ ft: [0-9]+' | tail -n 1)
  printf '%-32s %s%s\n' "$target" "$stats" "$coverage"
done

run cmake --preset asan >/dev/null
run cmake --build --preset asan
run ctest --preset asan
# The asan run is also the coverage run (line and branch coverage of
# reference/ and conformance/, from the whole suite and from the fuzz corpora
# alone): its figures belong in the log.
run bash tools/coverage.sh

run bash tools/check-install.sh

run cmake --preset default >/dev/null
run cmake --build --preset default
run ctest --preset default
