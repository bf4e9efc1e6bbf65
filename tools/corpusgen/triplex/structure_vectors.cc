// The structure vectors (structure.jsonl): §5.2 [TPX-S3] (every piece of 2
// or 3 cells: a single cell, pieces of 4, 5, 6 and all cells, a 2 x 2 block
// with a closed face inside), [TPX-S4] (at least 3 pieces) and [TPX-S5] (no
// straight cut, between columns or rows), each failing alone, together, and
// in front of canonical failures. All three report the first face character.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void StructureVectors(Corpus& c) {
  const std::string f = "structure.jsonl";
  // Each vector names the check that fails first; the oracle must agree.
  auto add = [&](const std::string& name, std::string slug, uint32_t at, const char* check,
                 std::vector<std::string> flags, std::string comment = "") {
    const std::string reported = Decode(slug, false).outcome.requirement;
    if (reported != check) Die("triplex/structure/" + name + ": meant to fail " + check + ", fails " + reported);
    c.Add(f, {.id = "triplex/structure/" + name,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .requirements = {check},
              .comment = std::move(comment),
              .strict = Err(ILLEGAL_POSITION, at)});
  };
  auto grid = [&](const std::string& name, std::string_view rows, const char* check, std::vector<std::string> flags,
                  std::string comment = "") {
    const Partition p = Grid(rows);
    add(name, SolutionSlug(p), FacesAt(p), check, std::move(flags),
        std::string(rows) + (comment.empty() ? "" : ": ") + comment);
  };

  // [TPX-S3] pieces of 1 cell and of 4 or more.
  grid("single-cell", "ABB/CCD/EED", "TPX-S3", {"PieceSize"}, "A is one cell");
  grid("single-last-cell", "AABB/CCBD", "TPX-S3", {"PieceSize"}, "D, the last cell, alone");
  add("all-closed", "tpx1s_4x2_000", 10, "TPX-S3", {"PieceSize"}, "every face closed: 8 pieces of one cell");
  add("all-closed-6x6", "tpx1s_6x6_000000000000000", 10, "TPX-S3", {"PieceSize", "Boundary"});
  add("all-open", "tpx1s_4x2_3ff", 10, "TPX-S3", {"PieceSize"}, "every face open: one piece of 8 cells");
  add("all-open-6x6", "tpx1s_6x6_fffffffffffffff", 10, "TPX-S3", {"PieceSize", "Boundary"},
      "every one of the 60 faces open");
  add("all-open-12x3", "tpx1s_12x3_1ffffffffffffff", 11, "TPX-S3", {"PieceSize", "Boundary"},
      "57 faces open: the largest value whose bits above N are 0");
  grid("straight-tetromino", "AAAA/BBCC", "TPX-S3", {"PieceSize"});
  grid("l-tetromino", "AAAB/ACCB/DDEE", "TPX-S3", {"PieceSize"});
  grid("square-tetromino", "AABC/AABC", "TPX-S3", {"PieceSize"}, "a 2 x 2 block of one piece");
  grid("t-tetromino", "AAAB/CADB/CDDB", "TPX-S3", {"PieceSize"});
  grid("s-tetromino", "AABB/CAAB/CDDD", "TPX-S3", {"PieceSize"});
  grid("second-piece-tetromino", "ABBB/ACCB", "TPX-S3", {"PieceSize"}, "the first piece is a domino");
  grid("v-pentomino", "AAABB/ACCDB/AEEDD", "TPX-S3", {"PieceSize"});
  grid("hexomino", "AAAB/AAAB", "TPX-S3", {"PieceSize"});
  // §5.4 2x2Duplicates: a 2 x 2 block of one piece with a closed face
  // inside is a piece of 4 cells.
  {
    const Partition block = Grid("AABC/AABC");
    const uint64_t closed = FaceValue(block) & ~(uint64_t{1} << (FaceCount(4, 2) - 2));  // face 1: 0|1
    add("square-with-closed-face", WithFaces(block, closed), 10, "TPX-S3", {"PieceSize"},
        "AABC/AABC with the face between cells 0 and 1 closed: the block is still one piece of 4 cells "
        "(2x2Duplicates)");
  }
  grid("piece-size-and-cut", "AAAA/BBBB", "TPX-S3", {"PieceSize", "FewPieces", "StraightCut"},
       "two straight tetrominoes: [TPX-S3] is checked first");

  // [TPX-S4] two pieces.
  for (const Symmetry s : {Symmetry::kIdentity, Symmetry::kMirror}) {
    const Partition p = Image(Grid("AAB/ABB"), s);
    add(std::string("two-corners-") + std::string(SymmetryName(s)), SolutionSlug(p), FacesAt(p), "TPX-S4",
        {"FewPieces"}, Rows(p) + ": no cut, but two pieces");
  }
  grid("two-dominoes-and-cut", "AB/AB", "TPX-S4", {"FewPieces", "StraightCut"}, "[TPX-S4] is checked before [TPX-S5]");
  {
    const Partition p = Image(Grid("AAB/ABB"), Symmetry::kTranspose);
    add("two-corners-2x3", SolutionSlug(p), FacesAt(p), "TPX-S4", {"FewPieces", "Transposed", "MaskedCanonical"},
        Rows(p) + ": H > W too, which strict reports only if everything else passes");
  }

  // [TPX-S5] straight cuts.
  grid("column-cut", "ABDD/ABEF/CCEF", "TPX-S5", {"StraightCut"}, "nothing crosses between columns 1 and 2");
  grid("first-column-cut", "ABBC/ADDC", "TPX-S5", {"StraightCut"}, "between columns 0 and 1, and 2 and 3");
  grid("column-cut-8x2", "ACCBDFFE/AABBDDEE", "TPX-S5", {"StraightCut"}, "two 4 x 2 examples side by side");
  grid("row-cut", "ACCB/AABB/DFFE/DDEE", "TPX-S5", {"StraightCut"}, "two 4 x 2 examples stacked");
  grid("last-row-cut", "ACCB/AABB/DDEE", "TPX-S5", {"StraightCut"}, "nothing crosses between rows 1 and 2");
  grid("row-and-column-cuts", "AABB/CCDD/EEFF/GGHH", "TPX-S5", {"StraightCut"});
  grid("every-column-cut", "ABCDEF/ABCDEF", "TPX-S5", {"StraightCut"}, "six vertical dominoes");
  {
    const Partition cut = Grid("ABDD/ABEF/CCEF");
    for (const Symmetry s : {Symmetry::kMirror, Symmetry::kFlip, Symmetry::kHalfTurn}) {
      const Partition image = Image(cut, s);
      if (FaceValue(image) <= FaceValue(cut)) continue;
      add(std::string("column-cut-") + std::string(SymmetryName(s)), SolutionSlug(image), FacesAt(image), "TPX-S5",
          {"StraightCut", "Image", "MaskedCanonical"}, Rows(image) + ": not the least image either");
    }
    const Partition turned = Image(cut, Symmetry::kTurnRight);
    add("row-cut-3x4", SolutionSlug(turned), FacesAt(turned), "TPX-S5",
        {"StraightCut", "Transposed", "MaskedCanonical"}, Rows(turned));
  }
  // In front of the rotatable marker ([TPX-S3] to [TPX-S5] come before [TPX-S6]).
  add("cut-then-bad-marker", SolutionSlug(Grid("ABDD/ABEF/CCEF")) + "_r99x", 10, "TPX-S5",
      {"StraightCut", "RotatableMarker"}, "the marker is never read");
  add("piece-size-then-no-cell", "tpx1s_4x2_000_r", 10, "TPX-S3", {"PieceSize", "RotatableMarker"});
}

}  // namespace slugspec::corpusgen::triplex
