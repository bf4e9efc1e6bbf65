// The boards the pentomino vectors are made of: the article's boards, and
// the shorthands hand-made boards are written in (pieces, terrain and colours
// as short token strings or pictures).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_BOARDS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_BOARDS_H_

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/pentomino/model.h"

namespace slugspec::corpusgen::pentomino {

// Pieces from "Lox y" tokens: letter, orientation digit 0..7, x and y in base
// 62 ("V100" is V, orientation 1, at (1, 0)).
std::vector<Piece> P(std::string_view tokens);

// Terrain from a picture: one string per row, '#' a block.
std::vector<Cell> Picture(const std::vector<std::string>& rows);

// Terrain from "xy xy ..." in base 62.
std::vector<Cell> T(std::string_view tokens);

// Colours from "F8 I4 L1" (letter and decimal colour).
std::array<int, 12> Colours(std::string_view tokens);

// A board as a canonical slug lists it: pieces by row, then column.
Board MakeBoard(char surface, int h, int w, std::vector<Piece> pieces = {}, std::vector<Cell> terrain = {},
                std::array<int, 12> colours = {});
// A board with its pieces in the order given (a slug's order).
Board MakeBoardAsIs(char surface, int h, int w, std::vector<Piece> pieces = {}, std::vector<Cell> terrain = {},
                    std::array<int, 12> colours = {});

// The article's boards (seed 000).
Board SixByTen();
Board ProjectivePlane(bool coloured);
Board ColouredEightByEight();
Board ElevenTerrain();

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_BOARDS_H_
