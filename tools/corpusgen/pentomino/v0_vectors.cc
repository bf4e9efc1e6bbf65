// The v0 vectors (v0.jsonl): JSONCrush-compressed JSON boards, spec/pentomino.md
// §4, [PEN-V0-1]..[PEN-V0-5] and [PEN-C3].
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {
namespace {

// A JSONCrush text that expands about fourfold per replacement character:
// "('" then, for each character c_i, c_i c_i c_i, then "x"; uncrush replaces
// c_1 first (its definition is the text after its last occurrence).
std::string ExpansionBomb(std::string_view chars) {
  std::string text = "('";
  for (char ch : chars) text += std::string(3, ch);
  text += "x";
  return text + "%01" + std::string(chars) + "_";
}

}  // namespace

void V0Vectors(Corpus& c) {
  const std::string f = "v0.jsonl";
  auto valid = [&](const std::string& name, const Board& b, bool v0a, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    const std::string v = v0a ? "v0a" : "v0b";
    c.Add(f, {.id = "pentomino/v0/valid/" + name + "-" + v,
              .slug = MustWrite(b, v),
              .flags = std::move(flags),
              .comment = comment,
              .strict = OkIn(v, b)});
  };
  for (bool a : {false, true}) {
    valid("six-by-ten", SixByTen(), a);
    valid("empty-1x1", MakeBoard('R', 1, 1), a, {"Boundary"});
    valid("empty-8x8", MakeBoard('R', 8, 8), a);
    valid("one-piece-1x1", MakeBoard('R', 1, 1, P("X000")), a, {"Boundary"});
    valid("terrain-1x1", MakeBoard('R', 1, 1, {}, T("00")), a, {"Boundary"});
    valid("61x61-corners", MakeBoard('R', 61, 61, P("F000 I0Y0"), T("0Y YY")), a, {"Boundary"});
    valid("tall-3x40", MakeBoard('R', 40, 3, P("L7d1 T3D0"), T("00 01 02 D2")), a, {}, "rows and columns differ");
    valid("every-letter", MakeBoard('R', 12, 12, P("F000 I111 L222 P333 N444 T555 U666 V777 W088 X199 Y2aa Z3bb")), a);
    valid("terrain-and-pieces",
          MakeBoard('R', 8, 8, P("T001 P116 F222 X025 I030 W336 V141 Z244 Y657 N363 U071 L375"), T("03 04 13 14")), a);
  }
  // Not canonical: key order, white space, order of entries, terrain o/e.
  auto acceptable = [&](const std::string& name, const std::string& json, const Board& b, bool v0a,
                        std::vector<std::string> flags, const std::string& comment) {
    const std::string slug = CrushToSlug(json);
    const std::string canonical = MustWrite(b, v0a ? "v0a" : "v0b");
    size_t i = 0;
    while (i < slug.size() && i < canonical.size() && slug[i] == canonical[i]) ++i;
    c.Add(f, {.id = "pentomino/v0/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, static_cast<uint32_t>(i)),
              .lenient = OkIn(v0a ? "v0a" : "v0b", b)});
  };
  const Board two = MakeBoard('R', 5, 5, P("I110 X022"));
  acceptable("key-order/size-first",
             "{\"h\":5,\"w\":5,\"g\":[" + V0Entry("I", 1, 0, 1, 0) + "," + V0Entry("X", 0, 0, 2, 2) + "]}", two, false,
             {"V0KeyOrder"}, "keys in another order: the same board [PEN-V0-3]");
  acceptable("key-order/entry-keys",
             "{\"g\":[{\"x\":1,\"y\":0,\"p\":\"I\",\"e\":0,\"o\":1}," + V0Entry("X", 0, 0, 2, 2) + "],\"h\":5,\"w\":5}",
             two, false, {"V0KeyOrder"}, "");
  acceptable("key-order/v0a-y-first",
             "{\"y\":5,\"x\":5,\"g\":[" + V0Entry("I", 1, 0, 1, 0) + "," + V0Entry("X", 0, 0, 2, 2) + "]}", two, true,
             {"V0KeyOrder"}, "");
  acceptable(
      "whitespace/spaces",
      "{\"g\" : [ " + V0Entry("I", 1, 0, 1, 0) + " , " + V0Entry("X", 0, 0, 2, 2) + " ] , \"h\" : 5 , \"w\" : 5 }", two,
      false, {"V0Whitespace"}, "");
  acceptable("order/reversed", V0Doc({V0Entry("X", 0, 0, 2, 2), V0Entry("I", 1, 0, 1, 0)}, 5, 5),
             MakeBoardAsIs('R', 5, 5, P("X022 I110")), false, {"Unsorted"}, "entries not in row-major order");
  acceptable("order/same-row", V0Doc({V0Entry("X", 0, 0, 2, 3), V0Entry("I", 1, 0, 2, 0)}, 5, 5, true),
             MakeBoardAsIs('R', 5, 5, P("X023 I120")), true, {"Unsorted"}, "");
  // [PEN-C2]: terrain's o and e as the upstream encoder wrote them (the
  // cursor's) carry nothing; strict reads them, canonical writes 0.
  auto writer = [&](const std::string& name, const std::string& json, const Board& b, bool v0a,
                    const std::string& comment) {
    c.Add(f, {.id = "pentomino/v0/" + name,
              .slug = CrushToSlug(json),
              .flags = {"LegacyTerrainOrientation", "WriterSpelling"},
              .comment = comment,
              .strict = OkIn(v0a ? "v0a" : "v0b", b)});
  };
  writer("terrain/orientation", V0Doc({V0Entry("Terrain", 3, 1, 0, 0)}, 2, 2), MakeBoard('R', 2, 2, {}, T("00")), false,
         "terrain's o and e carry nothing; canonical writes 0");
  writer("terrain/orientation-v0a", V0Doc({V0Entry("Terrain", 1, 0, 1, 1)}, 2, 3, true),
         MakeBoard('R', 2, 3, {}, T("11")), true, "");
  acceptable("terrain/orientation-unsorted", V0Doc({V0Entry("Terrain", 2, 0, 1, 1), V0Entry("X", 0, 0, 0, 0)}, 3, 3),
             MakeBoardAsIs('R', 3, 3, P("X000"), T("11")), false, {"LegacyTerrainOrientation", "Unsorted"},
             "a writer spelling out of row-major order: still not canonical");
  // [PEN-V0-1]
  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    std::optional<Outcome> lenient = std::nullopt, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v0/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict),
              .lenient = std::move(lenient)});
  };
  const std::string art = MustWrite(SixByTen(), "v0b");
  reject("escape/broken-zz", "('g!%ZZ_", {"BrokenEscape"}, Err(BAD_CHARACTER, 4), std::nullopt,
         "decodeURIComponent throws [PEN-V0-1]");
  reject("escape/cut-short", art.substr(0, art.size() - 2) + "%0", {"BrokenEscape", "Truncated"},
         Err(BAD_CHARACTER, Len(art) - 2), std::nullopt, "");
  reject("escape/percent-at-end", "('g!_%", {"BrokenEscape"}, Err(BAD_CHARACTER, 5), std::nullopt, "");
  reject("escape/not-hex", "('g!%5G_", {"BrokenEscape"}, Err(BAD_CHARACTER, 4), std::nullopt, "");
  // [PEN-V0-7]: "('" and nothing else; lenient trims any other '(' as
  // prose, so strict must not call such a text merely non-canonical.
  const std::string spaced = CrushToSlug("{ \"g\":[" + V0Entry("X", 0, 0, 2, 2) + "],\"h\":5,\"w\":5}");
  reject("start/space-after-brace", spaced, {"V0Start"}, Err(BAD_CHARACTER, 1), Err(UNKNOWN_VERSION, 1),
         "JSON would allow the space, but the text would begin \"( \": lenient trims the '(' as prose");
  reject("start/escaped-quote", "(%27" + art.substr(2), {"V0Start", "PercentEncoded"}, Err(BAD_CHARACTER, 1),
         Err(UNKNOWN_VERSION, 4), "encodeURIComponent leaves the quote alone: an escaped one is not a v0 slug's start");
  reject("start/fuzz-spaced-json",
         "( 'g!%5B7F.261*0-Terrain.060*8-L.061*9-Y.360*14)%5D~h!1~w!15)*~x!0~y!-)%2C7.'~o!6~e!7('p!'%0176.-*_",
         {"V0Start"}, Err(BAD_CHARACTER, 1), Err(UNKNOWN_VERSION, 1),
         "found by fuzz/format: strict once called it NON_CANONICAL while lenient rejected it");
  // [PEN-V0-2]
  reject("limit/10-steps", ExpansionBomb("ABCDEFGHIJ"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0), std::nullopt,
         "46 bytes that uncrush to far more than 262144 bytes");
  reject("limit/12-steps", ExpansionBomb("ABCDEFGHIJKL"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0));
  reject("limit/11-steps-lowercase", ExpansionBomb("abcdefghijk"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0));
  reject("limit/11-steps-digits", ExpansionBomb("0123456789Q"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0));
  // [PEN-V0-3]
  auto bad_json = [&](const std::string& name, const std::string& json, const std::string& comment) {
    reject("json/" + name, CrushToSlug(json), {"BadJson"}, Err(BAD_JSON, 0), std::nullopt, comment);
  };
  const std::string x = V0Entry("X", 0, 0, 2, 2);
  bad_json("not-json", "{\"g\":[" + x + "],\"h\":5,\"w\":5", "the closing brace is missing");
  bad_json("missing-w", "{\"g\":[" + x + "],\"h\":5}", "");
  bad_json("missing-g", "{\"h\":5,\"w\":5}", "");
  bad_json("both-sizes", "{\"g\":[],\"h\":5,\"w\":5,\"x\":5,\"y\":5}", "h, w and x, y");
  bad_json("mixed-sizes", "{\"g\":[],\"h\":5,\"y\":5}", "");
  bad_json("extra-key", "{\"g\":[],\"h\":5,\"w\":5,\"c\":1}", "");
  bad_json("entry-missing-e", "{\"g\":[{\"p\":\"X\",\"o\":0,\"x\":2,\"y\":2}],\"h\":5,\"w\":5}", "");
  bad_json("entry-extra-key", "{\"g\":[{\"p\":\"X\",\"o\":0,\"e\":0,\"x\":2,\"y\":2,\"c\":0}],\"h\":5,\"w\":5}", "");
  bad_json("entry-not-object", "{\"g\":[1],\"h\":5,\"w\":5}", "");
  bad_json("g-not-array", "{\"g\":{},\"h\":5,\"w\":5}", "");
  bad_json("number-as-string", "{\"g\":[{\"p\":\"X\",\"o\":\"0\",\"e\":0,\"x\":2,\"y\":2}],\"h\":5,\"w\":5}",
           "\"0\" is a string, not a number");
  bad_json("size-as-string", "{\"g\":[],\"h\":\"5\",\"w\":5}", "");
  bad_json("fraction", "{\"g\":[{\"p\":\"X\",\"o\":0,\"e\":0,\"x\":2.5,\"y\":2}],\"h\":5,\"w\":5}", "not an integer");
  bad_json("p-not-string", "{\"g\":[{\"p\":7,\"o\":0,\"e\":0,\"x\":2,\"y\":2}],\"h\":5,\"w\":5}", "");
  bad_json("null-size", "{\"g\":[],\"h\":null,\"w\":5}", "");
  bad_json("leading-zero", "{\"g\":[],\"h\":05,\"w\":5}", "JSON has no leading zeros");
  bad_json("trailing-comma", "{\"g\":[" + x + ",],\"h\":5,\"w\":5}", "");
  bad_json("text-after", "{\"g\":[],\"h\":5,\"w\":5}x", "");
  reject("json/not-crushed", "('g'", {"Truncated"}, Err(BAD_CHARACTER, 3), Err(BAD_CHARACTER, 2),
         "no JSONCrush end mark '_': the text was cut (lenient trims the final quote first)");
  reject("json/uncrushed-garbage", "('g'_", {"BadJson"}, Err(BAD_JSON, 0), std::nullopt,
         "any text with its end mark uncrushes; this one is no JSON");
  // [PEN-V0-4]
  auto v0err = [&](const std::string& name, const std::string& json, ErrorCode code, std::vector<std::string> flags,
                   const std::string& comment = "") {
    reject(name, CrushToSlug(json), std::move(flags), Err(code, 0), std::nullopt, comment);
  };
  v0err("piece/unknown-q", V0Doc({V0Entry("Q", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/lowercase", V0Doc({V0Entry("x", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/r", V0Doc({V0Entry("R", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"},
        "terrain is \"Terrain\" in v0");
  v0err("piece/empty-name", V0Doc({V0Entry("", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/terrain-lowercase", V0Doc({V0Entry("terrain", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/none", V0Doc({V0Entry("X", 0, 0, 1, 1), V0Entry("None", 0, 0, 2, 2)}, 5, 5), UNKNOWN_PIECE,
        {"UnknownPiece"}, "upstream's internal pseudo-piece");
  // [PEN-V0-5]
  v0err("range/rows-0", V0Doc({}, 0, 5), VALUE_OUT_OF_RANGE, {"OutOfRange", "Boundary"});
  valid("sides-100", MakeBoard('R', 100, 5), false, {"Boundary"}, "sides over 99 open ([GEN-6], §12)");
  valid("sides-999", MakeBoard('R', 5, 999), true, {"Boundary"});
  v0err("range/rows-1000", V0Doc({}, 1000, 5), VALUE_OUT_OF_RANGE, {"OutOfRange", "Boundary"});
  v0err("range/columns-1000-v0a", V0Doc({}, 5, 1000, true), VALUE_OUT_OF_RANGE, {"OutOfRange", "Boundary"});
  v0err("range/rows-negative", V0Doc({}, -1, 5), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/rows-huge", "{\"g\":[],\"h\":99999999999999999999,\"w\":5}", VALUE_OUT_OF_RANGE, {"OutOfRange"},
        "an integer far past 99");
  v0err("range/o-4", V0Doc({V0Entry("X", 4, 0, 1, 1)}, 5, 5), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/e-2", V0Doc({V0Entry("X", 0, 2, 1, 1)}, 5, 5), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/x-is-rows", V0Doc({V0Entry("X", 0, 0, 5, 1)}, 5, 6), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/y-is-columns", V0Doc({V0Entry("X", 0, 0, 1, 6)}, 5, 6), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/v0a-x-is-columns", V0Doc({V0Entry("X", 0, 0, 1, 5)}, 6, 5, true), VALUE_OUT_OF_RANGE, {"OutOfRange"},
        "v0a: the top-level x is the number of columns");
  v0err("range/terrain-negative-y", V0Doc({V0Entry("Terrain", 0, 0, 1, -1)}, 5, 5), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  // [PEN-C3]: the v0 decoders wrote each entry into its cell of the grid, so
  // a later entry in a cell replaces the earlier one.
  const std::vector<std::string> later = {"ConflictingRepeat", "UpstreamDecodersAgree"};
  acceptable("duplicate/two-pieces", V0Doc({V0Entry("X", 0, 0, 1, 1), V0Entry("I", 0, 0, 1, 1)}, 5, 5),
             MakeBoard('R', 5, 5, P("I011")), false, later, "the later entry wins the cell");
  acceptable("duplicate/piece-and-terrain", V0Doc({V0Entry("Terrain", 0, 0, 1, 1), V0Entry("I", 0, 0, 1, 1)}, 5, 5),
             MakeBoard('R', 5, 5, P("I011")), false, later, "");
  acceptable("duplicate/other-orientation", V0Doc({V0Entry("X", 0, 0, 1, 1), V0Entry("X", 1, 0, 1, 1)}, 5, 5),
             MakeBoard('R', 5, 5, P("X111")), false, later, "");
}

}  // namespace slugspec::corpusgen::pentomino
