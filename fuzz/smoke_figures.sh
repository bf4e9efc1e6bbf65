#!/usr/bin/env bash
# The figures of every fuzz smoke run of a build (executions, speed, corpus
# growth, coverage), one line a target, from the logs run_smoke.sh leaves in
# the build tree: ctest shows a test's output only when it fails, and these
# figures belong in CI's log for every run.
#
#   fuzz/smoke_figures.sh BUILD_DIR
set -euo pipefail
(($# == 1)) || { echo "usage: $0 BUILD_DIR" >&2; exit 2; }
mapfile -t logs < <(find "$1/fuzz" -path "*/smoke/*/fuzz.log" | sort)
((${#logs[@]})) || { echo "$0: no smoke logs under $1/fuzz" >&2; exit 1; }
for log in "${logs[@]}"; do
  target=$(basename "$(dirname "$log")")
  # A log without a line (a run that crashed before its stats) is shown as
  # such, not a reason to stop: the figures of the others still belong here.
  stats=$(grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)' "$log" |
          sed 's/^stat:://' | tr -s ' ' | tr '\n' ' ' || true)
  # The coverage of the last status line (the run ends by interrupt, so
  # there is no DONE line).
  coverage=$(grep -oE '^#[0-9]+.*cov: [0-9]+ ft: [0-9]+' "$log" | grep -oE 'cov: [0-9]+ ft: [0-9]+' | tail -n 1 || true)
  printf '%-32s %s%s\n' "$target" "${stats:-(no final stats) }" "$coverage"
done
