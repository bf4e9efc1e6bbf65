#include "common/bits.h"

#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace slugspec {
namespace {

TEST(Bits, WritesMostSignificantBitFirst) {
  BitWriter w;
  w.Write(19, 7);  // the README's first given: cell 19, digit 6
  w.Write(6, 4);
  w.Write(57, 7);
  w.Write(4, 4);
  EXPECT_EQ(w.bytes(), std::string("\x26\xCE\x50", 3));
  EXPECT_EQ(w.bit_count(), 22u);
}

TEST(Bits, ReadsWhatWasWritten) {
  BitReader r(std::string_view("\x26\xCE\x50", 3));
  EXPECT_EQ(r.Read(7), 19u);
  EXPECT_EQ(r.Read(4), 6u);
  EXPECT_EQ(r.Read(7), 57u);
  EXPECT_EQ(r.Read(4), 4u);
  EXPECT_EQ(r.remaining(), 2u);
}

TEST(Bits, ReadingPastTheEndYieldsZeros) {
  BitReader r(std::string_view("\xFF", 1), 4);
  EXPECT_EQ(r.Read(8), 0xF0u);
  EXPECT_EQ(r.remaining(), 0u);
}

RC_GTEST_PROP(Bits, RoundTripsFieldSequences, ()) {
  const auto fields = *rc::gen::container<std::vector<std::pair<uint32_t, int>>>(
      rc::gen::mapcat(rc::gen::inRange(1, 33), [](int width) {
        const uint64_t max = (uint64_t{1} << width) - 1;
        return rc::gen::map(rc::gen::inRange<uint64_t>(0, max + 1),
                            [width](uint64_t v) { return std::make_pair(static_cast<uint32_t>(v), width); });
      }));
  BitWriter w;
  for (const auto& [value, width] : fields) w.Write(value, width);
  BitReader r(w.bytes());
  for (const auto& [value, width] : fields) RC_ASSERT(r.Read(width) == value);
  RC_ASSERT(r.remaining() < 8);
}

}  // namespace
}  // namespace slugspec
