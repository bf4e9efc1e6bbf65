// Check helpers shared by the fuzz targets. A broken check prints what broke
// and the input, then aborts: never assert(), which NDEBUG builds (the default
// preset is RelWithDebInfo) compile away, and never return -1, which clang 14's
// libFuzzer ignores.
#ifndef SLUGSPEC_FUZZ_FUZZ_CHECK_H_
#define SLUGSPEC_FUZZ_FUZZ_CHECK_H_

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "common/display.h"

namespace slugspec::fuzz {

[[noreturn]] inline void Fail(std::string_view input, const std::string& what) {
  std::fprintf(stderr, "\n*** fuzz check failed: %s\n*** input (%zu bytes): \"%s\"\n", what.c_str(), input.size(),
               slugspec::DisplayBytes(input).c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace slugspec::fuzz

// Checks `cond`; `what` is only built when the check fails.
#define FUZZ_CHECK(cond, input, what)                                \
  do {                                                               \
    if (!(cond)) ::slugspec::fuzz::Fail((input), std::string(what)); \
  } while (false)

#endif  // SLUGSPEC_FUZZ_FUZZ_CHECK_H_
