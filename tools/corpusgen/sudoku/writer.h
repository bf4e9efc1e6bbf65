// The generator's own sudoku encoder: slugs built from their intent, in
// either version, canonical or with chosen flaws (out-of-range values,
// non-zero pad or spare bits, extra bytes, missing padding). It shares
// nothing with the reference library.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_WRITER_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_WRITER_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "corpusgen/sudoku/model.h"

namespace slugspec::corpusgen::sudoku {

// RFC 4648 §4 base64. `spare` fills the bits of the last character that make
// no whole byte (zero in a canonical slug); `pad` writes the '=' padding.
std::string Base64(const Bytes& bytes, bool pad = true, uint32_t spare = 0);

std::string Unpadded(const Bytes& bytes);

// "S!v" and the version character.
Bytes Header(char version);

Bytes Concat(Bytes a, const Bytes& b);

// v0: the header, then a cell byte and a digit byte per given, as given (so
// out-of-range values can be written), then `extra` bytes.
Bytes V0Bytes(const Givens& givens, const Bytes& extra = {});

// v1: the header, 7 cell bits and 4 digit bits per given, the pad bits (value
// `pad`, zero in a canonical slug), then `extra` whole bytes.
Bytes V1Bytes(const Givens& givens, uint32_t pad = 0, const Bytes& extra = {});

std::string V0(const Givens& g, const Bytes& extra = {});
std::string V1(const Givens& g, uint32_t pad = 0, const Bytes& extra = {});

// The canonical slug of a puzzle in a version ([SUD-E2]).
std::string Canonical(const Givens& g, char version);

// The number of v1 pad bits for n givens: 8*ceil(11n/8) - 11n.
int V1PadBits(size_t n);

}  // namespace slugspec::corpusgen::sudoku

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_WRITER_H_
