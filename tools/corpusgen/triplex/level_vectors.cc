// The level vectors (level.jsonl): §5.3 [TPX-L1] (8 base-36 counts and '_'),
// [TPX-L2] (the rotatable class, then nothing), [TPX-L3] (the counts fill
// W * H) and [TPX-L4] (at least 3 pieces): each class, each shape, counts
// written with letters, broken counts and classes.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void LevelVectors(Corpus& c) {
  const std::string f = "level.jsonl";
  Family add(c, f, "triplex/level/");
  const std::string lv(kExampleLevelSlug);  // tpx1l_4x2_10001100_n: counts at 10, '_' at 18, class at 19
  const std::vector<std::string> l1 = {"TPX-L1"}, l2 = {"TPX-L2"}, l3 = {"TPX-L3"}, l4 = {"TPX-L4"};

  // Each class of rotatable piece, from solutions that have one.
  for (const auto& [w, h] : std::vector<std::array<uint32_t, 2>>{{5, 3}, {6, 4}, {7, 5}}) {
    const Partition p = *Sample(w, h);
    const Decoded model = SolutionModel(p);
    for (uint32_t piece_class = 1; piece_class <= 3; ++piece_class) {
      for (size_t k = 0; k < model.pieces.size(); ++k) {
        if (ShapeClass(model.pieces[k].shape) != piece_class) continue;
        const Level l = LevelOf(WithRotatable(p, k));
        add("class/" + std::string(1, kFreeLetters[piece_class]) + "-" + Size(w, h), LevelSlug(l), {"FreeClass"},
            {"TPX-L2", "TPX-L3", "TPX-L4"}, Ok(l), std::nullopt, "the level of " + Rows(WithRotatable(p, k)));
        break;
      }
    }
    add("class/n-" + Size(w, h), LevelSlug(LevelOf(p)), {}, {"TPX-L2", "TPX-L3"}, Ok(LevelOf(p)));
  }
  // Each shape alone filling 6 x 6: 18 dominoes ('i') or 12 trominoes ('c').
  for (uint32_t code = 1; code <= kShapes; ++code) {
    std::string counts(kShapes, '0');
    counts[code - 1] = code <= 2 ? 'i' : 'c';
    const Level l = MakeLevel(6, 6, counts, 'n');
    std::string name(ShapeName(code));
    for (char& ch : name) ch = ch == '_' ? '-' : static_cast<char>(ch - 'A' + 'a');
    add("shape/" + name, LevelSlug(l), {"Boundary"}, {"TPX-L1", "TPX-L3"}, Ok(l), std::nullopt,
        "a level need not have a solution: decoding does not solve it");
  }
  add("shape/every-shape", "tpx1l_6x4_11111111_d", {"FreeClass"}, {"TPX-L1", "TPX-L3"},
      Ok(MakeLevel(6, 4, "11111111", 'd')), std::nullopt, "one of each shape and a rotatable domino: 4 + 18 + 2 = 24");
  add("shape/letters-upper-case", "tpx1l_6x6_I0000000_n", {"UpperCase"}, {"TPX-L1", "TPX-T7"}, Err(BAD_CHARACTER, 10),
      Ok(MakeLevel(6, 6, "i0000000", 'n')));
  add("shape/class-upper-case", "tpx1l_6x6_00c00000_N", {"UpperCase", "FreeClass"}, {"TPX-L2", "TPX-T7"},
      Err(BAD_CHARACTER, 19), Ok(MakeLevel(6, 6, "00c00000", 'n')));

  // [TPX-K1] The rotatable piece's shape occurs more than once in the only
  // solution: the circle goes on the piece that gives the smallest
  // canonical (face value, rotatable cell). code.corpus asks their codes;
  // mirror images of one task share one code.
  const struct {
    const char* name;
    const char* counts;
    char piece_class;
    const char* comment;
  } ties[] = {
      {"4x3-domino", "11000002", 'd', "three horizontal dominoes: the code is that of the canonical mark"},
      {"4x3-domino-mirrored", "11002000", 'd', "the mirror image of 4x3-domino: the same code"},
      {"5x3-domino", "11001200", 'd', ""},
      {"4x4-domino", "10110200", 'd', ""},
  };
  for (const auto& t : ties) {
    const std::string name(t.name);
    const uint32_t w = static_cast<uint32_t>(name[0] - '0'), h = static_cast<uint32_t>(name[2] - '0');
    const Level l = MakeLevel(w, h, t.counts, t.piece_class);
    add("rotatable-tie/" + name, LevelSlug(l), {"FreeClass"}, {"TPX-L2", "TPX-L3", "TPX-K1"}, Ok(l), std::nullopt,
        t.comment);
  }
  // [TPX-L3] the area.
  const struct {
    const char* name;
    const char* slug;
  } areas[] = {
      {"one-domino-more", "tpx1l_4x2_20001100_n"},
      {"one-piece-less", "tpx1l_4x2_00001100_n"},
      {"rotatable-domino-more", "tpx1l_4x2_10001100_d"},
      {"rotatable-straight-more", "tpx1l_4x2_10001100_s"},
      {"rotatable-corner-more", "tpx1l_4x2_10001100_c"},
      {"all-zero", "tpx1l_4x2_00000000_n"},
      {"count-35", "tpx1l_6x6_z0000000_n"},
      {"every-count-35", "tpx1l_6x6_zzzzzzzz_c"},
      {"two-short-6x6", "tpx1l_6x6_h0000000_n"},
      {"all-zero-2x2", "tpx1l_2x2_00000000_n"},
      {"one-domino-2x2", "tpx1l_2x2_10000000_n"},
  };
  for (const auto& a : areas) add(std::string("area/") + a.name, a.slug, {"LevelArea"}, l3, Err(ILLEGAL_POSITION, 10));
  add("area/corner-for-domino", "tpx1l_4x2_10000100_c", {"FreeClass"}, {"TPX-L3"}, Ok(MakeLevel(4, 2, "10000100", 'c')),
      std::nullopt, "the example's level with a corner rotatable: 2 + 3 + 3");

  // [TPX-L4] two pieces or fewer, the area right.
  const struct {
    const char* name;
    const char* slug;
  } few[] = {
      {"two-dominoes", "tpx1l_2x2_20000000_n"},
      {"domino-and-rotatable-domino", "tpx1l_2x2_10000000_d"},
      {"two-straights", "tpx1l_3x2_00100000_s"},
      {"corner-and-rotatable-corner", "tpx1l_3x2_00001000_c"},
      {"straight-and-rotatable-corner", "tpx1l_3x2_00010000_c"},
      {"vertical-dominoes-2x2", "tpx1l_2x2_02000000_n"},
  };
  for (const auto& a : few) add(std::string("pieces/") + a.name, a.slug, {"FewPieces"}, l4, Err(ILLEGAL_POSITION, 10));
  add("pieces/three", "tpx1l_3x2_30000000_n", {}, l4, Ok(MakeLevel(3, 2, "30000000", 'n')), std::nullopt,
      "three pieces: valid, though three DOMINO_H do not tile 3 x 2");
  add("pieces/two-plus-rotatable", "tpx1l_4x2_10000010_s", {"FreeClass"}, l4, Ok(MakeLevel(4, 2, "10000010", 's')),
      std::nullopt, "the rotatable piece counts");

  // [TPX-L1] the counts' characters.
  const struct {
    const char* name;
    std::string slug;
    ErrorCode code;
    uint32_t at;
    const char* flag;
  } counts[] = {
      {"hyphen", "tpx1l_4x2_1000-100_n", BAD_CHARACTER, 14, "ForeignCharacter"},
      {"early-underscore", "tpx1l_4x2_1000110_n", BAD_CHARACTER, 17, "CountDigits"},
      {"no-counts", "tpx1l_4x2__n", BAD_CHARACTER, 10, "CountDigits"},
      {"ninth-count", "tpx1l_4x2_100011000_n", BAD_CHARACTER, 18, "CountDigits"},
      {"ninth-count-letter", "tpx1l_4x2_10001100n", BAD_CHARACTER, 18, "CountDigits"},
      {"hyphen-for-underscore", "tpx1l_4x2_10001100-n", BAD_CHARACTER, 18, "Separator"},
      {"seven-counts", "tpx1l_4x2_1000110", TRUNCATED, 17, "Truncated"},
      {"faces-for-counts", "tpx1l_4x2_24d", TRUNCATED, 13, "CountDigits"},
      {"faces-and-marker", "tpx1l_4x2_24d_r1", BAD_CHARACTER, 13, "CountDigits"},
      {"e-acute",
       "tpx1l_4x2_1000\xC3\xA9"
       "100_n",
       BAD_CHARACTER, 14, "NonAscii"},
      {"space", "tpx1l_4x2_1000 1100_n", BAD_CHARACTER, 14, "SurroundingSpaces"},
  };
  for (const auto& b : counts) add("counts/" + std::string(b.name), b.slug, {b.flag}, l1, Err(b.code, b.at));

  // [TPX-L2] the class and what follows.
  const struct {
    const char* name;
    std::string slug;
    ErrorCode code;
    uint32_t at;
    const char* flag;
  } classes[] = {
      {"x", lv.substr(0, 19) + "x", BAD_CHARACTER, 19, "FreeClass"},
      {"r", lv.substr(0, 19) + "r", BAD_CHARACTER, 19, "FreeClass"},
      {"digit", lv.substr(0, 19) + "0", BAD_CHARACTER, 19, "FreeClass"},
      {"underscore", lv.substr(0, 19) + "_n", BAD_CHARACTER, 19, "FreeClass"},
      {"missing", lv.substr(0, 19), TRUNCATED, 19, "Truncated"},
      {"twice", lv + "n", TRAILING_DATA, 20, "FreeClass"},
      {"two-classes", lv.substr(0, 19) + "dc", TRAILING_DATA, 20, "FreeClass"},
      {"marker-after", lv + "_r1", TRAILING_DATA, 20, "RotatableMarker"},
      {"word", lv.substr(0, 19) + "none", TRAILING_DATA, 20, "FreeClass"},
      {"trailing-then-bad-area", "tpx1l_2x2_00000000_nx", TRAILING_DATA, 20, "LevelArea"},
  };
  for (const auto& b : classes) add("class/" + std::string(b.name), b.slug, {b.flag}, l2, Err(b.code, b.at));
  add("class/trailing-space", lv + " ", {"SurroundingSpaces"}, {"TPX-L2", "TPX-T7"}, Err(TRAILING_DATA, 20),
      Ok(LevelOf(Example())));
  add("class/upper-case", Upper(lv, kFoldFrom), {"UpperCase"}, {"TPX-L2", "TPX-T7"}, Err(BAD_CHARACTER, 7),
      Ok(LevelOf(Example())));
}

}  // namespace slugspec::corpusgen::triplex
