// Each triplex mutant (mutants.cc) on concrete inputs: where it differs from
// the reference in the way its bug says.
#include <cstdio>
#include <string>

#include <gtest/gtest.h>

#include "kit/mutant_test_support.h"
#include "triplex/triplex.h"

namespace slugspec::triplex {
namespace {

using namespace mutant_test;

const FormatKit& Kit() { return *FindKit("triplex"); }

TEST(TriplexMutant, FacesRightFirstReadsAnotherPartition) {
  // 0x24d read right-first: cell 0's first bit is its right face.
  const Both b = AskDecode(Kit(), "triplex-faces-right-first", "tpx1s_4x2_24d", Profile::kStrict);
  ASSERT_TRUE(b.reference.ok());
  EXPECT_FALSE(SameAnswer(b.mutant, b.reference));
  const Both e = AskEncode(Kit(), "triplex-faces-right-first", *b.reference.model, "");
  ASSERT_TRUE(e.reference.ok());
  EXPECT_EQ(e.reference.slug, "tpx1s_4x2_24d");
  EXPECT_NE(e.mutant.slug, e.reference.slug);
}

TEST(TriplexMutant, SquareFourSymmetriesAcceptsATurnedSquare) {
  // Every 3 x 3 face value: a solution that only a quarter turn or a
  // diagonal mirror makes smaller is canonical for the mutant alone.
  int accepted_by_mutant_only = 0;
  std::string example;
  for (int faces = 0; faces < (1 << 12); ++faces) {
    char hex[4];
    std::snprintf(hex, sizeof hex, "%03x", faces);
    const std::string slug = std::string("tpx1s_3x3_") + hex;
    const Both b = AskDecode(Kit(), "triplex-square-four-symmetries", slug, Profile::kStrict);
    if (b.mutant.ok() && b.reference.code() == NON_CANONICAL) {
      ++accepted_by_mutant_only;
      if (example.empty()) example = slug;
    }
    // Never the other way round: the reference's canonical slugs are the
    // mutant's too (a minimum over 8 is also one over 4).
    EXPECT_FALSE(b.reference.ok() && !b.mutant.ok()) << slug;
  }
  EXPECT_GT(accepted_by_mutant_only, 0);
  EXPECT_EQ(example, "tpx1s_3x3_4d1") << "the first such slug changed";
}

TEST(TriplexMutant, LenientNoPercent) {
  const Both b = AskDecode(Kit(), "triplex-lenient-no-percent", "tpx1s%5F4x2%5F24d", Profile::kLenient);
  ASSERT_TRUE(b.reference.ok());
  EXPECT_EQ(b.mutant.code(), BAD_CHARACTER);
}

}  // namespace
}  // namespace slugspec::triplex
