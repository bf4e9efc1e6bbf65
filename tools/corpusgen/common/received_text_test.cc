// The input as the oracles read it: every character keeps the offset it
// had as received, through percent-decoding, dropping and slicing
// (spec/README.md: offsets refer to the input as received).
#include "corpusgen/common/received_text.h"

#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

namespace slugspec::corpusgen {
namespace {

TEST(ReceivedText, EachCharacterComesFromItsOwnOffset) {
  const Text t = Received("ab%");
  EXPECT_EQ(t.chars, "ab%");
  EXPECT_EQ(t.origin, (std::vector<uint32_t>{0, 1, 2}));
  EXPECT_EQ(t.input_size, 3u);
  // Past the end: the input's length, where a short input is reported.
  EXPECT_EQ(t.At(2), 2u);
  EXPECT_EQ(t.At(3), 3u);
  EXPECT_EQ(Received("").At(0), 0u);
}

// A decoded byte comes from its '%'; a '%' not followed by two hexadecimal
// digits stays, as do the characters after it.
TEST(ReceivedText, PercentDecodingKeepsWhereEachByteCameFrom) {
  const Text t = PercentDecodeOnce(Received("%41b%6a%zz%2"));
  EXPECT_EQ(t.chars, "Abj%zz%2");
  EXPECT_EQ(t.origin, (std::vector<uint32_t>{0, 3, 4, 7, 8, 9, 10, 11}));
  EXPECT_EQ(t.input_size, 12u);
}

// One round decodes one level of escaping: "%2541" is "%41" after it.
TEST(ReceivedText, OneRoundDecodesOneLevel) {
  const Text once = PercentDecodeOnce(Received("x%2541"));
  EXPECT_EQ(once.chars, "x%41");
  const Text twice = PercentDecodeOnce(once);
  EXPECT_EQ(twice.chars, "xA");
  EXPECT_EQ(twice.origin, (std::vector<uint32_t>{0, 1}));
}

TEST(ReceivedText, DroppingAndSlicingKeepTheOrigins) {
  const Text kept = Without(Received("a\nb\r\nc"), "\r\n");
  EXPECT_EQ(kept.chars, "abc");
  EXPECT_EQ(kept.origin, (std::vector<uint32_t>{0, 2, 5}));
  const Text part = Slice(kept, 1, 3);
  EXPECT_EQ(part.chars, "bc");
  EXPECT_EQ(part.origin, (std::vector<uint32_t>{2, 5}));
  EXPECT_EQ(part.input_size, 6u);
  EXPECT_EQ(part.At(2), 6u);
}

}  // namespace
}  // namespace slugspec::corpusgen
