# fuzz_targets BUILD_DIR: the fuzz targets of a build configured with
# SLUGSPEC_FUZZ, one a line, tab-separated: name, fuzzer binary, replay
# binary, .options file, then the folders of inputs it replays (golden
# vectors, seeds, regressions). Read from ctest's fuzz-smoke tests, the
# command lines CI's smoke run uses, so no script names a format. Sourced by
# tools/fuzz-campaign.sh and .clusterfuzzlite/build.sh; needs ctest and jq.
fuzz_targets() {
  (cd "$1" &&
    ctest --show-only=json-v1 -L fuzz-smoke |
    jq -r '.tests[] | [(.name | sub("^fuzz\\.smoke\\."; ""))] + .command[2:5] + .command[7:] | @tsv')
}
