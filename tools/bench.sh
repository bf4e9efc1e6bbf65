#!/usr/bin/env bash
# The speed figures of the project, measured the same way every time so that
# a change can be compared with the last run (issue 16; README.md links the
# latest table). Nothing here asserts a time: it prints figures.
#
#   tools/bench.sh [--quick] [--fuzz] [--js] [--browser]
#
# Uses the default preset's build (it builds what it runs first) and writes
# build/bench/bench.md, one table of figure, value, unit and goal, plus the
# raw Google Benchmark JSON beside it. Every format is measured alike, found
# from `slug formats`, with sample slugs taken from its golden vectors (the
# VALID ones, canonical): no format is named here.
#   1. library: each format's Google Benchmark (reference/<f>/<f>_benchmark);
#   2. batch: `slug decode` and `slug upgrade` of one slug a line from
#      standard input to a file, whole process, one core, and its peak memory;
#   3. runner: a full certification of the reference testee in both framings
#      (the runner's own cases/s figure), and building the cases of
#      --cases 1000;
#   4. fuzz targets (with --fuzz): each for 60 seconds on one core under
#      ASan + UBSan (tools/fuzz-campaign.sh), exec/s and peak memory;
#   5. JavaScript (with --js): the npm package (reference/js, built with
#      npm run build) in Node, per format: decode of its current version's
#      VALID golden slugs, slugs/s (tools/upstream-js/bench.mjs, on one
#      core), by the whole package and by the format's own entry, beside
#      `slug decode` on the same slugs (native, one process); per entry
#      point, the .wasm's size, what a page loads gzipped, the first call's
#      time after import in Node and in a page (Chromium, Firefox ESR); and
#      beside them the
#      upstream apps' own JavaScript decoders on the same slugs, bundled by
#      tools/upstream-js/bundle.sh from their repositories (git sources in
#      UPSTREAM_PENTOMINO and UPSTREAM_SUDOKU, else GitHub), when they can
#      be fetched;
#   6. the browser modes (with --browser; Debian's chromium, and firefox-esr
#      where installed): the npm runner
#      (conformance/js, built) certifying the reference package's codec
#      inside a page (codec mode, a whole default run), and the example
#      players of conformance/js/examples/ through their address bars, all
#      lenient decode cases of one version (sudoku v1 read through the DOM,
#      with --jobs 4 and 8; pentomino v3.1 judged by its own link).
# The goal column: the project's goals (issue 16) for what every format
# shares, and each format's own from reference/<f>/speed_goals.tsv (a figure
# name's start, its unit and the goal, tab-separated).
# --quick: shorter runs (a smoke test of the script, not figures to keep).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0 fuzz=0 js=0 browser=0
for arg in "$@"; do
  case $arg in
    --quick) quick=1 ;;
    --fuzz) fuzz=1 ;;
    --js) js=1 ;;
    --browser) browser=1 ;;
    *) echo "usage: $0 [--quick] [--fuzz] [--js] [--browser]" >&2; exit 2 ;;
  esac
done
build=build/default
out=build/bench
mkdir -p "$out"
min_time=0.5 lines=1000000
((quick)) && min_time=0.02 lines=20000

cmake --preset default > /dev/null
cmake --build --preset default > "$out/build.log"

slug=$build/tools/slug
runner=$build/conformance/runner/slugspec-conformance
testee=$build/conformance/testees/reference_testee
mapfile -t formats < <("$slug" formats | cut -d' ' -f1)
table=$out/rows.tsv
: > "$table"
row() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >> "$table"; }

# 1. The library: every benchmark of every format, items/s and bytes/s (an
# item is what the benchmark's name says: a slug decoded or encoded, a level
# solved, a board replayed).
for f in "${formats[@]}"; do
  "$build/reference/$f/${f}_benchmark" --benchmark_min_time="$min_time" --benchmark_format=json \
    > "$out/$f.json" 2> /dev/null
  python3 - "$out/$f.json" "$f" >> "$table" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
for b in data["benchmarks"]:
    if b.get("error_occurred"):
        continue
    name = sys.argv[2] + " " + b["name"]
    if "items_per_second" in b:
        print(f"{name}\t{b['items_per_second']:,.0f}\titems/s\t")
    if "bytes_per_second" in b:
        print(f"{name}\t{b['bytes_per_second'] / 1e6:,.1f}\tMB/s\t")
PY
done

# 2. Batch: the format's VALID golden slugs (its corpus's mix of versions and
# sizes), repeated to $lines lines.
sample_lines() {
  python3 - "$1" "$2" <<'PY'
import glob, json, sys
slugs = []
for path in sorted(glob.glob(f"corpus/{sys.argv[1]}/*.jsonl")):
    for line in open(path, encoding="utf-8"):
        if not line.strip():
            continue
        v = json.loads(line)
        if v.get("result") == "VALID" and v.get("canonical") == v["slug"] and len(v["slug"]) < 4096:
            slugs.append(v["slug"])
n = int(sys.argv[2])
out = sys.stdout
for i in range(n):
    out.write(slugs[i % len(slugs)] + "\n")
PY
}
measure_batch() {  # FORMAT COMMAND
  local input=$out/batch-$1.txt result=$out/batch-$1-$2.out
  [[ -s $input ]] || sample_lines "$1" "$lines" > "$input"
  local bytes start end rss
  bytes=$(wc -c < "$input")
  start=$(date +%s.%N)
  /usr/bin/time -f '%M' -o "$out/rss" taskset -c 0 "$slug" "$2" --format "$1" < "$input" > "$result" || true
  end=$(date +%s.%N)
  # (time's last line: before it, "Command exited with non-zero status 1"
  # when some line is rejected, as a legacy board too large to upgrade is.)
  rss=$(tail -n 1 "$out/rss")
  python3 -c "import sys; s=float(sys.argv[2])-float(sys.argv[1]); print(f'{sys.argv[3]}\t{int(sys.argv[4])/s:,.0f}\tslugs/s\t'); print(f'{sys.argv[3]} (input)\t{int(sys.argv[5])/s/1e6:,.1f}\tMB/s\t')" \
    "$start" "$end" "batch slug $2 --format $1 ($lines lines)" "$lines" "$bytes" >> "$table"
  row "batch slug $2 --format $1: peak memory" "$((rss / 1024))" "MiB" ""
}
for f in "${formats[@]}"; do
  measure_batch "$f" decode
  measure_batch "$f" upgrade
done

# 3. The runner: a whole certification of the reference, in both framings.
for framing in json binary; do
  "$runner" --quiet --json "$out/runner-$framing.json" -- "$testee" --framing "$framing" \
    > "$out/runner-$framing.txt" 2>&1 || true
  rate=$(grep -o '[0-9,]* cases/s' "$out/runner-$framing.txt" | head -1 | cut -d' ' -f1)
  cases=$(grep -o '[0-9,]* cases in' "$out/runner-$framing.txt" | head -1 | cut -d' ' -f1)
  row "runner, reference testee, $framing framing ($cases cases)" "${rate:-?}" "cases/s" ""
done
# Case building alone: --cases 1000 with a filter no case matches.
start=$(date +%s.%N)
"$runner" --quiet --cases 1000 --filter id=no-such-case -- "$testee" > /dev/null 2>&1 || true
end=$(date +%s.%N)
row "runner: build the cases of --cases 1000 (and start the testee)" \
  "$(python3 -c "import sys; print(f'{float(sys.argv[2])-float(sys.argv[1]):.2f}')" "$start" "$end")" "s" ""

# The runner's peak memory, as spec/conformance.md §7 states it: a passing
# run, a run whose every answer is padded with 1 MiB, and one whose every
# answer is a 4 KiB runtime error (the chaos testee misbehaves so).
chaos=$build/conformance/testees/chaos_testee
for run in "passing:$testee" "every answer padded with 1 MiB:$chaos --mode pad-answers --every 1" \
           "every answer a 4 KiB runtime error:$chaos --mode huge-text --pad-bytes 4096 --every 1"; do
  # shellcheck disable=SC2086 # the testee's words
  /usr/bin/time -f "%M" -o "$out/runner-rss.txt" "$runner" --quiet -- ${run#*:} > /dev/null 2>&1 || true
  row "runner: peak memory, ${run%%:*}" "$(( $(tail -n 1 "$out/runner-rss.txt") / 1024 ))" "MiB" ""
done

# 4. Fuzz targets, one at a time, each on its own core.
if ((fuzz)); then
  seconds=60
  ((quick)) && seconds=5
  bash tools/fuzz-campaign.sh --seconds "$seconds" --jobs 1 --out "$out/fuzz" > "$out/fuzz.log" 2>&1 || true
  for result in "$out"/fuzz/*/result.tsv; do
    [[ -f $result ]] || continue
    IFS=$'\t' read -r name _ _ eps _ _ _ rss findings _ < "$result"
    row "fuzz $name (${seconds} s, one core, ASan + UBSan)" "$eps" "exec/s" "5,000"
    row "fuzz $name: peak memory" "$rss" "MiB" "256"
    ((findings == 0)) || row "fuzz $name: FINDINGS (see $out/fuzz)" "$findings" "" "0"
  done
fi

# 5. JavaScript: the package, and the upstream apps' own decoders.
if ((js)); then
  (cd reference/js && npm run build --silent) > "$out/js-build.log" 2>&1
  # Each entry point: the whole package (slugspec) and each format's own
  # (slugspec/<format>): its .wasm, and what a page loads for it (its ES
  # module, one bundle, and the .wasm), each file gzipped apart as a server
  # sends it, in kB (1,000 bytes, as the goals are written); then from the
  # start of the import to the first decode's answer, in a fresh process
  # (the median of five).
  for dir in reference/js/dist reference/js/dist/*/; do
    dir=${dir%/}
    entry=slugspec${dir#reference/js/dist}
    goal=""
    [[ $entry == slugspec ]] && goal=250
    [[ $entry == slugspec/sudoku ]] && goal=60
    row "npm package: $entry, slugspec.wasm" "$(($(stat -c %s "$dir/slugspec.wasm") / 1024))" "KiB" ""
    loaded=0
    for f in index.mjs slugspec.wasm; do loaded=$((loaded + $(gzip -9c "$dir/$f" | wc -c))); done
    row "npm package: $entry, what a page loads, gzipped" "$(awk -v b="$loaded" 'BEGIN { printf "%.1f", b / 1000 }')" \
      "kB" "$goal"
    # The same module from $entry/inline (the .wasm as base64 in inline.mjs).
    inline=$(gzip -9c "$dir/inline.mjs" | wc -c)
    row "npm package: $entry/inline, what a page loads, gzipped" "$(awk -v b="$inline" 'BEGIN { printf "%.1f", b / 1000 }')" \
      "kB" ""
    first=$(for _ in 1 2 3 4 5; do
      node --input-type=module -e '
        const t0 = performance.now();
        const s = await import(process.argv[1]);
        await s.ready;
        s.decode(s.formats()[0].name);
        console.log((performance.now() - t0).toFixed(1));' "$PWD/$dir/index.mjs"
    done | sort -n | sed -n 3p)
    row "npm package: $entry, import to first decode, Node" "$first" "ms" "20"
  done
  # The same in a page served from 127.0.0.1 (tools/js/first-decode-page.mjs),
  # in each engine installed: in a fresh browser each run (its own start-up
  # in the time), and in a browser already up, from URLs it has not seen.
  for engine in chromium firefox; do
    while read -r entry way ms; do
      goal=""
      [[ $engine == chromium ]] && goal=50
      row "npm package: $entry, import to first decode, $engine, $way browser" "$ms" "ms" "$goal"
    done < <(node tools/js/first-decode-page.mjs reference/js/dist "$engine" 5 2> "$out/first-decode-$engine.log" || true)
  done
  bundles=$out/upstream
  if [[ ! -d $bundles ]]; then
    upstream=()
    [[ -n ${UPSTREAM_PENTOMINO:-} ]] && upstream+=(--pentomino "$UPSTREAM_PENTOMINO")
    [[ -n ${UPSTREAM_SUDOKU:-} ]] && upstream+=(--sudoku "$UPSTREAM_SUDOKU")
    bash tools/upstream-js/bundle.sh "$bundles" "${upstream[@]}" > "$out/upstream.log" 2>&1 ||
      echo "bench: the upstream decoders could not be bundled (see $out/upstream.log)" >&2
  fi
  js_seconds=2
  ((quick)) && js_seconds=0.2
  while read -r f current; do
    bash tools/upstream-js/slugs.sh "$f" "$current" > "$out/js-$f.txt"
    # The native command line on the same slugs, for the same comparison
    # (one process, JSON out, one core).
    python3 -c 'import sys; s = open(sys.argv[1]).read().splitlines(); n = int(sys.argv[2]); print("\n".join((s * (n // len(s) + 1))[:n]))' \
      "$out/js-$f.txt" "$lines" > "$out/js-$f-native.txt"
    start=$(date +%s.%N)
    taskset -c 0 "$slug" decode --format "$f" < "$out/js-$f-native.txt" > /dev/null || true
    end=$(date +%s.%N)
    row "js $f $current decode, native slug decode (same slugs), one core" \
      "$(python3 -c "import sys; print(round(int(sys.argv[3]) / (float(sys.argv[2]) - float(sys.argv[1]))))" \
         "$start" "$end" "$lines")" "slugs/s" ""
    for decoder in "reference/js/dist/index.mjs" "reference/js/dist/$f/index.mjs" "$bundles/$f-upstream.mjs"; do
      [[ -f $decoder ]] || continue
      who="npm package (WebAssembly)"
      [[ $decoder == reference/js/dist/$f/* ]] && who="npm package, slugspec/$f (WebAssembly)"
      [[ $decoder == "$bundles"/* ]] && who="upstream app's JavaScript"
      rate=$(taskset -c 0 node tools/upstream-js/bench.mjs --decoder "$decoder" --slugs "$out/js-$f.txt" --seconds "$js_seconds" |
        python3 -c 'import json, sys; print(round(json.load(sys.stdin)["per_second"]))')
      row "js $f $current decode, $who, Node" "$rate" "slugs/s" ""
    done
  done < <("$slug" formats | sed 's/;.*//' | awk '{print $1, $NF}')
fi

# 6. The browser modes of the npm runner, on a folder that serves the
# example players with both packages in its node_modules (as a user's app
# has them).
if ((browser)); then
  (cd reference/js && npm run build --silent) > "$out/js-build.log" 2>&1
  (cd conformance/js && npm run build --silent) > "$out/js-runner-build.log" 2>&1
  site=$out/browser-site
  rm -rf "$site"
  mkdir -p "$site/node_modules"
  ln -s "$PWD/reference/js" "$site/node_modules/slugspec"
  ln -s "$PWD/conformance/js" "$site/node_modules/slugspec-conformance"
  echo '{ "type": "module" }' > "$site/package.json"
  cp conformance/js/examples/* conformance/js/test/codec-page.html conformance/js/test/reference-codec.mjs "$site/"
  coproc bench_server { exec node tools/js/serve-folder.mjs "$site"; }
  read -r pages <&"${bench_server[0]}"
  runner_js=$PWD/conformance/js/bin/slugspec-conformance.js
  # run NAME ARGS...: one run of the npm runner in the folder; its cases
  # and seconds, from its first line.
  browser_run() {
    local name=$1 first log
    shift
    log=$PWD/$out/browser-$(tr -c 'a-z0-9\n' '-' <<< "$name" | head -c 80).txt
    (cd "$site" && node "$runner_js" --quiet "$@" > "$log" 2>&1) || true
    first=$(head -n 1 "$log")
    if [[ $first =~ ([0-9,]+)\ cases\ in\ ([0-9.]+)\ s ]]; then
      row "browser: $name, cases" "${BASH_REMATCH[1]}" "cases" ""
      row "browser: $name, time" "${BASH_REMATCH[2]}" "s" ""
    else
      echo "bench: the browser run $name said no time (see $log)" >&2
    fi
  }
  cases=()
  ((quick)) && cases=(--cases 5)
  browser_run "codec mode, a whole default run (window.referenceCodec)" \
    --browser "${pages}codec-page.html" --global referenceCodec "${cases[@]}"
  browser_run "in process, the same run (--module)" --module ./reference-codec.mjs "${cases[@]}"
  sudoku_read=$(cat conformance/js/examples/read-sudoku-grid.js)
  for jobs in 4 8; do
    browser_run "address bar, sudoku v1 lenient decodes, --jobs $jobs --quiet-ms 100" \
      --browser "${pages}query-player.html?play={slug}" --declare sudoku/v1=decode,lenient --read "$sudoku_read" \
      --jobs "$jobs" --quiet-ms 100 "${cases[@]}"
  done
  browser_run "address bar, pentomino v3.1 lenient decodes, --jobs 4 --quiet-ms 300" \
    --browser "${pages}hash-player.html#/{slug}" --declare pentomino/v3.1=decode,lenient \
    --read '({board: {link: location.href}, error: {rejected: true}})[document.body.dataset.state]' \
    --jobs 4 --quiet-ms 300 "${cases[@]}"
  # The same in Firefox ESR (WebDriver BiDi), where it is installed.
  if command -v firefox-esr > /dev/null; then
    browser_run "Firefox: codec mode, a whole default run (window.referenceCodec)" --engine firefox \
      --browser "${pages}codec-page.html" --global referenceCodec "${cases[@]}"
    browser_run "Firefox: address bar, sudoku v1 lenient decodes, --jobs 4 --quiet-ms 100" --engine firefox \
      --browser "${pages}query-player.html?play={slug}" --declare sudoku/v1=decode,lenient --read "$sudoku_read" \
      --jobs 4 --quiet-ms 100 "${cases[@]}"
  fi
  exec {bench_server[1]}>&-
  wait "$bench_server_PID" 2> /dev/null || true
fi

# Goals: the shared ones, then each format's file; the first whose start a
# figure's name begins with.
goals=$out/goals.tsv
printf '%s\t%s\t%s\n' "runner, reference testee, json framing" "cases/s" "50,000" \
  "runner, reference testee, binary framing" "cases/s" "150,000" \
  "runner: build the cases of --cases 1000" "s" "2" \
  "browser: codec mode, a whole default run (window.referenceCodec), time" "s" "30" \
  "browser: address bar, sudoku v1 lenient decodes, --jobs 4" "s" "300" \
  "browser: address bar, pentomino v3.1 lenient decodes" "s" "300" \
  "browser: Firefox: codec mode, a whole default run (window.referenceCodec), time" "s" "30" \
  "browser: Firefox: address bar, sudoku v1 lenient decodes" "s" "300" > "$goals"
for f in "${formats[@]}"; do
  if [[ -f reference/$f/speed_goals.tsv ]]; then
    grep -v '^#' "reference/$f/speed_goals.tsv" >> "$goals" || true  # a file of comments sets no goal
  fi
done
goal_of() {  # NAME UNIT
  local prefix unit goal
  while IFS=$'\t' read -r prefix unit goal; do
    [[ -n $prefix && $1 == "$prefix"* && $2 == "$unit" ]] && { echo "$goal"; return 0; }
  done < "$goals"
  return 0  # no goal for this figure
}

# The table.
{
  echo "# Speed figures"
  echo
  echo "Measured by \`tools/bench.sh\` on $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'),"
  echo "$(nproc) cores: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load before the run $(cut -d' ' -f1 /proc/loadavg)."
  ((quick)) && echo && echo "**--quick: smoke figures, not to be compared.**"
  echo
  echo "| figure | value | unit | goal |"
  echo "|---|---:|---|---:|"
  while IFS=$'\t' read -r name value unit goal; do
    [[ -n $goal ]] || goal=$(goal_of "$name" "$unit")
    echo "| $name | $value | $unit | $goal |"
  done < "$table"
} > "$out/bench.md"
cat "$out/bench.md"
