// The v2 vectors (v2.jsonl): spec/pentomino.md §7.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void V2Vectors(Corpus& c) {
  const std::string f = "v2.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v2/valid/" + name,
              .slug = MustWrite(b, "v2"),
              .flags = std::move(flags),
              .comment = comment,
              .strict = OkIn("v2", b)});
  };
  valid("empty-8x8", MakeBoard('R', 8, 8), {"VersionBoundary"}, "no items: v1.1, v1.5 and v2 write the same bytes");
  valid("empty-1x1", MakeBoard('R', 1, 1), {"Boundary"});
  valid("six-by-ten", SixByTen());
  valid("x-9-and-10", MakeBoard('R', 12, 12, P("X099 X0aa I3b5")), {"Boundary"},
        "the case of the name changes at x = 10");
  valid("y-two-digits", MakeBoard('R', 61, 61, P("L00Y N1Y0 T7YY"), T("0A AA")), {"Boundary"});
  valid("colours", MakeBoard('R', 8, 8, P("X033 T101"), {}, Colours("X3 T5 F1 Z4")), {"ColourSection"});
  valid("article-board", ColouredEightByEight(), {"ColourSection"});
  for (int k = 1; k <= 5; ++k) {
    std::vector<Piece> ps;
    for (int o = 0; o < 8; ++o) ps.push_back({kLetters[static_cast<size_t>(4 + o)], o + 6, o, o % 4, o >= 4});
    Board b = MakeBoard('R', 14, 9, ps);
    for (const Piece& p : ps) b.Color(p.letter) = k;
    valid("table/colour-" + Dec(k), b, {"OrientationTable"}, "x from 6 to 13: both name cases");
  }

  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, uint32_t at,
                        const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v2/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, at),
              .lenient = lenient});
  };
  acceptable("two-digit-small-x", "8_8X0033", {"TwoDigitSmallX"}, 3, OkIn("v2", MakeBoard('R', 8, 8, P("X033"))),
             "an uppercase name with x = 03: canonical writes x033");
  acceptable("two-digit-small-x-00", "8_8T0005", {"TwoDigitSmallX"}, 3, OkIn("v2", MakeBoard('R', 8, 8, P("T005"))));
  acceptable("mixed-forms", "12_12x033X010_1", {"MixedItemForms"}, 13,
             OkIn("v2", MakeBoard('R', 12, 12, P("X033 X0a1"))),
             "a v2 item, then a v1.5 item: each read by its own form; X twice (same colour)");
  acceptable("mixed-forms-first-v15", "12_12X03_3i011", {"MixedItemForms"}, 5,
             OkIn("v2", MakeBoardAsIs('R', 12, 12, P("X033 I011"))), "a v1.5 item then a v2 item");
  acceptable("y-leading-zero", "8_8x0305", {"LeadingZeros"}, 6, OkIn("v2", MakeBoard('R', 8, 8, P("X035"))));
  // [PEN-C2]: the cursor's orientation, as the upstream encoder wrote it.
  c.Add(f, {.id = "pentomino/v2/terrain-orientation",
            .slug = "8_8r200",
            .flags = {"LegacyTerrainOrientation", "WriterSpelling"},
            .strict = OkIn("v2", MakeBoard('R', 8, 8, {}, T("00")))});
  c.Add(f, {.id = "pentomino/v2/terrain-orientation/upstream",
            .slug = "6_6r632",
            .flags = {"LegacyTerrainOrientation", "WriterSpelling"},
            .comment = "written by the upstream v2 encoder",
            .strict = OkIn("v2", MakeBoard('R', 6, 6, {}, T("32")))});
  acceptable("alias-8", "8_8x833", {"OrientationAlias"}, 4, OkIn("v2", MakeBoard('R', 8, 8, P("X433"))));
  acceptable("unsorted", "8_8x033i011", {"Unsorted"}, 3, OkIn("v2", MakeBoardAsIs('R', 8, 8, P("X033 I011"))));
  acceptable("identical-repeat", "8_8x033x033", {"IdenticalRepeat"}, 7, OkIn("v2", MakeBoard('R', 8, 8, P("X033"))));

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v2/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict)});
  };
  reject("item/lower-cut-after-x", "8_8x03", {"Truncated"}, Err(TRUNCATED, 6));
  reject("item/upper-cut-after-x", "12_12X010", {"Truncated"}, Err(TRUNCATED, 9), "two digits of x, no y");
  reject("item/lower-y-missing", "8_8x03x044", {"Truncated"}, Err(BAD_CHARACTER, 6));
  reject("item/lower-underscore", "8_8x03_3", {"MixedItemForms"}, Err(BAD_CHARACTER, 6),
         "a lowercase name has one digit of x and no separator");
  reject("range/y-three-digits", "99_99x05100", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 8));
  reject("range/x-is-rows", "8_8X0900", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5));
  reject("range/y-is-columns", "8_8x038", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 6));
  valid("sides-100-100", MakeBoard('R', 100, 100), {"ThreeDigits", "Boundary"}, "sides over 99 open ([GEN-6], §12)");
  reject("range/rows-1000", "1000_100", {"OutOfRange", "ThreeDigits", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 0));
  reject("range/columns-1000", "99_1000", {"OutOfRange", "ThreeDigits", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 3));
  reject("piece/unknown", "8_8q033", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 3));
  reject("piece/unknown-upper", "12_12Ga00", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 5));
  // [PEN-C3], [PEN-C4], [PEN-L9]: what every upstream decoder reads as one
  // board is a lenient spelling of it.
  const std::vector<std::string> agree = {"ConflictingRepeat", "UpstreamDecodersAgree"};
  acceptable("duplicate/two-pieces", "8_8x033i033", agree, 3, OkIn("v2", MakeBoard('R', 8, 8, P("I033"))),
             "the later item wins the cell");
  acceptable("duplicate/terrain", "8_8r033x033", agree, 3, OkIn("v2", MakeBoard('R', 8, 8, P("X033"))));
  acceptable("colours/key-1-again", "8_8x033_1F2I3Z4U5L1P",
             {"ConflictingRepeat", "ColourSection", "UpstreamDecodersAgree"}, 9,
             OkIn("v2", MakeBoard('R', 8, 8, P("X033"), {}, Colours("P1 I2 Z3 U4 L5"))),
             "key 1 twice: every legacy decoder forgets its first group");
  acceptable("colours/letter-colour-conflict", "8_8xA33iA55iI66", {"ColourConflict", "UpstreamDecodersAgree"}, 8,
             OkIn("v2", MakeBoard('R', 8, 8, P("X033 I055 I066"), {}, Colours("X1 I2"))), "the last piece's colour");
}

}  // namespace slugspec::corpusgen::pentomino
