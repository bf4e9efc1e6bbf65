# slugspec_write_header(PATH GUARD COMMENT BODY): a generated C++ header in
# namespace slugspec::conformance, written (to a temporary name, then renamed)
# only when its text changes, so that a build that changed nothing
# recompiles nothing.
function(slugspec_write_header path guard comment body)
  set(text "${comment}
#ifndef ${guard}
#define ${guard}

namespace slugspec::conformance {

${body}
}  // namespace slugspec::conformance

#endif  // ${guard}
")
  if(EXISTS "${path}")
    file(READ "${path}" old)
    if(old STREQUAL text)
      return()
    endif()
  endif()
  file(WRITE "${path}.tmp" "${text}")
  file(RENAME "${path}.tmp" "${path}")
endfunction()
