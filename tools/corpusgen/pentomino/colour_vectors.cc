// The colour vectors (colors.jsonl): colours on placed pieces and in the colour
// section.
#include "corpusgen/pentomino/families.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void ColourVectors(Corpus& c) {
  const std::string f = "colors.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags,
                   const std::string& comment = "") {
    const std::string v = V3Reported(b);
    c.Add(f, {.id = "pentomino/colors/" + name, .slug = MustWrite(b, v), .flags = std::move(flags), .comment = comment,
              .strict = OkIn(v, b)});
  };
  // Every colour on a placed piece, in every orientation, and in the section.
  for (int colour = 0; colour <= 11; ++colour) {
    std::vector<Piece> ps;
    for (int o = 0; o < 8; ++o) ps.push_back({'L', o, o, o % 4, o >= 4});
    Board placed = MakeBoard('R', 8, 8, ps);
    placed.Color('L') = colour;
    valid("placed/colour-" + Dec(colour), placed, {"OrientationTable"},
          "L in orientations 0..7 with colour " + Dec(colour));
    if (colour == 0) continue;
    for (char l : kLetters) {
      Board listed = MakeBoard('R', 5, 5);
      listed.Color(l) = colour;
      valid("listed/" + std::string(1, Low(l)) + "-" + Dec(colour), listed, {"ColourSection"});
    }
  }
  valid("listed/all-twelve", MakeBoard('R', 6, 10, {}, {}, Colours("F1 I2 L3 P4 N5 T6 U7 V8 W9 X10 Y11 Z1")),
        {"ColourSection", "ColourKeyOrder", "ColourLetterOrder"});
  valid("listed/high-and-low-in-one-group", MakeBoard('R', 6, 10, {}, {}, Colours("F2 I8 L2 P8 Z8")),
        {"ColourSection", "ColourLetterOrder"}, "key 2: F I L P Z with I, P and Z lowercase, in letter order");
  valid("listed/key-0", MakeBoard('R', 6, 10, {}, {}, Colours("Z6 F6")), {"ColourSection"}, "colour 6 is key 0, lowercase");
  valid("mixed/placed-and-listed", MakeBoard('C', 9, 9, P("F011 X055"), {}, Colours("F3 X9 I6 Z11")), {"ColourSection"});
  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags,
                        uint32_t at, const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/colors/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, at), .lenient = lenient});
  };
  acceptable("order/keys-descending", "R55_2F1I", {"ColourKeyOrder"}, 4,
             OkV3Family(MakeBoard('R', 5, 5, {}, {}, Colours("F2 I1"))));
  acceptable("order/letters-reversed", "R55_1ZF", {"ColourLetterOrder"}, 5,
             OkV3Family(MakeBoard('R', 5, 5, {}, {}, Colours("F1 Z1"))));
  acceptable("order/lower-first", "R55_1iF", {"ColourLetterOrder"}, 5,
             OkV3Family(MakeBoard('R', 5, 5, {}, {}, Colours("F1 I7"))), "letter order ignores case");
  acceptable("order/article-colours-shuffled", "R6a_5uX4Iv3Nt2fY1Lw0z", {"ColourKeyOrder"}, 4,
             OkV3Family(MakeBoard('R', 6, 10, {}, {}, Colours("F8 I4 L1 N3 T9 U11 V10 W7 X5 Y2 Z6"))));
  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/colors/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-V3-8]
  reject("section/empty", "R55_", {"Truncated", "ColourSection"}, Err(TRUNCATED, 4));
  reject("section/key-only", "R55_1", {"Truncated", "ColourSection"}, Err(TRUNCATED, 5));
  reject("section/key-6", "R55_6F", {"OutOfRange", "ColourSection", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, 4), "upstream reads 6 as colour 6 and rewrites it 0f");
  reject("section/key-9", "R55_9F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 4));
  reject("section/key-letter", "R55_F", {"ColourSection", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "the facts' R88_F: upstream colour -1");
  reject("section/key-twice", "R55_1F1I", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 6));
  reject("section/letter-twice", "R55_1F2F", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 7));
  reject("section/letter-twice-case", "R55_1Ff", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 6));
  reject("section/placed-listed", "R55X022_1X", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 9));
  reject("section/colour-0", "R55_0F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 5),
         "colour 0 is the default and never listed");
  reject("section/colour-0-second", "R55_1F0IZ", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 7));
  reject("section/unknown-letter", "R55_1Q", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  reject("section/r", "R55_1R", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5),
         "upstream appends 'R' to the colour as a name");
  reject("section/lowercase-r", "R55_1r", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  reject("section/underscore", "R55_1F_2I", {"ColourSection"}, Err(BAD_CHARACTER, 6));
  reject("section/digit-after-key", "R55_12F", {"ColourSection"}, Err(BAD_CHARACTER, 5));
  reject("section/space", "R55_1F I", {"ForeignCharacter", "ColourSection"}, Err(BAD_CHARACTER, 6));
}

}  // namespace slugspec::corpusgen::pentomino
