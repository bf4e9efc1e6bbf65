// The v1.1 and v1.5 vectors (v1x.jsonl): spec/pentomino.md §6, the orientation
// and colour table and the colour section.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void V1xVectors(Corpus& c) {
  const std::string f = "v1x.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1x/valid/" + name,
              .slug = MustWrite(b, "v1.5"),
              .flags = std::move(flags),
              .comment = comment,
              .strict = OkIn("v1.5", b)});
  };
  // v1.1: v1.5 without colours, reported as v1.5 ([PEN-D2]).
  valid("v1.1-six-by-ten", SixByTen(), {"VersionBoundary"}, "a v1.1 link: the same bytes as v1.5 without colours");
  valid("v1.1-terrain", MakeBoard('R', 12, 12, P("X0b5"), T("00 bb")), {"VersionBoundary"});
  valid("v1.1-corners-61", MakeBoard('R', 61, 61, P("X000 I70Y"), T("Y0 YY")), {"VersionBoundary", "Boundary"});
  // Every orientation and colour character of the §6 table on a placed piece.
  for (int k = 0; k <= 5; ++k) {
    std::vector<Piece> ps;
    for (int o = 0; o < 8; ++o) ps.push_back({kLetters[static_cast<size_t>(o)], 10 + o, 2 * o, o % 4, o >= 4});
    Board b = MakeBoard('R', 20, 20, ps);
    for (const Piece& p : ps) b.Color(p.letter) = k;
    valid("table/colour-" + Dec(k), b, {"OrientationTable"}, "orientations 0..7 in colour " + Dec(k));
  }
  // Colour sections.
  valid("colours/one-unplaced", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1")), {"ColourSection"});
  valid("colours/every-key", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I2 L3 P4 N5")), {"ColourSection"});
  valid("colours/all-twelve-unplaced", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I1 L2 P2 N3 T3 U4 V4 W5 Y5 Z5")),
        {"ColourSection", "ColourLetterOrder"});
  valid("colours/placed-and-listed", MakeBoard('R', 8, 8, P("X033 F155"), {}, Colours("X4 F2 Z2 I5")),
        {"ColourSection"});
  valid("colours/article-board", ColouredEightByEight(), {"ColourSection"});

  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, uint32_t at,
                        const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1x/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, at),
              .lenient = lenient});
  };
  const Board x4 = MakeBoard('R', 8, 8, P("X433"));
  acceptable("alias/8", "8_8X83_3", {"OrientationAlias"}, 4, OkIn("v1.5", x4), "upstream reads 8 as 4");
  acceptable("alias/9", "8_8X93_3", {"OrientationAlias"}, 4, OkIn("v1.5", MakeBoard('R', 8, 8, P("X533"))),
             "upstream reads 9 as 5");
  // [PEN-C2]: the cursor's orientation, as the upstream encoder wrote it.
  c.Add(f, {.id = "pentomino/v1x/terrain-orientation/5",
            .slug = "8_8R50_0X03_3",
            .flags = {"LegacyTerrainOrientation", "WriterSpelling"},
            .strict = OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), T("00")))});
  c.Add(f, {.id = "pentomino/v1x/terrain-orientation/with-colours",
            .slug = "8_9R34_4_1T3Y4IV5P",
            .flags = {"LegacyTerrainOrientation", "WriterSpelling"},
            .comment = "written by the upstream v1.5 encoder of 6b314ed",
            .strict = OkIn("v1.5", [] {
              Board b = MakeBoard('R', 8, 9, {}, T("44"));
              b.Color('T') = 1;
              b.Color('Y') = 3;
              b.Color('I') = 4;
              b.Color('V') = 4;
              b.Color('P') = 5;
              return b;
            }())});
  acceptable("terrain-orientation/8", "8_8R80_0X03_3", {"LegacyTerrainOrientation", "OrientationAlias"}, 4,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), T("00"))), "no encoder wrote the alias 8 for terrain");
  acceptable("leading-zeros/y", "8_8X03_03", {"LeadingZeros"}, 7, OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"))));
  acceptable("leading-zeros/columns", "8_08", {"LeadingZeros"}, 2, OkIn("v2", MakeBoard('R', 8, 8)),
             "no item: v2 [PEN-D2]");
  acceptable("order/unsorted", "8_8X03_3I01_1", {"Unsorted"}, 3,
             OkIn("v1.5", MakeBoardAsIs('R', 8, 8, P("X033 I011"))));
  acceptable("colours/keys-descending", "8_8X03_3_2I1F", {"ColourKeyOrder"}, 9,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I2"))), "keys in ascending order");
  acceptable("colours/letters-unordered", "8_8X03_3_1IF", {"ColourLetterOrder"}, 10,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I1"))), "letters in the order FILPNTUVWXYZ");

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1x/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-L6]
  reject("orientation/o", "8_8Xo3_3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "upstream reads colour 6, which v1.5 does not have");
  reject("orientation/z", "8_8Xz3_3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/at", "8_8X@3_3", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "upstream: rotation -1, the painter crashes");
  reject("orientation/terrain-colour", "8_8RA0_0", {"ForeignCharacter"}, Err(BAD_CHARACTER, 4),
         "a terrain block's character is a digit");
  // [PEN-L3]
  reject("range/y-three-digits", "99_99X05_100", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 9));
  valid("sides-100", MakeBoard('R', 100, 8, P("X033")), {"ThreeDigits", "Boundary"},
        "sides over 99 open ([GEN-6], §12)");
  reject("range/rows-1000", "1000_8", {"OutOfRange", "ThreeDigits", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 0));
  // [PEN-L9]
  // What every upstream decoder reads as one board (UpstreamDecodersAgree):
  // lenient spellings of it.
  const Board x = MakeBoard('R', 8, 8, P("X033"));
  acceptable("colours/empty", "8_8X03_3_", {"ColourSection", "UpstreamDecodersAgree"}, 8, OkIn("v1.5", x),
             "an empty section gives no colour");
  acceptable("colours/key-0", "8_8X03_3_0F", {"ColourSection", "UpstreamDecodersAgree"}, 8, OkIn("v1.5", x),
             "colour 0 is no colour");
  reject("colours/key-6", "8_8X03_3_6F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 9),
         "the legacy palettes had five colours");
  reject("colours/key-9", "8_8_9F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 4));
  acceptable("colours/key-twice", "8_8X03_3_1F1I", {"ConflictingRepeat", "ColourSection", "UpstreamDecodersAgree"}, 10,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("I1"))),
             "every legacy decoder forgets the key's first group");
  acceptable("colours/letter-twice", "8_8X03_3_1F2F", {"ConflictingRepeat", "ColourSection", "UpstreamDecodersAgree"},
             9, OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F2"))), "the higher key is applied last");
  acceptable("colours/letter-twice-same-key", "8_8X03_3_1FF",
             {"IdenticalRepeat", "ColourSection", "UpstreamDecodersAgree"}, 11,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1"))));
  acceptable("colours/placed-listed", "8_8X03_3_1X", {"ConflictingRepeat", "ColourSection", "UpstreamDecodersAgree"}, 8,
             OkIn("v1.5", x), "a placed letter keeps its pieces' colour");
  reject("colours/unknown-letter", "8_8X03_3_1Q", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 10));
  reject("colours/r", "8_8X03_3_1R", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 10));
  acceptable("colours/no-letters", "8_8X03_3_12F", {"ColourSection", "UpstreamDecodersAgree"}, 9,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F2"))), "a key with no letters gives no colour");
  reject("colours/letter-first", "8_8X03_3_F", {"ColourSection"}, Err(BAD_CHARACTER, 9));
  c.Add(f, {.id = "pentomino/v1x/colours/full-stop",
            .slug = "8_8X03_3_1F.",
            .flags = {"ProsePunctuation"},
            .strict = Err(BAD_CHARACTER, 11),
            .lenient = OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1")))});
  reject("colours/dot", "8_8X03_3_1F.2I", {"MixedSeparators"}, Err(BAD_CHARACTER, 11));
  reject("colours/underscore", "8_8X03_3_1F_2I", {"ColourSection"}, Err(BAD_CHARACTER, 11));
  // [PEN-C4]: the letter's last piece gives its colour.
  acceptable("colours/letter-two-colours", "8_8XA3_3XI4_4", {"ColourConflict", "UpstreamDecodersAgree"}, 4,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033 X044"), {}, Colours("X2"))), "the last piece's colour");
  acceptable("colours/letter-colour-and-default", "8_8X03_3XA5_5", {"ColourConflict", "UpstreamDecodersAgree"}, 4,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033 X055"), {}, Colours("X1"))));
  // [PEN-C3] with colours
  acceptable("duplicate/other-colour", "8_8X03_3XA3_3", {"ConflictingRepeat", "UpstreamDecodersAgree"}, 4,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("X1"))),
             "the later piece wins the cell and gives the colour");
}

}  // namespace slugspec::corpusgen::pentomino
