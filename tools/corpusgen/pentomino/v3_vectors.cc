// The v3 vectors (v3.jsonl): spec/pentomino.md §8 apart from the terrain forms
// and colours: surfaces, sizes, pieces, the early v3 spelling.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void V3Vectors(Corpus& c) {
  const std::string f = "v3.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    const std::string v = V3Reported(b);
    c.Add(f, {.id = "pentomino/v3/valid/" + name,
              .slug = MustWrite(b, v),
              .flags = std::move(flags),
              .comment = comment,
              .strict = OkIn(v, b)});
  };
  for (char s : kSurfaces) {
    valid(std::string("surface/") + Low(s), MakeBoard(s, 6, 6, P("X022 I300"), T("55")), {"Surface"});
    valid(std::string("surface/") + Low(s) + "-empty", MakeBoard(s, 5, 5), {"Surface"});
  }
  valid("surface/sphere-not-square", MakeBoard('S', 5, 7, P("L334")), {"Surface"},
        "upstream's settings insist on a square sphere; the link can carry any");
  valid("size/1x1", MakeBoard('R', 1, 1), {"Boundary"});
  valid("size/1x1-piece", MakeBoard('T', 1, 1, P("X000")), {"Boundary"}, "a piece much larger than its board");
  valid("size/1x61", MakeBoard('R', 1, 61, P("I10Y")), {"Boundary", "Side61"});
  valid("size/61x1", MakeBoard('R', 61, 1, P("I0Y0")), {"Boundary", "Side61"});
  valid("size/60x60", MakeBoard('R', 60, 60, P("F000 Z7XX"), T("0X X0")), {"Boundary"});
  valid("size/61x61", MakeBoard('K', 61, 61, P("F000 Z7YY"), T("0Y")), {"Boundary", "Side61"});
  valid("size/36", MakeBoard('R', 36, 36, P("F0zz"), {}), {"Boundary"},
        "36, the first number the early v3 encoder misspelt");
  valid("size/41", MakeBoard('C', 41, 41, P("F0EE U0E0")), {"Boundary"});
  {
    std::vector<Piece> twice;
    for (int i = 0; i < 12; ++i) {
      twice.push_back({kLetters[static_cast<size_t>(i)], i, 0, i % 4, i % 8 >= 4});
      twice.push_back({kLetters[static_cast<size_t>(i)], i, 11, i % 4, i % 8 >= 4});
    }
    valid("pieces/every-letter-twice", MakeBoard('T', 12, 12, twice), {}, "twelve letters, each twice");
  }
  valid("pieces/all-orientations", MakeBoard('R', 3, 8, P("Y010 Y111 Y212 Y313 Y414 Y515 Y616 Y717")));
  valid("pieces/base-62-coordinates", MakeBoard('R', 61, 61, P("X00A X0a0 X0aa X0A0 X0YY")), {"Boundary"});
  // Orientation aliases, lenient only.
  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, uint32_t at,
                        const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v3/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, at),
              .lenient = lenient});
  };
  acceptable("alias/8", "R88X833", {"OrientationAlias"}, 4, OkV3Family(MakeBoard('R', 8, 8, P("X433"))));
  acceptable("alias/9", "R88X933", {"OrientationAlias"}, 4, OkV3Family(MakeBoard('R', 8, 8, P("X533"))));
  acceptable("alias/9-lowercase", "R88x933_1F", {"OrientationAlias"}, 4,
             OkV3Family(MakeBoard('R', 8, 8, P("X533"), {}, Colours("X6 F1"))), "lowercase: colour 6");
  acceptable("order/unsorted", "R88X033I011", {"Unsorted"}, 3, OkV3Family(MakeBoardAsIs('R', 8, 8, P("X033 I011"))));
  acceptable("order/unsorted-with-terrain", "R88X033I011R00", {"Unsorted"}, 3,
             OkV3Family(MakeBoardAsIs('R', 8, 8, P("X033 I011"), T("00"))),
             "with terrain in pairs that v3.1 would write alike: not what v3.1 writes, so v3");
  acceptable("repeat/identical", "R88X033X033", {"IdenticalRepeat"}, 7, OkV3Family(MakeBoard('R', 8, 8, P("X033"))));
  acceptable("repeat/terrain", "R88R1111", {"IdenticalRepeat"}, 6, OkV3Family(MakeBoard('R', 8, 8, {}, T("11"))),
             "a repeated terrain pair");
  acceptable("terrain/unsorted-pairs", "R88R3311", {"Unsorted"}, 4, OkV3Family(MakeBoard('R', 8, 8, {}, T("11 33"))),
             "pairs out of order: v3 [PEN-D2]; canonical v3 writes them row-major");
  // v3 proper: a board whose v3.1 terrain is not pairs.
  valid("terrain/pairs-where-v3.1-has-lines", MakeBoard('R', 8, 8, {}, Picture({"########"})), {"VersionBoundary"},
        "v3 writes all terrain as pairs");
  valid("terrain/v3-with-colours",
        MakeBoard('R', 8, 8, P("X033"), Picture({"", "", "", "", "", "", "", "#######"}), Colours("X7 F1 Z11")),
        {"VersionBoundary"});

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v3/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-V3-2]
  reject("header/surface-only", "R", {"Truncated"}, Err(TRUNCATED, 1));
  reject("header/rows-only", "T8", {"Truncated"}, Err(TRUNCATED, 2));
  reject("header/rows-0", "R08", {"OutOfRange", "Boundary", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 1),
         "0 rows crash upstream's painter");
  reject("header/columns-0", "M80", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 2));
  reject("header/at", "R@8", {"ForeignCharacter"}, Err(BAD_CHARACTER, 1), "upstream writes 62 and more as '@'");
  reject("header/dash", "K8-", {"ForeignCharacter"}, Err(BAD_CHARACTER, 2));
  reject("header/space", "R 8", {"ForeignCharacter"}, Err(BAD_CHARACTER, 1));
  // Early v3 punctuation for 36..41.
  const std::string early = "[\\]^_`";
  for (size_t i = 0; i < early.size(); ++i) {
    const std::string n = Dec(36 + static_cast<int>(i));
    reject("early-v3/rows-" + n, std::string("R") + early[i] + "8", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 1),
           "the early v3 encoder wrote " + n + " as '" + early[i] + "'");
  }
  reject("early-v3/columns-40", "Ra_", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 2), "40 written '_', the colour marker");
  reject("early-v3/x-37", "R[[X0\\0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 1));
  reject("early-v3/piece-x-38", "RZZX0]0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5));
  c.Add(f, {.id = "pentomino/v3/early-v3/piece-y-41",
            .slug = "RZZX00`",
            .flags = {"EarlyV3Spelling", "ProsePunctuation"},
            .comment = "lenient trims the backquote as prose punctuation, and the item is cut short",
            .strict = Err(BAD_CHARACTER, 6),
            .lenient = Err(TRUNCATED, 7)});
  reject("early-v3/piece-y-41-then-more", "RZZX00`I000", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 6));
  reject("early-v3/terrain-y-39", "RZZR0^", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5));
  reject("early-v3/piece-x-40", "RZZX0_0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5), "'_' where x should be");
  // The early encoder's 42..61 are letters 'a'..'t': read as base 62.
  c.Add(f, {.id = "pentomino/v3/early-v3/letters-read-as-base-62",
            .slug = "Rbb",
            .flags = {"EarlyV3Spelling", "UpstreamOpensDifferently"},
            .comment = "an early-v3 link of a 53 x 53 board: 'b' is read as 11, the board cannot be recovered",
            .strict = OkIn("v3.1", MakeBoard('R', 11, 11))});
  // [PEN-V3-3]
  reject("item/unknown-letter", "R88Q033", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3));
  reject("item/unknown-o", "R88O033", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3),
         "the facts' example: the painter crashes");
  reject("item/lowercase-r", "R88r033", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3),
         "'r' is a letter other than the twelve; upstream reads it as terrain");
  reject("item/lowercase-q", "R88X033q011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
  reject("item/digit", "R887033", {"ForeignCharacter"}, Err(BAD_CHARACTER, 3));
  reject("item/trailing-space", "R88 ", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 3),
         "the facts' example: a trailing space crashes the painter");
  reject("item/cut-after-name", "R88X", {"Truncated"}, Err(TRUNCATED, 4));
  reject("item/cut-after-orientation", "R88X0", {"Truncated"}, Err(TRUNCATED, 5));
  reject("item/cut-after-x", "R88X03", {"Truncated", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, 6),
         "upstream lands a truncated item at (0, 0)");
  reject("item/second-cut", "R88X033I01", {"Truncated"}, Err(TRUNCATED, 10));
  // [PEN-V3-4]
  reject("orientation/at", "R88X@11", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "rotation -1 upstream; the painter crashes");
  reject("orientation/o", "R88Xo11", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/z", "R88Xz11", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/bracket", "R88X[11", {"EarlyV3Spelling", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "upstream aliases '[' to 'a'");
  reject("orientation/dot", "R88X.11", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  // [PEN-V3-5]
  reject("range/x-is-rows", "R88X0a3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5),
         "the facts' example: upstream throws");
  reject("range/x-8", "R88X083", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 5));
  reject("range/y-8", "R88X038", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 6),
         "upstream lengthens the row");
  reject("range/y-61-on-61x60", "RZYX00Y", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 6));
  reject("range/x-at", "R88X0@1", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 5));
  reject("range/terrain-x", "R88R80", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 4));
  reject("range/terrain-y", "R88R08", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 5));
  // [PEN-C3]
  // [PEN-C3]: every upstream decoder writes each item into its cell of a
  // grid, so a later item in a cell replaces the earlier one.
  const std::vector<std::string> later = {"ConflictingRepeat", "UpstreamDecodersAgree"};
  acceptable("duplicate/two-pieces", "R88X033I033", later, 3, OkV3Family(MakeBoard('R', 8, 8, P("I033"))),
             "the later item wins the cell");
  acceptable("duplicate/other-colour", "R88X033XA33", later, 4,
             OkV3Family(MakeBoard('R', 8, 8, P("X033"), {}, Colours("X1"))), "and gives the letter its colour");
  acceptable("duplicate/case", "R88X033x033", later, 3, OkV3Family(MakeBoard('R', 8, 8, P("X033"), {}, Colours("X6"))),
             "x is colour 6, X colour 0");
  acceptable("duplicate/terrain-on-piece", "R88X033R33", later, 3, OkV3Family(MakeBoard('R', 8, 8, {}, T("33"))),
             "terrain is read after the pieces: the block wins");
  // [PEN-C4]: the letter's last piece gives its colour.
  acceptable("colour/two-colours", "R88X033XA55", {"ColourConflict", "UpstreamDecodersAgree"}, 4,
             OkV3Family(MakeBoard('R', 8, 8, P("X033 X055"), {}, Colours("X1"))));
  acceptable("colour/case", "R88X033x155", {"ColourConflict", "UpstreamDecodersAgree"}, 3,
             OkV3Family(MakeBoard('R', 8, 8, P("X033 X155"), {}, Colours("X6"))), "X (colour 0) and x (colour 6)");
  acceptable("colour/behind-unsorted", "R88X055I011XA66",
             {"ColourConflict", "Unsorted", "SeveralCanonical", "UpstreamDecodersAgree"}, 3,
             OkV3Family(MakeBoardAsIs('R', 8, 8, P("X055 I011 X066"), {}, Colours("X1"))));
}

}  // namespace slugspec::corpusgen::pentomino
