// The JSON inside a v0 slug, read as JSON.parse read it ([PEN-V0-3]); the
// proto3 mapping reads the same texts more forgivingly (registry/json_test.cc).
#include "pentomino/v0_json.h"

#include <cstdint>
#include <limits>
#include <string>

#include <gtest/gtest.h>

namespace slugspec::pentomino::internal {
namespace {

struct Read {
  bool ok;
  V0Json json;
  bool names_g;
  std::string error;
};

Read ReadText(const std::string& text) {
  Read r{};
  const Status read = ReadV0Json(text, &r.json, &r.names_g);
  r.ok = read.ok();
  r.error = read.message();
  return r;
}

TEST(PentominoV0Json, NumbersAsJsonParseReadsThem) {
  const Read r = ReadText(R"({"h":2.0,"w":99999999999999999999999,"x":-1e400})");
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.json.h(), 2);
  // Too large for 64 bits, yet integers: the nearest int64, which [PEN-V0-5]
  // finds out of range.
  EXPECT_EQ(r.json.w(), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(r.json.x(), std::numeric_limits<int64_t>::min());
  // Exactly the keys named are present.
  EXPECT_TRUE(r.json.has_h() && r.json.has_w() && r.json.has_x());
  EXPECT_FALSE(r.json.has_y());
  EXPECT_FALSE(r.names_g);

  const Read forms = ReadText(R"({"h":2e0,"w":20E-1,"x":-0,"y":9223372036854775807})");
  ASSERT_TRUE(forms.ok) << forms.error;
  EXPECT_EQ(forms.json.h(), 2);
  EXPECT_EQ(forms.json.w(), 2);
  EXPECT_EQ(forms.json.x(), 0);
  EXPECT_EQ(forms.json.y(), std::numeric_limits<int64_t>::max());
}

TEST(PentominoV0Json, StrictWhereTheMappingIsNot) {
  const Read in_string = ReadText(R"({"h":"2"})");
  EXPECT_FALSE(in_string.ok);
  EXPECT_EQ(in_string.error, "a number written as a string for h (at byte 5)");
  const Read twice = ReadText(R"({"h":2,"h":3})");
  EXPECT_FALSE(twice.ok);
  EXPECT_EQ(twice.error, "the key \"h\" appears twice (at byte 11)");
  const Read fraction = ReadText(R"({"h":2.5})");
  EXPECT_FALSE(fraction.ok);
  EXPECT_EQ(fraction.error, "invalid value for h (at byte 8)");
  EXPECT_FALSE(ReadText(R"({"g":[{"p":"F","x":1,"x":1}]})").ok);
  EXPECT_FALSE(ReadText(R"({"g":[{"o":"1"}]})").ok);
  EXPECT_FALSE(ReadText(R"({"g":[{"p":1}]})").ok);
}

TEST(PentominoV0Json, RejectsWhatIsNotV0Json) {
  for (const char* text : {"", "[]", R"({"q":1})", R"({"g":[{"q":1}]})", R"({"h":1} x)", R"({"h":1,})", R"({"h":01})",
                           R"({"h":+1})", R"({"h":1.})", R"({"h":.5})", R"({"g":[1]})", R"({"g":[{"p":"\ud83d"}]})",
                           "{\"g\":[{\"p\":\"F\x01\"}]}", R"({'h':1})"}) {
    const Read r = ReadText(text);
    EXPECT_FALSE(r.ok) << text;
    EXPECT_FALSE(r.error.empty()) << text;
    EXPECT_EQ(r.json.ByteSizeLong(), 0u) << text;  // nothing half-read survives
  }
  EXPECT_EQ(ReadText(R"({"q":1})").error, "unknown field \"q\" in slugspec.pentomino.V0Json (at byte 5)");
}

TEST(PentominoV0Json, ReportsWhetherGIsNamed) {
  const Read empty = ReadText(R"({"g":[],"h":6,"w":10})");
  ASSERT_TRUE(empty.ok) << empty.error;
  EXPECT_TRUE(empty.names_g);
  EXPECT_EQ(empty.json.g_size(), 0);
  const Read pieces = ReadText(" {\"g\" : [ {\"p\":\"Terrain\",\"o\":0,\"e\":0,\"x\":1,\"y\":2} ] }\n");
  ASSERT_TRUE(pieces.ok) << pieces.error;
  EXPECT_TRUE(pieces.names_g);
  ASSERT_EQ(pieces.json.g_size(), 1);
  EXPECT_EQ(pieces.json.g(0).p(), "Terrain");
  EXPECT_EQ(pieces.json.g(0).y(), 2);
}

// Readings kept from the proto3 mapping, which read this JSON before it had
// a reader of its own: null leaves a key's field unset (the key still
// counts as named), g may be a lone object, and null entries of g are skipped.
// Pinned so that no slug's decoding changes unnoticed.
TEST(PentominoV0Json, NullsAndALonePieceAsTheMappingReadThem) {
  const Read null_g = ReadText(R"({"g":null,"h":null})");
  ASSERT_TRUE(null_g.ok) << null_g.error;
  EXPECT_TRUE(null_g.names_g);
  EXPECT_EQ(null_g.json.g_size(), 0);
  EXPECT_FALSE(null_g.json.has_h());
  const Read lone = ReadText(R"({"g":{"p":"F","o":null}})");
  ASSERT_TRUE(lone.ok) << lone.error;
  ASSERT_EQ(lone.json.g_size(), 1);
  EXPECT_EQ(lone.json.g(0).p(), "F");
  EXPECT_FALSE(lone.json.g(0).has_o());
  const Read null_entries = ReadText(R"({"g":[null,{"o":1},null]})");
  ASSERT_TRUE(null_entries.ok) << null_entries.error;
  ASSERT_EQ(null_entries.json.g_size(), 1);
  EXPECT_EQ(null_entries.json.g(0).o(), 1);
}

}  // namespace
}  // namespace slugspec::pentomino::internal
