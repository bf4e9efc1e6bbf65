// The error vectors (errors.jsonl): every letter that is no piece, in every
// place a name stands; harder errors behind non-canonical spellings; several
// canonical failures at once.
#include "corpusgen/pentomino/families.h"

#include <string>
#include <utility>
#include <vector>

#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

void ErrorVectors(Corpus& c) {
  const std::string f = "errors.jsonl";
  auto add = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                 const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/errors/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
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
  add("masked/leading-zero-then-duplicate", "8.08X03.3I03.3", {"LeadingZeros", "ConflictingRepeat", "MaskedCanonical"},
      Err(DUPLICATE, 9));
  add("masked/terrain-orientation-then-colour", "8_8R40_0X03_3_1X", {"LegacyTerrainOrientation", "ColourSection",
      "MaskedCanonical"}, Err(DUPLICATE, 15));
  add("masked/v0-key-order-then-range", CrushToSlug("{\"w\":5,\"h\":5,\"g\":[" + V0Entry("X", 0, 0, 9, 1) + "]}"),
      {"V0KeyOrder", "OutOfRange", "MaskedCanonical"}, Err(VALUE_OUT_OF_RANGE, 0));
  // Several canonical failures: the first byte that differs.
  c.Add(f, {.id = "pentomino/errors/several/alias-and-unsorted", .slug = "R88X833I911",
            .flags = {"OrientationAlias", "Unsorted", "SeveralCanonical"},
            .strict = Err(NON_CANONICAL, 3), .lenient = OkV3Family(MakeBoardAsIs('R', 8, 8, P("X433 I511")))});
  c.Add(f, {.id = "pentomino/errors/several/leading-zeros-and-repeat", .slug = "08_8x033x033",
            .flags = {"LeadingZeros", "IdenticalRepeat", "SeveralCanonical"},
            .strict = Err(NON_CANONICAL, 0), .lenient = OkIn("v2", MakeBoard('R', 8, 8, P("X033")))});
}

}  // namespace slugspec::corpusgen::pentomino
