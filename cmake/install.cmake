# What `cmake --install` puts in a prefix, the CMake package and pkg-config
# file that let other projects link the reference, and CPack's .deb packages.
#
#   bin/                        slug, slugspec-conformance, slugspec-reference-testee
#   include/slugspec/           the reference's headers and the generated proto headers
#   lib/                        the reference libraries (static)
#   lib/cmake/slugspec/         find_package(slugspec CONFIG): slugspec::reference, ...
#   lib/pkgconfig/slugspec.pc
#   share/slugspec/             corpus/, spec/ (with proto/), adapters/node/: the
#                               installed runner's own data, found beside its binary
#   share/doc/slugspec/         README, licences
#
# Two install components: "runtime" (the programs and their data) and
# "development" (headers, libraries, package files); each is one .deb.
include(CMakePackageConfigHelpers)

# The libraries a consumer links, exported under the slugspec:: namespace.
# slugspec::reference is every format behind the registry (registry/format.h):
# what a player or builder written in C++ links to decode its links.
set_target_properties(slugspec_proto PROPERTIES EXPORT_NAME proto)
set_target_properties(slugspec_reference PROPERTIES EXPORT_NAME core)
set_target_properties(slugspec_formats PROPERTIES EXPORT_NAME reference)
# Each format's library and its own (slugspec::<format>, cmake/add_format.cmake).
get_property(SLUGSPEC_FORMAT_LIBRARIES GLOBAL PROPERTY SLUGSPEC_FORMAT_LIBRARIES)
set_target_properties(slug PROPERTIES EXPORT_NAME slug)
set_target_properties(slugspec-conformance PROPERTIES EXPORT_NAME conformance)

install(TARGETS slugspec_proto slugspec_reference ${SLUGSPEC_FORMAT_LIBRARIES} slugspec_formats
  EXPORT slugspecTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
install(TARGETS slug slugspec-conformance
  EXPORT slugspecTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
# The reference testee gets a name that can live in /usr/bin.
install(PROGRAMS $<TARGET_FILE:reference_testee>
  DESTINATION ${CMAKE_INSTALL_BINDIR} RENAME slugspec-reference-testee COMPONENT runtime)

# Headers keep their paths below reference/, under include/slugspec/; the
# exported targets put both include/ and include/slugspec/ on the include
# path (slugspec::proto brings include/), so consumers write
# <slugspec/registry/format.h> and the headers' own includes
# ("common/status.h", "slugspec/sudoku.pb.h") resolve.
# The seeded bugs' switches are the kits', not the library's: a header that
# declares them (a `Quirks`, SLUGSPEC_QUIRK) or includes common/
# seeded_bugs.h is not installed. Found by what the header says, so that a
# format's new header is placed by the same rule (tools/check-install.sh
# checks that no installed header names them, nor includes a header that
# is not installed).
set(_slugspec_seeded_headers)
file(GLOB_RECURSE _slugspec_headers RELATIVE ${PROJECT_SOURCE_DIR}/reference ${PROJECT_SOURCE_DIR}/reference/*.h)
foreach(_header IN LISTS _slugspec_headers)
  file(READ ${PROJECT_SOURCE_DIR}/reference/${_header} _text)
  if(_text MATCHES "SLUGSPEC_QUIRK|struct Quirks|const Quirks&|#include \"common/seeded_bugs\.h\"")
    string(REPLACE "." "[.]" _pattern "${_header}")
    list(APPEND _slugspec_seeded_headers REGEX "/${_pattern}$" EXCLUDE)
  endif()
endforeach()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/reference/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/slugspec COMPONENT development
  FILES_MATCHING PATTERN "*.h"
  ${_slugspec_seeded_headers}
  PATTERN "*_test.h" EXCLUDE
  PATTERN "test_*.h" EXCLUDE
  PATTERN "testdata" EXCLUDE
  PATTERN "*test_support.h" EXCLUDE
  # The harnesses' side (the kits: generators, oracles, mutants) is not the
  # library.
  PATTERN "kit" EXCLUDE
  PATTERN "generators.h" EXCLUDE
  PATTERN "kit_checks.h" EXCLUDE
  PATTERN "mutants.h" EXCLUDE
  PATTERN "mutant_steps.h" EXCLUDE
  # The front ends' layer (the command line's and the npm package's verbs)
  # and the WebAssembly module are not the library either.
  PATTERN "verbs" EXCLUDE
  PATTERN "js" EXCLUDE)
install(DIRECTORY ${SLUGSPEC_GEN_DIR}/slugspec/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/slugspec COMPONENT development
  FILES_MATCHING PATTERN "*.h")

# The runner's data. The installed slugspec-conformance finds it through the
# path from its own folder to this one (conformance/runner/data_dir.cc).
set(SLUGSPEC_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/slugspec)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus ${PROJECT_SOURCE_DIR}/spec
  DESTINATION ${SLUGSPEC_INSTALL_DATADIR} COMPONENT runtime
  PATTERN "CMakeLists.txt" EXCLUDE
  PATTERN "*.in" EXCLUDE
  PATTERN "reader" EXCLUDE)
# The conformance protocol as the format list made it (spec/proto/CMakeLists.txt).
install(FILES ${SLUGSPEC_CONFORMANCE_PROTO}
  DESTINATION ${SLUGSPEC_INSTALL_DATADIR}/spec/proto/slugspec COMPONENT runtime)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/conformance/adapters/
  DESTINATION ${SLUGSPEC_INSTALL_DATADIR}/adapters COMPONENT runtime)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/LICENSE-CC0
  DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT runtime)

# The CMake package.
set(SLUGSPEC_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/slugspec)
install(EXPORT slugspecTargets NAMESPACE slugspec:: DESTINATION ${SLUGSPEC_CMAKE_DIR}
  COMPONENT development)
# The formats' own dependencies (slugspec_add_format FIND_PACKAGES,
# PKG_CONFIG, DEBIAN), found again by the package's users.
get_property(SLUGSPEC_FORMAT_FIND_PACKAGES GLOBAL PROPERTY SLUGSPEC_FORMAT_FIND_PACKAGES)
get_property(SLUGSPEC_FORMAT_PKG_CONFIG GLOBAL PROPERTY SLUGSPEC_FORMAT_PKG_CONFIG)
get_property(SLUGSPEC_FORMAT_DEBIAN GLOBAL PROPERTY SLUGSPEC_FORMAT_DEBIAN)
set(SLUGSPEC_FIND_DEPENDENCIES "")
foreach(package IN LISTS SLUGSPEC_FORMAT_FIND_PACKAGES)
  string(APPEND SLUGSPEC_FIND_DEPENDENCIES "find_dependency(${package})\n")
endforeach()
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/slugspecConfig.cmake.in
  ${PROJECT_BINARY_DIR}/slugspecConfig.cmake
  INSTALL_DESTINATION ${SLUGSPEC_CMAKE_DIR}
  PATH_VARS SLUGSPEC_INSTALL_DATADIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/slugspecConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/slugspecConfig.cmake ${PROJECT_BINARY_DIR}/slugspecConfigVersion.cmake
  DESTINATION ${SLUGSPEC_CMAKE_DIR} COMPONENT development)

# pkg-config, relocatable: the prefix is found from the .pc file's own folder.
file(RELATIVE_PATH SLUGSPEC_PC_TO_PREFIX
  /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
# Static libraries in link order: the registry, each format's, the core.
set(SLUGSPEC_PC_LIBS "-lslugspec_formats")
foreach(library IN LISTS SLUGSPEC_FORMAT_LIBRARIES)
  string(APPEND SLUGSPEC_PC_LIBS " -l${library}")
endforeach()
string(APPEND SLUGSPEC_PC_LIBS " -lslugspec_reference -lslugspec_proto")
set(SLUGSPEC_PC_REQUIRES protobuf ${SLUGSPEC_FORMAT_PKG_CONFIG})
list(JOIN SLUGSPEC_PC_REQUIRES " " SLUGSPEC_PC_REQUIRES)
configure_file(${PROJECT_SOURCE_DIR}/cmake/slugspec.pc.in ${PROJECT_BINARY_DIR}/slugspec.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/slugspec.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT development)

# CPack: `cpack -G DEB` in the build folder writes slugspec_<v>_<arch>.deb
# (the programs and their data) and libslugspec-dev_<v>_<arch>.deb.
set(CPACK_PACKAGE_NAME slugspec)
set(CPACK_PACKAGE_VENDOR "slugspec")
set(CPACK_PACKAGE_CONTACT "slugspec maintainers <slugspec@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "Specification, reference and conformance suite for puzzle and game state links")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/slugspec/slugspec")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_COMPONENTS_ALL runtime development)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME slugspec)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION utils)
# dpkg-shlibdeps names the runtime libraries (libc6, libstdc++6, libprotobuf32).
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SHLIBDEPS ON)
# The bundled JavaScript testee runs under Node.js; nothing else needs it.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SUGGESTS nodejs)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME libslugspec-dev)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS "slugspec (= ${PROJECT_VERSION}), libprotobuf-dev")
foreach(package IN LISTS SLUGSPEC_FORMAT_DEBIAN)
  string(APPEND CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS ", ${package}")
endforeach()
set(CPACK_COMPONENT_RUNTIME_DESCRIPTION
  "slug command line, conformance runner, reference testee, specification and golden corpus")
set(CPACK_COMPONENT_DEVELOPMENT_DESCRIPTION
  "C++ reference library of the slugspec link formats: headers, static libraries, CMake and pkg-config files")
include(CPack)
