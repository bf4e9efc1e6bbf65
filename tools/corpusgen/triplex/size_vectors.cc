// The size vectors (size.jsonl): §5.1 [TPX-T6] (W, 'x', H and '_', each
// number one or two digits, no leading zero), [TPX-D1] (W, H >= 2, W * H
// <= 36) and [TPX-D2] (W >= H), in solution and level slugs.
//
// An input whose W or H is out of range and whose H is not followed by '_'
// (the end, or another character) has no vector: [TPX-D1] is "checked once
// both are read" and [TPX-T6] ends with the '_', and the spec does not say
// which comes first (the oracle refuses such inputs). H written with a
// leading zero is such an input: H is the single digit 0, which [TPX-D1]
// rejects, followed by a digit where [TPX-T6] wants '_'.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void SizeVectors(Corpus& c) {
  const std::string f = "size.jsonl";
  Family add(c, f, "triplex/size/");
  const Partition domino = Grid("AccB/AABB");
  const std::vector<std::string> t6 = {"TPX-T6"}, d1 = {"TPX-D1"}, d2 = {"TPX-D2"};

  // [TPX-T6] W.
  struct Bad {
    const char* name;
    std::string slug;
    ErrorCode code;
    uint32_t at;
    const char* flag;
  };
  const Bad bad[] = {
      {"w/missing", "tpx1s_x2_24d", BAD_CHARACTER, 6, "Separator"},
      {"w/letter", "tpx1s_fx2_24d", BAD_CHARACTER, 6, "Separator"},
      {"w/minus", "tpx1s_-4x2_24d", BAD_CHARACTER, 6, "Separator"},
      {"w/plus", "tpx1l_+4x2_10001100_n", BAD_CHARACTER, 6, "Separator"},
      {"w/leading-zero", "tpx1s_04x2_24d", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/leading-zero-level", "tpx1l_04x2_10001100_n", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/double-zero", "tpx1s_00x2_24d", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/zero-then-two-digits", "tpx1s_012x3_000000", BAD_CHARACTER, 7, "LeadingZeros"},
      {"w/three-digits", "tpx1s_100x2_24d", VALUE_OUT_OF_RANGE, 6, "ThreeDigits"},
      {"w/three-digits-level", "tpx1l_123x2_10001100_n", VALUE_OUT_OF_RANGE, 6, "ThreeDigits"},
      {"w/four-digits", "tpx1s_4000x2_24d", VALUE_OUT_OF_RANGE, 6, "ThreeDigits"},
      {"w/three-digits-no-x", "tpx1s_122_24d", VALUE_OUT_OF_RANGE, 6, "ThreeDigits"},
      {"w/decimal-point", "tpx1s_4.0x2_24d", BAD_CHARACTER, 7, "Separator"},
      // 'x'
      {"x/asterisk", "tpx1s_4*2_24d", BAD_CHARACTER, 7, "Separator"},
      {"x/underscore", "tpx1s_4_2_24d", BAD_CHARACTER, 7, "Separator"},
      {"x/comma", "tpx1l_4,2_10001100_n", BAD_CHARACTER, 7, "Separator"},
      {"x/double", "tpx1s_4xx2_24d", BAD_CHARACTER, 8, "Separator"},
      // H
      {"h/missing", "tpx1s_4x_24d", BAD_CHARACTER, 8, "Separator"},
      {"h/letter", "tpx1s_4xb_24d", BAD_CHARACTER, 8, "Separator"},
      {"h/three-digits", "tpx1s_4x200_24d", VALUE_OUT_OF_RANGE, 8, "ThreeDigits"},
      {"h/three-digits-level", "tpx1l_4x222_10001100_n", VALUE_OUT_OF_RANGE, 8, "ThreeDigits"},
      {"h/no-underscore-digits", "tpx1s_4x224d", VALUE_OUT_OF_RANGE, 8, "ThreeDigits"},
      {"h/hyphen", "tpx1s_4x2-24d", BAD_CHARACTER, 9, "Separator"},
      {"h/full-stop", "tpx1s_4x2.24d", BAD_CHARACTER, 9, "Separator"},
      {"h/second-x", "tpx1s_4x2x3_24d", BAD_CHARACTER, 9, "Separator"},
      {"h/no-underscore-letters", "tpx1l_4x2n10001100", BAD_CHARACTER, 9, "Separator"},
      {"h/two-digits-then-x", "tpx1s_2x18x2_24d", BAD_CHARACTER, 10, "Separator"},
  };
  for (const Bad& b : bad) {
    add(b.name, b.slug, {b.flag}, t6, Err(b.code, b.at));
  }
  add("h/space-before-faces", "tpx1s_4x2 24d", {"Separator"}, {"TPX-T6", "GEN-3"}, Err(BAD_CHARACTER, 9));
  add("w/space-in-number", "tpx1s_1 2x3_0", {"Separator"}, {"TPX-T6", "GEN-3"}, Err(BAD_CHARACTER, 7));
  const std::pair<const char*, const char*> cuts[] = {
      {"w", "tpx1s_4"},    {"w-two-digits", "tpx1s_12"},         {"x", "tpx1s_4x"},
      {"h", "tpx1s_12x3"}, {"h-two-digits-level", "tpx1l_18x2"}, {"h-level", "tpx1l_4x2"}};
  for (const auto& [name, cut] : cuts)
    add(std::string("truncated/") + name, cut, {"Truncated"}, t6, Err(TRUNCATED, Len(cut)));
  add("x/upper-case", "tpx1s_4X2_24d_r1", {"UpperCase"}, {"TPX-T6", "TPX-T7"}, Err(BAD_CHARACTER, 7), Ok(domino));
  add("x/multiplication-sign",
      "tpx1s_4\xC3\x97"
      "2_24d",
      {"NonAscii"}, {"TPX-T6", "GEN-3"}, Err(BAD_CHARACTER, 7), std::nullopt, "U+00D7, as prose writes 4 x 2");

  // [TPX-D1] W or H below 2, the area above 36. The faces are never read.
  const Bad range[] = {
      {"range/w-0", "tpx1s_0x2_000", VALUE_OUT_OF_RANGE, 6, "OutOfRange"},
      {"range/w-0-h-0", "tpx1s_0x0_", VALUE_OUT_OF_RANGE, 6, "OutOfRange"},
      {"range/w-1", "tpx1s_1x4_000", VALUE_OUT_OF_RANGE, 6, "OutOfRange"},
      {"range/w-1-h-1", "tpx1s_1x1_", VALUE_OUT_OF_RANGE, 6, "OutOfRange"},
      {"range/w-1-h-36", "tpx1s_1x36_00000000", VALUE_OUT_OF_RANGE, 6, "OutOfRange"},
      {"range/w-1-level", "tpx1l_1x8_04000000_n", VALUE_OUT_OF_RANGE, 6, "OutOfRange"},
      {"range/w-1-bad-faces", "tpx1s_1x4_zzz", VALUE_OUT_OF_RANGE, 6, "OutOfRange"},
      {"range/h-0", "tpx1s_5x0_", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/h-1", "tpx1s_4x1_000", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/h-1-w-36", "tpx1s_36x1_000000000", VALUE_OUT_OF_RANGE, 9, "OutOfRange"},
      {"range/h-1-level", "tpx1l_6x1_30000000_n", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/area-38-19x2", "tpx1s_19x2_00000000000000", VALUE_OUT_OF_RANGE, 9, "OutOfRange"},
      {"range/area-38-2x19", "tpx1s_2x19_00000000000000", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/area-39-13x3", "tpx1s_13x3_0000000000000000", VALUE_OUT_OF_RANGE, 9, "OutOfRange"},
      {"range/area-40-10x4", "tpx1s_10x4_", VALUE_OUT_OF_RANGE, 9, "OutOfRange"},
      {"range/area-40-4x10", "tpx1s_4x10_", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/area-42-7x6", "tpx1s_7x6_", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/area-42-6x7", "tpx1s_6x7_", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/area-45-9x5", "tpx1l_9x5_00000000_n", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/area-48-12x4", "tpx1l_12x4_00g00000_n", VALUE_OUT_OF_RANGE, 9, "OutOfRange"},
      {"range/area-49-7x7", "tpx1s_7x7_", VALUE_OUT_OF_RANGE, 8, "OutOfRange"},
      {"range/area-9801-99x99", "tpx1s_99x99_", VALUE_OUT_OF_RANGE, 9, "OutOfRange"},
      // [TPX-T6] reads all of H before [TPX-D1] looks at W.
      {"range/w-1-h-three-digits", "tpx1s_1x100_", VALUE_OUT_OF_RANGE, 8, "ThreeDigits"},
      {"range/w-0-h-letter", "tpx1s_0xh_", BAD_CHARACTER, 8, "Separator"},
  };
  for (const Bad& b : range) {
    add(b.name, b.slug, {b.flag}, std::string_view(b.flag) == "OutOfRange" ? d1 : t6, Err(b.code, b.at));
  }

  // The largest areas, in range (rectangles.jsonl has every size).
  for (const auto& [w, h] : std::vector<std::array<uint32_t, 2>>{{18, 2}, {12, 3}, {9, 4}, {6, 6}, {7, 5}}) {
    const auto p = Sample(w, h);
    if (!p) Die("no legal partition of " + Size(w, h));
    add("range/area-" + std::to_string(w * h) + "-" + Size(w, h), SolutionSlug(*p), {"Boundary"}, d1, Ok(*p));
    if (w == h) continue;
    const Partition turned = Image(*p, Symmetry::kTranspose);
    add("range/area-" + std::to_string(w * h) + "-" + Size(h, w), SolutionSlug(turned), {"Boundary", "Transposed"},
        {"TPX-D1", "TPX-D2"}, Err(NON_CANONICAL, 6), Ok(turned));
  }

  // [TPX-D2] H > W, at W's first digit; behind harder errors.
  for (const auto& [w, h] : std::vector<std::array<uint32_t, 2>>{{4, 3}, {5, 2}, {5, 4}, {8, 3}, {6, 5}}) {
    const Partition turned = Image(*Sample(w, h), Symmetry::kTurnLeft);
    add("canonical/" + Size(h, w), SolutionSlug(turned), {"Transposed"}, d2, Err(NON_CANONICAL, 6), Ok(turned));
    const Level l = Transposed(LevelOf(*Sample(w, h)));
    add("canonical/level-" + Size(h, w), LevelSlug(l), {"Transposed"}, d2, Err(NON_CANONICAL, 6), Ok(l));
  }
  add("canonical/behind-piece-size", "tpx1s_3x4_00000", {"Transposed", "PieceSize", "MaskedCanonical"},
      {"TPX-D2", "TPX-S3"}, Err(ILLEGAL_POSITION, 10), std::nullopt, "every face closed: twelve pieces of one cell");
  add("canonical/behind-faces", "tpx1s_2x4_24", {"Transposed", "Truncated", "MaskedCanonical"}, {"TPX-D2", "TPX-S1"},
      Err(TRUNCATED, 12));
  add("canonical/behind-level-area", "tpx1l_2x4_00000000_n", {"Transposed", "LevelArea", "MaskedCanonical"},
      {"TPX-D2", "TPX-L3"}, Err(ILLEGAL_POSITION, 10));
  add("canonical/behind-level-character", "tpx1l_3x4_0000000-_n", {"Transposed", "MaskedCanonical"},
      {"TPX-D2", "TPX-L1"}, Err(BAD_CHARACTER, 17));
}

}  // namespace slugspec::corpusgen::triplex
