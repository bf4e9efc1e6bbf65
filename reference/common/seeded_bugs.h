// Seeded bugs: the switches the kits' mutants turn on (kit/format_kit.h,
// FormatMutant), kept out of the installed library and the WebAssembly
// build.
//
// A format whose mutants are one bug away from its own codec writes each
// bug as a switch in that codec's source: a member of its `Quirks`,
// declared with SLUGSPEC_QUIRK, tested where the bug would be. The codec is
// compiled twice:
//  * for the library, where SLUGSPEC_SEEDED_BUGS is not defined: every
//    switch is a constant false, the compiler drops the branches, and the
//    codec's names live in the inline namespace `reference`;
//  * for its kit's mutants (slugspec_add_format MUTANTS), with
//    SLUGSPEC_SEEDED_BUGS defined: the switches are fields a mutant sets,
//    and the names live in the inline namespace `seeded`, so the two
//    compilations link into one program without a clash.
// Code outside the codec names neither namespace (common/codec_build.h):
// `tetris::Decode` is the one its own compilation sees.
//
// Not installed, nor is any header that declares a `Quirks` (cmake/
// install.cmake finds them; tools/check-install.sh checks): the library a
// user installs has no seeded-bug switch.
#ifndef SLUGSPEC_COMMON_SEEDED_BUGS_H_
#define SLUGSPEC_COMMON_SEEDED_BUGS_H_

#include "common/codec_build.h"

#ifdef SLUGSPEC_SEEDED_BUGS
#define SLUGSPEC_QUIRK(name) bool name = false
#else
#define SLUGSPEC_QUIRK(name) static constexpr bool name = false
#endif

#endif  // SLUGSPEC_COMMON_SEEDED_BUGS_H_
