// The article's vectors (article.jsonl): every slug quoted in seed 000, the
// author's article, and the fragments it quotes, alone and with the header it
// implies.
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void ArticleVectors(Corpus& c) {
  const std::string f = "article.jsonl";
  const std::string comment = "quoted in seed 000; board checked against the upstream facts";
  auto art = [&](const std::string& id, const std::string& version, const Board& b, const std::string& slug) {
    if (MustWrite(b, version) != slug) Die(id + ": the writers do not reproduce the article's slug");
    c.Add(f, {.id = "pentomino/article/" + id,
              .slug = slug,
              .flags = {"Article"},
              .comment = comment,
              .strict = OkIn(version, b)});
  };
  art("01-v3.1", "v3.1", ProjectivePlane(true), "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166");
  art("02-v3.1", "v3.1", ProjectivePlane(false), "P88Y400V605P606N120L223W026U332I234T345X050Z063F675R11166166");
  art("03-v0b", "v0b", SixByTen(),
      "('g!%5BBVC070*IC076*WD174*TC179*ZE1*FE6*NG-373*XD378*YG-472*PGA475*LGA571*UD578)%5D~h!6~w!10)*)%2CB-~e!0~x!.'~o!"
      "7~y!A~e!1~x!B('p!'C.1-D.0-E.2A27G.3%01GEDCBA7.-*_");
  art("04-v1", "v1", SixByTen(), "6.10V10.0I10.6W01.4T11.9Z62.1F62.6N33.3X03.8Y34.2P74.5L75.1U05.8");
  art("05-v1.5", "v1.5", SixByTen(), "6_10V10_0I10_6W01_4T11_9Z62_1F62_6N33_3X03_8Y34_2P74_5L75_1U05_8");
  art("06-v3.1", "v3.1", MakeBoard('R', 6, 10, {}, {}, Colours("F8 I4 L1 N3 T9 U11 V10 W7 X5 Y2 Z6")),
      "R6a_0z1Lw2fY3Nt4Iv5uX");
  art("07-v1.5", "v1.5", ColouredEightByEight(),
      "8_8TA0_1R00_3R00_4R01_3R01_4P11_6FK2_2XA2_5II3_0W33_6V14_1ZC4_4Y65_7NL6_3UA7_1LL7_5");
  art("08-v3.1", "v3.1", ColouredEightByEight(), "R88TA01P116FK22XA25II30W336V141ZC44Y657NL63UA71LL75R03041314");
  art("09-v3.1", "v3.1",
      MakeBoard('R', 8, 8, P("L505 U110 F412 V215 Z133 I037 N040 Y246 W254 X063 P766 T271"), T("07 30 52 74")),
      "R88L505U110F412V215Z133I037N040Y246W254X063P766T271R07305274");
  art("10-v3", "v3", ElevenTerrain(),
      "RbbR0001020304060708090a101112131718191a20212228292a3031393a404a606a7071797a80818288898a909192939798999aa0a1a2a"
      "3a4a5a6a7a8a9aa_0y1Iu2Wx3Vz4lT5Pn");
  art("11-v3.1", "v3.1", ElevenTerrain(),
      "RbbRZ90012346789a710123789a5201289a33019a140a160a37019a5801289a790123789aaa0123456789a_0y1Iu2Wx3Vz4lT5Pn");
  const Board two_rows = MakeBoard('R', 11, 11, {}, Picture({"#####.#####", "#####.#####"}));
  art("12-v3.1", "v3.1", two_rows, "RbbRZ90012346789a91012346789a");
  const Board corner =
      MakeBoard('R', 11, 11, {},
                Picture({".........##", ".........##", ".........##", ".........##", ".........##", ".........##",
                         ".........##", ".........##", ".........##", "#########..", "#########.."}));
  art("13-v3.1", "v3.1", corner, "RbbRY109a119a129a139a149a159a169a179a189a890123456788a012345678");

  // Fragments: strings the article quotes that are not whole slugs. Alone,
  // each is rejected (or, rarely, is a board of its own); with the header
  // the article implies ("Rbb", an 11 x 11 rectangle), each is a board.
  auto frag = [&](const std::string& id, const std::string& slug, std::vector<std::string> flags, Outcome want,
                  const std::string& why) {
    flags.insert(flags.begin(), "Article");
    c.Add(f, {.id = "pentomino/article/fragment/" + id, .slug = slug, .flags = flags, .comment = why, .strict = want});
  };
  frag("colours-naive", "_0FILNUVXY1WZ2PT", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0),
       "the article's naive colour section: '_' starts no version");
  c.Add(f, {.id = "pentomino/article/fragment/colours-naive-in-v3",
            .slug = "R6a_0FILNUVXY1WZ2PT",
            .flags = {"Article", "Fragment", "AssumedHeader", "UpstreamDecodersAgree"},
            .comment = "with the header R6a: key 0 lists colour 0, which every upstream decoder reads as no colour",
            .strict = Err(NON_CANONICAL, 4),
            .lenient = OkV3Family(MakeBoard('R', 6, 10, {}, {}, Colours("P2 T2 W1 Z1")))});
  c.Add(f, {.id = "pentomino/article/fragment/colours-naive-in-v1.5",
            .slug = "6_10_0FILNUVXY1WZ2PT",
            .flags = {"Article", "Fragment", "AssumedHeader", "UpstreamDecodersAgree"},
            .comment = "with the header 6_10 (no item: v2): key 0 lists colour 0, as in v3",
            .strict = Err(NON_CANONICAL, 5),
            .lenient = OkIn("v2", MakeBoard('R', 6, 10, {}, {}, Colours("P2 T2 W1 Z1")))});
  frag("colours-short", "1WZ2PT", {"Fragment"}, Err(BAD_CHARACTER, 1),
       "a digit starts a legacy slug; 'W' where the separator should be [PEN-L1]");
  Board wz = MakeBoard('R', 6, 10, {}, {}, Colours("W1 Z1 P2 T2"));
  frag("colours-short-in-v3.1", "R6a_1WZ2PT", {"Fragment", "AssumedHeader", "ColourSection"}, OkIn("v3.1", wz),
       "with the header R6a");
  frag("colours-short-in-v2", "6_10_1WZ2PT", {"Fragment", "AssumedHeader", "ColourSection"}, OkIn("v2", wz),
       "with a legacy header: a slug without items is v2 [PEN-D2]");
  frag("p0112-upper", "P0112", {"Fragment"}, Err(VALUE_OUT_OF_RANGE, 1),
       "'P' is the projective plane; 0 rows [PEN-V3-2]");
  frag("p0112-lower", "p0112", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0), "'p' starts no version");
  frag("p0112-lower-in-v2", "20_20p0112", {"Fragment", "AssumedHeader"},
       OkIn("v2", MakeBoard('R', 20, 20, {{'P', 1, 12, 0, false}})), "v2: lowercase, one digit of x: P at (1, 12)");
  frag("p0112-upper-in-v2", "20_20P0112", {"Fragment", "AssumedHeader"},
       OkIn("v2", MakeBoard('R', 20, 20, {{'P', 11, 2, 0, false}})), "v2: uppercase, two digits of x: P at (11, 2)");
  frag("ambiguity", "P011_1FN3", {"Fragment"}, Err(VALUE_OUT_OF_RANGE, 1), "the article's ambiguity example alone");
  c.Add(f, {.id = "pentomino/article/fragment/ambiguity-legacy-reading",
            .slug = "20_20P011_1FN3_3",
            .flags = {"Article", "Fragment", "AssumedHeader", "Unsorted"},
            .comment = "the v1.5 reading: P at (11, 1), then F with 'N' (colour 2, orientation 5) at (3, 3)",
            .strict = Err(NON_CANONICAL, 5),
            .lenient = OkIn("v1.5", MakeBoardAsIs('R', 20, 20, {{'P', 11, 1, 0, false}, {'F', 3, 3, 1, true}}, {},
                                                  Colours("F2")))});
  frag("ambiguity-v2-reading", "20_20p011_1FN3T", {"Fragment", "AssumedHeader", "ColourSection"},
       OkIn("v2", MakeBoard('R', 20, 20, {{'P', 1, 1, 0, false}}, {}, Colours("F1 N1 T3"))),
       "the v2 reading: P at (1, 1), then the colour section 1FN 3T");
  frag("first-row-terrain", "0001020304060708090a", {"Fragment"}, Err(BAD_CHARACTER, 19),
       "the article's first row of terrain pairs alone: a legacy slug whose rows never end [PEN-L1]");
  frag("terrain-orientation", "R0", {"Fragment"}, Err(VALUE_OUT_OF_RANGE, 1), "'R0' alone: a rectangle of 0 rows");
  frag("v1-item-n33", "N33.3", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0), "an item without a header");
  frag("v1-item-n53", "N53.3", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0), "an item without a header");
  frag("v1-item-n33-in-v1", "6.10N33.3", {"Fragment", "AssumedHeader"},
       OkIn("v1", MakeBoard('R', 6, 10, {{'N', 3, 3, 3, false}})), "");
  frag("v1-item-n53-in-v1", "6.10N53.3", {"Fragment", "AssumedHeader"},
       OkIn("v1", MakeBoard('R', 6, 10, {{'N', 3, 3, 1, true}})), "");
  frag("legacy-coordinates", "11_1", {"Fragment", "Boundary"}, OkIn("v2", MakeBoard('R', 11, 1)),
       "'11_1' alone is a whole slug: an empty board of 11 rows and 1 column");
  // The two compressions of the two-row board.
  frag("y-two-rows", "RY1001110112011301140116011701180119011a01", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 60 x 1, and '0' where a piece should be");
  frag("y-two-rows-in-rbb", "RbbRY1001110112011301140116011701180119011a01",
       {"Fragment", "AssumedHeader", "TerrainForm"}, Err(NON_CANONICAL, 4),
       "the article's Y form of RbbRZ90012346789a91012346789a: longer, so not canonical");
  frag("z-no-switch", "RZ5956789a5a56789a000011022033044", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 61 x 5, and '9' where a piece should be");
  frag("z-no-switch-in-rbb", "RbbRZ5956789a5a56789a000011022033044",
       {"Fragment", "AssumedHeader", "TerrainForm", "UpstreamOpensDifferently"}, Err(NON_CANONICAL, 5),
       "never producible: the first '0' after the groups switches to pairs, so the rows of single blocks are read "
       "as other pairs, and the board is not the article's");
  const Board z_demo = MakeBoard('R', 11, 11, {}, T("95 96 97 98 99 9a a5 a6 a7 a8 a9 aa 00 11 22 33 44"));
  frag("z-switch", "RZ5956789a5a56789a00011223344", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 61 x 5");
  frag("z-switch-in-rbb", "RbbRZ5956789a5a56789a00011223344", {"Fragment", "AssumedHeader", "TerrainForm"},
       OkIn("v3.1", z_demo), "the article's Z form with the 0 switch; diagonal singles");
  frag("y-singles", "RY49012344a0123400a1928374655", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 60 x 1");
  // Upstream wrote the singles (y, x); read as (x, y) they land elsewhere,
  // two of them on blocks of the columns (identical repeats).
  const Board y_meant = MakeBoard('R', 11, 11, {}, T("09 0a 19 1a 29 2a 39 3a 49 4a a0 91 82 73 64 55"));
  frag("y-singles-in-rbb", "RbbRY49012344a0123400a1928374655",
       {"Fragment", "AssumedHeader", "YSinglesErratum", "UpstreamOpensDifferently", "IdenticalRepeat"},
       Err(NON_CANONICAL, 20),
       "upstream's encoder wrote the singles (y, x); read (x, y) as the article and the decoder say, (0,10) and (1,9) "
       "repeat blocks of the columns, and the diagonal lands transposed [PEN-E3]");
  c.Add(f, {.id = "pentomino/article/fragment/y-singles-meant",
            .slug = MustWrite(y_meant, "v3.1"),
            .flags = {"Article", "AssumedHeader", "YSinglesErratum", "TerrainForm"},
            .comment = "the board the article meant, in the canonical spelling: singles written (x, y)",
            .strict = OkIn("v3.1", y_meant)});
  frag("z-corner", "RZ890123456788a012345678", {"Fragment"}, Err(BAD_CHARACTER, 3), "alone: a rectangle of 61 x 9");
  frag(
      "z-corner-in-rbb", "RbbRZ890123456788a012345678", {"Fragment", "AssumedHeader", "TerrainForm"},
      OkIn("v3.1", MakeBoard('R', 11, 11, {}, Picture({"", "", "", "", "", "", "", "", "", "#########", "#########"}))),
      "the article's 'ideally we'd write'");
  frag("y-corner", "RY109a119a129a139a149a159a169a179a189a", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 60 x 1");
  frag("y-corner-in-rbb", "RbbRY109a119a129a139a149a159a169a179a189a", {"Fragment", "AssumedHeader", "TerrainForm"},
       Err(NON_CANONICAL, 4), "the same board as z-corner-in-rbb in the longer Y form");
}

}  // namespace slugspec::corpusgen::pentomino
