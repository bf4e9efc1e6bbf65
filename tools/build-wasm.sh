#!/usr/bin/env bash
# The WebAssembly build of the reference (preset wasm), from the same sources
# and format list as every other build, for the npm package reference/js/.
#
#   tools/build-wasm.sh [--target TARGET]... [PRESET...]    (default: wasm wasm-threads)
#
# With --target, only those targets of each preset are built (the spec
# site's playground needs the whole reference's module alone: slugspec_wasm).
#
# 1. Debian's emscripten (3.1.6) and the web tools (tools/bootstrap.sh --web).
# 2. libprotobuf for WebAssembly, built once into build/wasm-deps/ from
#    Debian's own source package of the protobuf that libprotobuf-dev and
#    protoc come from: the models' generated code must meet the runtime of
#    the protoc that wrote it, and Debian is the one archive CI reaches.
#    Twice: the lite runtime alone, without threads, for the reference
#    package (a lite build); the whole library with threads (-pthread)
#    for the runner.
# 3. slugspec-tsgen, natively (build/default), then cmake --preset wasm and
#    its build: build/wasm/reference/js/wasm/ then holds the package's
#    modules (slugspec.mjs and .wasm, slugspec-<format>.mjs and .wasm) and
#    what tsgen wrote (the TypeScript declarations, the wire schema).
# 4. cmake --preset wasm-threads and its build: build/wasm-threads/
#    conformance/js/wasm/ holds the npm runner's module, with threads.
# Idempotent: a second run rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bash tools/bootstrap.sh --web

# Debian's em++ runs its optimizer's JavaScript passes with the machine's
# `node`; when that node is not Debian's (nodesource's, say) it cannot find
# Debian's acorn unless told where Debian keeps it.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
# (Debian's emscripten ships its system libraries prebuilt, in a frozen
# cache under /usr/share/emscripten: EM_CACHE must stay unset.)

deps=$root/build/wasm-deps
version=$(dpkg-query -W -f='${source:Version}' libprotobuf-dev)
source_stamp=$deps/protobuf-src/.fetched-$version
if [[ ! -e $source_stamp ]]; then
  rm -rf "$deps/protobuf-src"
  mkdir -p "$deps/protobuf-src" "$deps/apt/lists/partial" "$deps/apt/sources"
  # A private apt configuration that lists the machine's own Debian archives
  # as deb-src, so that the machine's sources are left as they are.
  for f in /etc/apt/sources.list.d/*.sources; do
    [[ -e $f ]] && sed 's/^Types: deb$/Types: deb-src/' "$f" > "$deps/apt/sources/$(basename "$f")"
  done
  if [[ -e /etc/apt/sources.list ]]; then
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > "$deps/apt/sources/sources.list"
  fi
  apt_private=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$deps/apt/sources"
               -o Dir::State::Lists="$deps/apt/lists" -o Debug::NoLocking=1)
  echo "build-wasm: fetching Debian's source of protobuf $version" >&2
  apt-get "${apt_private[@]}" update -qq >/dev/null
  # apt checks the files against the archive's signed Release file; the
  # uploader's own signature on the .dsc needs a keyring this machine lacks,
  # which dpkg-source only warns about (kept in the log).
  (cd "$deps/protobuf-src" && apt-get "${apt_private[@]}" source --download-only -qq "protobuf=$version" &&
    dpkg-source -x ./*.dsc src) > "$deps/protobuf-fetch.log" 2>&1 || { cat "$deps/protobuf-fetch.log" >&2; exit 1; }
  touch "$source_stamp"
fi

# build_protobuf NAME FLAGS [lite|full]: libprotobuf into
# $deps/protobuf-install$NAME, compiled with FLAGS. Two builds: the lite
# runtime alone, plain, for the reference package (a page must load it
# without cross-origin isolation, so no threads; a lite build needs nothing
# else, and it is a fifth of the library's compiling), and the whole
# library with -pthread for the npm runner, which runs only in Node and builds and judges
# its cases on every core (objects linked into a threaded module must all
# be compiled for shared memory).
build_protobuf() {
  local name=$1 flags=$2 part=${3:-full}
  local prefix=$deps/protobuf-install$name build=$deps/protobuf-build$name
  [[ -e $prefix/.built-from-$version-$part ]] && return 0
  rm -rf "$build" "$prefix"
  echo "build-wasm: building libprotobuf $version ($part) for WebAssembly${flags:+ ($flags)}" >&2
  local launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  emcmake cmake -S "$deps/protobuf-src/src" -B "$build" -G Ninja "${launcher[@]}" \
    -DCMAKE_BUILD_TYPE=Release -Dprotobuf_BUILD_TESTS=OFF -Dprotobuf_BUILD_PROTOC_BINARIES=OFF \
    -Dprotobuf_WITH_ZLIB=OFF -DCMAKE_INSTALL_PREFIX="$prefix" \
    "-DCMAKE_CXX_FLAGS=$flags" "-DCMAKE_C_FLAGS=$flags" \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node;--no-experimental-fetch" > "$build.configure.log" 2>&1 ||
    { cat "$build.configure.log" >&2; exit 1; }
  # One library and the headers: the whole library compiles the lite
  # runtime's sources itself, so the lite library is not built beside it
  # (a fifth of the work).
  local library=libprotobuf
  [[ $part == lite ]] && library=libprotobuf-lite
  cmake --build "$build" --target "$library" > "$build.log" || { tail -n 30 "$build.log" >&2; exit 1; }
  : > "$build.install.log"
  for component in protobuf-headers "$library"; do
    cmake --install "$build" --component "$component" >> "$build.install.log" 2>&1 ||
      { cat "$build.install.log" >&2; exit 1; }
  done
  touch "$prefix/.built-from-$version-$part"
}
targets=()
while (($# >= 2)) && [[ $1 == --target ]]; do
  targets+=(--target "$2")
  shift 2
done
presets=("$@")
((${#presets[@]} > 0)) || presets=(wasm wasm-threads)
for preset in "${presets[@]}"; do
  case $preset in
    wasm) build_protobuf "" "" lite
          # The native build tool the wasm preset runs (SLUGSPEC_TSGEN).
          [[ -e build/default/build.ninja ]] || cmake --preset default > "$deps/configure-default.log" 2>&1 ||
            { cat "$deps/configure-default.log" >&2; exit 1; }
          cmake --build --preset default --target slugspec_tsgen > "$deps/build-tsgen.log" 2>&1 ||
            { tail -n 60 "$deps/build-tsgen.log" >&2; exit 1; } ;;
    wasm-threads) build_protobuf "-threads" "-pthread" ;;
    *) echo "build-wasm: no preset $preset (wasm, wasm-threads)" >&2; exit 2 ;;
  esac
done

# Quiet unless something fails: CI's log keeps what matters. Two trees: the
# reference package's (preset wasm) and the npm runner's (wasm-threads).
for preset in "${presets[@]}"; do
  cmake --preset "$preset" > "$deps/configure-$preset.log" 2>&1 || { cat "$deps/configure-$preset.log" >&2; exit 1; }
  cmake --build --preset "$preset" "${targets[@]}" > "$deps/build-$preset.log" 2>&1 ||
    { grep -v '^\[' "$deps/build-$preset.log" | tail -n 60 >&2; exit 1; }
  echo "build-wasm: build/$preset is up to date ($(grep -c '^\[' "$deps/build-$preset.log") build steps ran;" \
    "log: $deps/build-$preset.log)"
done
