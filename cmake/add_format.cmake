# slugspec_add_format(<name>
#     SOURCES <file>...          the codec of every version, format.cc (TheFormat)
#     KIT <file>...              kit.cc (TheKit), kit_checks.*, generators.*
#     MUTANTS <file>...          the seeded bugs: mutants.cc (Mutants()) and what
#                                only it uses (its own steps over the reference's answers), compiled with
#                                SLUGSPEC_SEEDED_BUGS (common/seeded_bugs.h)
#     [QUIRKS]                   the mutants turn on switches of the codec itself
#                                (Quirks): SOURCES but format.cc are compiled a
#                                second time, seeded, for them
#     TESTS <file>...            the format's own unit and property tests
#     BENCHMARK <file>           a Google Benchmark main
#     [LIBRARIES <target>...]    libraries of the format's folder that the codec
#                                links (installed and exported with it)
#     [TEST_LIBRARIES <target>...]
#     [FIND_PACKAGES <package>...]  the format's own dependencies: each found
#                                (REQUIRED) here, and by the installed CMake
#                                package (find_dependency)
#     [LINK <imported target>...]   of those packages, linked by the codec
#     [PKG_CONFIG <module>...]   their pkg-config modules (slugspec.pc Requires)
#     [DEBIAN <package>...])     their Debian -dev packages: installed by
#                                tools/bootstrap.sh (which reads this line of
#                                the call, so keep it on one line) and
#                                required by libslugspec-dev
#
# Builds one format the same way as every other, from its folder
# reference/<name>/ (paths are relative to it):
#   slugspec_<name>        the codec library, installed, exported as
#                          slugspec::<name>; listed into slugspec_formats
#                          (AllFormats) by the format list;
#   slugspec_<name>_kit    what harnesses need from it (kit/format_kit.h),
#                          no test framework, not installed; listed into
#                          slugspec_kits (AllKits);
#   slugspec_<name>_mutants  the format's seeded bugs, never installed, never
#                          in the library, the runner or the WebAssembly
#                          build; listed into slugspec_mutants;
#   <name>_test            its tests, one ctest test per gtest case, with the
#                          generic properties' RC_PARAMS;
#   <name>_benchmark       and the ctest smoke run benchmark.<name>.smoke.
# The generic fuzz targets, the corpus test and the runner pick the format
# up from SLUGSPEC_FORMATS; only the format's own fuzz targets live in
# fuzz/<name>/CMakeLists.txt.
function(slugspec_add_format name)
  cmake_parse_arguments(PARSE_ARGV 1 F "QUIRKS" "BENCHMARK"
                        "SOURCES;KIT;MUTANTS;TESTS;LIBRARIES;TEST_LIBRARIES;FIND_PACKAGES;LINK;PKG_CONFIG;DEBIAN")
  foreach(piece SOURCES KIT MUTANTS TESTS BENCHMARK)
    if(NOT F_${piece})
      message(FATAL_ERROR "slugspec_add_format(${name}): ${piece} is required (ARCHITECTURE.md, \"What a new format adds\")")
    endif()
  endforeach()
  if(NOT name IN_LIST SLUGSPEC_FORMATS)
    message(FATAL_ERROR "slugspec_add_format(${name}): ${name} is not in SLUGSPEC_FORMATS")
  endif()

  # A format's own dependencies are declared here only: the CMake package,
  # pkg-config, the .deb and the bootstrap all take them from this call.
  foreach(package IN LISTS F_FIND_PACKAGES)
    find_package(${package} REQUIRED)
  endforeach()
  set_property(GLOBAL APPEND PROPERTY SLUGSPEC_FORMAT_FIND_PACKAGES ${F_FIND_PACKAGES})
  set_property(GLOBAL APPEND PROPERTY SLUGSPEC_FORMAT_PKG_CONFIG ${F_PKG_CONFIG})
  set_property(GLOBAL APPEND PROPERTY SLUGSPEC_FORMAT_DEBIAN ${F_DEBIAN})

  # What reference/CMakeLists.txt links into the registry (and the kits),
  # and cmake/install.cmake installs: the format library, then its own
  # libraries.
  add_library(slugspec_${name} STATIC ${F_SOURCES})
  target_link_libraries(slugspec_${name} PUBLIC slugspec_reference ${F_LIBRARIES} ${F_LINK})
  set_target_properties(slugspec_${name} PROPERTIES EXPORT_NAME ${name})
  slugspec_warnings(slugspec_${name})

  set_property(GLOBAL APPEND PROPERTY SLUGSPEC_FORMAT_LIBRARIES slugspec_${name} ${F_LIBRARIES})

  # A lite build (SLUGSPEC_LITE_MODELS, the npm package's WebAssembly) is
  # the codec alone, on the lite runtime: no kit, no mutants, no tests.
  if(SLUGSPEC_LITE_MODELS)
    return()
  endif()

  # The seeded bugs, compiled apart: with QUIRKS, the codec once more, its
  # switches live and its names in the inline namespace `seeded`.
  set(seeded ${F_MUTANTS})
  if(F_QUIRKS)
    foreach(source IN LISTS F_SOURCES)
      if(NOT source STREQUAL "format.cc")
        list(APPEND seeded ${source})
      endif()
    endforeach()
  endif()
  # Listed into slugspec_mutants (AllFormatMutants), which only the tests
  # and the mutant testee link: no kit does, so the runner holds none.
  add_library(slugspec_${name}_mutants STATIC ${seeded})
  target_compile_definitions(slugspec_${name}_mutants PRIVATE SLUGSPEC_SEEDED_BUGS)
  target_link_libraries(slugspec_${name}_mutants PUBLIC slugspec_${name} slugspec_kit_core)
  slugspec_warnings(slugspec_${name}_mutants)
  set_property(GLOBAL APPEND PROPERTY SLUGSPEC_MUTANT_LIBRARIES slugspec_${name}_mutants)

  add_library(slugspec_${name}_kit STATIC ${F_KIT})
  target_link_libraries(slugspec_${name}_kit PUBLIC slugspec_${name} slugspec_kit_core)
  slugspec_warnings(slugspec_${name}_kit)

  set_property(GLOBAL APPEND PROPERTY SLUGSPEC_KIT_LIBRARIES slugspec_${name}_kit)
  if(NOT SLUGSPEC_TESTS)
    return()
  endif()
  slugspec_test(${name}_test ${F_TESTS})
  target_link_libraries(${name}_test PRIVATE slugspec_${name} slugspec_kit_rapidcheck slugspec_mutants ${F_TEST_LIBRARIES})
  target_compile_definitions(${name}_test PRIVATE SLUGSPEC_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

  add_executable(${name}_benchmark ${F_BENCHMARK})
  target_link_libraries(${name}_benchmark PRIVATE slugspec_${name} benchmark::benchmark)
  slugspec_warnings(${name}_benchmark)
  # A smoke run keeps the benchmark building and running; figures are
  # reported from a full run, never asserted.
  add_test(NAME benchmark.${name}.smoke COMMAND ${name}_benchmark --benchmark_min_time=0.01)
  set_tests_properties(benchmark.${name}.smoke PROPERTIES LABELS benchmark)

endfunction()
