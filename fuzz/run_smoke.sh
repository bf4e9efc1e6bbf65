#!/usr/bin/env bash
# One fuzz smoke run, as ctest fuzz.smoke.<name> (label fuzz-smoke) runs it:
#
#   run_smoke.sh FUZZER REPLAY OPTIONS WORK SECONDS INPUT...
#
# WORK is emptied; REPLAY --export writes the INPUTs (golden vectors, seeds,
# regressions) into WORK/corpus; FUZZER then runs on it for SECONDS with the
# flags of the [libfuzzer] section of OPTIONS (an OSS-Fuzz .options file, so
# CI and a future OSS-Fuzz build use the same max_len, timeout, dict, limits).
# CI logs are all we keep, so the final stats go to the log, and on a failure
# so do the crashing input in hex and the commands that reproduce it.
set -euo pipefail

if (($# < 5)); then
  echo "usage: $0 FUZZER REPLAY OPTIONS WORK SECONDS INPUT..." >&2
  exit 2
fi
fuzzer=$1 replay=$2 options=$3 work=$4 seconds=$5
shift 5
name=$(basename "$fuzzer")

rm -rf "$work"
mkdir -p "$work/corpus" "$work/artifacts"
"$replay" --export "$work/corpus" "$@"

# The [libfuzzer] flags of OPTIONS.
source "$(dirname "$0")/options_flags.sh"
mapfile -t flags < <(options_flags "$options")

cmd=("$fuzzer" "${flags[@]}" -max_total_time="$seconds" -print_final_stats=1
     -artifact_prefix="$work/artifacts/" "$work/corpus")
echo "fuzz smoke: ${cmd[*]}"
set +e
"${cmd[@]}" >"$work/fuzz.log" 2>&1
status=$?
set -e

# The whole log is long (one line per new unit); keep the start and the end
# (on a failure, enough of it for a sanitizer's stack trace). The full log
# stays in WORK for a local look.
head -n 25 "$work/fuzz.log"
echo "[...]"
tail -n $((status == 0 ? 40 : 200)) "$work/fuzz.log" | grep -v '^stat::'
echo "--- $name final stats ---"
grep '^stat::' "$work/fuzz.log" || echo "(no final stats: the run did not finish normally)"
echo "corpus after the run: $(find "$work/corpus" -type f | wc -l) inputs"

if ((status != 0)); then
  echo "--- $name FAILED (exit $status) ---"
  for artifact in "$work"/artifacts/*; do
    [[ -f $artifact ]] || continue
    echo "artifact: $artifact ($(wc -c <"$artifact") bytes), in hex:"
    od -An -tx1 -v "$artifact"
    echo "reproduce: $fuzzer $artifact"
    echo "      or:  $replay $artifact   (any build, also g++)"
    echo "minimise:  $fuzzer -minimize_crash=1 -runs=100000 -exact_artifact_path=$work/minimised $artifact"
  done
  exit "$status"
fi
