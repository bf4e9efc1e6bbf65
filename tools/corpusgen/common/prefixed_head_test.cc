// The head of a prefix-and-version slug as the oracles read it ([<F>-T1]
// to [<F>-T4]): each check's code, offset (in the input as received) and
// requirement, in the order the spec makes them.
#include "corpusgen/common/prefixed_head.h"

#include <gtest/gtest.h>

#include "corpusgen/common/transit_repairs.h"

namespace slugspec::corpusgen {
namespace {

const PrefixedHead kHead{.id = "TPX", .prefix = "tpx", .versions = "12", .max_input = 16};

void ExpectRejected(std::string_view input, ErrorCode code, uint32_t offset, std::string_view requirement) {
  const std::optional<Rejection> r = ReadPrefixedHead(kHead, LenientTransitRepairs(input));
  ASSERT_TRUE(r.has_value()) << input;
  EXPECT_EQ(r->code, code) << input;
  EXPECT_EQ(r->offset, offset) << input;
  EXPECT_EQ(r->requirement, requirement) << input;
}

TEST(PrefixedHead, EachCheckInTurn) {
  // The length first, on the input as received: 17 bytes, of which the
  // repairs would leave 5.
  ExpectRejected("tpx1_" + std::string(12, ' '), INPUT_TOO_LONG, 16, "TPX-T2");
  ExpectRejected(" \n ", EMPTY_INPUT, 0, "TPX-T1");
  ExpectRejected("tpq1_", BAD_MAGIC, 2, "TPX-T3");
  ExpectRejected("tp", TRUNCATED, 2, "TPX-T3");
  ExpectRejected("tpx", TRUNCATED, 3, "TPX-T4");
  ExpectRejected("tpx3_", UNKNOWN_VERSION, 3, "TPX-T4");
}

// Offsets are the input's as received, through the repairs.
TEST(PrefixedHead, OffsetsAreTheInputsAsReceived) {
  ExpectRejected("  %74pq1_", BAD_MAGIC, 6, "TPX-T3");
  ExpectRejected("(tpx%33_", UNKNOWN_VERSION, 4, "TPX-T4");
  // Too short after the repairs: at the input's length as received.
  ExpectRejected("tpx.", TRUNCATED, 4, "TPX-T4");
}

TEST(PrefixedHead, AGoodHeadGivesItsVersion) {
  const Text text = LenientTransitRepairs(" tpx%32_ab ");
  EXPECT_FALSE(ReadPrefixedHead(kHead, text).has_value());
  EXPECT_EQ(PrefixedVersion(kHead, text), '2');
  EXPECT_EQ(PrefixedVersion(kHead, LenientTransitRepairs("tpx9_ab")), std::nullopt);
}

}  // namespace
}  // namespace slugspec::corpusgen
