#!/usr/bin/env bash
# The WebAssembly build of the reference (preset wasm), from the same sources
# and format list as every other build, for the npm package reference/js/.
#
#   tools/build-wasm.sh
#
# 1. Debian's emscripten (3.1.6) and the web tools (tools/bootstrap.sh --web).
# 2. libprotobuf for WebAssembly, built once into build/wasm-deps/ from
#    Debian's own source package of the protobuf that libprotobuf-dev and
#    protoc come from: the models' generated code must meet the runtime of
#    the protoc that wrote it, and Debian is the one archive CI reaches.
# 3. cmake --preset wasm and its build: build/wasm/reference/js/wasm/ then
#    holds slugspec.js and slugspec.wasm (the package's module) and
#    slugspec-tsgen.js (what writes the TypeScript declarations).
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
prefix=$deps/protobuf-install
version=$(dpkg-query -W -f='${source:Version}' libprotobuf-dev)
stamp=$prefix/.built-from-$version
if [[ ! -e $stamp ]]; then
  rm -rf "$deps/protobuf-src" "$deps/protobuf-build" "$prefix"
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
  echo "build-wasm: building libprotobuf $version for WebAssembly" >&2
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  emcmake cmake -S "$deps/protobuf-src/src" -B "$deps/protobuf-build" -G Ninja "${launcher[@]}" \
    -DCMAKE_BUILD_TYPE=Release -Dprotobuf_BUILD_TESTS=OFF -Dprotobuf_BUILD_PROTOC_BINARIES=OFF \
    -Dprotobuf_WITH_ZLIB=OFF -DCMAKE_INSTALL_PREFIX="$prefix" \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node;--no-experimental-fetch" > "$deps/protobuf-configure.log" 2>&1 ||
    { cat "$deps/protobuf-configure.log" >&2; exit 1; }
  cmake --build "$deps/protobuf-build" > "$deps/protobuf-build.log" ||
    { tail -n 30 "$deps/protobuf-build.log" >&2; exit 1; }
  cmake --install "$deps/protobuf-build" > "$deps/protobuf-install.log" 2>&1 ||
    { cat "$deps/protobuf-install.log" >&2; exit 1; }
  touch "$stamp"
fi

# Quiet unless something fails: CI's log keeps what matters.
cmake --preset wasm > "$deps/configure.log" 2>&1 || { cat "$deps/configure.log" >&2; exit 1; }
cmake --build --preset wasm > "$deps/build.log" 2>&1 || { grep -v '^\[' "$deps/build.log" | tail -n 60 >&2; exit 1; }
echo "build-wasm: build/wasm is up to date ($(grep -c '^\[' "$deps/build.log") build steps ran; log: $deps/build.log)"
