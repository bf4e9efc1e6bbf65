# cmake -DSOURCE_DIR=... -P check_spec_changes.cmake
#
# A change to the spec is told in its changelog: when spec/ or corpus/
# differ from the newest release's tag (spec-vX.Y.Z, the first release
# heading of spec/CHANGELOG.md), the changelog must have an "## Unreleased"
# section above that heading, saying what changed. The changelog's own
# edits do not count. Without git, or without the tag in this clone (a
# source archive, a shallow clone), there is nothing to compare with: it
# prints "SKIPPED:" and why, which the test's SKIP_REGULAR_EXPRESSION reads.
file(STRINGS "${SOURCE_DIR}/spec/CHANGELOG.md" headings REGEX "^## " ENCODING UTF-8)
set(release "")
set(unreleased OFF)
foreach(h IN LISTS headings)
  if(h STREQUAL "## Unreleased")
    set(unreleased ON)
  elseif(h MATCHES "^## ([0-9]+\\.[0-9]+\\.[0-9]+) ")
    set(release "${CMAKE_MATCH_1}")
    break()
  endif()
endforeach()
if(release STREQUAL "")
  message(FATAL_ERROR "spec/CHANGELOG.md has no release heading")
endif()
find_program(GIT git)
if(NOT GIT)
  message("SKIPPED: no git to compare spec/ with the tag spec-v${release}")
  return()
endif()
execute_process(COMMAND ${GIT} -C "${SOURCE_DIR}" rev-parse --verify --quiet "refs/tags/spec-v${release}"
                RESULT_VARIABLE no_tag OUTPUT_QUIET ERROR_QUIET)
if(NOT no_tag EQUAL 0)
  message("SKIPPED: this clone has no tag spec-v${release} to compare spec/ with")
  return()
endif()
execute_process(COMMAND ${GIT} -C "${SOURCE_DIR}" diff --name-only "spec-v${release}" -- spec corpus
                        ":(exclude)spec/CHANGELOG.md"
                OUTPUT_VARIABLE changed RESULT_VARIABLE failed)
if(NOT failed EQUAL 0)
  message(FATAL_ERROR "git diff against spec-v${release} failed")
endif()
string(STRIP "${changed}" changed)
if(changed STREQUAL "")
  message("spec/ and corpus/ are release ${release}'s")
elseif(NOT unreleased)
  string(REPLACE "\n" ", " changed "${changed}")
  message(FATAL_ERROR "spec/ or corpus/ changed since the tag spec-v${release} (${changed}), but "
                      "spec/CHANGELOG.md has no \"## Unreleased\" section above ${release} saying what changed "
                      "for implementers (or a new release).")
else()
  string(REPLACE "\n" ", " changed "${changed}")
  message("changed since ${release}, told under Unreleased: ${changed}")
endif()
