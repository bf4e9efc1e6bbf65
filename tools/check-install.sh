#!/usr/bin/env bash
# What a packager and a user of the installed suite do, checked end to end
# (run by tools/run-tests.sh, so CI runs it):
#   1. an ordinary CMake build, not a preset: Unix Makefiles, Release, g++,
#      warnings not errors;
#   2. cmake --install into a fresh prefix, with no build-tree path left in
#      the installed programs;
#   3. a separate project (tools/consumer) that finds the package with
#      find_package(slugspec CONFIG), decodes links with the installed
#      library and runs the installed runner; the same program built through
#      pkg-config;
#   4. the installed runner, moved to another prefix (so nothing can reach the
#      source or build tree), certifies the installed reference testee and the
#      installed JavaScript testee, and refuses a corpus that is not the one it
#      was built with;
#   5. cpack builds the .deb packages, whose file lists and dependencies are
#      checked.
#
#   tools/check-install.sh [--no-warnings]
#
# --no-warnings (tools/run-tests.sh, so CI): a compiler warning in the
# packager's build fails the check after the build has shown them all; the
# build itself gets no -Werror, as a packager's would not.
set -euo pipefail
cd "$(dirname "$0")/.."
no_warnings=0
case ${1:-} in
  --no-warnings) no_warnings=1 ;;
  "") ;;
  *) echo "usage: $0 [--no-warnings]" >&2; exit 2 ;;
esac
bash tools/bootstrap.sh
source=$PWD
build=$source/build/package
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step() { echo "=== check-install: $* ==="; }
fail() { echo "check-install: FAILED: $*" >&2; exit 1; }

step "build: Unix Makefiles, Release, g++"
# ccache where the machine has it (it changes no flag a packager sets).
cmake -S . -B "$build" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=g++ \
  -DCMAKE_INSTALL_PREFIX=/usr -DSLUGSPEC_CCACHE=ON >/dev/null
cmake --build "$build" -j "$(nproc)" -- --no-print-directory >"$work/build.log" 2>&1 ||
  { tail -n 50 "$work/build.log"; fail "the Release build"; }
warnings=$(grep -c 'warning:' "$work/build.log" || true)
echo "built; compiler warnings: $warnings"
if ((no_warnings && warnings > 0)); then
  grep -A 3 'warning:' "$work/build.log" | head -n 60
  fail "$warnings compiler warnings in the packager's build (--no-warnings)"
fi

step "install into a fresh prefix"
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >/dev/null
# GNUInstallDirs: lib/<multiarch> on Debian for the /usr prefix the build is
# configured with (what the .deb installs to).
libdir=$(sed -n 's/^CMAKE_INSTALL_LIBDIR:PATH=//p' "$build/CMakeCache.txt")
(cd "$prefix" && find . -maxdepth 3 -type d | LC_ALL=C sort | sed 's|^\./||' | grep -v '^\.$' | sed 's/^/  /')
for f in bin/slug bin/slugspec-conformance bin/slugspec-reference-testee \
         include/slugspec/registry/format.h include/slugspec/sudoku.pb.h include/slugspec/version.h \
         "$libdir/cmake/slugspec/slugspecConfig.cmake" "$libdir/pkgconfig/slugspec.pc" \
         share/slugspec/corpus/README.md share/slugspec/corpus/vector.schema.json share/slugspec/spec/README.md \
         share/slugspec/spec/proto/slugspec/sudoku.proto share/slugspec/spec/proto/slugspec/conformance.proto \
         share/slugspec/adapters/node/testee.js \
         share/doc/slugspec/LICENSE share/doc/slugspec/LICENSE-CC0; do
  [[ -e $prefix/$f ]] || fail "$f is not installed"
done
# The library is the reference alone: no header of the kits (generators,
# oracles, seeded bugs) and none that includes one, no seeded codec.
if grep -rl -e '#include "kit/' -e 'SLUGSPEC_SEEDED_BUGS' --include='*.h' "$prefix/include" | grep -v '/common/codec_build.h$'; then
  fail "the installed headers above belong to the kits, or include one of theirs"
fi
# Nor a seeded bug's switch: no header names a Quirks or SLUGSPEC_QUIRK
# (their headers are left out by cmake/install.cmake), and every header an
# installed one includes is installed, so that leaving them out broke none.
if grep -rl -w -e 'Quirks' -e 'SLUGSPEC_QUIRK' -e '#include "common/seeded_bugs.h"' --include='*.h' "$prefix/include"; then
  fail "the installed headers above declare a seeded bug's switch"
fi
missing_includes=$(cd "$prefix/include" && grep -r -o -h '^#include "[^"]*"' --include='*.h' . | sed 's/#include "\(.*\)"/\1/' |
  sort -u | while read -r h; do [[ -f slugspec/$h || -f $h ]] || echo "$h"; done)
[[ -z $missing_includes ]] || fail "installed headers include what is not installed: $missing_includes"
echo "installed headers: $(find "$prefix/include" -name '*.h' | wc -l), none with a seeded bug's switch, every include installed"
if ls "$prefix/$libdir"/*kit*.a "$prefix/$libdir"/*mutants*.a 2>/dev/null; then
  fail "kit libraries are installed"
fi
if nm -C "$prefix/$libdir"/*.a 2>/dev/null | grep -q '::seeded::'; then
  fail "an installed library holds the seeded compilation of a codec"
fi
if grep -l -a -F -e "$source" -e "$build" "$prefix"/bin/* "$prefix/$libdir"/*.a; then
  fail "a build-tree or source-tree path is baked into the installed files above"
fi
"$prefix/bin/slug" --version
"$prefix/bin/slugspec-conformance" --version

# From here on the install lives elsewhere, so only the installed files can
# be found: a relocated prefix is what a .deb or a copied folder gives.
moved=$work/moved
mv "$prefix" "$moved"
export PATH="$moved/bin:$PATH"

step "consumer project: find_package(slugspec CONFIG)"
cmake -S tools/consumer -B "$work/consumer" -DCMAKE_PREFIX_PATH="$moved" -DCMAKE_CXX_COMPILER=g++ >/dev/null
cmake --build "$work/consumer" -j "$(nproc)" >/dev/null
"$work/consumer/consumer"
(cd "$work/consumer" && ctest --output-on-failure | tail -n 3)

step "consumer program through pkg-config"
PKG_CONFIG_PATH=$moved/$libdir/pkgconfig pkg-config --modversion slugspec
# shellcheck disable=SC2046
g++ -std=c++20 tools/consumer/consumer.cc -o "$work/consumer-pc" \
  $(PKG_CONFIG_PATH=$moved/$libdir/pkgconfig pkg-config --cflags --libs slugspec)
"$work/consumer-pc"

step "installed runner: the installed reference testee"
slugspec-conformance --quiet --fail-on-recommended -- slugspec-reference-testee >"$work/reference.txt" ||
  { cat "$work/reference.txt"; fail "the installed reference is not certified"; }
grep -E '^ *CERTIFIED sudoku v1 decoder \(strict\)' "$work/reference.txt"
grep -c -E '^ *CERTIFIED' "$work/reference.txt" | sed 's/$/ CERTIFIED lines/'
! grep -E '^ *NOT CERTIFIED' "$work/reference.txt" || fail "a NOT CERTIFIED line for the reference"

step "installed runner: the installed JavaScript testee"
node_dir=$moved/share/slugspec/adapters/node
slugspec-conformance --quiet --fail-on-recommended --expected-failures "$node_dir/expected-failures.txt" \
  -- node "$node_dir/testee.js" >"$work/node.txt" || { cat "$work/node.txt"; fail "the Node testee is not certified"; }
grep -E '^ *CERTIFIED' "$work/node.txt"

step "installed runner: refuses a corpus it was not built with"
cp -a "$moved/share/slugspec/corpus/sudoku/seed.jsonl" "$work/seed.jsonl"
echo '{"id":"tampered"}' >>"$moved/share/slugspec/corpus/sudoku/seed.jsonl"
status=0
slugspec-conformance --quiet -- slugspec-reference-testee >"$work/tampered.txt" 2>&1 || status=$?
cp -a "$work/seed.jsonl" "$moved/share/slugspec/corpus/sudoku/seed.jsonl"
[[ $status == 2 ]] || { cat "$work/tampered.txt"; fail "exit status $status with a tampered corpus, not 2"; }
grep -q 'is not the one this runner was built with' "$work/tampered.txt" || fail "no clear message"
head -n 1 "$work/tampered.txt" | cut -c 1-160
# Named explicitly, another corpus is used, and the certificates name its
# hash. A whole run (a filtered one certifies nothing: PARTIAL) of a testee
# that declares what that corpus holds: declaring other formats too, their
# roles would have no cases, which fails a whole run.
# (Into a file first: a reader that stops at its first match, `grep -m 1`,
# would close the pipe while the runner still writes, and the runner rightly
# fails on a summary it cannot write.)
slugspec-conformance --quiet --corpus "$moved/share/slugspec/corpus/sudoku" \
  -- slugspec-reference-testee --only sudoku/v0 --only sudoku/v1 >"$work/named.txt" ||
  { cat "$work/named.txt"; fail "a run with a named corpus"; }
grep -m 1 -E '^ *CERTIFIED sudoku' "$work/named.txt" || fail "no certificate with a named corpus"

step "cpack: .deb packages"
(cd "$build" && cpack -G DEB >/dev/null)
for deb in "$build"/*.deb; do
  echo "$(basename "$deb"): $(stat -c %s "$deb") bytes"
  dpkg-deb --field "$deb" Package Depends Suggests | sed 's/^/  /'
done
runtime_deb=$(ls "$build"/slugspec_*.deb)
dev_deb=$(ls "$build"/libslugspec-dev_*.deb)
[[ $(dpkg-deb --field "$runtime_deb" Depends) == *libprotobuf* ]] || fail "the runtime .deb does not depend on libprotobuf"
dpkg-deb --contents "$runtime_deb" | awk '{print $6}' >"$work/runtime-files.txt"
dpkg-deb --contents "$dev_deb" | awk '{print $6}' >"$work/dev-files.txt"
for f in ./usr/bin/slug ./usr/bin/slugspec-conformance ./usr/bin/slugspec-reference-testee \
         ./usr/share/slugspec/corpus/sudoku/seed.jsonl ./usr/share/slugspec/spec/sudoku.md \
         ./usr/share/slugspec/adapters/node/testee.js ./usr/share/doc/slugspec/LICENSE; do
  grep -qxF "$f" "$work/runtime-files.txt" || fail "$f missing from $(basename "$runtime_deb")"
done
for f in ./usr/include/slugspec/registry/format.h ./usr/include/slugspec/sudoku.pb.h \
         "./usr/$libdir/cmake/slugspec/slugspecConfig.cmake" "./usr/$libdir/pkgconfig/slugspec.pc"; do
  grep -qxF "$f" "$work/dev-files.txt" || fail "$f missing from $(basename "$dev_deb")"
done
echo "runtime package: $(grep -c -v '/$' "$work/runtime-files.txt") files; development package: $(grep -c -v '/$' "$work/dev-files.txt") files"
echo "check-install: all checks passed"
