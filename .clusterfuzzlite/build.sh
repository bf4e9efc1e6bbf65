#!/bin/bash -eu
# Builds every fuzz target for ClusterFuzzLite and OSS-Fuzz, with the
# environment their builder sets: CXX, CXXFLAGS (sanitizer and coverage
# instrumentation), LIB_FUZZING_ENGINE (the engine to link: libFuzzer, or
# AFL++'s driver), OUT (where the fuzzers go), WORK (scratch space) and SRC.
# For each target it writes to OUT:
#   <name>                 the fuzzer;
#   <name>.options         the target's fuzz/<folder>/<target>.options, with
#                          its dict line pointing at <name>.dict;
#   <name>.dict            the target's dictionary;
#   <name>_seed_corpus.zip the golden vectors, seeds and regressions the
#                          target replays in ctest, exported by its replay
#                          binary (the same inputs CI's smoke run starts from).
# The targets come from ctest (fuzz/list_targets.sh), so this names no format.
#
# Run from the checkout (the Dockerfile's WORKDIR), or set SLUGSPEC_SRC.
# To try it without Docker, as README.md shows:
#   CXX=clang++ CXXFLAGS='-fsanitize=address,fuzzer-no-link' \
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=/tmp/out WORK=/tmp/work \
#   bash .clusterfuzzlite/build.sh
src=${SLUGSPEC_SRC:-$PWD}
build=$WORK/slugspec-fuzz

# OSS-Fuzz compiles C++ against libc++ (-stdlib=libc++). slugspec links
# Protobuf, GoogleTest and RapidCheck as the distribution builds them, against
# libstdc++, and one program cannot mix the two; so the flag is dropped and
# the fuzzers use libstdc++ like their dependencies. (MemorySanitizer, which
# needs every library instrumented, is therefore not supported.)
cxxflags=${CXXFLAGS//-stdlib=libc++/}

cmake -S "$src" -B "$build" -G Ninja \
  -DCMAKE_BUILD_TYPE= \
  -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_CXX_FLAGS="$cxxflags" \
  -DSLUGSPEC_FUZZ=ON \
  -DSLUGSPEC_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DSLUGSPEC_SANITIZE= \
  -DSLUGSPEC_WERROR=OFF
cmake --build "$build" --target all_fuzzers

source "$src/fuzz/list_targets.sh"
mkdir -p "$OUT"
count=0
while IFS=$'\t' read -r -a fields; do
  name=${fields[0]} fuzzer=${fields[1]} replay=${fields[2]} options=${fields[3]}
  inputs=("${fields[@]:4}")
  cp "$fuzzer" "$OUT/$name"

  # The dictionary under the target's own name (two folders may both have a
  # decode.dict), and the options pointing at it.
  dict=$(sed -nE 's/^[[:space:]]*dict[[:space:]]*=[[:space:]]*([^[:space:]#]+).*/\1/p' "$options")
  if [[ -n $dict ]]; then
    cp "$(dirname "$options")/$dict" "$OUT/$name.dict"
  fi
  sed -E "s/^([[:space:]]*dict[[:space:]]*=[[:space:]]*)[^[:space:]#]+/\1$name.dict/" "$options" >"$OUT/$name.options"

  seeds=$WORK/seeds/$name
  rm -rf "$seeds"
  mkdir -p "$seeds"
  "$replay" --export "$seeds" "${inputs[@]}" >/dev/null
  rm -f "$OUT/${name}_seed_corpus.zip"
  (cd "$seeds" && find . -type f -print | zip -q -@ "$OUT/${name}_seed_corpus.zip")
  count=$((count + 1))
done < <(fuzz_targets "$build")

if ((count == 0)); then
  echo "build.sh: ctest lists no fuzz target in $build" >&2
  exit 1
fi
echo "build.sh: $count fuzz targets in $OUT"
