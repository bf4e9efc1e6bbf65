#include "conformance/testees/reference_testee.h"

#include <sstream>

#include <gtest/gtest.h>

#include "conformance/protocol/framing.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

Request Decode(uint64_t id, const std::string& format, const std::string& slug, const std::string& profile) {
  Request r;
  r.set_id(id);
  r.mutable_decode()->set_format(format);
  r.mutable_decode()->set_slug(slug);
  r.mutable_decode()->set_profile(profile);
  return r;
}

TEST(ReferenceTestee, HelloDeclaresEveryVersionOfEveryFormat) {
  const Hello hello = ReferenceHello(JSON_LINES);
  int versions = 0;
  for (const Format* f : AllFormats()) versions += static_cast<int>(f->versions().size());
  EXPECT_EQ(hello.capabilities_size(), versions);
  EXPECT_EQ(hello.framing(), JSON_LINES);
}

TEST(ReferenceTestee, DecodesIntoTheFormatsField) {
  const Response r = Answer(Decode(3, "sudoku", "UyF2MSbOUA==", "strict"));
  EXPECT_EQ(r.id(), 3u);
  ASSERT_TRUE(r.has_decoded());
  EXPECT_EQ(r.decoded().sudoku().givens_size(), 2);
  EXPECT_EQ(ToJson(r),
            R"({"id":"3","decoded":{"sudoku":{"format":"sudoku","version":"v1","givens":[{"cell":19,"digit":6},)"
            R"({"cell":57,"digit":4}]}}})");
  const Response p = Answer(Decode(4, "pentomino", "R88F033", "lenient"));
  ASSERT_TRUE(p.has_decoded());
  EXPECT_EQ(p.decoded().pentomino().pieces_size(), 1);
}

TEST(ReferenceTestee, RejectsWithTheSpecsCode) {
  const Response r = Answer(Decode(5, "sudoku", "UyF2MQ", "strict"));
  ASSERT_TRUE(r.has_rejected());
  EXPECT_EQ(r.rejected().code(), NON_CANONICAL);
  EXPECT_EQ(r.rejected().offset(), 6u);
  EXPECT_TRUE(Answer(Decode(6, "sudoku", "UyF2MQ", "lenient")).has_decoded());
}

TEST(ReferenceTestee, SkipsWhatItDoesNotKnow) {
  EXPECT_FALSE(Answer(Decode(7, "chess", "x", "strict")).skipped().empty());
  EXPECT_FALSE(Answer(Decode(8, "sudoku", "x", "relaxed")).skipped().empty());
  Request empty;
  empty.set_id(9);
  EXPECT_FALSE(Answer(empty).runtime_error().empty());
}

TEST(ReferenceTestee, EncodesTheModelOfItsFormat) {
  Request r;
  r.set_id(10);
  r.mutable_encode()->set_format("sudoku");
  r.mutable_encode()->set_version("v0");
  auto* g = r.mutable_encode()->mutable_sudoku()->add_givens();
  g->set_cell(0);
  g->set_digit(1);
  EXPECT_EQ(Answer(r).slug(), "UyF2MAAB");
  r.mutable_encode()->set_format("pentomino");
  EXPECT_EQ(Answer(r).rejected().code(), BAD_MODEL);
}

TEST(ReferenceTestee, ServesAWholeSessionInEitherFraming) {
  for (const Framing framing : {JSON_LINES, BINARY}) {
    std::string input = R"({"protocolVersion":1,"runner":"test"})"
                        "\n";
    input += EncodeFrame(Decode(1, "sudoku", "UyF2MQ==", "strict"), framing);
    input += EncodeFrame(Decode(2, "pentomino", "Q88", "strict"), framing);
    std::istringstream in(input);
    std::ostringstream out;
    ASSERT_EQ(ServeSession(in, out, framing), 0);
    const std::string output = out.str();
    const size_t hello_end = output.find('\n');
    Hello hello;
    std::string error;
    ASSERT_TRUE(FromJson(output.substr(0, hello_end), &hello, &error)) << error;
    std::string_view rest = std::string_view(output).substr(hello_end + 1);
    for (uint64_t id : {1u, 2u}) {
      const Frame f = NextFrame(rest, framing);
      ASSERT_EQ(f.status, FrameStatus::kFrame);
      Response r;
      ASSERT_TRUE(DecodePayload(f.payload, framing, &r, &error)) << error;
      EXPECT_EQ(r.id(), id);
      rest.remove_prefix(f.consumed);
    }
    EXPECT_TRUE(rest.empty());
  }
}

TEST(ReferenceTestee, EndsOnAGarbageHandshake) {
  std::istringstream in("hello?\n");
  std::ostringstream out;
  EXPECT_EQ(ServeSession(in, out, JSON_LINES), 2);
  EXPECT_TRUE(out.str().empty());
}

}  // namespace
}  // namespace slugspec::conformance
