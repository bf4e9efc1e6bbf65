// JSONCrush 1.1.8 in C++ against the real package: golden vectors made by
// jsoncrush under Node (tools/corpusgen/jsoncrush_vectors.mjs), the article's
// v0 example link, limits and errors, and properties (round trip, robustness).
#include "pentomino/jsoncrush.h"

#include <fstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "registry/json.h"

namespace slugspec::pentomino::jsoncrush {
namespace {

constexpr size_t kGenerousLimit = size_t{1} << 22;

std::string MustUncrush(std::string_view crushed, size_t limit = kGenerousLimit) {
  std::string json;
  const Status s = Uncrush(crushed, limit, &json);
  EXPECT_TRUE(s.ok()) << s.ToString();
  return json;
}

std::string WithoutDelimiters(std::string s) {
  std::erase(s, '\x01');
  return s;
}

// ------------------------------------------------------ golden vectors

struct Vectors {
  std::vector<google::protobuf::Struct> crushes;  // input, crushed, uri
  std::vector<google::protobuf::Struct> garbage;  // garbage, uncrushed
};

const Vectors& LoadVectors() {
  static const Vectors vectors = [] {
    Vectors v;
    std::ifstream in(SLUGSPEC_SOURCE_DIR "/reference/pentomino/testdata/jsoncrush_vectors.jsonl");
    EXPECT_TRUE(in) << "cannot open the vectors";
    std::string line;
    while (std::getline(in, line)) {
      google::protobuf::Struct vector;
      EXPECT_TRUE(FromJson(line, &vector).ok()) << line;
      (vector.fields().contains("garbage") ? v.garbage : v.crushes).push_back(vector);
    }
    return v;
  }();
  return vectors;
}

const std::string& Field(const google::protobuf::Struct& vector, const std::string& name) {
  return vector.fields().at(name).string_value();
}

TEST(JsonCrushVectors, ThereAreEnough) {
  EXPECT_GE(LoadVectors().crushes.size(), 200u);
  EXPECT_GE(LoadVectors().garbage.size(), 100u);
}

TEST(JsonCrushVectors, CrushMatchesThePackageByteForByte) {
  for (const auto& vector : LoadVectors().crushes) {
    const std::string& input = Field(vector, "input");
    EXPECT_EQ(Crush(input), Field(vector, "crushed")) << "input: " << input;
  }
}

TEST(JsonCrushVectors, UriFormMatchesThePackage) {
  for (const auto& vector : LoadVectors().crushes) {
    const std::string& crushed = Field(vector, "crushed");
    const std::string& uri = Field(vector, "uri");
    EXPECT_EQ(EncodeUriComponent(crushed), uri);
    std::string decoded;
    ASSERT_TRUE(DecodeUriComponent(uri, &decoded).ok()) << uri;
    EXPECT_EQ(decoded, crushed);
  }
}

TEST(JsonCrushVectors, UncrushGivesTheInputBack) {
  // crush deletes U+0001 before anything else; nothing else is lost.
  for (const auto& vector : LoadVectors().crushes) {
    EXPECT_EQ(MustUncrush(Field(vector, "crushed")), WithoutDelimiters(Field(vector, "input")));
  }
}

TEST(JsonCrushVectors, UncrushOfGarbageMatchesThePackage) {
  for (const auto& vector : LoadVectors().garbage) {
    const std::string& garbage = Field(vector, "garbage");
    EXPECT_EQ(MustUncrush(garbage), Field(vector, "uncrushed")) << "garbage: " << garbage;
  }
}

// ------------------------------------------------- the article's v0 link

// From the article (seed 000): a v0b link of 124e70c's era.
constexpr std::string_view kArticleSlug =
    "('g!%5BBVC070*IC076*WD174*TC179*ZE1*FE6*NG-373*XD378*YG-472*PGA475*LGA571*UD578)%5D~h!6~w!10)"
    "*)%2CB-~e!0~x!.'~o!7~y!A~e!1~x!B('p!'C.1-D.0-E.2A27G.3%01GEDCBA7.-*_";

// 6 rows × 10 columns, 12 pieces (pentomino-facts §12).
constexpr std::string_view kArticleJson =
    R"({"g":[{"p":"V","o":1,"e":0,"x":0,"y":0},{"p":"I","o":1,"e":0,"x":0,"y":6},)"
    R"({"p":"W","o":0,"e":0,"x":1,"y":4},{"p":"T","o":1,"e":0,"x":1,"y":9},)"
    R"({"p":"Z","o":2,"e":1,"x":2,"y":1},{"p":"F","o":2,"e":1,"x":2,"y":6},)"
    R"({"p":"N","o":3,"e":0,"x":3,"y":3},{"p":"X","o":0,"e":0,"x":3,"y":8},)"
    R"({"p":"Y","o":3,"e":0,"x":4,"y":2},{"p":"P","o":3,"e":1,"x":4,"y":5},)"
    R"({"p":"L","o":3,"e":1,"x":5,"y":1},{"p":"U","o":0,"e":0,"x":5,"y":8}],"h":6,"w":10})";

TEST(JsonCrushArticle, DecodesToTheBoard) {
  std::string crushed;
  ASSERT_TRUE(DecodeUriComponent(kArticleSlug, &crushed).ok());
  EXPECT_EQ(MustUncrush(crushed), kArticleJson);
}

TEST(JsonCrushArticle, ReEncodesByteForByte) { EXPECT_EQ(EncodeUriComponent(Crush(kArticleJson)), kArticleSlug); }

// ------------------------------------------------------ uncrush details

TEST(JsonCrushUncrush, FollowsJavaScriptOnOddInput) {
  EXPECT_EQ(MustUncrush(""), "");
  EXPECT_EQ(MustUncrush("abc"), "ab");  // no separator: only the last character goes
  EXPECT_EQ(MustUncrush("xa\x01"
                        "b_"),
            "");  // a replacement character that does not occur empties the text
  EXPECT_EQ(MustUncrush("aXa\x01"
                        "a\x01"
                        "zz_"),
            "X");  // parts after the second U+0001 are ignored
  EXPECT_EQ(MustUncrush("a!b~c(d)e'_"), "a\":b,\"c{d}e\"");
  EXPECT_EQ(MustUncrush("\xF0\x9F\x98\x80"), "\xEF\xBF\xBD");  // half a surrogate pair is left
}

TEST(JsonCrushUncrush, RejectsTextThatIsNotUtf8) {
  std::string json;
  Status s = Uncrush("ab\xC3(", kGenerousLimit, &json);
  EXPECT_EQ(s.code(), BAD_CHARACTER);
  EXPECT_EQ(s.offset(), 3u);
  s = Uncrush("ab\xED\xA0\x80_", kGenerousLimit, &json);  // a surrogate in UTF-8
  EXPECT_EQ(s.code(), BAD_CHARACTER);
  EXPECT_EQ(s.offset(), 3u);
  s = Uncrush("ab\xE2\x82", kGenerousLimit, &json);  // ends inside a sequence
  EXPECT_EQ(s.code(), BAD_CHARACTER);
  EXPECT_EQ(s.offset(), 4u);
  s = Uncrush("\xFF", kGenerousLimit, &json);
  EXPECT_EQ(s.code(), BAD_CHARACTER);
  EXPECT_EQ(s.offset(), 0u);
}

// Key characters a, b, c, ... each occur 10 times, innermost last, before the
// value X: each step multiplies the text by 9 (9^12 characters at 12 steps).
std::string ExpansionBomb(int steps) {
  std::string body;
  std::string keys;
  for (int i = 0; i < steps; ++i) {
    const char key = static_cast<char>('a' + i);
    body.insert(0, std::string(10, key));
    keys.push_back(key);
  }
  return body + "X\x01" + keys + "_";
}

TEST(JsonCrushUncrush, StopsAtTheLimit) {
  std::string json = "untouched";
  EXPECT_EQ(MustUncrush(ExpansionBomb(3)), std::string(729, 'X'));
  const Status s = Uncrush(ExpansionBomb(12), 1 << 20, &json);
  EXPECT_EQ(s.code(), LIMIT_EXCEEDED);
  EXPECT_EQ(s.offset(), 0u);
  EXPECT_EQ(json, "untouched");
  // The output's own length counts too (here the final swap doubles it).
  EXPECT_EQ(Uncrush("~~~~_", 7, &json).code(), LIMIT_EXCEEDED);
  EXPECT_TRUE(Uncrush("~~~~_", 8, &json).ok());
  EXPECT_EQ(json, ",\",\",\",\"");
}

// ------------------------------------------------------- URI components

TEST(JsonCrushUri, EncodesLikeJavaScript) {
  EXPECT_EQ(EncodeUriComponent("az AZ09-_.!~*'()\"%\x01/\xC3\xA9"), "az%20AZ09-_.!~*'()%22%25%01%2F%C3%A9");
}

TEST(JsonCrushUri, DecodesLikeJavaScript) {
  std::string out;
  ASSERT_TRUE(DecodeUriComponent("%41%2f%2F%25x%C3%a9+", &out).ok());
  EXPECT_EQ(out, "A//%x\xC3\xA9+");
  const auto offset_of_error = [](std::string_view text) {
    std::string ignored;
    const Status s = DecodeUriComponent(text, &ignored);
    EXPECT_EQ(s.code(), BAD_CHARACTER) << text;
    return s.offset();
  };
  EXPECT_EQ(offset_of_error("ab%"), 2u);
  EXPECT_EQ(offset_of_error("ab%4"), 2u);
  EXPECT_EQ(offset_of_error("ab%4G"), 2u);
  EXPECT_EQ(offset_of_error("a%80"), 1u);        // a continuation byte first
  EXPECT_EQ(offset_of_error("a%C0%80"), 1u);     // overlong lead
  EXPECT_EQ(offset_of_error("a%E0%80%80"), 4u);  // overlong: second byte out of range
  EXPECT_EQ(offset_of_error("a%ED%A0%80"), 4u);  // a surrogate
  EXPECT_EQ(offset_of_error("a%C3"), 4u);        // ends early
  EXPECT_EQ(offset_of_error("a%C3x"), 4u);       // continuation not escaped
  EXPECT_EQ(offset_of_error("a%C3\xA9"), 4u);
}

// ----------------------------------------------------------- properties

// Text made of JSON punctuation, the characters crush swaps or uses as
// replacements, and a few non-ASCII and astral characters, so that crush has
// repeats to find and swaps to make.
rc::Gen<std::string> GenJsonLike() {
  static const std::vector<std::string> kPieces = {"{",
                                                   "}",
                                                   "[",
                                                   "]",
                                                   "\"",
                                                   ":",
                                                   ",",
                                                   "'",
                                                   "!",
                                                   "~",
                                                   "(",
                                                   ")",
                                                   "p",
                                                   "o",
                                                   "e",
                                                   "x",
                                                   "y",
                                                   "g",
                                                   "0",
                                                   "1",
                                                   "5",
                                                   "V",
                                                   "_",
                                                   "*",
                                                   "-",
                                                   " ",
                                                   "\\",
                                                   "\xC3\xA9",
                                                   "\xE6\x97\xA5",
                                                   "\xF0\x9F\x98\x80",
                                                   "{\"p\":\"V\",\"o\":1,\"e\":0,\"x\":",
                                                   "},{",
                                                   "\"y\":",
                                                   "Terrain"};
  return rc::gen::map(rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(kPieces)),
                      [](const std::vector<std::string>& pieces) {
                        std::string s;
                        for (const std::string& p : pieces) s += p;
                        return s;
                      });
}

RC_GTEST_PROP(JsonCrushProperties, UncrushInvertsCrush, ()) {
  const std::string json = *GenJsonLike();
  const std::string crushed = Crush(json);
  RC_ASSERT(MustUncrush(crushed) == json);
  std::string decoded;
  RC_ASSERT(DecodeUriComponent(EncodeUriComponent(crushed), &decoded).ok());
  RC_ASSERT(decoded == crushed);
}

RC_GTEST_PROP(JsonCrushProperties, UncrushRespectsTheLimitOnAnyBytes, (const std::string& text)) {
  const size_t limit = *rc::gen::inRange<size_t>(0, 200);
  std::string json;
  if (Uncrush(text, limit, &json).ok()) RC_ASSERT(json.size() <= limit);
}

// Garbage over the characters uncrush acts on, where expansion is likely.
RC_GTEST_PROP(JsonCrushProperties, UncrushRespectsTheLimitOnGarbage, ()) {
  static const std::vector<std::string> kPieces = {
      "\x01", "_", "a", "b", "c", "!", "~", "'", "(", "\xC3\xA9", "\xF0\x9F\x98\x80"};
  const auto pieces = *rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(kPieces));
  std::string text;
  for (const std::string& p : pieces) text += p;
  const size_t limit = *rc::gen::inRange<size_t>(0, 5000);
  std::string json;
  const Status s = Uncrush(text, limit, &json);
  RC_ASSERT(s.ok() || s.code() == LIMIT_EXCEEDED);
  if (s.ok()) RC_ASSERT(json.size() <= limit);
}

// Crush must stay fast on the largest inputs the tools feed it.
TEST(JsonCrushCrush, SixtyFourKibibytesOfBoardsIsFast) {
  std::string json = R"({"g":[)";
  for (int i = 0; json.size() < 64 * 1024; ++i) {
    if (i > 0) json += ",";
    json += R"({"p":")" + std::string(1, "FILPNTUVWXYZ"[i * 7 % 12]) + R"(","o":)" + std::to_string(i * 3 % 4) +
            R"(,"e":)" + std::to_string(i % 2) + R"(,"x":)" + std::to_string(i / 60) + R"(,"y":)" +
            std::to_string(i % 60) + "}";
  }
  json += R"(],"h":60,"w":60})";
  const std::string crushed = Crush(json);
  EXPECT_LT(crushed.size(), json.size() / 4);
  EXPECT_EQ(MustUncrush(crushed), json);
}

}  // namespace
}  // namespace slugspec::pentomino::jsoncrush
