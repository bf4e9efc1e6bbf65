#include "conformance/protocol/framing.h"

#include <gtest/gtest.h>

namespace slugspec::conformance {
namespace {

// Framing carries any request: the format need not exist.
Request DecodeRequest(uint64_t id, const std::string& slug) {
  Request r;
  r.set_id(id);
  r.mutable_decode()->set_format("a-format");
  r.mutable_decode()->set_slug(slug);
  r.mutable_decode()->set_profile("strict");
  return r;
}

TEST(Framing, RoundTripsInBothFramings) {
  for (const Framing framing : {BINARY, JSON_LINES}) {
    const Request sent = DecodeRequest(7, "UyF2MQ==");
    const std::string bytes = EncodeFrame(sent, framing) + EncodeFrame(DecodeRequest(8, "x"), framing);
    const Frame f = NextFrame(bytes, framing);
    ASSERT_EQ(f.status, FrameStatus::kFrame);
    Request got;
    ASSERT_TRUE(DecodePayload(f.payload, framing, &got).ok());
    EXPECT_EQ(got.id(), 7u);
    EXPECT_EQ(got.decode().slug(), "UyF2MQ==");
    const Frame second = NextFrame(std::string_view(bytes).substr(f.consumed), framing);
    ASSERT_EQ(second.status, FrameStatus::kFrame);
    EXPECT_EQ(f.consumed + second.consumed, bytes.size());
  }
}

TEST(Framing, JsonLinesAreTheProto3Mapping) {
  EXPECT_EQ(EncodeFrame(DecodeRequest(1, "UyF2MQ=="), JSON_LINES),
            R"({"id":"1","decode":{"format":"a-format","slug":"UyF2MQ==","profile":"strict"}})"
            "\n");
}

TEST(Framing, IncompleteInputNeedsMore) {
  const std::string bytes = EncodeFrame(DecodeRequest(1, "UyF2MQ=="), BINARY);
  for (size_t n = 0; n < bytes.size(); ++n) {
    EXPECT_EQ(NextFrame(std::string_view(bytes).substr(0, n), BINARY).status, FrameStatus::kNeedMore) << n;
  }
  EXPECT_EQ(NextFrame(R"({"id":"1")", JSON_LINES).status, FrameStatus::kNeedMore);
}

TEST(Framing, AbsurdLengthIsAnErrorNotAnAllocation) {
  const Frame f = NextFrame(std::string("\xff\xff\xff\x7f", 4), BINARY);
  EXPECT_EQ(f.status, FrameStatus::kError);
  EXPECT_NE(f.error.find("16 MiB"), std::string::npos);
}

TEST(Framing, GarbagePayloadIsReported) {
  Request r;
  const Status json = DecodePayload("not json", JSON_LINES, &r);
  EXPECT_FALSE(json.ok());
  EXPECT_FALSE(json.message().empty());
  const Status binary = DecodePayload("\xff\xff\xff", BINARY, &r);
  EXPECT_FALSE(binary.ok());
  EXPECT_NE(binary.message().find("not a serialised"), std::string::npos) << binary.message();
}

TEST(Framing, CrLfLineEndingsAreNotPartOfTheMessage) {
  const Frame f = NextFrame("{}\r\n", JSON_LINES);
  ASSERT_EQ(f.status, FrameStatus::kFrame);
  EXPECT_EQ(f.payload, "{}");
  EXPECT_EQ(f.consumed, 4u);
}

}  // namespace
}  // namespace slugspec::conformance
