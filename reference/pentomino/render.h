// Pictures of a pentomino board: text for terminals (`slug render`) and a
// standalone SVG. Neither is part of the format; both show the board as
// Paint (geometry.h) paints it, conflicts included.
#ifndef SLUGSPEC_PENTOMINO_RENDER_H_
#define SLUGSPEC_PENTOMINO_RENDER_H_

#include <string>

#include "slugspec/pentomino.pb.h"

namespace slugspec::pentomino {

// One character per cell: the letter of the piece covering it, '#' terrain,
// '.' empty, '*' covered more than once. Rows end with '\n'; below the grid
// one line per conflict, then "solved", "N cells uncovered" or "not solved".
// one_line: only the grid, rows joined by '/', no trailing newline.
std::string Render(const Board& board, bool one_line);

// A standalone SVG document: cells filled with their piece's colour (the
// letter's colour index from Board.colors into a fixed 12-entry palette;
// the palette's hex values are not part of any format), thick outlines
// between different pieces, terrain dark, conflict cells hatched red and
// crossed, and arrows on glued edges (one arrowhead on the first glued
// pair, two on the second; the arrows of a pair point the same way along
// the gluing, so a flip shows as arrows running opposite ways on opposite
// edges). Every piece of model text is escaped.
std::string RenderSvg(const Board& board);

}  // namespace slugspec::pentomino

#endif  // SLUGSPEC_PENTOMINO_RENDER_H_
