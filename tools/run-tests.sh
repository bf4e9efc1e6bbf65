#!/usr/bin/env bash
# Builds and passes every test (README.md, second command; CI runs it too):
#   1. fuzz preset: each libFuzzer target for SLUGSPEC_FUZZ_SECONDS (60) under
#      ASan + UBSan, seeded from corpus/;
#   2. asan preset: every test under clang++ with ASan + UBSan;
#   3. default preset: every test under g++ (last, so the log ends with the
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

run cmake --preset asan >/dev/null
run cmake --build --preset asan
run ctest --preset asan

run cmake --preset default >/dev/null
run cmake --build --preset default
run ctest --preset default
