// The kit of the format a generic fuzz target is built for: CMake builds
// each generic target once per format in SLUGSPEC_FORMATS, with
// SLUGSPEC_FUZZ_FORMAT set to the format's name.
#ifndef SLUGSPEC_FUZZ_FORMAT_FUZZED_KIT_H_
#define SLUGSPEC_FUZZ_FORMAT_FUZZED_KIT_H_

#include <cstdio>
#include <cstdlib>

#include "kit/format_kit.h"

#ifndef SLUGSPEC_FUZZ_FORMAT
#error "SLUGSPEC_FUZZ_FORMAT must name the format (fuzz/CMakeLists.txt sets it)"
#endif

namespace slugspec::fuzz {

inline const FormatKit& FuzzedKit() {
  static const FormatKit* const kit = [] {
    const FormatKit* k = FindKit(SLUGSPEC_FUZZ_FORMAT);
    if (k == nullptr) {
      std::fprintf(stderr, "no format \"%s\" in the format list\n", SLUGSPEC_FUZZ_FORMAT);
      std::abort();
    }
    return k;
  }();
  return *kit;
}

}  // namespace slugspec::fuzz

#endif  // SLUGSPEC_FUZZ_FORMAT_FUZZED_KIT_H_
