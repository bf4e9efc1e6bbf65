// Where a check reports a flaw the vectors put in on purpose, by intent: a
// check about a decoded bit reports the character that carries it, character
// floor(bit/6) (spec/sudoku.md §5); the header is 32 bits.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_OFFSETS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_OFFSETS_H_

#include <cstddef>
#include <cstdint>

namespace slugspec::corpusgen::sudoku {

inline uint32_t CharOfBit(size_t bit) { return static_cast<uint32_t>(bit / 6); }
// The cell field and the digit field of v1 tuple i.
inline uint32_t V1TupleAt(size_t i) { return CharOfBit(32 + 11 * i); }
inline uint32_t V1DigitAt(size_t i) { return CharOfBit(32 + 11 * i + 7); }
// Pad bit k after n v1 tuples.
inline uint32_t V1PadAt(size_t n, int k) { return CharOfBit(32 + 11 * n + static_cast<size_t>(k)); }
// The cell byte and the digit byte of v0 pair i.
inline uint32_t V0CellAt(size_t i) { return CharOfBit(8 * (4 + 2 * i)); }
inline uint32_t V0DigitAt(size_t i) { return CharOfBit(8 * (5 + 2 * i)); }

}  // namespace slugspec::corpusgen::sudoku

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SUDOKU_OFFSETS_H_
