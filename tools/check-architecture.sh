#!/usr/bin/env bash
# The layering rules of ARCHITECTURE.md, checked (ctest architecture.rules):
#   1. the reference library includes nothing of the harnesses: no file under
#      reference/ includes conformance/, fuzz/ or the command line (slug/);
#   2. the generic layers name no format: the conformance runner, reports,
#      protocol and testees, the registry, the shared components, the kit
#      interface, the generic and shared fuzz targets, the verbs and the
#      command line have
#      no format name outside comments, their tests included, so a new format
#      cannot be forgotten by a branch or a fixture somewhere;
#   3. the shared components (reference/common/) include no format and no
#      registry: they sit below everything;
#   4. no test framework in what certifies: the conformance runner, reports,
#      protocol and testees, the kits and the formats include neither
#      RapidCheck nor GoogleTest outside tests (the kits' RapidCheck adapter,
#      kit/rapidcheck_generators.*, is for the property tests);
#   5. the corpus generators are independent of the reference: a file under
#      tools/corpusgen/ includes only the generators' own headers
#      ("corpusgen/...") and the models ("slugspec/*.pb.h"), but for an
#      include that says why it is borrowed, on its line ("// borrowed: ...":
#      pentomino's JSONCrush, a third party's algorithm that the npm
#      package's own output pins, not a rule of the spec under test);
#   6. the runner's core starts no process: only the process drivers
#      (session, testee_process, one_shot, testee_driver), the command and
#      tests include them, so that the WebAssembly runner is the same code;
#   7. what the npm packages ship imports nothing outside its package: no
#      import or require in reference/js/src, conformance/js/src or
#      conformance/js/bin reaches above the package's folder (tools/js/ is
#      dev-only: the packages' builds and tests may use it, never their
#      code).
#   8. no seeded bug where users run code: outside tests, only the mutants
#      themselves (reference/<format>/mutants*, mutant_steps*, kit/mutants*,
#      kit/format_mutants*) and the mutant testee include a mutants header,
#      so the kits, and the runner and command line that link them, hold
#      none (cmake/add_format.cmake links them into slugspec_mutants only);
#   9. every format's decoder ends in FinishDecode (common/decode_result.h):
#      its reference/<format>/decode.cc calls it, so that the canonical
#      finding, the NON_CANONICAL message ("...; canonical: SLUG"), the
#      cleared model and the offset in the input as received are written
#      once for every format.
# Usage: check-architecture.sh SOURCE_DIR FORMAT...
set -euo pipefail
root=$1
shift
formats=("$@")
((${#formats[@]} > 0)) || { echo "check-architecture: no formats given" >&2; exit 2; }
cd "$root"
failed=0
violation() {
  echo "check-architecture: $1" >&2
  failed=1
}

# Source lines without their // comments, as FILE:LINE:TEXT: of every C++
# file (source_lines; with the JavaScript of the npm package), or of those
# that are not tests (code_lines).
strip_comments() {
  sort -z | xargs -0 -r grep -n -H '' |
    sed -E 's#([^:]+:[0-9]+:)[[:space:]]*//.*$#\1#; s#([^:]+:[0-9]+:.*[^:])//[^"]*$#\1#'
}
source_lines() {
  find "$@" -maxdepth 1 -type f \( -name '*.cc' -o -name '*.h' -o -name '*.js' -o -name '*.mjs' -o -name '*.cjs' \
    -o -name '*.in' \) -print0 | strip_comments
}
code_lines() {
  find "$@" -maxdepth 1 -type f \( -name '*.cc' -o -name '*.h' \) ! -name '*_test.cc' ! -name '*_test.h' \
    ! -name '*_test_support.h' -print0 | strip_comments
}

# Rule 1.
if hits=$(grep -rn -E '#include "(conformance|fuzz|slug)/' reference); then
  violation "the reference includes a harness:"$'\n'"$hits"
fi

# Rule 2. Every generic layer is checked with its tests, but for the command
# line's, which pin user-visible text with concrete slugs (ARCHITECTURE.md).
pattern=$(IFS='|'; echo "${formats[*]}")
generic=(conformance conformance/runner conformance/report conformance/protocol reference/common reference/kit
         reference/registry conformance/testees conformance/case corpus/reader fuzz fuzz/format fuzz/common
         fuzz/conformance reference/js reference/js/wasm reference/js/src reference/js/test reference/js/test/page
         conformance/js conformance/js/bin conformance/js/src conformance/js/test conformance/js/wasm)
generic_code=(tools/slug reference/verbs)
if hits=$( { source_lines "${generic[@]}"; code_lines "${generic_code[@]}"; } | grep -i -w -E "$pattern"); then
  violation "a generic layer names a format (move it behind Format or FormatKit):"$'\n'"$hits"
fi

# Rule 3.
format_includes=$(printf '|%s/' "${formats[@]}")
if hits=$(grep -n -E "#include \"(registry/|kit/${format_includes})" reference/common/*.h reference/common/*.cc); then
  violation "reference/common/ depends on a layer above it:"$'\n'"$hits"
fi

# Rule 4.
certifying=(conformance conformance/runner conformance/report conformance/protocol conformance/testees
            conformance/case corpus/reader reference/kit reference/registry reference/common)
for f in "${formats[@]}"; do certifying+=("reference/$f"); done
if hits=$(code_lines "${certifying[@]}" | grep -v '^reference/kit/rapidcheck_generators\.' |
          grep -E '#include <(rapidcheck|gtest|gmock)'); then
  violation "a test framework in what certifies (the runner links the kits):"$'\n'"$hits"
fi

# Rule 5.
if hits=$(grep -rn -E '#include "' tools/corpusgen --include='*.cc' --include='*.h' |
          grep -v -E '#include "(corpusgen/|slugspec/[a-z_]+\.pb\.h")' | grep -v '// borrowed: '); then
  violation "a corpus generator includes the reference (write it from the spec, or say why it is borrowed):"$'\n'"$hits"
fi

# Rule 6.
if hits=$(grep -n -E '#include "conformance/runner/(session|testee_process|one_shot)\.h"' conformance/runner/*.cc \
            conformance/runner/*.h |
          grep -v -E '^conformance/runner/(session|testee_process|one_shot|testee_driver|main|[a-z_]+_test)\.(cc|h):'); then
  violation "the runner's core reaches a process driver (go through TesteeDriver):"$'\n'"$hits"
fi

# Rule 7. A specifier that climbs two folders (or names tools/) from a file
# one folder below the package leaves the package.
shipped=(reference/js/src conformance/js/src conformance/js/bin)
if hits=$(source_lines "${shipped[@]}" |
          grep -E "(from[[:space:]]*|import[[:space:]]*\\(|require[[:space:]]*\\()[[:space:]]*[\"'](\\.\\./\\.\\./|[^\"']*tools/)"); then
  violation "a package's shipped code imports from outside the package (tools/js/ is dev-only):"$'\n'"$hits"
fi

# Rule 8.
dirs=(conformance/runner conformance/report conformance/protocol conformance/case corpus/reader reference/kit
      reference/registry reference/verbs reference/common tools/slug)
for f in "${formats[@]}"; do dirs+=("reference/$f"); done
if hits=$(code_lines "${dirs[@]}" | grep -E '#include "[a-z_]+/(format_mutants|mutants|mutant_steps)\.h"' |
          grep -v -E '^reference/[a-z_]+/(format_mutants|mutants|mutant_steps)\.(cc|h):'); then
  violation "a seeded bug reaches code that users run (only tests and the mutant testee link mutants):"$'\n'"$hits"
fi

# Rule 9.
for f in "${formats[@]}"; do
  # (grep reads it all: -q would end the pipe early, which pipefail reports.)
  if ! code_lines "reference/$f" | grep -E '^reference/[a-z_]+/decode\.cc:[0-9]+:.*FinishDecode\(' > /dev/null; then
    violation "reference/$f/decode.cc does not end in FinishDecode (common/decode_result.h)"
  fi
done

((failed == 0)) && echo "check-architecture: the layering rules hold for ${formats[*]}"
exit $failed
