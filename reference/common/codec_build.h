// The inline namespace every codec's names live in: `reference` in the
// library, `seeded` in the compilation of a codec with its seeded bugs
// switchable (common/seeded_bugs.h: the switches the kits' mutants turn), so
// that the two link into one program without a clash. Code outside a codec
// names neither: `sudoku::Decode` is the one its own compilation sees.
// This header is the library's; the switches are not (they are not
// installed).
#ifndef SLUGSPEC_COMMON_CODEC_BUILD_H_
#define SLUGSPEC_COMMON_CODEC_BUILD_H_

#ifdef SLUGSPEC_SEEDED_BUGS
#define SLUGSPEC_CODEC_BUILD seeded
#else
#define SLUGSPEC_CODEC_BUILD reference
#endif

#endif  // SLUGSPEC_COMMON_CODEC_BUILD_H_
