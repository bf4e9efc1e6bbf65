// The colour vectors (colors.jsonl): colours on placed pieces and in the colour
// section.
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

void ColourVectors(Corpus& c) {
  const std::string f = "colors.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags,
                   const std::string& comment = "") {
    const std::string v = V3Reported(b);
    c.Add(f, {.id = "pentomino/colors/" + name,
              .slug = MustWrite(b, v),
              .flags = std::move(flags),
              .comment = comment,
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
  valid("listed/key-0", MakeBoard('R', 6, 10, {}, {}, Colours("Z6 F6")), {"ColourSection"},
        "colour 6 is key 0, lowercase");
  valid("mixed/placed-and-listed", MakeBoard('C', 9, 9, P("F011 X055"), {}, Colours("F3 X9 I6 Z11")),
        {"ColourSection"});
  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, uint32_t at,
                        const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/colors/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, at),
              .lenient = lenient});
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
    c.Add(f, {.id = "pentomino/colors/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-V3-8]: spellings the encoder never writes but every v3-era upstream
  // decoder reads as one board (keys in ascending order, a later key
  // winning, a placed letter keeping its pieces' colour): lenient reads that
  // board, strict finds them not canonical.
  auto agreed = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, const Board& b,
                    const std::string& comment = "") {
    const std::string canonical = MustWrite(b, V3Reported(b));
    uint32_t at = 0;
    while (at < slug.size() && at < canonical.size() && slug[at] == canonical[at]) ++at;
    flags.push_back("UpstreamDecodersAgree");
    c.Add(f, {.id = "pentomino/colors/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = Err(NON_CANONICAL, at),
              .lenient = OkV3Family(b)});
  };
  const auto five = [](const std::string& colours) { return MakeBoard('R', 5, 5, {}, {}, Colours(colours)); };
  agreed("section/empty", "R55_", {"ColourSection"}, five(""), "an empty section: no colour");
  agreed("section/key-only", "R55_1", {"ColourSection"}, five(""), "a key without letters lists nothing");
  agreed("section/key-6", "R55_6F", {"ColourSection"}, five("F6"), "upstream reads 6 as colour 6 and rewrites it 0f");
  agreed("section/key-9", "R55_9F", {"ColourSection"}, five("F9"));
  agreed("section/key-a", "R55_aF", {"ColourSection"}, five("F10"), "a is key 10");
  agreed("section/key-b", "R55_bF", {"ColourSection"}, five("F11"));
  agreed("section/key-twice", "R55_1F1I", {"ColourSection"}, five("F1 I1"), "the two groups of key 1 add up");
  agreed("section/letter-twice", "R55_1F2F", {"ColourSection"}, five("F2"), "the higher key wins");
  agreed("section/letter-twice-higher-first", "R55_2F1f", {"ColourSection"}, five("F2"),
         "key 2 is applied after key 1 (f, colour 7): F is 2");
  agreed("section/letter-twice-case", "R55_1Ff", {"ColourSection"}, five("F7"), "in one group, the last wins");
  agreed("section/placed-listed", "R55X022_1X", {"ColourSection"}, MakeBoard('R', 5, 5, P("X022")),
         "a placed letter keeps its pieces' colour");
  agreed("section/placed-coloured-listed", "R55XA22_2X", {"ColourSection"},
         MakeBoard('R', 5, 5, P("X022"), {}, Colours("X1")), "");
  // A letter whose only piece a later item replaced still has a piece in
  // the slug: it keeps that piece's colour, as upstream applies every item
  // after the section ([PEN-C4], §8).
  agreed("section/replaced-listed", "R55X033R33_2X", {"ColourSection", "ConflictingRepeat"},
         MakeBoard('R', 5, 5, {}, T("33")), "X's only piece is replaced by the block: X keeps colour 0, not 2");
  agreed("section/replaced-coloured-listed", "R55XA33R33_2X", {"ColourSection", "ConflictingRepeat"},
         MakeBoard('R', 5, 5, {}, T("33"), Colours("X1")), "X keeps its replaced piece's colour 1");
  // A placed letter's listing is ignored, not range-checked.
  agreed("section/placed-listed-over-11", "R55X022_6x", {"ColourSection"}, MakeBoard('R', 5, 5, P("X022")),
         "6x would be colour 12, but X has a piece: the listing is ignored");
  agreed("section/replaced-listed-over-11", "R55X033R33_6x", {"ColourSection", "ConflictingRepeat"},
         MakeBoard('R', 5, 5, {}, T("33")), "");
  agreed("section/colour-0", "R55_0F", {"ColourSection"}, five(""), "colour 0 is the default");
  agreed("section/colour-0-second", "R55_1F0IZ", {"ColourSection"}, five("F1"), "");
  agreed("section/colour-0-then-higher", "R55_0F1F", {"ColourSection"}, five("F1"), "");
  agreed("section/key-after-letters", "R55_1Fa", {"ColourSection"}, five("F1"), "a and b are keys wherever they stand");
  agreed("section/high-lowercase-overwritten", "R55_6f7F", {"ColourSection"}, five("F7"),
         "f of key 6 would be colour 12, but key 7 comes later");
  reject("section/lowercase-over-11", "R55_6f", {"OutOfRange", "ColourSection", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, 5), "key 6 and a lowercase letter: colour 12, which no board has");
  reject("section/lowercase-b", "R55_bf", {"OutOfRange", "ColourSection", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, 5), "colour 17");
  reject("section/key-letter", "R55_F", {"ColourSection", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "the facts' R88_F: upstream colour -1");
  reject("section/unknown-letter", "R55_1Q", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  reject("section/r", "R55_1R", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5),
         "upstream appends 'R' to the colour as a name");
  reject("section/lowercase-r", "R55_1r", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  reject("section/underscore", "R55_1F_2I", {"ColourSection"}, Err(BAD_CHARACTER, 6));
  agreed("section/digit-after-key", "R55_12F", {"ColourSection"}, five("F2"), "key 1 without letters, then key 2");
  reject("section/space", "R55_1F I", {"ForeignCharacter", "ColourSection"}, Err(BAD_CHARACTER, 6));
}

}  // namespace slugspec::corpusgen::pentomino
