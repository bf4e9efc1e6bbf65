// The v1 vectors (v1.jsonl): spec/pentomino.md §5 and the legacy checks
// [PEN-L1]..[PEN-L7] and [PEN-C3].
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void V1Vectors(Corpus& c) {
  const std::string f = "v1.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1/valid/" + name,
              .slug = MustWrite(b, "v1"),
              .flags = std::move(flags),
              .comment = comment,
              .strict = OkIn("v1", b)});
  };
  valid("empty-1x1", MakeBoard('R', 1, 1), {"Boundary"});
  valid("empty-61x61", MakeBoard('R', 61, 61), {"Boundary"});
  valid("corners-61x61", MakeBoard('R', 61, 61, P("X000 I70Y"), T("Y0 YY")), {"Boundary"});
  valid("one-row", MakeBoard('R', 1, 12, P("I100 I105 I10a")), {}, "the same letter three times");
  valid("all-orientations", MakeBoard('R', 3, 8, P("F010 F111 F212 F313 F414 F515 F616 F717")),
        {"SymmetricOrientation"});
  valid("x-symmetric", MakeBoard('R', 3, 8, P("X010 X111 X212 X313 X414 X515 X616 X717")), {"SymmetricOrientation"},
        "X looks the same in every orientation; the slug keeps each");
  valid("two-digit-coordinates", MakeBoard('R', 40, 50, P("L3aA N7Ab"), T("10 0b Dn")));
  valid("terrain-only", MakeBoard('R', 4, 4, {}, T("00 11 22 33")));
  valid("six-by-ten-with-terrain", MakeBoard('R', 6, 10, SixByTen().pieces, T("01 59")), {},
        "terrain shares rows with pieces: all items in row-major order");

  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, uint32_t at,
                        const Board& b, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, at),
              .lenient = OkIn("v1", b)});
  };
  // [PEN-C2]: what the upstream encoder wrote, the cursor's orientation 1..7,
  // is read by strict as the block; the aliases 8 and 9 it never wrote.
  const Board t1 = MakeBoard('R', 8, 8, P("X033"), T("00"));
  auto writer = [&](const std::string& name, const std::string& slug, const Board& b, const std::string& comment) {
    c.Add(f, {.id = "pentomino/v1/" + name,
              .slug = slug,
              .flags = {"LegacyTerrainOrientation", "WriterSpelling"},
              .comment = comment,
              .strict = OkIn("v1", b)});
  };
  writer("terrain-orientation/3", "8.8R30.0X03.3", t1,
         "the cursor's orientation written with the terrain, as upstream did; canonical writes 0");
  writer("terrain-orientation/7", "8.8R70.0X03.3", t1, "");
  writer("terrain-orientation/each", "8.8R10.0R20.1R30.2R40.3R50.4R60.5R70.6",
         MakeBoard('R', 8, 8, {}, T("00 01 02 03 04 05 06")), "every orientation the cursor can have");
  acceptable("terrain-orientation/9", "8.8R90.0X03.3", {"LegacyTerrainOrientation"}, 4, t1,
             "a terrain block's character is any digit; the alias 9 is no writer spelling [PEN-C2]");
  acceptable("terrain-orientation/repeat-other", "8.8R30.0R50.0", {"LegacyTerrainOrientation", "IdenticalRepeat"}, 8,
             MakeBoard('R', 8, 8, {}, T("00")),
             "the same block twice: the repeat is not canonical, whatever its digit");
  acceptable("terrain-orientation/repeat-first-zero", "8.8R00.0R30.0", {"LegacyTerrainOrientation", "IdenticalRepeat"},
             8, MakeBoard('R', 8, 8, {}, T("00")), "the first block's orientation counts: the repeat is the departure");
  acceptable("leading-zeros/rows", "08.8X03.3", {"LeadingZeros"}, 0, MakeBoard('R', 8, 8, P("X033")));
  acceptable("leading-zeros/x", "8.8X003.3", {"LeadingZeros"}, 5, MakeBoard('R', 8, 8, P("X033")));
  acceptable("leading-zeros/y", "8.8X03.03", {"LeadingZeros"}, 7, MakeBoard('R', 8, 8, P("X033")));
  acceptable("order/reversed", "8.8X03.3I01.1", {"Unsorted"}, 3, MakeBoardAsIs('R', 8, 8, P("X033 I011")));
  acceptable("order/same-row", "8.8X01.3I01.1", {"Unsorted"}, 3, MakeBoardAsIs('R', 8, 8, P("X013 I011")));
  acceptable("repeat/identical", "8.8X03.3X03.3", {"IdenticalRepeat"}, 8, MakeBoard('R', 8, 8, P("X033")),
             "an identical repeat is only not canonical; lenient drops it");
  acceptable("repeat/terrain", "8.8R01.1R01.1", {"IdenticalRepeat"}, 8, MakeBoard('R', 8, 8, {}, T("11")));

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-L1]
  reject("header/rows-only", "8", {"Truncated"}, Err(TRUNCATED, 1));
  reject("header/no-columns", "8.", {"Truncated"}, Err(TRUNCATED, 2));
  reject("header/letter-after-rows", "8X03.3", {"Truncated"}, Err(BAD_CHARACTER, 1));
  reject("header/comma", "8,8", {"ForeignCharacter"}, Err(BAD_CHARACTER, 1));
  reject("header/letter-for-columns", "8.X03.3", {"Truncated"}, Err(BAD_CHARACTER, 2));
  // [PEN-L2]
  reject("separators/underscore-in-item", "8.8X03_3", {"MixedSeparators"}, Err(BAD_CHARACTER, 6),
         "upstream accepts the mixture; every separator must be the same");
  reject("separators/underscore-later", "8.8X03.3I01_1", {"MixedSeparators"}, Err(BAD_CHARACTER, 11));
  reject("separators/header", "8_8X03.3", {"MixedSeparators"}, Err(BAD_CHARACTER, 6));
  // [PEN-L3]
  reject("range/rows-0", "0.8", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 0));
  reject("range/columns-0", "8.0", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 2));
  // Sides before 26 Sep 2023 were unbounded, and upstream's encoders wrote
  // links of boards over 99 a side that the current app opens: they open
  // here too ([GEN-6]), up to three digits. v3 cannot hold them, so their
  // upgrade fails (upgrade_error).
  valid("sides-100", MakeBoard('R', 100, 8), {"Boundary", "ThreeDigits"},
        "sides before 26 Sep 2023 were unbounded; v3 cannot hold the board");
  const auto with_x = [](int h, int w, int x, int y) {
    Board b = MakeBoard('R', h, w);
    b.pieces.push_back({'X', x, y, 0, false});
    return b;
  };
  valid("sides-999", with_x(999, 999, 99, 998), {"Boundary", "ThreeDigits"},
        "the largest board; an item's row has two digits at most, its column three");
  valid("column-100", with_x(8, 120, 5, 100), {"ThreeDigits"}, "a column of three digits");
  reject("range/sides-1000", "1000.8", {"OutOfRange", "Boundary", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 0),
         "four digits: legacy sides are at most 999");
  reject("range/columns-1000", "8.1000", {"OutOfRange", "Boundary", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 2));
  reject("range/rows-0008", "0008.8", {"OutOfRange", "ThreeDigits", "LeadingZeros"}, Err(VALUE_OUT_OF_RANGE, 0),
         "at most three digits, also with leading zeros");
  acceptable("range/rows-008-zeros", "008.8", {"LeadingZeros"}, 0, MakeBoard('R', 8, 8),
             "three digits with leading zeros: the number 8, not written so");
  reject("range/x-three-digits", "99.99X0100.5", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 7));
  reject("range/x-three-digits-tall-board", "120.8X0100.5", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 7),
         "an item's row has at most two digits: the current app reads the third as the colour section");
  reject("range/y-three-digits", "99.99X05.100", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 9));
  // [PEN-L4]
  reject("item/cut-after-name", "8.8X", {"Truncated"}, Err(TRUNCATED, 4));
  reject("item/cut-after-orientation", "8.8X0", {"Truncated"}, Err(TRUNCATED, 5));
  reject("item/cut-after-x", "8.8X03", {"Truncated"}, Err(TRUNCATED, 6));
  reject("item/cut-after-separator", "8.8X03.", {"Truncated"}, Err(TRUNCATED, 7));
  reject("item/second-cut", "8.8X03.3I", {"Truncated"}, Err(TRUNCATED, 9));
  reject("item/no-x", "8.8X0.3", {"Truncated"}, Err(BAD_CHARACTER, 5));
  c.Add(f, {.id = "pentomino/v1/item/full-stop",
            .slug = "8.8X03.3.",
            .flags = {"ProsePunctuation"},
            .comment = "v1 has no colour section [PEN-L9]; lenient trims the full stop",
            .strict = Err(BAD_CHARACTER, 8),
            .lenient = OkIn("v1", MakeBoard('R', 8, 8, P("X033")))});
  reject("item/dot-then-item", "8.8X03.3.I01.1", {"ForeignCharacter"}, Err(BAD_CHARACTER, 8),
         "v1 has no colour section [PEN-L9]");
  reject("item/space", "8.8X03.3 I01.1", {"ForeignCharacter"}, Err(BAD_CHARACTER, 8));
  // [PEN-L5]
  reject("piece/q", "8.8Q03.3", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3),
         "the painter crashes upstream");
  reject("piece/o", "8.8X03.3O01.1", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 8));
  reject("piece/a", "8.8A03.3", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3));
  // [PEN-L6]
  reject("orientation/letter", "8.8XA3.3", {"OutOfRange"}, Err(BAD_CHARACTER, 4), "v1 has no colours");
  reject("orientation/dash", "8.8X-3.3", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/terrain-letter", "8.8RA0.0", {"ForeignCharacter"}, Err(BAD_CHARACTER, 4));
  // [PEN-L7]
  reject("range/x-is-rows", "8.8X08.3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5),
         "upstream throws");
  reject("range/y-is-columns", "8.8X03.8", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 7),
         "upstream silently lengthens the row");
  reject("range/x-99", "6.10X099.1", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6));
  reject("range/terrain-y", "3.3R00.3", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 7));
  // [PEN-C3]: every upstream decoder writes each item into its cell of a
  // grid, so a later item in a cell replaces the earlier one.
  const std::vector<std::string> later = {"ConflictingRepeat", "UpstreamDecodersAgree"};
  acceptable("duplicate/two-pieces", "8.8X03.3I03.3", later, 3, MakeBoard('R', 8, 8, P("I033")),
             "the later item wins the cell");
  acceptable("duplicate/other-orientation", "8.8X03.3X13.3", later, 4, MakeBoard('R', 8, 8, P("X133")));
  acceptable("duplicate/piece-on-terrain", "8.8R03.3X03.3", later, 3, MakeBoard('R', 8, 8, P("X033")));
  acceptable("duplicate/terrain-on-piece", "8.8X03.3R03.3", later, 3, MakeBoard('R', 8, 8, {}, T("33")));
  acceptable("duplicate/after-identical", "8.8X03.3X03.3I03.3",
             {"IdenticalRepeat", "ConflictingRepeat", "UpstreamDecodersAgree"}, 3, MakeBoard('R', 8, 8, P("I033")));
  reject("range/behind-unsorted", "8.8X03.3I01.9", {"Unsorted", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, 12));
}

}  // namespace slugspec::corpusgen::pentomino
