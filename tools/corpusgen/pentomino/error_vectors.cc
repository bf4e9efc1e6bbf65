// The error vectors (errors.jsonl): every letter that is no piece, in every
// place a name stands; harder errors behind non-canonical spellings; several
// canonical failures at once.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void ErrorVectors(Corpus& c) {
  const std::string f = "errors.jsonl";
  auto add = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                 const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/errors/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict)});
  };
  for (char u = 'A'; u <= 'Z'; ++u) {
    if (LetterIndex(u) >= 0) continue;
    const std::string l(1, Low(u)), U(1, u);
    if (u != 'R') {
      add("v3-name/" + l + "-upper", "R88X033" + U + "011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
      add("v1-name/" + l, "8.8X03.3" + U + "01.1", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 8));
      add("v2-name/" + l, "8_8x033" + l + "011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
    }
    add("v3-name/" + l + "-lower", "R88X033" + l + "011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
    add("v3-colour/" + l + "-upper", "R88_1" + U, {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
    add("legacy-colour/" + l, "8_8_1" + U, {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  }
  // A harder error behind a spelling that is not canonical: the harder one.
  add("masked/unsorted-then-range", "R88X033I011Z0a1", {"Unsorted", "OutOfRange", "MaskedCanonical"},
      Err(VALUE_OUT_OF_RANGE, 13));
  add("masked/alias-then-unknown", "R88X833Q011", {"OrientationAlias", "UnknownPiece", "MaskedCanonical"},
      Err(UNKNOWN_PIECE, 7));
  add("masked/repeat-then-truncated", "R88X033X033I0", {"IdenticalRepeat", "Truncated", "MaskedCanonical"},
      Err(TRUNCATED, 13));
  add("masked/leading-zero-then-unknown", "8.08X03.3Q03.3", {"LeadingZeros", "UnknownPiece", "MaskedCanonical"},
      Err(UNKNOWN_PIECE, 9));
  add("masked/terrain-orientation-then-unknown", "8_8R40_0X03_3_1Q",
      {"LegacyTerrainOrientation", "ColourSection", "UnknownPiece"}, Err(UNKNOWN_PIECE, 15),
      "the writer spelling R4 is no failure; the letter that is no piece is");
  add("masked/v0-key-order-then-range", CrushToSlug("{\"w\":5,\"h\":5,\"g\":[" + V0Entry("X", 0, 0, 9, 1) + "]}"),
      {"V0KeyOrder", "OutOfRange", "MaskedCanonical"}, Err(VALUE_OUT_OF_RANGE, 0));
  // Several canonical failures: the first byte that differs.
  c.Add(f, {.id = "pentomino/errors/several/alias-and-unsorted",
            .slug = "R88X833I911",
            .flags = {"OrientationAlias", "Unsorted", "SeveralCanonical"},
            .strict = Err(NON_CANONICAL, 3),
            .lenient = OkV3Family(MakeBoardAsIs('R', 8, 8, P("X433 I511")))});
  c.Add(f, {.id = "pentomino/errors/several/leading-zeros-and-repeat",
            .slug = "08_8x033x033",
            .flags = {"LeadingZeros", "IdenticalRepeat", "SeveralCanonical"},
            .strict = Err(NON_CANONICAL, 0),
            .lenient = OkIn("v2", MakeBoard('R', 8, 8, P("X033")))});
  c.Add(f, {.id = "pentomino/errors/several/leading-zero-and-later-item",
            .slug = "8.08X03.3I03.3",
            .flags = {"LeadingZeros", "ConflictingRepeat", "SeveralCanonical", "UpstreamDecodersAgree"},
            .strict = Err(NON_CANONICAL, 2),
            .lenient = OkIn("v1", MakeBoard('R', 8, 8, P("I033")))});
  c.Add(f, {.id = "pentomino/errors/canonical/terrain-orientation-then-placed-listed",
            .slug = "8_8R40_0X03_3_1X",
            .flags = {"LegacyTerrainOrientation", "ColourSection", "UpstreamDecodersAgree"},
            .comment = "strict reads the writer spelling R4 as written; the colour section is the departure",
            .strict = Err(NON_CANONICAL, 13),
            .lenient = OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), T("00")))});

  // The order of checks, where the spec fixes it and an implementer could
  // guess otherwise (spec/README.md §2, found by a spec-only implementation).
  auto order = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                   std::optional<Outcome> lenient, const std::string& comment) {
    c.Add(f, {.id = "pentomino/errors/order/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict),
              .lenient = std::move(lenient)});
  };
  // [PEN-V3-2]: the rows are checked whole before the columns are read.
  order("header/rows-0-then-bad-columns", "R0-", {"OutOfRange", "ForeignCharacter"}, Err(VALUE_OUT_OF_RANGE, 1),
        std::nullopt, "the rows' value fails before the columns' character is read");
  // [PEN-T2]: each pass trims each end once; two passes at most.
  order("trim/quote-after-paren", "('", {"ProsePunctuation", "Empty"}, Err(BAD_CHARACTER, 1), Err(EMPTY_INPUT, 0),
        "the end trim takes the quote, the second pass the parenthesis");
  order("trim/escaped-paren-then-quote", "%28'", {"ProsePunctuation", "PercentEncoded", "Empty"},
        Err(UNKNOWN_VERSION, 0), Err(EMPTY_INPUT, 0),
        "the quote goes in the first pass, the parenthesis in the second");
  order("trim/escaped-paren-and-quote", "%28%27", {"ProsePunctuation", "PercentEncoded"}, Err(UNKNOWN_VERSION, 0),
        Err(BAD_CHARACTER, 0), "no third pass: the parenthesis the second pass leaves is read as v0");
  order("trim/guard-sees-the-raw-character", "(%27R11", {"ProsePunctuation", "PercentEncoded"}, Err(BAD_CHARACTER, 6),
        OkV3Family(MakeBoard('R', 1, 1)),
        "the guard looks at '%', not at the quote it decodes to: the parenthesis goes");
  // [PEN-V3-8]: the colour section left to right.
  order("colours/repeated-key-then-bad-letter", "R55_1F1Q", {"ColourSection", "UnknownPiece"}, Err(UNKNOWN_PIECE, 7),
        std::nullopt, "a key twice reads on; the letter that is no piece fails");
  order("colours/over-11-lowest-offset", "R55_6fi7F", {"ColourSection", "OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6),
        std::nullopt, "f is overwritten by key 7, i stays colour 12: rejected at the i");
  order("colours/other-letter-at-key", "R55_cF", {"ColourSection", "ForeignCharacter"}, Err(BAD_CHARACTER, 4),
        std::nullopt, "a key is 0-9, a or b; another letter right after '_' is no key");
  order("colours/foreign-after-key", "R55_1-", {"ColourSection", "ForeignCharacter"}, Err(BAD_CHARACTER, 5),
        std::nullopt, "");
  // Reading order: inside an item, syntax, then range (x before y), then the
  // cell, then the colour; a failure ends decoding.
  order("items/range-before-later-unknown", "R55X0a0Q011", {"OutOfRange", "UnknownPiece"}, Err(VALUE_OUT_OF_RANGE, 5),
        std::nullopt, "the first item's range comes before the unknown letter after it");
  order("items/colour-change-reads-on", "R55X033XA44I0", {"ColourConflict", "Truncated"}, Err(TRUNCATED, 13),
        std::nullopt, "a second colour for a letter is no failure [PEN-C4]: the cut-off item after it is");
  order("items/later-item-reads-on", "R55X033XA33Q011", {"ConflictingRepeat", "UnknownPiece"}, Err(UNKNOWN_PIECE, 11),
        std::nullopt, "an item in an occupied cell is no failure [PEN-C3]");
  order("items/y-syntax-before-x-range", "R55X04-", {"ForeignCharacter"}, Err(BAD_CHARACTER, 6), std::nullopt,
        "an item's characters are read before its values");
  order("items/x-range-before-y-range", "R55X0aQ", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 5), std::nullopt,
        "x (10 on 5 rows) is checked before y");
  order("items/v1-separator-before-unknown-letter", "6.10Q10.0_", {"MixedSeparators", "UnknownPiece"},
        Err(BAD_CHARACTER, 9), std::nullopt, "the separators are checked on the whole text first");
  order("items/v3-value-letter-is-orientation", "R88Xa33", {"OrientationTable"}, OkV3Family([] {
          Board b = MakeBoard('R', 8, 8, P("X233"));
          b.Color('X') = 4;
          return b;
        }()),
        std::nullopt, "after a piece letter, a is an orientation and colour character (colour 4, orientation 2)");
  order("items/v3-terrain-value-letter", "RccRa3", {"TerrainForm"}, OkV3Family(MakeBoard('R', 12, 12, {}, T("a3"))),
        std::nullopt, "in terrain, a is the number 10");
  order("items/v3-piece-after-terrain", "R88R00X033", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6), std::nullopt,
        "after R every character is terrain: X is the number 59, past the 8 rows");
  // [PEN-V3-6]: inside the terrain, the end of the input or another character.
  order("terrain/underscore-after-switch", "R88RY0_1F", {"TerrainForm", "ForeignCharacter"}, Err(BAD_CHARACTER, 6),
        std::nullopt, "pairs must follow the 0 switch");
  order("terrain/group-cut-before-range", "R88RY18", {"TerrainForm", "Truncated"}, Err(TRUNCATED, 7), std::nullopt,
        "the group is cut short before its column (8 on 8 columns) is checked");
  order("terrain/y-own-coordinate-first", "R88RY1899", {"TerrainForm", "OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 7),
        std::nullopt, "Y lines: the block's row (9) is checked where it stands, the column (8) with it");
  order("terrain/z-cross-coordinate-first", "R88RZ1899", {"TerrainForm", "OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6),
        std::nullopt, "Z lines: the row is the cross coordinate, read first");
  // The legacy item order [PEN-L1]..[PEN-L7].
  order("legacy/rows-0-alone", "0", {"OutOfRange", "Truncated"}, Err(TRUNCATED, 1), std::nullopt,
        "the separator after the rows is checked before the rows' value");
  order("legacy/rows-0-then-letter", "0X03.3", {"OutOfRange", "ForeignCharacter"}, Err(BAD_CHARACTER, 1), std::nullopt,
        "");
  order("legacy/three-digits-as-the-number-ends", "6.10V1123.x", {"ThreeDigits", "ForeignCharacter"},
        Err(VALUE_OUT_OF_RANGE, 6), std::nullopt, "a number of three digits fails as soon as it ends");
  order("legacy/y-syntax-before-x-range", "6.10V119.x", {"OutOfRange", "ForeignCharacter"}, Err(BAD_CHARACTER, 9),
        std::nullopt, "the item is read whole (x = 19 on 6 rows) before its values are checked");
  // Identical repeats: dropped; strict reports the first byte that differs
  // from the canonical slug.
  c.Add(f, {.id = "pentomino/errors/order/repeat/orientation-alias",
            .slug = "R55X433X833",
            .flags = {"IdenticalRepeat", "OrientationAlias"},
            .comment = "X in orientation 4, then the same X with the alias 8: an identical repeat",
            .strict = Err(NON_CANONICAL, 7)});
  c.Add(f, {.id = "pentomino/errors/order/repeat/at-the-end",
            .slug = "R55I011X033I011",
            .flags = {"IdenticalRepeat"},
            .comment = "the canonical slug is shorter: the offset is its length",
            .strict = Err(NON_CANONICAL, 11)});
}

}  // namespace slugspec::corpusgen::pentomino
