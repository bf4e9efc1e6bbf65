#!/usr/bin/env bash
# One fuzz smoke run, as ctest fuzz.smoke.<name> (label fuzz-smoke) runs it:
#
#   run_smoke.sh FUZZER REPLAY OPTIONS WORK SECONDS INPUT...
#
# WORK is emptied; REPLAY --export writes the INPUTs (golden vectors, seeds,
# regressions) into WORK/corpus; FUZZER then runs on it with the flags of the
# [libfuzzer] section of OPTIONS (an OSS-Fuzz .options file, so CI and a
# future OSS-Fuzz build use the same max_len, timeout, dict, limits): first it
# replays the whole corpus, however long that takes, then it fuzzes for
# SECONDS. (libFuzzer's -max_total_time counts from the process's start, so
# a target whose inputs take longer to replay than SECONDS would not fuzz at
# all: the script waits for the INITED line that ends the replay, lets the
# fuzzer run SECONDS more, then interrupts it, which libFuzzer answers with
# its final stats.)
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

# libFuzzer cuts every input it loads to -max_len, so the inputs longer than
# that (the length limits' vectors, the longest slugs) go whole through the
# replay binary, built with the same sanitizers: with them the smoke run
# checks every input fuzz.replay.<name> would.
max_len=$(printf '%s\n' "${flags[@]}" | sed -n 's/^-max_len=//p' | tail -n 1)
if [[ -n $max_len ]]; then
  mapfile -t long < <(find "$work/corpus" -type f -size +"${max_len}"c | sort)
  if ((${#long[@]} > 0)); then
    "$replay" "${long[@]}"
    echo "replayed whole the ${#long[@]} inputs longer than -max_len=$max_len"
  fi
fi

# -max_total_time is only a bound, should the interrupt be lost. libFuzzer
# exits with 72 when interrupted (its default -interrupted_exit_code, a flag
# clang 14's libFuzzer does not take yet), a status no other outcome gives.
interrupted=72
cmd=("$fuzzer" "${flags[@]}" -max_total_time=$((seconds + 3600)) -print_final_stats=1
     -artifact_prefix="$work/artifacts/" "$work/corpus")
echo "fuzz smoke: ${cmd[*]}"
"${cmd[@]}" >"$work/fuzz.log" 2>&1 &
pid=$!
# Runs while the fuzzer lives: the replay, then SECONDS of fuzzing.
alive() { kill -0 "$pid" 2>/dev/null; }
replay_start=$SECONDS
while alive && ! grep -q -E '^#[0-9]+[[:space:]]+INITED' "$work/fuzz.log"; do sleep 0.2; done
replay_seconds=$((SECONDS - replay_start))
deadline=$((SECONDS + seconds))
while alive && ((SECONDS < deadline)); do sleep 0.2; done
# A coverage build's fuzzer writes its profile when asked (coverage_dump.cc):
# the interrupt below would end it with none. Asked, then given up to 60 s.
# A fuzzer still running that does not say so is a broken coverage build:
# the run fails rather than leave the target out of tools/coverage.sh's (b).
# (Only fuzzers built with coverage_dump.cc are asked: to another, SIGUSR2
# is libFuzzer's request to stop.)
profile_missing=0
if alive && grep -aq 'slugspec: coverage profile written' "$fuzzer"; then
  kill -USR2 "$pid" 2>/dev/null || true
  written_deadline=$((SECONDS + 60))
  while alive && ((SECONDS < written_deadline)) && ! grep -q 'slugspec: coverage profile written' "$work/fuzz.log"; do
    sleep 0.2
  done
  grep -q 'slugspec: coverage profile written (status 0)' "$work/fuzz.log" || profile_missing=1
fi
sent=0
if alive; then kill -INT "$pid" 2>/dev/null && sent=1; fi
# libFuzzer leaves through exit() from its SIGINT handler, which is not
# async-signal-safe: an interrupt that lands inside malloc can deadlock the
# exit, and its -timeout alarm then fires in the dead process (seen once in
# CI: tetris_roundtrip, after its final stats, until ctest's time limit
# killed the test). So a fuzzer still there 30 s after our interrupt is
# killed; its run had ended if it wrote its final stats.
stop_deadline=$((SECONDS + 30))
while alive && ((SECONDS < stop_deadline)); do sleep 0.2; done
hung=0
if alive; then kill -KILL "$pid" 2>/dev/null && hung=1; fi
set +e
wait "$pid"
status=$?
set -e
# Our own interrupt after the time is the run's normal end.
((sent && status == interrupted)) && status=0
if ((hung)); then
  # (Our interrupt, not a finding: libFuzzer says so before its stats.)
  if grep -q 'libFuzzer: run interrupted; exiting' "$work/fuzz.log" &&
    grep -q '^stat::number_of_executed_units' "$work/fuzz.log"; then
    echo "the fuzzer wrote its final stats after our interrupt, then hung in its exit for 30 s: killed" \
      "(libFuzzer's exit from a signal handler; what it wrote after the interrupt is no finding)"
    rm -f "$work"/artifacts/timeout-*
    status=0
  else
    echo "the fuzzer did not stop within 30 s of our interrupt and wrote no final stats: killed"
  fi
fi
echo "replayed the corpus in about ${replay_seconds} s, then fuzzed for $seconds s"

# The whole log is long (one line per new unit); keep the start and the end
# (on a failure, enough of it for a sanitizer's stack trace). The full log
# stays in WORK for a local look.
head -n 25 "$work/fuzz.log"
echo "[...]"
tail -n $((status == 0 ? 40 : 200)) "$work/fuzz.log" | grep -v '^stat::'
echo "--- $name final stats ---"
grep '^stat::' "$work/fuzz.log" || echo "(no final stats: the run did not finish normally)"
echo "corpus after the run: $(find "$work/corpus" -type f | wc -l) inputs"

if ((status == 0 && profile_missing)); then
  echo "--- $name: the fuzzer did not write its coverage profile (coverage_dump.cc) ---"
  exit 1
fi
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
