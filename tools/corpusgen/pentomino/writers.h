// The generator's own pentomino encoders: the canonical slug of a board in
// each version ([PEN-E1], [PEN-E2]) — legacy decimal, base 62 with the
// orientation and colour table, the v3.1 terrain forms with JavaScript's key
// order, colour sections, the v0 JSON — and the pieces hand-made spellings
// are built from. Only JSONCrush itself is borrowed (slugspec_jsoncrush).
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_WRITERS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_WRITERS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/pentomino/model.h"

namespace slugspec::corpusgen::pentomino {

// A number in decimal, as the legacy versions and the v0 JSON write it.
std::string Dec(int v);

// What version `v` can write ([PEN-E1]): nullopt when it cannot.
std::optional<std::string> Write(const Board& b, std::string_view v);

// Write, for boards the version can write; anything else stops generation.
std::string MustWrite(const Board& b, std::string_view v);

std::string WriteV3(const Board& b);
std::string WriteV31(const Board& b);

// The v3 header and pieces, without terrain and colours.
std::string V3Head(const Board& b);

// The three v3.1 terrain forms, each with its leading 'R': pairs, and Y lines
// (columns) or Z lines (rows). `upstream_singles` writes the Y singles as
// upstream's encoder does, (y, x): the erratum of [PEN-E3].
std::string TerrainPairs(const std::vector<Cell>& cells);
std::string TerrainLines(const std::vector<Cell>& cells, bool columns, bool upstream_singles = false);

// The shortest form, ties to pairs, then Y, then Z; pairs only when the
// first block's x is below 60 ([PEN-E2], §8 "Sides of 61").
std::string BestTerrain(const std::vector<Cell>& cells);

// A v0 slug: the JSON crushed by JSONCrush, then encodeURIComponent.
std::string CrushToSlug(const std::string& json);

// One v0 entry, and a v0 document of entries, as JSON.stringify wrote them.
std::string V0Entry(const std::string& p, int o, int e, int x, int y);
std::string V0Doc(const std::vector<std::string>& entries, int h, int w, bool v0a = false);

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_WRITERS_H_
