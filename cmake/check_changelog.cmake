# cmake -DCORPUS_DIR=corpus -DCHANGELOG=spec/CHANGELOG.md -DREADME=spec/README.md -P check_changelog.cmake
#
# The spec release certificates name must be the one the corpus pins: the
# first release of spec/CHANGELOG.md states the corpus's hash ("Corpus
# sha256: `...`"), so a change to the vectors cannot land without the
# changelog saying which release it belongs to; every release's heading is
# well formed and they are in descending order; and spec/README.md's
# "Release X.Y.Z, DATE." line names the newest.
include(${CMAKE_CURRENT_LIST_DIR}/corpus_hash.cmake)
slugspec_corpus_sha256("${CORPUS_DIR}" hash count)
file(STRINGS "${CHANGELOG}" lines ENCODING UTF-8)
set(release "")
set(previous "")
set(first_corpus "")
foreach(line IN LISTS lines)
  if(line MATCHES "^## [0-9]")
    if(NOT line MATCHES "^## ([0-9]+\\.[0-9]+\\.[0-9]+) — [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]$")
      message(FATAL_ERROR "${CHANGELOG}: a release heading is \"## X.Y.Z — YYYY-MM-DD\", not: ${line}")
    endif()
    set(this "${CMAKE_MATCH_1}")
    string(REGEX MATCH "[0-9-]+$" this_date "${line}")
    if(previous AND NOT this VERSION_LESS previous)
      message(FATAL_ERROR "${CHANGELOG}: release ${this} comes after ${previous}: newest first")
    endif()
    set(previous "${this}")
    if(release STREQUAL "")
      set(release "${this}")
      set(release_date "${this_date}")
    endif()
  elseif(release AND first_corpus STREQUAL "" AND line MATCHES "Corpus sha256: `([0-9a-f]+)`")
    set(first_corpus "${CMAKE_MATCH_1}")
  endif()
endforeach()
if(release STREQUAL "")
  message(FATAL_ERROR "${CHANGELOG} has no release")
endif()
if(NOT first_corpus STREQUAL hash)
  message(FATAL_ERROR "${CHANGELOG}: release ${release} names corpus sha256:${first_corpus}, but corpus/ is "
                      "sha256:${hash}. A change to the vectors is a change to the spec: say in a release what "
                      "changed for implementers, with the corpus's hash.")
endif()
file(STRINGS "${README}" stated REGEX "^Release [0-9]" ENCODING UTF-8)
if(NOT stated MATCHES "^Release ${release}, ${release_date}\\.")
  message(FATAL_ERROR "${README} states \"${stated}\"; the newest release of ${CHANGELOG} is ${release}, ${release_date}")
endif()
message(STATUS "spec release ${release} pins corpus sha256:${hash} (${count} files)")
