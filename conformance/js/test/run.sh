#!/usr/bin/env bash
# The npm runner (slugspec-conformance), tested where its users run it
# (tools/run-tests.sh runs this in CI):
#   1. npm run build (the WebAssembly, then dist/, corpus/, spec/), npm pack
#      of it and of the reference package;
#   2. both tarballs installed offline into an empty folder, and everything
#      below run there with a PATH that holds node and npm and no C++
#      toolchain;
#   3. `npx slugspec-conformance --module` certifies the reference package,
#      and fails a seeded-bug module; each case of both has the outcome the
#      native runner gives it through the Node adapter (same-results.mjs);
#   3b. a page's codec certified inside the page (--browser URL --global),
#      case by case as in process, and pages that misbehave; a page read
#      through its address bar (--browser 'URL{slug}'): the example players
#      of conformance/js/examples/ (a hash router judged by the link it
#      writes back, a query-string page read through its DOM, and its
#      URLSearchParams twin, which fails only there), how inputs are
#      escaped into an address, misbehaving pages and a crashed tab; both
#      modes again in Firefox ESR (--engine firefox);
#   4. a testee answering markup in every string (both runners' --html
#      reports) is shown as text only, in Chromium and Firefox ESR;
#   5. `record` then `--corpus` catches one link read differently;
#   6. README.md's examples run: the codec module, node:test and vitest
#      (vitest from the npm registry), and a failing node:test run shows the
#      failing case by its id with the requirement it breaks;
#   7. the TypeScript codecs of conformance/adapters/typescript/, written
#      from the spec alone, compiled and certified through --module;
#   8. the TypeScript declarations compile as a user's code uses them, and
#      refuse a codec of the wrong shape;
#   9. a corpus that is not the one the runner was built with is refused.
# Everything it writes is under build/js/conformance/.
#
#   conformance/js/test/run.sh NATIVE_BUILD
#
# NATIVE_BUILD: a native build tree of the project, whose
# slugspec-conformance the in-process runs are compared with.
set -euo pipefail
(($# == 1)) || { echo "usage: $0 NATIVE_BUILD" >&2; exit 2; }
native=$(realpath "$1")/conformance/runner/slugspec-conformance
cd "$(dirname "$0")/../../.."
root=$PWD
here=$root/conformance/js/test
out=$root/build/js/conformance
consumer=$out/consumer
seconds() { local start=$1; echo "$(( ($(date +%s%N) - start) / 1000000 ))" | sed -E 's/([0-9]{3})$/.\1/; s/^\./0./'; }
# step TITLE: starts a step; each step's wall-clock seconds are printed at
# the end (the phase table of tools/run-tests.sh says only the total).
step_names=() step_seconds=() step_start=
step_end() {
  [[ -n $step_start ]] && step_seconds+=("$(seconds "$step_start")")
  step_start=
}
step() { step_end; step_names+=("$*"); step_start=$(date +%s%N); echo "--- $*"; }
print_steps() {
  local status=$? i
  step_end
  echo "--- steps (wall-clock seconds)"
  for i in "${!step_seconds[@]}"; do printf '%8s  %s\n' "${step_seconds[$i]}" "${step_names[$i]}"; done
  exit "$status"
}
trap print_steps EXIT

step "npm run build; npm pack"
(cd conformance/js && npm run build --silent)
[[ -f reference/js/dist/slugspec.wasm ]] || (cd reference/js && npm run build --silent)
rm -rf "$out"
mkdir -p "$out"
runner_tgz=$out/$(cd conformance/js && npm pack --silent --pack-destination "$out" | tail -n 1)
reference_tgz=$out/$(cd reference/js && npm pack --silent --pack-destination "$out" | tail -n 1)
echo "$(basename "$runner_tgz") $(stat -c %s "$runner_tgz") bytes;" \
  "slugspec-conformance.wasm $(stat -c %s conformance/js/dist/slugspec-conformance.wasm) bytes"

step "installed offline into an empty folder, with no C++ toolchain on PATH"
mkdir -p "$consumer" "$out/path"
echo '{ "name": "consumer", "private": true, "type": "module" }' > "$consumer/package.json"
(cd "$consumer" && npm install --offline --no-audit --no-fund --ignore-scripts --no-package-lock \
  --loglevel=error "$runner_tgz" "$reference_tgz")
for tool in node npm npx sh; do ln -s "$(command -v "$tool")" "$out/path/$tool"; done
user_path=$out/path
for compiler in c++ cc g++ gcc clang++ em++ cmake make ld; do
  if PATH=$user_path command -v "$compiler" > /dev/null; then echo "$compiler is on the user's PATH" >&2; exit 1; fi
done
as_user() { (cd "$consumer" && env PATH="$user_path" "$@"); }
cp "$here/reference-codec.mjs" "$here/bug-codec.mjs" "$here/misbehaving-codec.mjs" "$here/hostile-codec.mjs" \
  "$here/skipping-codec.mjs" "$here/markup-codec.mjs" "$root/tools/js/injection-check.mjs" "$consumer/"

step "the reference package certified in process, each case as the native runner judges it"
start=$(date +%s%N)
as_user npx slugspec-conformance --quiet --module ./reference-codec.mjs --json "$out/in-process.json" \
  --results "$out/in-process.jsonl" --junit "$out/in-process.xml" --html "$out/in-process.html" | tail -n 1
in_process=$(seconds "$start")
# A new report gets an ordinary new file's mode (the umask's), as the native
# runner's do: not emscripten's own mask of 0777, which gave mode 0000.
for report in in-process.json in-process.html; do
  want=$(printf '%o' $(( 0666 & ~$(umask) )))
  [[ $(stat -c %a "$out/$report") == "$want" ]] || {
    echo "$report has mode $(stat -c %a "$out/$report"), not $want" >&2; exit 1; }
done
start=$(date +%s%N)
(cd "$consumer" && "$native" --quiet --results "$out/native.jsonl" --json "$out/native.json" \
  -- node "$here/session-of-module.cjs" reference-codec.mjs | tail -n 1)
through_adapter=$(seconds "$start")
node "$here/same-results.mjs" "$out/native.jsonl" "$out/in-process.jsonl"
node reference/js/test/same-certificates.mjs "$out/native.json" "$out/in-process.json"
grep -q "<testsuites " "$out/in-process.xml" && grep -q "</html>" "$out/in-process.html"
node -e '
  const r = require(process.argv[1]);
  const not = r.certificates.filter((c) => !c.certified);
  if (r.certificates.length === 0 || not.length > 0) { console.error("not certified:", not.map((c) => c.line)); process.exit(1); }
  console.log(`${r.certificates.length} certificates, all CERTIFIED, corpus sha256:${r.corpus_sha256}`);
' "$out/in-process.json"
echo "a whole default run: in process ${in_process} s; native runner through the Node adapter ${through_adapter} s"

step "a page's codec, certified inside the page (--browser, Chromium): each case as in process"
# The first format the reference declares: the filtered runs below use it.
first_format=$(node -e 'console.log(require(process.argv[1]).testee.capabilities[0].format)' "$out/in-process.json")
# The user has a browser: Debian's chromium, on their PATH.
ln -sf "$(command -v chromium)" "$user_path/chromium"
cp "$here/codec-page.html" "$consumer/"
coproc page_server { exec node "$root/tools/js/serve-folder.mjs" "$consumer"; }
read -r pages <&"${page_server[0]}"
start=$(date +%s%N)
as_user npx slugspec-conformance --quiet --browser "${pages}codec-page.html" --global referenceCodec \
  --results "$out/browser.jsonl" --json "$out/browser.json" > "$out/browser.txt"
tail -n 1 "$out/browser.txt"
echo "a whole default run inside the page: $(seconds "$start") s (in process: $in_process s)"
node "$here/same-results.mjs" "$out/in-process.jsonl" "$out/browser.jsonl"
grep -q -E "^  CERTIFIED .* — testee slugspec \(npm package, in process\) \(window.referenceCodec of ${pages}codec-page.html, Chromium [0-9.]+\) " \
  "$out/browser.txt" || { grep "^  " "$out/browser.txt" | head -n 3 >&2; echo "the certificates do not name the page and engine" >&2; exit 1; }
browsers_left() { pgrep -f -c "slugspec-(chromium|firefox)-" || true; }
(( $(browsers_left) == 0 )) || { echo "the run left $(browsers_left) browser processes" >&2; exit 1; }
# Pages that misbehave: each run ends with its verdict, in bounded time,
# and leaves no browser process behind.
for mischief in loop navigate alert late; do
  case $mischief in
    loop) want=1; says="no answer within 1000 ms" ;;
    navigate) want=1; says="the page navigated away (to about:blank)" ;;
    alert) want=0; says="PASS" ;;
    late) want=2; says="window.referenceCodec of the page was not ready within 3000 ms" ;;
  esac
  start=$(date +%s%N)
  status=0
  as_user npx slugspec-conformance --quiet --browser "${pages}codec-page.html?mischief=$mischief" \
    --global referenceCodec --filter "format=$first_format,check=decode.strict" --cases 10 --timeout-ms 1000 \
    --start-timeout-ms "$([[ $mischief == late ]] && echo 3000 || echo 10000)" > "$out/page-$mischief.txt" 2>&1 ||
    status=$?
  if ((status != want)) || ! grep -q -F "$says" "$out/page-$mischief.txt" || (( $(browsers_left) != 0 )); then
    tail -n 20 "$out/page-$mischief.txt" >&2
    echo "page $mischief: exit $status (wanted $want), or no \"$says\", or $(browsers_left) browser processes left" >&2
    exit 1
  fi
  echo "page $mischief: exit $status in $(seconds "$start") s, \"$says\", no browser left"
done
# The browser killed mid-run: the case at hand fails, the page is opened
# again in a new browser, and the run goes on to its verdict.
# The page is slow on purpose (1 ms a decode) and says on its console when
# it has answered 150 cases: the browser is killed then, mid-run on any
# machine (a fixed sleep let a fast machine finish first).
(cd "$consumer" && exec env PATH="$user_path" npx slugspec-conformance --quiet --show-testee-output \
   --browser "${pages}codec-page.html?mischief=slow&every=150" \
   --global referenceCodec --filter "format=$first_format,check=decode.*" --cases 100 > "$out/page-killed.txt" 2>&1) &
killed_pid=$!
for _ in $(seq 600); do grep -q "slow on call 150" "$out/page-killed.txt" && break; sleep 0.1; done
grep -q "slow on call 150" "$out/page-killed.txt" ||
  { tail -n 20 "$out/page-killed.txt" >&2; echo "the slow page never said it had answered 150 cases" >&2; exit 1; }
pkill -KILL -f -- "--user-data-dir=[^ ]*slugspec-chromium-" || true
status=0
wait "$killed_pid" || status=$?
if ((status != 1)) || ! grep -q "the browser ended" "$out/page-killed.txt" || (( $(browsers_left) != 0 )); then
  tail -n 20 "$out/page-killed.txt" >&2; echo "a killed browser: exit $status, or not said, or browsers left" >&2; exit 1
fi
echo "the browser killed mid-run: exit 1, $(grep -c "problem:" "$out/page-killed.txt") failures, restarts: $(grep -m 1 -o "[0-9]* restarts*$" "$out/page-killed.txt" || echo none)"

step "a page read through its address bar (--browser 'URL{slug}', Chromium): players, the + bug, misbehaviours"
# The example players of conformance/js/examples/ and a page that
# misbehaves, served with the consumer's node_modules (their import maps
# name /node_modules/slugspec).
cp "$root"/conformance/js/examples/* "$here/address-page.html" "$consumer/"
node "$here/address-escaping.mjs" "${pages}codec-page.html"
hash_read='({board: {link: location.href}, error: {rejected: true}})[document.body.dataset.state]'
sudoku_read=$(cat "$consumer/read-sudoku-grid.js")
# The hash router (pentomino's shape), judged by the link it writes back:
# the article's and transport vectors, every one a round trip.
start=$(date +%s%N)
as_user npx slugspec-conformance --quiet --browser "${pages}hash-player.html#/{slug}" \
  --declare pentomino/v3.1=decode,lenient --read "$hash_read" --quiet-ms 300 \
  --filter 'format=pentomino,id=decode.lenient/pentomino/article/*,id=decode.lenient/pentomino/transport/*' \
  > "$out/hash-player.txt" || { tail -n 30 "$out/hash-player.txt" >&2; echo "the hash player failed" >&2; exit 1; }
want="^  PARTIAL pentomino v3.1 decoder \(lenient\): .*REQUIRED 100% .*judged by the link the testee shows \(a round trip\); .*"
want+="rejections judged without codes \(the testee gives none\) — testee page ${pages}hash-player.html#/\{slug\} \(address bar, Chromium "
grep -q -E "$want" "$out/hash-player.txt" || { grep "^  " "$out/hash-player.txt" >&2; echo "the hash player's line" >&2; exit 1; }
echo "hash player: $(head -n 1 "$out/hash-player.txt" | grep -o '[0-9,]* cases in [0-9.]* s'), every REQUIRED case passed, judged by its own link"
# The query player (sudoku's shape), read through its DOM, and its twin
# that reads ?play= with URLSearchParams, which turns each + into a space:
# both pass in codec mode; only the address bar tells them apart.
sudoku_filter='format=sudoku,id=decode.lenient/sudoku/random/v1/00*,id=decode.lenient/sudoku/random/v1/01*,id=decode.lenient/sudoku/transport/*'
for page in query-player query-player-urlsearchparams; do
  status=0
  as_user npx slugspec-conformance --quiet --browser "${pages}$page.html?play={slug}" --declare sudoku/v0=decode,lenient \
    --declare sudoku/v1=decode,lenient --read "$sudoku_read" --quiet-ms 100 --filter "$sudoku_filter" \
    > "$out/$page.txt" || status=$?
  as_user npx slugspec-conformance --quiet --browser "${pages}$page.html" --global sudokuPlayer > "$out/$page-codec.txt" || {
    tail -n 30 "$out/$page-codec.txt" >&2; echo "$page: its codec is not certified inside the page" >&2; exit 1; }
  grep -q "^  CERTIFIED sudoku v1 decoder (lenient)" "$out/$page-codec.txt"
  if [[ $page == query-player ]]; then
    ((status == 0)) || { tail -n 30 "$out/$page.txt" >&2; echo "the query player failed its address bar" >&2; exit 1; }
    echo "$page: codec certified inside the page, and every REQUIRED case passed through the address bar"
    continue
  fi
  # The failure names the case, the address opened (with its +), what the
  # page read and the requirement broken.
  if ((status != 1)) || ! grep -q -E "^[0-9]+\. decode.lenient/sudoku/random/v1/[0-9]+  REQUIRED failed" "$out/$page.txt" ||
     ! grep -q -E "^     \| opened ${pages}$page.html\?play=[^ ]*\+" "$out/$page.txt" ||
     ! grep -q -F '| read {"rejected":true' "$out/$page.txt" || ! grep -q "^   requires: " "$out/$page.txt"; then
    tail -n 40 "$out/$page.txt" >&2; echo "$page: exit $status; the + bug is not shown failing" >&2; exit 1
  fi
  echo "$page: codec certified inside the page; through the address bar exit 1, $(grep -c "^[0-9]*\. .* REQUIRED failed" "$out/$page.txt") REQUIRED failure kinds (a + read as a space)"
done
# Misbehaving pages, one misbehaviour a link in turn (address-page.html):
# each gets its verdict in bounded time; a dialog and a slow page pass.
start=$(date +%s%N)
status=0
as_user npx slugspec-conformance --quiet --browser "${pages}address-page.html#/{slug}" --declare pentomino/v3.1=decode,lenient \
  --read "$hash_read" --quiet-ms 300 --timeout-ms 2500 --filter 'format=pentomino,id=decode.lenient/pentomino/article/*' \
  --json "$out/address-page.json" > "$out/address-page.txt" 2>&1 || status=$?
node "$here/address-mischiefs.mjs" "$out/address-page.json"
((status == 1)) && (( $(browsers_left) == 0 )) || {
  tail -n 20 "$out/address-page.txt" >&2; echo "misbehaving pages: exit $status (wanted 1), or browsers left" >&2; exit 1; }
echo "misbehaving pages: exit 1 in $(seconds "$start") s, no browser left"
# A tab's process killed mid-run: its case fails, the tab is replaced.
# (One tab: each of the 23 cases takes over half a second, a case is under
# way whenever the tab is killed, and the run outlasts the 2 s wait.)
(cd "$consumer" && exec env PATH="$user_path" npx slugspec-conformance --quiet --browser "${pages}hash-player.html#/{slug}" \
   --declare pentomino/v3.1=decode,lenient --read "$hash_read" --quiet-ms 300 --jobs 1 \
   --filter 'format=pentomino,id=decode.lenient/pentomino/article/*' > "$out/tab-crash.txt" 2>&1) &
crash_pid=$!
for _ in $(seq 100); do pgrep -f -- "--type=renderer.*slugspec-chromium-" > /dev/null && break; sleep 0.1; done
sleep 2
pkill -KILL -f -- "--type=renderer.*slugspec-chromium-" || true
status=0
wait "$crash_pid" || status=$?
if ((status != 1)) || ! grep -q "the page crashed (its tab's process ended)" "$out/tab-crash.txt" || (( $(browsers_left) != 0 )); then
  tail -n 20 "$out/tab-crash.txt" >&2; echo "a crashed tab: exit $status, or not said, or browsers left" >&2; exit 1
fi
echo "a tab's process killed: exit 1, \"the page crashed\", the run went on to its verdict"
# What the address bar cannot do is refused before anything starts.
for refused in "--declare pentomino/v3.1=decode,encode --read x" "--declare pentomino/v3.1=decode,lenient" \
               "--read x" "--declare pentomino/v3.1=decode,lenient --read x --global codec"; do
  # (Word splitting is meant: each line is a few words.)
  # shellcheck disable=SC2086
  if as_user npx slugspec-conformance --browser "${pages}hash-player.html#/{slug}" $refused > "$out/refused.txt" 2>&1 ||
     ! grep -q "^slugspec-conformance: " "$out/refused.txt"; then
    cat "$out/refused.txt" >&2; echo "not refused: $refused" >&2; exit 1
  fi
done
echo "refused with a reason: an encoder, no --read, no --declare, --global with {slug}"

step "both browser modes in Firefox ESR (--engine firefox, WebDriver BiDi): as in Chromium"
# The user has Firefox too: Debian's firefox-esr, on their PATH. The
# package speaks BiDi through its bundled ws: installed offline above.
ln -sf "$(command -v firefox-esr)" "$user_path/firefox-esr"
# (One format of the default run: a whole run takes 30 s in Firefox, whose
# BiDi messages cost more than Chromium's pipe; tools/bench-figures.md.)
start=$(date +%s%N)
as_user npx slugspec-conformance --quiet --engine firefox --browser "${pages}codec-page.html" --global referenceCodec \
  --filter "format=$first_format" --results "$out/firefox.jsonl" > "$out/firefox.txt" ||
  { tail -n 30 "$out/firefox.txt" >&2; echo "Firefox: not certified" >&2; exit 1; }
echo "the default run's $first_format cases inside the page in Firefox: $(seconds "$start") s"
node "$here/same-results.mjs" --subset "$out/in-process.jsonl" "$out/firefox.jsonl"
grep -q -E "^  PARTIAL .* \(window.referenceCodec of ${pages}codec-page.html, Firefox [0-9.]+\) " "$out/firefox.txt" ||
  { grep "^  " "$out/firefox.txt" | head -n 3 >&2; echo "the certificates do not name Firefox" >&2; exit 1; }
# The hash player through its address bar in Firefox, and a page's codec,
# from certify() as a user's test file calls it.
cp "$here/certify-pages.mjs" "$consumer/"
as_user node certify-pages.mjs "$pages" "$hash_read" pentomino/v3.1=decode,lenient \
  'format=pentomino,id=decode.lenient/pentomino/article/*,id=decode.lenient/pentomino/transport/*' "format=$first_format"
status=0
as_user npx slugspec-conformance --quiet --engine firefox --browser "${pages}query-player-urlsearchparams.html?play={slug}" \
  --declare sudoku/v1=decode,lenient --read "$sudoku_read" --quiet-ms 100 \
  --filter 'format=sudoku,id=decode.lenient/sudoku/random/v1/00*' \
  > "$out/urlsearchparams-firefox.txt" || status=$?
((status == 1)) && grep -q -E "^     \| opened ${pages}query-player-urlsearchparams.html\?play=[^ ]*\+" "$out/urlsearchparams-firefox.txt" ||
  { tail -n 30 "$out/urlsearchparams-firefox.txt" >&2; echo "Firefox: the + bug is not shown failing (exit $status)" >&2; exit 1; }
echo "the URLSearchParams player in Firefox: exit 1, the + read as a space, as in Chromium"
# A page that writes 100 MB to its console (once, on its 500th call): the
# browser's message is over the package's limit of 64 MiB, the browser is
# ended and started again, and the runner's memory never holds the
# message. (Each browser takes some seconds to send it: a long time limit,
# so that the case waits for it.)
for engine in chromium firefox; do
  case $engine in
    chromium) says="the browser ended (it sent a message of over 64 MiB, and was killed)" ;;
    firefox) says="the browser ended (its WebDriver BiDi connection closed)" ;;
  esac
  status=0
  as_user npx slugspec-conformance --quiet --engine "$engine" --browser "${pages}codec-page.html?mischief=shout&every=500" \
    --global referenceCodec --filter "format=$first_format,check=decode.strict" --cases 10 --timeout-ms 30000 \
    > "$out/shout-$engine.txt" 2>&1 || status=$?
  ((status == 1)) && grep -q -F "$says" "$out/shout-$engine.txt" ||
    { tail -n 20 "$out/shout-$engine.txt" >&2; echo "$engine, 100 MB on the console: exit $status (wanted 1), or no \"$says\"" >&2; exit 1; }
  echo "a page that writes 100 MB to its console, $engine: exit 1, \"$says\", started again"
done
(( $(browsers_left) == 0 )) || { echo "the Firefox runs left $(browsers_left) browser processes" >&2; exit 1; }
# An engine the user does not have is named, with the package to install.
mkdir -p "$out/path-without-firefox"
for tool in node npm npx sh; do ln -sf "$(command -v "$tool")" "$out/path-without-firefox/$tool"; done
status=0
(cd "$consumer" && env PATH="$out/path-without-firefox" npx slugspec-conformance --engine firefox \
  --browser "${pages}codec-page.html" --global referenceCodec > "$out/no-firefox.txt" 2>&1) || status=$?
((status == 2)) && grep -q "install Debian's package firefox-esr" "$out/no-firefox.txt" ||
  { cat "$out/no-firefox.txt" >&2; echo "no Firefox: exit $status (wanted 2), or the package not named" >&2; exit 1; }
echo "no Firefox on PATH: exit 2, \"$(grep -o "no Firefox found[^(]*" "$out/no-firefox.txt" | head -n 1)\""
exec {page_server[1]}>&-
wait "$page_server_PID" 2> /dev/null || true

step "a seeded bug fails, case by case as in the native runner"
if as_user SLUGSPEC_BUG=drop-last npx slugspec-conformance --quiet --module ./bug-codec.mjs \
     --results "$out/bug.jsonl" > "$out/bug.txt"; then
  echo "the seeded bug was certified" >&2; exit 1
fi
(cd "$consumer" && SLUGSPEC_BUG=drop-last "$native" --quiet --results "$out/bug-native.jsonl" \
  -- node "$here/session-of-module.cjs" bug-codec.mjs > "$out/bug-native.txt") &&
  { echo "native runner passed the bug" >&2; exit 1; }
node "$here/same-results.mjs" "$out/bug-native.jsonl" "$out/bug.jsonl"
# The same summary, line for line, but for what names the run: its first
# line (mode and times), the rerun commands (each runner's own spelling)
# and the mode in the certificates.
summary_of() { sed -E '1d; /^   rerun: /d; s/\((session|in-process)\)//' "$1"; }
diff <(summary_of "$out/bug-native.txt") <(summary_of "$out/bug.txt") > "$out/bug-summary.diff" || {
  head -n 40 "$out/bug-summary.diff" >&2; echo "the two runners' summaries differ" >&2; exit 1; }
echo "the same summary ($(wc -l < "$out/bug.txt") lines) as the native runner's"
# An expected-failure list written in process, then gone stale: a summary
# longer than a pipe holds, read slowly, arrives whole.
touch "$consumer/known.txt"
as_user SLUGSPEC_BUG=drop-last npx slugspec-conformance --quiet --module ./bug-codec.mjs \
  --expected-failures known.txt --update-expected-failures
set +o pipefail
as_user npx slugspec-conformance --module ./reference-codec.mjs --expected-failures known.txt |
  (sleep 1; cat) > "$out/stale.txt"
set -o pipefail
tail -n 1 "$out/stale.txt"
grep -q "^FAIL: the expected-failure list is stale" "$out/stale.txt"
((  $(wc -c < "$out/stale.txt") > 65536 )) || { echo "the stale list's summary fits a pipe: no test" >&2; exit 1; }
rm "$consumer/known.txt"
grep -E "^FAIL: [0-9,]+ unexpected REQUIRED failure" "$out/bug.txt"
grep -q -- "--case '[^']*' --module ./bug-codec.mjs$" "$out/bug.txt" || { echo "no rerun line names the module" >&2; exit 1; }

step "what a careless codec does wrong fails its case alone, as in the native runner"
# (Its misdeeds are its decoder's: the strict decodes of 20 generated cases
# a group and the corpus, 600 cases, 230 of them failing, suffice; the
# Node adapter restarts on each answer JSON cannot hold, which made a
# whole format's run 33 s.)
careless=(--quiet --filter "format=$first_format,check=decode.strict" --cases 20)
as_user npx slugspec-conformance "${careless[@]}" --module ./misbehaving-codec.mjs \
  --results "$out/misbehaving.jsonl" > "$out/misbehaving.txt" && { echo "the misbehaving codec passed" >&2; exit 1; }
(cd "$consumer" && "$native" "${careless[@]}" --results "$out/misbehaving-native.jsonl" \
  -- node "$here/session-of-module.cjs" misbehaving-codec.mjs > /dev/null) && { echo "native runner passed it" >&2; exit 1; }
node "$here/same-results.mjs" "$out/misbehaving-native.jsonl" "$out/misbehaving.jsonl"

step "real codecs' failures: each run ends with a verdict naming the cases, in bounded time and memory"
# The module runs on a thread of its own (spec/conformance.md §3.1): a case
# that allocates without bound, one that never returns, a thread that calls
# process.exit(0), a module that exits while imported, a timer left
# running, a polluted Object.prototype. Each run: a verdict (exit 1, or 2
# for a module that cannot start), the case named, every report written,
# and the module's console kept out of the summary but for the failures'
# own tails.
hostile=(--quiet --module ./hostile-codec.mjs --filter "format=$first_format,check=decode.strict" --cases 10
         --timeout-ms 1000 --heap-mb 64)
for mischief in runaway exit exit-at-import interval pollute; do
  rm -f "$out/hostile-$mischief.json"
  start=$(date +%s%N)
  status=0
  as_user /usr/bin/time -f "%M" -o "$out/hostile-$mischief.rss" /usr/bin/env SLUGSPEC_MISCHIEF="$mischief" \
    SLUGSPEC_MISCHIEF_EVERY=150 npx slugspec-conformance "${hostile[@]}" \
    --json "$out/hostile-$mischief.json" > "$out/hostile-$mischief.txt" 2> "$out/hostile-$mischief.err" || status=$?
  took=$(seconds "$start")
  rss_mb=$(( $(tail -n 1 "$out/hostile-$mischief.rss") / 1024 ))
  case $mischief in
    exit-at-import) want=2; says="the module's thread ended (exit code 0" ;;
    interval) want=0; says="PASS: every REQUIRED case passed" ;;
    pollute) want=1; says="decode returned a Promise" ;;
    exit) want=1; says="the module's thread ended (exit code 0" ;;
    runaway) want=1; says="the module ran out of memory: its JavaScript heap is limited to 64 MB" ;;
  esac
  if ((status != want)) || ! grep -q -F "$says" "$out/hostile-$mischief.txt" "$out/hostile-$mischief.err"; then
    cat "$out/hostile-$mischief.err" >&2; tail -n 20 "$out/hostile-$mischief.txt" >&2
    echo "$mischief: exit $status (wanted $want), or no \"$says\"" >&2; exit 1
  fi
  # Bounded: the time limits and restarts of a few cases, and the runner's
  # memory with one codec thread's.
  if (( ${took%%.*} > 60 || rss_mb > 1024 )); then echo "$mischief: ${took} s, ${rss_mb} MB" >&2; exit 1; fi
  if ((want != 2)); then
    node -e 'const r = require(process.argv[1]); if (!(r.certificates.length > 0)) process.exit(1);' \
      "$out/hostile-$mischief.json"
  fi
  echo "$mischief: exit $status in $took s, at most $rss_mb MB; $(grep -c "problem: " "$out/hostile-$mischief.txt" || true) failures shown"
done
grep -q "no answer within 1000 ms" "$out/hostile-runaway.txt" || { echo "the runaway codec timed out nowhere" >&2; exit 1; }
# The codec logs a stack trace on every call: only the failures' tails (at
# most 12 lines each) reach the summary, nothing reaches standard error, and
# the JSON report keeps each failure's tail.
logged=$(grep -c "Error: decoding" "$out/hostile-runaway.txt" || true)
failures=$(grep -c "problem: " "$out/hostile-runaway.txt")
if ((logged > failures || $(wc -c < "$out/hostile-runaway.err") > 0)); then
  echo "the codec's console reached the summary ($logged lines for $failures failures) or standard error" >&2; exit 1
fi
node -e '
  const r = require(process.argv[1]);
  const kept = r.cases.filter((c) => (c.outcome.stderr_tail || "").includes("Error: decoding"));
  if (kept.length === 0) { console.error("no failure keeps the console output"); process.exit(1); }
  console.log(`runaway: ${kept.length} failures keep the codec console output in the JSON report`);
' "$out/hostile-runaway.json"
# The same runaway codec, under node:test and vitest: a verdict, the case
# named, no hang.
cat > "$consumer/runaway.test.mjs" <<'JS'
import { conformanceSuite } from "slugspec-conformance/node-test";
await conformanceSuite({ module: "./hostile-codec.mjs", args: [
  "--filter", `format=${process.env.FIRST_FORMAT},check=decode.strict`, "--cases", "10", "--timeout-ms", "1000", "--heap-mb", "64"] });
JS
if as_user /usr/bin/env SLUGSPEC_MISCHIEF=runaway SLUGSPEC_MISCHIEF_EVERY=150 FIRST_FORMAT="$first_format" \
     node --test --test-reporter=spec runaway.test.mjs > "$out/runaway-node-test.txt" 2>&1; then
  echo "node --test passed the runaway codec" >&2; exit 1
fi
grep -q "the module ran out of memory" "$out/runaway-node-test.txt" && grep -q "no answer within 1000 ms" "$out/runaway-node-test.txt" || {
  tail -n 30 "$out/runaway-node-test.txt" >&2; echo "node --test: the runaway cases are not named" >&2; exit 1; }
echo "node --test: the runaway codec fails, its cases named"
# The other real mischiefs, under node:test too: a thread that calls
# process.exit(0), a module that exits while imported, a polluted
# Object.prototype each fail the suite with their reason; a timer left
# running does not keep the test process alive: its run ends with its
# verdict (exit 0; the suite's "certified" test fails only because a
# filtered run certifies nothing).
for mischief in exit exit-at-import pollute interval; do
  case $mischief in
    exit|exit-at-import) says="the module's thread ended (exit code 0" ;;
    pollute) says="decode returned a Promise" ;;
    interval) says="not certified (exit status 0)" ;;
  esac
  status=0
  as_user /usr/bin/timeout 120 /usr/bin/env SLUGSPEC_MISCHIEF=$mischief SLUGSPEC_MISCHIEF_EVERY=150 \
    FIRST_FORMAT="$first_format" node --test --test-reporter=spec runaway.test.mjs > "$out/$mischief-node-test.txt" 2>&1 ||
    status=$?
  if ((status != 1)) || ! grep -q -F "$says" "$out/$mischief-node-test.txt"; then
    tail -n 30 "$out/$mischief-node-test.txt" >&2
    echo "node --test: $mischief exit $status (124: it hung), or no \"$says\"" >&2; exit 1
  fi
  echo "node --test: $mischief: exit $status, \"$says\""
done
# Interrupted: the reports are written, marked, and nothing is certified.
rm -f "$out/interrupted.json"
# (The runaway codec with a time limit of a minute: the signal comes while
# it loops, and must not wait for it.)
(cd "$consumer" && exec env PATH="$user_path" SLUGSPEC_MISCHIEF=runaway SLUGSPEC_MISCHIEF_EVERY=150 \
   node node_modules/slugspec-conformance/bin/slugspec-conformance.js --quiet --module ./hostile-codec.mjs \
   --timeout-ms 60000 --heap-mb 64 --json "$out/interrupted.json" > "$out/interrupted.txt" 2>&1) &
interrupted_pid=$!
sleep 8
kill -TERM "$interrupted_pid"
start=$(date +%s%N)
status=0
wait "$interrupted_pid" || status=$?
echo "the interrupted run ended $(seconds "$start") s after SIGTERM"
((status == 143)) || { cat "$out/interrupted.txt" >&2; echo "interrupted run: exit $status, not 143" >&2; exit 1; }
node -e '
  const r = require(process.argv[1]);
  if (!r.certificates.some((c) => /interrupted by SIGTERM/.test(c.line)) || r.certificates.some((c) => c.certified)) {
    console.error("the interrupted run certified, or does not say so"); process.exit(1);
  }
  console.log(`interrupted by SIGTERM: exit 143, ${r.certificates.length} certificates, none certified`);
' "$out/interrupted.json"

step "a module may skip what it does not support; its console can be shown live"
# (A filtered run certifies nothing and may pass: what matters is the line.)
as_user npx slugspec-conformance --quiet --module ./skipping-codec.mjs --filter "format=$first_format" --cases 10 \
  > "$out/skipping.txt" || true
if grep -E "^  CERTIFIED $first_format [^ ]+ encoder" "$out/skipping.txt"; then
  echo "a codec that skips was certified" >&2; exit 1
fi
grep -E "^  INCOMPLETE $first_format [^ ]+ encoder: the testee skipped [0-9,]+ cases?;" "$out/skipping.txt" | head -n 1 || {
  grep "^  " "$out/skipping.txt" >&2; echo "the skipping encoder is not INCOMPLETE" >&2; exit 1; }
grep -q "^  PARTIAL $first_format [^ ]* decoder (strict)" "$out/skipping.txt" || {
  echo "the skipping codec's decoder lost its cases" >&2; exit 1; }
as_user /usr/bin/env SLUGSPEC_MISCHIEF=runaway SLUGSPEC_MISCHIEF_EVERY=100000 npx slugspec-conformance --quiet \
  --module ./hostile-codec.mjs --filter "format=$first_format,check=decode.strict" --cases 1 --show-testee-output \
  > "$out/shown.txt" 2> "$out/shown.err" || true
shown=$(grep -c "Error: decoding" "$out/shown.err" || true)
((shown > 100)) || { echo "--show-testee-output showed $shown lines of the codec's console" >&2; exit 1; }
echo "--show-testee-output: $shown console lines shown live on standard error"

step "a misspelt capability word is refused by both runners alike (one parser: --declare's)"
cat > "$consumer/misspelt-codec.mjs" <<'JS'
import * as reference from "./reference-codec.mjs";
export const { decode, encode } = reference;
export const capabilities = [reference.capabilities[0].replace(/=.*/, "=decode,strict,lenent")];
JS
for runner in npm native; do
  status=0
  if [[ $runner == npm ]]; then
    as_user npx slugspec-conformance --quiet --module ./misspelt-codec.mjs > "$out/misspelt-$runner.txt" 2>&1 || status=$?
  else
    (cd "$consumer" && "$native" --quiet -- node "$here/session-of-module.cjs" misspelt-codec.mjs) \
      > "$out/misspelt-$runner.txt" 2>&1 || status=$?
  fi
  if ((status != 2)) || ! grep -q 'unknown capability "lenent"' "$out/misspelt-$runner.txt"; then
    cat "$out/misspelt-$runner.txt" >&2; echo "the $runner runner took a misspelt capability (exit $status)" >&2; exit 1
  fi
  echo "$runner runner: exit 2, $(grep -o 'unknown capability "lenent"' "$out/misspelt-$runner.txt" | head -n 1)"
done

step "every string a testee answers is text in both runners' HTML reports, in Chromium and Firefox ESR"
# The native runner's report of the chaos testee's markup mode, the npm
# runner's of markup-codec.mjs: each answer's strings (the model's, slugs,
# messages, the testee's name and version) hold script, an event handler
# and an element of their own.
chaos=$(dirname "$native")/../testees/chaos_testee
"$native" --quiet --cases 2 --html "$out/markup-native.html" -- "$chaos" --mode markup --every 2 \
  > "$out/markup-native.txt" && { echo "the markup testee passed" >&2; exit 1; }
as_user npx slugspec-conformance --quiet --module ./markup-codec.mjs --cases 2 --html "$out/markup-npm.html" \
  > "$out/markup-npm.txt" && { echo "the markup codec passed" >&2; exit 1; }
node "$here/markup-in-reports.mjs" \
  "$out/screenshots" "$out/markup-native.html" "$out/markup-npm.html"

step "record, then --corpus: every recorded link still opens the same"
node "$here/links-of-corpus.mjs" "$root/corpus" 20 > "$out/links.txt"
format=$(head -n 1 "$out/links.txt" | cut -f 1)
cut -f 2 "$out/links.txt" > "$consumer/links.txt"
mkdir -p "$consumer/my-links"
as_user npx slugspec-conformance record --format "$format" links.txt > "$consumer/my-links/links.jsonl"
echo "$(wc -l < "$consumer/my-links/links.jsonl") links of $format recorded"
as_user npx slugspec-conformance --quiet --module ./reference-codec.mjs --corpus my-links --cases 0 | tail -n 1
changed=$(sed -n 3p "$consumer/my-links/links.jsonl" | node -e 'process.stdin.on("data", (d) => console.log(JSON.parse(d).slug))')
if as_user "SLUGSPEC_BUG=one-link:$changed" npx slugspec-conformance --quiet --module ./bug-codec.mjs \
     --corpus my-links --cases 0 > "$out/one-link.txt"; then
  echo "a link read as another game passed" >&2; exit 1
fi
grep -o "recorded/line-3 .*REQUIRED failed" "$out/one-link.txt" | head -n 1
# The native runner reads the same vectors the same way.
(cd "$consumer" && "$native" --quiet --corpus my-links --cases 0 -- node "$here/session-of-module.cjs" \
  reference-codec.mjs | tail -n 1)

step "README.md's examples: the codec module, node:test, vitest"
mapfile -t examples < <(node reference/js/test/extract-consumers.mjs conformance/js/README.md "$consumer")
printf '%s\n' "${examples[@]}"
# The recipe's worked example: a player that throws, logs and names no
# version certifies, says so, and its console stays out of the summary.
as_user npx slugspec-conformance --module ./sudoku-player-codec.mjs > "$out/example.txt" 2> "$out/example.err" || {
  tail -n 20 "$out/example.txt" >&2; echo "the README's example player did not pass" >&2; exit 1; }
for role in "sudoku v0 decoder (lenient)" "sudoku v1 decoder (lenient)" "sudoku v1 encoder"; do
  grep -q "^  CERTIFIED $role" "$out/example.txt" || { echo "the example player: $role not certified" >&2; exit 1; }
done
grep "^  CERTIFIED sudoku v1 decoder (lenient)" "$out/example.txt" | grep -q "; versions not named (" || {
  echo "the example player's certificate does not say the versions were not named" >&2; exit 1; }
if [[ -s $out/example.err ]] || grep -v "^     | " "$out/example.txt" | grep -q "could not open the puzzle"; then
  echo "the example player's console reached the summary" >&2; exit 1
fi
echo "the README's example player: $(grep -c "^  CERTIFIED" "$out/example.txt") certificates, versions not named"
start=$(date +%s%N)
as_user node --test --test-reporter=tap conformance.test.mjs > "$out/node-test.txt" || {
  tail -n 30 "$out/node-test.txt" >&2; exit 1; }
# Every case a test, and the certified test, all passed.
tests=$(( $(grep -c . "$out/in-process.jsonl") + 1 ))
grep -q -x "# pass $tests" "$out/node-test.txt" && grep -q -x "# fail 0" "$out/node-test.txt" || {
  grep "^# " "$out/node-test.txt" >&2; echo "node --test did not pass $tests tests" >&2; exit 1; }
echo "node --test: $tests tests passed in $(seconds "$start") s"
# A failing run names the case, the level, the requirement and the rerun.
# (Only the first format's cases, where the bug is: a partial run, so its
# certified test fails twice over, which the text checks do not rely on.)
only_bug="module: \"./bug-codec.mjs\", args: [\"--filter\", \"format=$first_format\"]"
sed "s#module: \"./my-codec.mjs\"#$only_bug#" "$consumer/conformance.test.mjs" > "$consumer/failing.test.mjs"
# (Node 20's test runner hung here once, on 2026-12-07: the file's process
# had ended and the runner's own process spun without reaping it, for
# minutes, and ignored SIGTERM; run again, it took 4 s. A hang is given
# 120 s, then killed, and one more try, so that it fails the step rather
# than CI's whole time. timeout says 124, or 137 when SIGKILL was needed.)
node_test_failing() {
  as_user /usr/bin/timeout -k 5 120 node --test --test-reporter=spec failing.test.mjs > "$out/node-test-failing.txt" 2>&1
}
status=0
node_test_failing || status=$?
if ((status == 124 || status == 137)); then
  echo "node --test did not end within 120 s (its runner's own process); once more" >&2
  status=0
  node_test_failing || status=$?
fi
if ((status == 0 || status == 124 || status == 137)); then
  echo "node --test passed the seeded bug, or hung twice (exit $status)" >&2; exit 1
fi
for expected in "REQUIRED failed" "requires: " "rerun:    npx slugspec-conformance" "not certified"; do
  grep -q -F "$expected" "$out/node-test-failing.txt" || { echo "the failing node:test run says no \"$expected\"" >&2; exit 1; }
done
rm "$consumer/failing.test.mjs"
vitest_dir=$out/vitest
mkdir -p "$vitest_dir"
echo '{ "name": "vitest-consumer", "private": true, "type": "module" }' > "$vitest_dir/package.json"
cp "$consumer/my-codec.mjs" "$consumer/vitest.conformance.test.mjs" "$vitest_dir/"
(cd "$vitest_dir" && npm install --no-audit --no-fund --no-package-lock --loglevel=error \
  vitest@2.1.9 "$runner_tgz" "$reference_tgz" > /dev/null)
start=$(date +%s%N)
(cd "$vitest_dir" && env PATH="$user_path" npx vitest run --reporter=json --outputFile="$out/vitest.json" \
  > "$out/vitest.txt" 2>&1) || { tail -n 30 "$out/vitest.txt" >&2; exit 1; }
# Every case a test, and the certified test, all passed.
node -e '
  const v = require(process.argv[1]);
  const cases = require("fs").readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean).length;
  if (v.numPassedTests !== cases + 1 || v.numFailedTests !== 0) {
    console.error(`vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed; ${cases} cases`); process.exit(1);
  }
  console.log(`vitest: ${v.numPassedTests} tests passed (${cases} cases and certified)`);
' "$out/vitest.json" "$out/in-process.jsonl"
echo "vitest ran in $(seconds "$start") s"
# A failing vitest run shows the failing case by its id, with the text.
cp "$consumer/bug-codec.mjs" "$consumer/reference-codec.mjs" "$vitest_dir/"
sed "s#module: \"./my-codec.mjs\"#$only_bug#" "$vitest_dir/vitest.conformance.test.mjs" > "$vitest_dir/failing.test.mjs"
if (cd "$vitest_dir" && env PATH="$user_path" npx vitest run failing.test.mjs --reporter=json \
      --outputFile="$out/vitest-failing.json" > /dev/null 2>&1); then
  echo "vitest passed the seeded bug" >&2; exit 1
fi
node -e '
  const v = require(process.argv[1]);
  const failed = v.testResults.flatMap((f) => f.assertionResults).filter((t) => t.status === "failed");
  const one = failed.find((t) => t.title !== "certified");
  const text = one ? one.failureMessages.join("\n") : "";
  for (const want of ["REQUIRED failed", "requires: ", "rerun:    npx slugspec-conformance"]) {
    if (!text.includes(want)) { console.error(`a failing vitest case says no "${want}":\n${text}`); process.exit(1); }
  }
  if (!failed.some((t) => t.title === "certified")) { console.error("vitest: certified did not fail"); process.exit(1); }
  console.log(`vitest: ${failed.length} tests failed, each named by its case id, such as ${one.title}`);
' "$out/vitest-failing.json"
rm "$vitest_dir/failing.test.mjs"
# The runaway codec under vitest: a verdict naming its cases, no hang, and
# vitest's own output not drowned by the codec's console.
cp "$consumer/hostile-codec.mjs" "$vitest_dir/"
sed 's#slugspec-conformance/node-test#slugspec-conformance/vitest#' "$consumer/runaway.test.mjs" > "$vitest_dir/runaway.test.mjs"
if (cd "$vitest_dir" && env PATH="$user_path" SLUGSPEC_MISCHIEF=runaway SLUGSPEC_MISCHIEF_EVERY=150 \
      FIRST_FORMAT="$first_format" npx vitest run runaway.test.mjs --reporter=json \
      --outputFile="$out/vitest-runaway.json" > "$out/vitest-runaway.txt" 2>&1); then
  echo "vitest passed the runaway codec" >&2; exit 1
fi
node -e '
  const v = require(process.argv[1]);
  const failed = v.testResults.flatMap((f) => f.assertionResults).filter((t) => t.status === "failed");
  const text = failed.map((t) => t.failureMessages.join("\n")).join("\n");
  for (const want of ["the module ran out of memory", "no answer within 1000 ms"]) {
    if (!text.includes(want)) { console.error(`vitest: no failing case says "${want}"`); process.exit(1); }
  }
  console.log(`vitest: the runaway codec fails, ${failed.length} tests failed, each named by its case id`);
' "$out/vitest-runaway.json"
# (Each failing case's text keeps the end of its console output; the rest
# of the codec's logging, a stack trace a call, must not reach vitest's.)
if (( $(grep -c "Error: decoding" "$out/vitest-runaway.txt" || true) > 12 * $(grep -c "problem:" "$out/vitest-runaway.txt" || true) )); then
  echo "vitest: the codec's console reached vitest's output" >&2; exit 1
fi
# And the other mischiefs under vitest, as under node:test above (an exit
# at import is the same worker's end as an exit mid-run: node:test has it).
for mischief in exit pollute interval; do
  case $mischief in
    exit|exit-at-import) says="the module's thread ended (exit code 0"; want=1 ;;
    pollute) says="decode returned a Promise"; want=1 ;;
    interval) says="not certified (exit status 0)"; want=1 ;;
  esac
  status=0
  (cd "$vitest_dir" && env PATH="$user_path" SLUGSPEC_MISCHIEF=$mischief SLUGSPEC_MISCHIEF_EVERY=150 \
      FIRST_FORMAT="$first_format" /usr/bin/timeout 120 npx vitest run runaway.test.mjs > "$out/vitest-$mischief.txt" 2>&1) ||
    status=$?
  if ((status != want)) || ! grep -q -F "$says" "$out/vitest-$mischief.txt"; then
    tail -n 30 "$out/vitest-$mischief.txt" >&2; echo "vitest: $mischief exit $status, or no \"$says\"" >&2; exit 1
  fi
  echo "vitest: $mischief: exit $status, \"$says\""
done
rm "$vitest_dir/runaway.test.mjs"

step "TypeScript codecs written from the spec alone, certified through --module"
typescript=$root/build/js/tools/node_modules/typescript/bin/tsc
if [[ ! -x $typescript ]]; then
  npm install --prefix "$root/build/js/tools" --no-audit --no-fund --loglevel=error typescript@5.6.3 > /dev/null
fi
mkdir -p "$consumer/typescript"
echo '{ "type": "module" }' > "$consumer/typescript/package.json"
"$typescript" --strict --target es2022 --module es2022 --outDir "$consumer/typescript" \
  "$root"/conformance/adapters/typescript/*.ts
for codec in "$consumer"/typescript/*.js; do
  as_user npx slugspec-conformance --quiet --module "./typescript/$(basename "$codec")" \
    --json "$out/typescript.json" | grep -E "^  (CERTIFIED|NOT)|^(PASS|FAIL)"
  node -e '
    const r = require(process.argv[1]);
    if (r.certificates.length === 0 || !r.certificates.every((c) => c.certified)) process.exit(1);' "$out/typescript.json"
done

step "the package's TypeScript declarations, as a TypeScript user's code sees them"
cat > "$consumer/types.ts" <<'TS'
import { certify, rejection, type Codec, type Run } from "slugspec-conformance";
import { conformanceSuite } from "slugspec-conformance/node-test";
const codec: Codec = {
  capabilities: ["FORMAT/VERSION=decode,strict"],
  decode: (slug) => { throw rejection("TRUNCATED", slug.length); },
};
export const run: Promise<Run> = certify({ codec, args: ["--cases", "1"] });
export const suite: Promise<Run> = conformanceSuite({ module: "./my-codec.mjs", failOnRecommended: true });
export const failing = run.then((r) => r.cases.filter((c) => c.status === "failed" && c.level === "REQUIRED"));
export const inPage: Promise<Run> = certify({ browser: { url: "http://localhost:4173/", global: "myCodec", engine: "firefox" } });
export const addressBar: Promise<Run> = certify({
  page: { url: "http://localhost:8000/?play={slug}", declare: ["sudoku/v1=decode,lenient"], read: "({link: location.href})", jobs: 2 },
  args: ["--cases", "5"],
});
TS
tsc_user() { (cd "$consumer" && "$typescript" --strict --noEmit --module nodenext --moduleResolution nodenext \
  --target es2022 "$@"); }
tsc_user types.ts
# A declaration check that cannot fail is no check: capabilities must be an
# array, and tsc must say so.
sed 's/capabilities: \["FORMAT\/VERSION=decode,strict"\]/capabilities: "FORMAT\/VERSION=decode"/' \
  "$consumer/types.ts" > "$consumer/wrong.ts"
if tsc_user wrong.ts > "$out/wrong-ts.txt" || ! grep -q "not assignable to type 'string\[\]'" "$out/wrong-ts.txt"; then
  cat "$out/wrong-ts.txt" >&2
  echo "tsc did not refuse capabilities that are no array" >&2
  exit 1
fi
# Nor an engine the runner has no driver for.
sed 's/engine: "firefox"/engine: "safari"/' "$consumer/types.ts" > "$consumer/wrong.ts"
if tsc_user wrong.ts > "$out/wrong-ts.txt" || ! grep -q "'\"safari\"' is not assignable" "$out/wrong-ts.txt"; then
  cat "$out/wrong-ts.txt" >&2
  echo "tsc did not refuse an engine the runner does not drive" >&2
  exit 1
fi
rm "$consumer/types.ts" "$consumer/wrong.ts"

step "a corpus the runner was not built with is refused"
cp -r "$consumer/node_modules/slugspec-conformance" "$out/tampered"
first=$(cd "$out/tampered/corpus" && find . -name '*.jsonl' | sort | head -n 1)
sed -i '1d' "$out/tampered/corpus/$first"
if (cd "$consumer" && env PATH="$user_path" node "$out/tampered/bin/slugspec-conformance.js" --quiet \
      --module ./reference-codec.mjs > /dev/null 2> "$out/tampered.txt"); then
  echo "the tampered corpus was used" >&2; exit 1
fi
cat "$out/tampered.txt"
grep -q "sha256" "$out/tampered.txt"
