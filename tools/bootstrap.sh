#!/usr/bin/env bash
# Installs the Debian packages slugspec builds with, when any is missing.
# Idempotent and silent when everything is present; nothing is downloaded
# from anywhere but Debian's archive.
#
#   tools/bootstrap.sh          what the C++ builds and tests need
#   tools/bootstrap.sh --web    also the WebAssembly build, the spec site and
#                               the browser tests (tools/build-wasm.sh,
#                               tools/build-site.sh, reference/js/)
set -euo pipefail

packages=(
  g++ cmake ninja-build                 # the default build
  ccache                                # compiler cache (presets, check-install): a second clone compiles little
  clang libclang-rt-14-dev llvm         # asan and fuzz presets, libFuzzer, llvm-symbolizer
  clang-format                          # the C++ style (.clang-format, tools/check-format.sh)
  googletest libgtest-dev libgmock-dev  # unit tests
  librapidcheck-dev                     # property tests
  libprotobuf-dev protobuf-compiler     # the models (.proto)
  libbenchmark-dev                      # benchmarks
  nodejs                                # the JavaScript testee (conformance/adapters/node)
  python3                               # the Python adapter helper (conformance/adapters/python)
  python3-jsonschema                    # the corpus's JSON Schema check (corpus/reader/check_schema.py)
  pkg-config dpkg-dev file              # the install check: pkg-config, cpack's .deb (dpkg-shlibdeps)
)

case ${1:-} in
  --web)
    packages+=(
      emscripten                        # the WebAssembly build (preset wasm)
      dpkg-dev                          # dpkg-source: Debian's protobuf source, built for WebAssembly
      chromium                          # the package's page and the spec site, tested in a headless browser
      firefox-esr                       # the same pages in the second engine (WebDriver BiDi: conformance/js/src/firefox.js)
      node-markdown-it                  # the spec site's pages (tools/build-site.sh)
      node-highlight.js                 # the spec site's ABNF and code blocks
      time                              # /usr/bin/time: the npm runner's tests measure peak memory
    )
    # npm comes with nodesource's nodejs; Debian's nodejs needs its own.
    command -v npm >/dev/null || packages+=(npm)
    ;;
  "") ;;
  *) echo "usage: $0 [--web]" >&2; exit 2 ;;
esac

# A format's own Debian packages, from the DEBIAN line of its
# slugspec_add_format() call (cmake/add_format.cmake): this runs before CMake.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
while read -r -a declared; do
  packages+=("${declared[@]:1}")
done < <(grep -h '^ *DEBIAN ' "$root"/reference/*/CMakeLists.txt | sed 's/[)#].*//')

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ $status == "install ok installed" ]] || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0

echo "bootstrap: installing ${missing[*]}" >&2
sudo=()
((EUID == 0)) || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq >/dev/null
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
