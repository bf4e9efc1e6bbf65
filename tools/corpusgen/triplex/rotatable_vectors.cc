// The rotatable-piece vectors (rotatable.jsonl): §5.2 [TPX-S6] ("_r" and a
// cell number as in [TPX-T6], then nothing) and [TPX-S7] (the cell is below
// W * H and the first cell of a piece): every cell of a partition marked,
// two-digit cells, the bounds, the number's syntax, and marked images.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void RotatableVectors(Corpus& c) {
  const std::string f = "rotatable.jsonl";
  Family add(c, f, "triplex/rotatable/", {"RotatableMarker"});
  const std::vector<std::string> s6 = {"TPX-S6"}, s7 = {"TPX-S7"};

  // [TPX-S7] Every cell of a 5 x 3 and of a 6 x 6 partition: the first cell
  // of a piece makes it rotatable, any other cell is VALUE_OUT_OF_RANGE.
  for (const auto& [w, h] : std::vector<std::array<uint32_t, 2>>{{5, 3}, {6, 6}}) {
    const Partition p = *Sample(w, h);
    const std::vector<uint32_t> firsts = FirstCells(p);
    const std::string size = Size(w, h) + "/";
    for (uint32_t cell = 0; cell < w * h; ++cell) {
      const auto k = std::find(firsts.begin(), firsts.end(), cell);
      const std::string name = size + "cell-" + std::to_string(cell);
      if (k != firsts.end()) {
        const Partition r = WithRotatable(p, static_cast<size_t>(k - firsts.begin()));
        add(name, SolutionSlug(r), {}, {"TPX-S6", "TPX-S7"}, Ok(r), std::nullopt, Rows(r));
      } else {
        add(name, Marked(p, std::to_string(cell)), {}, s7, Err(VALUE_OUT_OF_RANGE, CellAt(p)), std::nullopt,
            Rows(p) + ": cell " + std::to_string(cell) + " is not a piece's first");
      }
    }
    const uint32_t at = CellAt(p);
    add(size + "cell-area", Marked(p, std::to_string(w * h)), {"OutOfRange"}, s7, Err(VALUE_OUT_OF_RANGE, at),
        std::nullopt, "cell W * H, one past the last");
    add(size + "cell-99", Marked(p, "99"), {"OutOfRange"}, s7, Err(VALUE_OUT_OF_RANGE, at));
    add(size + "cell-100", Marked(p, "100"), {"ThreeDigits"}, s6, Err(VALUE_OUT_OF_RANGE, at), std::nullopt,
        "a third digit: VALUE_OUT_OF_RANGE at the first, as in [TPX-T6]");
    add(size + "cell-0-twice", Marked(p, "00"), {"LeadingZeros"}, s6, Err(BAD_CHARACTER, at + 1));
    add(size + "cell-leading-zero", Marked(p, "0" + std::to_string(firsts[1])), {"LeadingZeros"}, s6,
        Err(BAD_CHARACTER, at + 1), std::nullopt, "the second piece's first cell written with a leading zero");
  }

  // [TPX-S6] the syntax around the cell, on the 5 x 3 partition.
  const Partition p = *Sample(5, 3);
  const std::string s = SolutionSlug(p);
  const uint32_t end = Len(s);
  const Partition first = WithRotatable(p, 0);
  struct Bad {
    const char* name;
    std::string tail;
    ErrorCode code;
    uint32_t at;  // after the faces (TRUNCATED: the input's length)
    const char* flag;
  };
  const Bad bad[] = {
      {"underscore-alone", "_", TRUNCATED, 1, "Truncated"},
      {"r-alone", "_r", TRUNCATED, 2, "Truncated"},
      {"other-letter", "_x0", BAD_CHARACTER, 1, "Separator"},
      {"level-class", "_d", BAD_CHARACTER, 1, "Separator"},
      {"double-underscore", "__r0", BAD_CHARACTER, 1, "Separator"},
      {"underscore-after-r", "_r_0", BAD_CHARACTER, 2, "Separator"},
      {"letter-for-cell", "_rx", BAD_CHARACTER, 2, "Separator"},
      {"minus-cell", "_r-1", BAD_CHARACTER, 2, "Separator"},
      {"r-twice", "_rr0", BAD_CHARACTER, 2, "Separator"},
      {"two-markers", "_r0_r5", BAD_CHARACTER, 3, "Separator"},
      {"letter-after-cell", "_r0x", BAD_CHARACTER, 3, "Separator"},
      {"r-after-cell", "_r0r", BAD_CHARACTER, 3, "Separator"},
      {"underscore-after-cell", "_r0_", BAD_CHARACTER, 3, "Separator"},
  };
  for (const Bad& b : bad) {
    add("syntax/" + std::string(b.name), s + b.tail, {b.flag}, s6, Err(b.code, end + b.at));
  }
  add("syntax/space-before-cell", s + "_r 0", {"SurroundingSpaces"}, {"TPX-S6", "GEN-3"}, Err(BAD_CHARACTER, end + 2));
  add("syntax/upper-case-r", s + "_R0", {"UpperCase"}, {"TPX-S6", "TPX-T7"}, Err(BAD_CHARACTER, end + 1), Ok(first));
  add("syntax/full-stop-after", s + "_r0.", {"ProsePunctuation"}, {"TPX-S6", "TPX-T7"}, Err(BAD_CHARACTER, end + 3),
      Ok(first));
  add("syntax/cell-0", s + "_r0", {}, {"TPX-S6", "TPX-S7"}, Ok(first), std::nullopt,
      "cell 0 is always the first cell of a piece");

  // Marked images: the rotatable piece turns with the board.
  const size_t last = FirstCells(p).size() - 1;
  const Partition marked = WithRotatable(p, last);
  for (const Symmetry sym : kSymmetries) {
    if (sym == Symmetry::kIdentity) continue;
    const Partition image = Image(marked, sym);
    const bool turned = image.width < image.height;
    add("image/" + std::string(SymmetryName(sym)), SolutionSlug(image), {"Image"},
        {turned ? "TPX-D2" : "TPX-S8", "TPX-S7"}, Err(NON_CANONICAL, turned ? 6 : FacesAt(image)), Ok(image),
        Rows(image) + ": the canonical slug marks the piece's image in the least image");
    // A cell that is no first cell, on the same image: the harder error.
    const std::vector<uint32_t> firsts = FirstCells(image);
    uint32_t other = 1;
    while (std::find(firsts.begin(), firsts.end(), other) != firsts.end()) ++other;
    add("image/" + std::string(SymmetryName(sym)) + "-bad-cell", Marked(image, std::to_string(other)),
        {"Image", "MaskedCanonical"}, {turned ? "TPX-D2" : "TPX-S8", "TPX-S7"}, Err(VALUE_OUT_OF_RANGE, CellAt(image)));
  }
}

}  // namespace slugspec::corpusgen::triplex
