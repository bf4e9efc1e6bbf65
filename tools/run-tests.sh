#!/usr/bin/env bash
# Builds and passes every test (README.md, second command; CI runs it too).
# Two trees, each built once:
#   1. clang++ (preset asan): ASan + UBSan + coverage, the library also
#      instrumented for libFuzzer. One ctest run on every core holds the whole
#      suite under the sanitizers and each fuzz target's smoke run (replay of
#      its golden vectors, seeds and regressions, then SLUGSPEC_FUZZ_SECONDS
#      of fuzzing); tools/coverage.sh then prints line and branch coverage.
#   2. g++ (tools/check-install.sh): a packager's build (Unix Makefiles,
#      Release, no preset), installed, used by a separate find_package
#      project, the installed runner certifying the installed testees, the
#      .deb; then the whole suite in that same tree, under g++.
#   3. em++ (preset wasm, tools/build-wasm.sh): the npm package
#      (reference/js/test/run.sh): its tarball installed offline, certified
#      by the g++ tree's runner as the native reference is, its consumers
#      (ES module, CommonJS, TypeScript, node:test) and a page in headless
#      Chromium; and the npm runner (conformance/js/test/run.sh): certifying
#      in process from its tarball, case by case as the g++ runner does,
#      with node:test and vitest.
#   4. the spec site (tools/build-site.sh, tools/site/test/run.sh): built,
#      then every page, link, anchor and the playground checked in headless
#      Chromium, with screenshots in build/site-test/.
# The main job (tools/run-main.sh, README's first command) builds the default
# preset's programs; the quick loop builds the rest of that tree.
#
#   tools/run-tests.sh            everything above (CI)
#   tools/run-tests.sh --quick    the default preset (g++) and its ctest: no
#                                 sanitizers, no fuzzing, no packaging
#
# SLUGSPEC_FUZZ_SECONDS (default 15): seconds each fuzz target fuzzes after
# it has replayed its inputs. Every run ends with a table of its phases and
# their wall-clock seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
fuzz_seconds=${SLUGSPEC_FUZZ_SECONDS:-15}
quick=0
case ${1:-} in
  --quick) quick=1 ;;
  "") ;;
  *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac

# The phase table: every phase that ran (a failed one too), printed at the
# end whatever the outcome.
phases=() seconds=() outcome=() passed=0 failed=0
start_all=$SECONDS
print_table() {
  local status=$? i
  echo
  echo "=== phases (wall-clock seconds, $jobs cores) ==="
  for i in "${!phases[@]}"; do
    printf '%6d  %-44s %s\n' "${seconds[$i]}" "${phases[$i]}" "${outcome[$i]}"
  done
  printf '%6d  %s\n' $((SECONDS - start_all)) "total"
  # The ctest runs' counts, as one closing line.
  ((passed + failed == 0)) || echo "ctest: $passed passed, $failed failed"
  exit "$status"
}
trap print_table EXIT

# phase NAME COMMAND...: runs COMMAND, timed, under NAME in the table.
phase() {
  local name=$1 t0=$SECONDS status=0
  shift
  echo "=== $name: ${shown:-$*} ==="
  "$@" || status=$?
  phases+=("$name") seconds+=($((SECONDS - t0)))
  outcome+=("$( ((status == 0)) && echo ok || echo "FAILED (exit $status)")")
  return "$status"
}

# ctest_phase NAME CTEST-ARGS...: a ctest run whose counts join the closing
# line (from ctest's own "N% tests passed, F tests failed out of T").
ctest_phase() {
  local name=$1 log status=0
  shift
  log=$(mktemp)
  shown="ctest $*" phase "$name" bash -c 'ctest "$@" 2>&1 | tee "$0"; exit "${PIPESTATUS[0]}"' "$log" "$@" ||
    status=$?
  local line
  line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)
  rm -f "$log"
  if [[ $line =~ ([0-9]+)\ tests?\ failed\ out\ of\ ([0-9]+) ]]; then
    failed=$((failed + BASH_REMATCH[1]))
    passed=$((passed + BASH_REMATCH[2] - BASH_REMATCH[1]))
  fi
  return "$status"
}

phase bootstrap bash tools/bootstrap.sh

if ((quick)); then
  phase "default: configure" cmake --preset default >/dev/null
  phase "default: build" cmake --build --preset default
  ctest_phase "default: ctest" --preset default -j "$jobs"
  exit 0
fi

phase "asan: configure" cmake --preset asan -DSLUGSPEC_FUZZ_SECONDS="$fuzz_seconds" >/dev/null
phase "asan: build" cmake --build --preset asan
# Profiles of an earlier run would add to this run's coverage.
rm -rf build/asan/coverage/tests build/asan/coverage/smoke
ctest_phase "asan: ctest (suite and fuzz smoke)" --preset asan -j "$jobs"
# ctest shows a test's output only when it fails; the figures of every smoke
# run belong in the log (executions, speed, corpus growth, coverage).
phase "fuzz smoke figures" bash fuzz/smoke_figures.sh build/asan
# The line and branch coverage of that run (the whole suite, and the fuzz
# smoke runs alone).
phase "coverage" bash tools/coverage.sh

phase "g++ package: build, install, consumer, .deb" bash tools/check-install.sh --no-warnings
phase "npm package: WebAssembly, tarball, certified, consumers, browser" \
  bash reference/js/test/run.sh build/package
phase "npm runner: tarball, certify in process, node:test, vitest" \
  bash conformance/js/test/run.sh build/package
phase "spec site: build, links, anchors, playground in Chromium and Firefox" bash tools/site/test/run.sh
# The g++ suite runs in the packager's tree (last, so that the log ends with
# the summary of the full suite).
ctest_phase "g++ package: ctest" --test-dir build/package -j "$jobs" --output-on-failure \
  --no-tests=error --timeout 600 -LE 'fuzz-smoke'
