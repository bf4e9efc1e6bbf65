// The compactness table of spec/santorini.md §10, computed: the number of
// positions the format holds is counted square by square (not taken from a
// formula), its log2 is compared with the bound the spec states, and each
// row of the spec's table with the field widths of the codec.
#include <cmath>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "santorini/santorini.h"

namespace slugspec::santorini {
namespace {

std::string SpecText() {
  std::ifstream in(SLUGSPEC_SOURCE_DIR "/spec/santorini.md");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// log2 of the number of positions: a turn, four distinct worker squares
// (each player's two unordered), a height for every square, and, with
// `legal`, no worker above level 2. Counted by a walk over the squares that
// tracks how many workers of each player are placed: count[a][b].
double Log2Positions(bool legal) {
  long double count[3][3] = {};
  count[0][0] = 1;
  for (int s = 0; s < kSquares; ++s) {
    long double next[3][3] = {};
    for (int a = 0; a <= 2; ++a) {
      for (int b = 0; b <= 2; ++b) {
        if (count[a][b] == 0) continue;
        next[a][b] += count[a][b] * 5;                            // no worker: any of 5 heights
        const long double under_worker = legal ? 3 : 5;           // a worker: ground to level 2
        if (a < 2) next[a + 1][b] += count[a][b] * under_worker;  // one of player one's
        if (b < 2) next[a][b + 1] += count[a][b] * under_worker;  // one of player two's
      }
    }
    std::copy(&next[0][0], &next[0][0] + 9, &count[0][0]);
  }
  return static_cast<double>(std::log2(2 * count[2][2]));
}

TEST(SantoriniCompactness, TheSpecStatesTheCountedBound) {
  const std::string spec = SpecText();
  ASSERT_FALSE(spec.empty());
  char legal[64], any[64];
  std::snprintf(legal, sizeof legal, "**%.2f bits**", Log2Positions(true));
  std::snprintf(any, sizeof any, "(%.2f bits without the position checks", Log2Positions(false));
  EXPECT_NE(spec.find(legal), std::string::npos) << "spec/santorini.md §10 should state " << legal;
  EXPECT_NE(spec.find(any), std::string::npos) << "spec/santorini.md §10 should state " << any;
}

TEST(SantoriniCompactness, TheSpecsTableHasTheCodecsLengths) {
  const std::string spec = SpecText();
  // Rows "| n ... | v1 bits | v2 bits | v1 slug | v2 slug |".
  const std::regex row(R"(\n\| (\d+)[^|]*\| (\d+) \| (\d+) \| (\d+) \| (\d+) \|)");
  int rows = 0;
  for (auto it = std::sregex_iterator(spec.begin(), spec.end(), row); it != std::sregex_iterator(); ++it) {
    const int n = std::stoi((*it)[1]);
    ASSERT_LE(n, kSquares);
    int bits[2] = {kFixedBits, kFixedBits};
    for (int k = 1; k <= n; ++k) {
      bits[0] += BuildingFieldWidth(Version::kV1, k);
      bits[1] += BuildingFieldWidth(Version::kV2, k);
    }
    EXPECT_EQ(std::stoi((*it)[2]), bits[0]) << "v1 bits for " << n;
    EXPECT_EQ(std::stoi((*it)[3]), bits[1]) << "v2 bits for " << n;
    EXPECT_EQ(std::stoi((*it)[4]), 5 + (bits[0] + 1 + 4) / 5) << "v1 slug for " << n;
    EXPECT_EQ(std::stoi((*it)[5]), 5 + (bits[1] + 1 + 4) / 5) << "v2 slug for " << n;
    ++rows;
  }
  EXPECT_GE(rows, 5);
  // The worst cases of the post: 161 and 131 bits.
  int v1 = kFixedBits, v2 = kFixedBits;
  for (int k = 1; k <= kSquares; ++k) {
    v1 += BuildingFieldWidth(Version::kV1, k);
    v2 += BuildingFieldWidth(Version::kV2, k);
  }
  EXPECT_EQ(v1, 161);
  EXPECT_EQ(v2, 131);
}

}  // namespace
}  // namespace slugspec::santorini
