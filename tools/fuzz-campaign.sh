#!/usr/bin/env bash
# A fuzzing campaign: every libFuzzer target for a given time, with figures.
#
#   tools/fuzz-campaign.sh [--seconds N] [--jobs J] [--filter REGEX]
#                          [--merge] [--no-build] [--out DIR]
#
# The targets and their inputs come from ctest (the fuzz preset's fuzz-smoke
# tests, the same command lines CI's smoke run uses), so this script names no
# format and picks up a new format's targets by itself. For each target it
#   1. exports the golden vectors, seeds and regressions it replays into a
#      fresh working corpus (the replay binary's --export);
#   2. runs the fuzzer on one core for N seconds (default 3600) with the
#      [libfuzzer] flags of the target's .options file; a crash, leak, timeout
#      or out-of-memory is kept as a finding and the run goes on for the rest
#      of its time (at most 20 findings a target);
#   3. reports executions, exec/s, peak resident memory, coverage (libFuzzer's
#      cov: edges and ft: features) at the start and the end, the corpus size
#      and the findings, in OUT/report.md (default build/campaign).
# J targets run at once (default: the number of cores). With --merge, the
# corpora are then minimised back into each data folder's seeds/ (below).
#
# Seeds. A data folder's seeds/ is shared by its targets and replayed by
# ctest under every compiler. Hand-named seeds (anything not named by a
# 40-digit SHA-1) are kept as they are: each documents a case. Files named by
# their SHA-1 are the machine part: --merge replaces them with what
# `-merge=1` keeps of the old machine seeds and the campaign's corpora, over
# a base of the golden vectors and the hand-named seeds, so only inputs that
# add coverage beyond those are stored. Every target of the folder merges in
# turn, so an input that one target needs is kept for it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=3600 jobs=$(nproc) filter= merge=0 build=1 out=$root/build/campaign
while (($#)); do
  case $1 in
    --seconds) seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --filter) filter=$2; shift 2 ;;
    --merge) merge=1; shift ;;
    --no-build) build=0; shift ;;
    --out) out=$2; shift 2 ;;
    *) echo "usage: $0 [--seconds N] [--jobs J] [--filter REGEX] [--merge] [--no-build] [--out DIR]" >&2; exit 2 ;;
  esac
done
[[ $seconds =~ ^[1-9][0-9]*$ && $jobs =~ ^[1-9][0-9]*$ ]] || { echo "$0: --seconds and --jobs take positive integers" >&2; exit 2; }

if ((build)); then
  bash tools/bootstrap.sh
  cmake --preset fuzz >/dev/null
  cmake --build --preset fuzz
fi
fuzz_build=$root/build/fuzz

# One line per target: name, fuzzer, replay, options, then its inputs
# (golden folder, seeds, regressions), tab-separated, from ctest.
source "$root/fuzz/list_targets.sh"
mapfile -t targets < <(fuzz_targets "$fuzz_build")
selected=()
for line in "${targets[@]}"; do
  name=${line%%$'\t'*}
  [[ -z $filter || $name =~ $filter ]] && selected+=("$line")
done
((${#selected[@]})) || { echo "$0: no fuzz target matches '$filter'" >&2; exit 2; }
mkdir -p "$out"

# options_flags FILE: the target's [libfuzzer] flags, as CI's smoke run uses them.
source "$root/fuzz/options_flags.sh"

# libFuzzer's "cov: N ft: M" from a log line, as "N M".
cov_ft() { sed -nE 's/.*cov: ([0-9]+) ft: ([0-9]+).*/\1 \2/p' <<<"$1"; }

run_target() {
  local name=$1 fuzzer=$2 replay=$3 options=$4
  shift 4
  local work=$out/$name
  rm -rf "$work"
  mkdir -p "$work/corpus" "$work/artifacts"
  "$replay" --export "$work/corpus" "$@" >"$work/export.log" 2>&1
  local -a flags
  mapfile -t flags < <(options_flags "$options")

  local start=$SECONDS deadline=$((SECONDS + seconds)) runs=0 execs=0 peak=0 first= last= status
  while ((SECONDS < deadline && runs < 20)); do
    runs=$((runs + 1))
    set +e
    "$fuzzer" "${flags[@]}" -max_total_time=$((deadline - SECONDS)) -print_final_stats=1 \
      -artifact_prefix="$work/artifacts/" "$work/corpus" >"$work/run$runs.log" 2>&1
    status=$?
    set -e
    local inited done_line n rss
    inited=$(grep -m1 'INITED cov:' "$work/run$runs.log" || true)
    done_line=$(grep -E '^#[0-9]+.*cov: ' "$work/run$runs.log" | tail -n1 || true)
    [[ -z $first && -n $inited ]] && first=$(cov_ft "$inited")
    # A restart imports the corpus again and may stop before it is through,
    # so "end" is the most any run reached, edges and features apart.
    if [[ -n $done_line ]]; then
      local c f lc lf
      read -r c f <<<"$(cov_ft "$done_line")"
      read -r lc lf <<<"${last:-0 0}"
      ((c > lc)) || c=$lc
      ((f > lf)) || f=$lf
      last="$c $f"
    fi
    n=$(sed -n 's/^stat::number_of_executed_units: //p' "$work/run$runs.log")
    rss=$(sed -n 's/^stat::peak_rss_mb: //p' "$work/run$runs.log")
    execs=$((execs + ${n:-0}))
    ((${rss:-0} > peak)) && peak=$rss
    ((status == 0)) && break
    # A finding: libFuzzer stopped at it; the artifact is kept, the run goes on.
    if ! compgen -G "$work/artifacts/*" >/dev/null; then
      echo "$name: the fuzzer exited $status without an artifact; see $work/run$runs.log" >&2
      break
    fi
  done
  local elapsed=$((SECONDS - start))
  ((elapsed > 0)) || elapsed=1
  # libFuzzer's timeout is wall-clock time: a campaign that shares the machine
  # (run under nice beside other work) can time out on an input that is fast
  # alone. Each timeout is run again alone; one that passes then is kept
  # apart, in unconfirmed/, and not counted as a finding.
  local artifact unconfirmed=0
  for artifact in "$work"/artifacts/timeout-*; do
    [[ -f $artifact ]] || continue
    if "$fuzzer" "${flags[@]}" "$artifact" >"$artifact.again.log" 2>&1; then
      mkdir -p "$work/unconfirmed"
      mv "$artifact" "$artifact.again.log" "$work/unconfirmed/"
      unconfirmed=$((unconfirmed + 1))
    fi
  done
  local findings
  findings=$(find "$work/artifacts" -type f ! -name 'slow-unit-*' ! -name '*.log' | wc -l)
  printf '%s\t%d\t%d\t%d\t%s\t%s\t%d\t%d\t%d\t%d\n' "$name" "$elapsed" "$execs" $((execs / elapsed)) \
    "${first:-? ?}" "${last:-? ?}" "$(find "$work/corpus" -type f | wc -l)" "$peak" "$findings" "$unconfirmed" \
    >"$work/result.tsv"
}

echo "campaign: ${#selected[@]} targets, ${seconds} s each, ${jobs} at a time, in $out"
running=0
for line in "${selected[@]}"; do
  IFS=$'\t' read -r -a fields <<<"$line"
  bash -c "$(declare -f options_flags cov_ft run_target); out='$out' seconds=$seconds; run_target \"\$@\"" \
    _ "${fields[@]}" &
  running=$((running + 1))
  if ((running >= jobs)); then wait -n || true; running=$((running - 1)); fi
done
wait || true

report=$out/report.md
tmp=$(mktemp "$out/.report.XXXXXX")
{
  echo "# Fuzz campaign: $(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD), ${seconds} s a target, ${jobs} at a time"
  echo
  echo "$(nproc) cores: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'); ASan + UBSan, libFuzzer (clang $(clang++ -dumpversion))."
  echo
  echo "| target | seconds | executions | exec/s | cov (edges) start → end | ft start → end | corpus | peak RSS MB | findings | timeouts not reproduced alone |"
  echo "|---|---:|---:|---:|---|---|---:|---:|---:|---:|"
  for line in "${selected[@]}"; do
    name=${line%%$'\t'*}
    if [[ -f $out/$name/result.tsv ]]; then
      IFS=$'\t' read -r n el ex eps first last corp rss fin unc <"$out/$name/result.tsv"
      read -r c0 f0 <<<"$first"
      read -r c1 f1 <<<"$last"
      echo "| $n | $el | $ex | $eps | $c0 → $c1 | $f0 → $f1 | $corp | $rss | $fin | $unc |"
    else
      echo "| $name | did not finish | | | | | | | | |"
    fi
  done
} >"$tmp"
mv "$tmp" "$report"
cat "$report"

findings=$(find "$out" -path '*/artifacts/*' -type f ! -name 'slow-unit-*' ! -name '*.log' | wc -l)
if ((findings)); then
  echo
  echo "findings (reproduce with the target's _replay binary, any compiler):"
  find "$out" -path '*/artifacts/*' -type f ! -name 'slow-unit-*' ! -name '*.log' | sort
fi

((merge)) || exit 0

# Minimise back into seeds/, one data folder at a time (see the top).
is_machine_seed() { [[ $(basename "$1") =~ ^[0-9a-f]{40}$ ]]; }
declare -A folder_targets
for line in "${selected[@]}"; do
  IFS=$'\t' read -r -a fields <<<"$line"
  folder_targets[${fields[5]}]+="$line"$'\n'
done
for seeds in "${!folder_targets[@]}"; do
  merge_dir=$(mktemp -d "$out/.merge.XXXXXX")
  mkdir -p "$merge_dir/old" "$merge_dir/kept"
  hand=() corpora=()
  for f in "$seeds"/*; do
    [[ -f $f ]] || continue
    if is_machine_seed "$f"; then cp "$f" "$merge_dir/old/"; else hand+=("$f"); fi
  done
  mapfile -t lines < <(printf '%s' "${folder_targets[$seeds]}")
  for line in "${lines[@]}"; do corpora+=("$out/${line%%$'\t'*}/corpus"); done
  for line in "${lines[@]}"; do
    IFS=$'\t' read -r -a fields <<<"$line"
    # Base: what is replayed anyway (golden vectors, hand-named seeds,
    # regressions) and what the folder's earlier targets kept.
    rm -rf "$merge_dir/base" && mkdir -p "$merge_dir/base"
    "${fields[2]}" --export "$merge_dir/base" "${fields[4]}" "${fields[6]}" "${hand[@]}" >/dev/null
    cp "$merge_dir"/kept/* "$merge_dir/base/" 2>/dev/null || true
    find "$merge_dir/base" -type f -printf '%f\n' | sort >"$merge_dir/before"
    mapfile -t flags < <(options_flags "${fields[3]}")
    "${fields[1]}" "${flags[@]}" -merge=1 "$merge_dir/base" "$merge_dir/old" "${corpora[@]}" \
      >"$out/${fields[0]}/merge.log" 2>&1 || { echo "merge failed for ${fields[0]}: see $out/${fields[0]}/merge.log" >&2; exit 1; }
    # What the merge added is this target's machine seed (libFuzzer names it by SHA-1).
    comm -13 "$merge_dir/before" <(find "$merge_dir/base" -type f -printf '%f\n' | sort) |
      while read -r f; do cp "$merge_dir/base/$f" "$merge_dir/kept/$f"; done
  done
  # Swap the machine seeds: new ones in first (temporary name, then rename),
  # then the old ones that were not kept out.
  mkdir -p "$seeds"
  for f in "$merge_dir"/kept/*; do
    [[ -f $f ]] || continue
    b=$(basename "$f")
    [[ -f $seeds/$b ]] || { cp "$f" "$seeds/.$b.tmp" && mv "$seeds/.$b.tmp" "$seeds/$b"; }
  done
  for f in "$seeds"/*; do
    [[ -f $f ]] && is_machine_seed "$f" && [[ ! -f $merge_dir/kept/$(basename "$f") ]] && rm "$f"
  done
  echo "merge: $seeds: $(find "$merge_dir/kept" -type f | wc -l) machine seeds, ${#hand[@]} hand-named"
  rm -rf "$merge_dir"
done
