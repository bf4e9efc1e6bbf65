// The fast JSON mapping (registry/json.cc) must be protobuf's proto3 JSON
// mapping exactly: printing equals protobuf's converter on generated
// messages, and parsing accepts and rejects what protobuf's parser does, with
// the same result. The messages are the test's own, of the models' shapes
// (registry/json_test.proto); every format's generated models are checked
// too, in kit/properties_test.cc.
#include "registry/json.h"

#include <limits>
#include <string>
#include <vector>

#include <google/protobuf/util/json_util.h>
#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "common/json_lexer.h"
#include "registry/json_test.pb.h"
#include "slugspec/common.pb.h"
#include "slugspec/conformance.pb.h"
#include "slugspec/corpus.pb.h"

namespace slugspec {
namespace {

using google::protobuf::util::MessageDifferencer;

// Strings with everything a JSON escaper must get right: quotes, controls,
// '<' '>', U+007F, U+2028, non-ASCII, and now and then invalid UTF-8.
rc::Gen<std::string> GenTrickyString() {
  return rc::gen::map(
      rc::gen::container<std::vector<std::string>>(rc::gen::element<std::string>(
          "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\x01", "\x1f", "<", ">", "&", "'", "\x7f", "\xc3\xa9",
          "\xe2\x80\xa8", "\xe2\x80\xa9", "\xf0\x9f\x98\x80", "\xff", "\xc3", "game", "v1")),
      [](const std::vector<std::string>& parts) {
        std::string s;
        for (const auto& p : parts) s += p;
        return s;
      });
}

rc::Gen<uint32_t> GenNumber() {
  return rc::gen::oneOf(rc::gen::inRange<uint32_t>(0, 100), rc::gen::arbitrary<uint32_t>(),
                        rc::gen::element<uint32_t>(0, 80, 81, 4294967295u));
}

using json_test::Sample;

rc::Gen<Sample> GenAnySample() {
  return rc::gen::map(rc::gen::tuple(GenTrickyString(), GenTrickyString(),
                                     rc::gen::container<std::vector<std::pair<uint32_t, uint32_t>>>(
                                         rc::gen::pair(GenNumber(), GenNumber()))),
                      [](const auto& t) {
                        Sample p;
                        p.set_format(std::get<0>(t));
                        p.set_version(std::get<1>(t));
                        for (const auto& [cell, digit] : std::get<2>(t)) {
                          auto* g = p.add_entries();
                          g->set_cell(cell);
                          g->set_digit(digit);
                        }
                        return p;
                      });
}

rc::Gen<ErrorReply> GenErrorReply() {
  return rc::gen::map(
      rc::gen::tuple(rc::gen::inRange(-3, 60), GenNumber(), GenTrickyString(), rc::gen::arbitrary<bool>()),
      [](const auto& t) {
        ErrorReply r;
        if (std::get<3>(t)) {
          r.mutable_error()->set_code(static_cast<ErrorCode>(std::get<0>(t)));
          r.mutable_error()->set_offset(std::get<1>(t));
          r.mutable_error()->set_message(std::get<2>(t));
        }
        return r;
      });
}

// protobuf logs every invalid UTF-8 string it serialises; the generators make
// such strings on purpose, so keep the test output readable.
const bool kQuietProtobuf = [] {
  google::protobuf::SetLogHandler(nullptr);
  return true;
}();

RC_GTEST_PROP(Json, PrintsMessagesExactlyAsProtobuf, ()) {
  const Sample p = *GenAnySample();
  RC_ASSERT(ToJson(p) == internal::ProtobufJsonForTest(p));
}

RC_GTEST_PROP(Json, PrintsErrorsExactlyAsProtobuf, ()) {
  const ErrorReply r = *GenErrorReply();
  RC_ASSERT(ToJson(r) == internal::ProtobufJsonForTest(r));
}

// proto3 `optional` scalars (a format's legacy JSON has them): printed when
// set, whatever their value, as protobuf prints them.
RC_GTEST_PROP(Json, PrintsOptionalScalarsExactlyAsProtobuf, ()) {
  json_test::KeyedSet v;
  const auto maybe = [](auto set) {
    if (*rc::gen::arbitrary<bool>()) set(*rc::gen::element<int64_t>(0, 1, -1, 61, 1LL << 40));
  };
  maybe([&](int64_t x) { v.set_h(x); });
  if (*rc::gen::arbitrary<bool>()) v.set_b(*rc::gen::arbitrary<bool>());
  const int items = *rc::gen::inRange(0, 3);
  for (int i = 0; i < items; ++i) {
    json_test::Keyed* k = v.add_g();
    if (*rc::gen::arbitrary<bool>()) k->set_p(*rc::gen::element<std::string>("", "F", "Terrain", "\xc3\xa9\"<>\n"));
    maybe([&](int64_t x) { k->set_o(x); });
    maybe([&](int64_t x) { k->set_y(static_cast<uint32_t>(x)); });
  }
  RC_ASSERT(ToJson(v) == internal::ProtobufJsonForTest(v));
  json_test::KeyedSet back;
  RC_ASSERT(FromJson(ToJson(v), &back).ok());
  RC_ASSERT(MessageDifferencer::Equals(v, back));
}

RC_GTEST_PROP(Json, ParsesWhatItPrints, ()) {
  const Sample p = *GenAnySample();
  Sample back;
  RC_ASSERT(FromJson(ToJson(p), &back).ok());
  // Invalid UTF-8 is dropped when printing, as protobuf does; compare printed forms.
  RC_ASSERT(ToJson(back) == ToJson(p));
}

// A JSON object of the members given ("key":value texts), in order.
std::string Joined(const std::vector<std::string>& members) {
  std::string s = "{";
  for (size_t i = 0; i < members.size(); ++i) s += (i ? "," : "") + members[i];
  return s + "}";
}

// Objects of any number of the generated members.
rc::Gen<std::string> ObjectOf(const rc::Gen<std::string>& member) {
  return rc::gen::map(rc::gen::container<std::vector<std::string>>(member), Joined);
}

// Valid JSON texts (RFC 8259) around the Sample shape: right and wrong keys,
// values of every kind, whitespace; most of them not a valid Sample.
rc::Gen<std::string> GenSampleishJson() {
  const auto value = rc::gen::element<std::string>(
      "0", "1", "-1", "80", "4294967295", "4294967296", "1e2", "1.0", "1.5", "-0", "\"12\"", "\" 12\"", "\"1e1\"",
      "true", "null", "\"x\"", "\"v1\"", "\"\\u00e9\"", "\"\\ud83d\\ude00\"", "\"\\ud83d\"", "[]", "[1]", "{}",
      "{\"cell\":1}", "[{\"cell\":3,\"digit\":4}]", "[{\"cell\":\"3\"}]", "[{\"x\":1}]", "[{\"cell\":1},null]",
      "[null]", "2E-0", "-1.0e1", "[{\"digit\":9},{}]");
  const auto key = rc::gen::element<std::string>("\"format\"", "\"version\"", "\"entries\"", "\"cell\"", "\"digit\"",
                                                 "\"other\"", "\"entries\" ");
  const auto member =
      rc::gen::map(rc::gen::pair(key, value), [](const auto& kv) { return kv.first + ":" + kv.second; });
  return rc::gen::map(rc::gen::pair(rc::gen::container<std::vector<std::string>>(member),
                                    rc::gen::element<std::string>("", " ", "\n", "\t\r\n")),
                      [](const auto& parts) { return Joined(parts.first) + parts.second; });
}

// Parses `json` as an M with this parser and with protobuf's; asserts that
// they agree on accepting it and, if they do, on the message. Whether it
// was accepted.
template <typename M>
bool ParsesAsProtobuf(const std::string& json, M* fast) {
  M reference;
  const bool ok = FromJson(json, fast).ok();
  RC_ASSERT(ok == google::protobuf::util::JsonStringToMessage(json, &reference).ok());
  if (ok) RC_ASSERT(MessageDifferencer::Equals(*fast, reference));
  return ok;
}

RC_GTEST_PROP(Json, ParsesMessagesExactlyAsProtobuf, ()) {
  Sample fast;
  RC_CLASSIFY(ParsesAsProtobuf(*GenSampleishJson(), &fast), "accepted");
}

// Texts of a Wide: each integer kind at and past its bounds, as numbers and
// as strings, enums by name and number, lists, a oneof set once or twice.
rc::Gen<std::string> GenWideJson() {
  const auto value = rc::gen::element<std::string>(
      "0", "1", "-1", "2147483647", "-2147483648", "2147483648", "4294967295", "4294967296", "-4294967296",
      "9223372036854775807", "-9223372036854775808", "9223372036854775808", "\"9223372036854775807\"",
      "\"-9223372036854775808\"", "18446744073709551615", "\"18446744073709551615\"", "18446744073709551616", "1e3",
      "-1e3", "1.5", "2147483647.0", "-21474836.48e2", "4294967.295E+3", "0.0", "-0.0", "1.00e2", "\"1e3\"", "10e-1",
      "5e-1", "\"LIGHT\"", "\"DARK\"", "\"NOPE\"", "7", "true", "false", "null", "\"x\"", "[]", "[1,-2,2147483647]",
      "[\"DARK\",2,0]", "[18446744073709551615,0]", "{\"cell\":1}", "{}");
  const auto key = rc::gen::element<std::string>("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n",
                                                 "o", "p", "q");
  // Integers as strings, for the integer fields only: an enum's string is a
  // name, never a number (spec/errors.md), where protobuf reads "-0" as 0.
  const auto integer_string = rc::gen::element<std::string>("\"007\"", "\"+7\"", "\"-0\"", "\"-07\"", "\"\"", "\"-\"",
                                                            "\"1 \"", "\"1.0\"", "\"+\"", "\"--1\"");
  const auto integer_key = rc::gen::element<std::string>("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "m", "n");
  const auto quoted = [](const auto& kv) { return "\"" + kv.first + "\":" + kv.second; };
  const auto member = rc::gen::oneOf(rc::gen::map(rc::gen::pair(key, value), quoted),
                                     rc::gen::map(rc::gen::pair(integer_key, integer_string), quoted));
  return ObjectOf(member);
}

RC_GTEST_PROP(Json, ParsesEveryIntegerKindExactlyAsProtobuf, ()) {
  json_test::Wide fast;
  RC_CLASSIFY(ParsesAsProtobuf(*GenWideJson(), &fast), "accepted");
}

// An integer however spelt: its exact value, or none when that is no integer
// of magnitude below 2^64. The oracle is the integer the spelling was made
// from; shrinking finds the shortest spelling that is misread.
RC_GTEST_PROP(Json, ReadsAnIntegerHoweverSpeltExactly, (uint64_t magnitude, bool negative)) {
  const unsigned shift = *rc::gen::inRange(0u, 25u);
  const unsigned fraction_zeros = *rc::gen::inRange(0u, 4u);
  const std::string digits = std::to_string(magnitude);
  // The digits with the decimal point moved `shift` places left and the
  // exponent moved back: "1234" as "1.234e3", "0.001234e6", "1234.00e0".
  std::string mantissa = digits;
  if (shift < digits.size()) {
    mantissa.insert(digits.size() - shift, ".");
  } else {
    mantissa = "0." + std::string(shift - digits.size(), '0') + digits;
  }
  mantissa += std::string(fraction_zeros, '0');
  if (mantissa.back() == '.') mantissa.pop_back();
  const std::string sign = negative ? "-" : "";
  const std::string text = sign + mantissa + (shift || *rc::gen::arbitrary<bool>() ? "e" + std::to_string(shift) : "");
  const auto v = JsonLexer::IntegerValue(text);
  RC_ASSERT(v.has_value());
  RC_ASSERT(v->magnitude == magnitude);
  RC_ASSERT(v->negative == negative);
  // One step too far: a fraction, or (for the largest values) 2^64 and up.
  const auto smaller = JsonLexer::IntegerValue(sign + mantissa + "e" + std::to_string(static_cast<int>(shift) - 1));
  RC_ASSERT(smaller.has_value() == (magnitude % 10 == 0));
  const auto larger = JsonLexer::IntegerValue(sign + mantissa + "e" + std::to_string(shift + 1));
  RC_ASSERT(larger.has_value() == (magnitude <= std::numeric_limits<uint64_t>::max() / 10));
  if (larger) RC_ASSERT(larger->magnitude == magnitude * 10);
}

// Where protobuf rounds through a double, this parser reads the exact value
// (json_wire.h): "9007199254740993.0" is 2^53 + 1, not 2^53, and
// "1.0000000000000000001" is no integer. Also: exponents far past any
// integer's, both ways.
TEST(Json, ReadsIntegersExactlyWhereADoubleWouldRound) {
  json_test::Wide w;
  ASSERT_TRUE(FromJson(R"({"b":9007199254740993.0,"d":18446744073709551615.000e0})", &w).ok());
  EXPECT_EQ(w.b(), 9007199254740993);
  EXPECT_EQ(w.d(), std::numeric_limits<uint64_t>::max());
  for (const char* text :
       {R"({"b":1.0000000000000000001})", R"({"b":9223372036854775807.5})", R"({"d":18446744073709551616.0})",
        R"({"b":1e99999999999999999999})", R"({"b":1e-99999999999999999999})", R"({"a":2147483648e0})"}) {
    EXPECT_FALSE(FromJson(text, &w).ok()) << text;
  }
  ASSERT_TRUE(FromJson(R"({"b":0e99999999999999999999,"a":-2147483648.0})", &w).ok());
  EXPECT_EQ(w.b(), 0);
  EXPECT_EQ(w.a(), std::numeric_limits<int32_t>::min());
}

// protobuf 3.21 also accepts some texts that are not JSON (unquoted keys,
// \x escapes); slugspec's JSON is JSON, so these are rejected.
TEST(Json, RejectsTextsThatAreNotJson) {
  Sample p;
  for (const char* text :
       {R"({format:"game"})", R"({"format":"\x41"})", R"({"entries":[{"cell":01}]})", R"({"entries":[{"cell":+1}]})",
        R"({"entries":[{"cell":1.}]})", R"({"entries":[{"cell":1},]})", R"({"format":"game"} x)",
        R"({"format":'game'})", "{\"format\":\"a\x01\"}", ""}) {
    EXPECT_FALSE(FromJson(text, &p).ok()) << text;
  }
}

// Valid JSON texts around the conformance Response, whose result is a oneof
// and whose decoded model is another (one field per format, named as it).
rc::Gen<std::string> GenResponseishJson() {
  std::vector<std::string> members = {R"("id":"1")",
                                      R"("id":2)",
                                      R"("slug":"UyF2MQ==")",
                                      R"("slug":"")",
                                      R"("slug":null)",
                                      R"("skipped":"no")",
                                      R"("runtimeError":"boom")",
                                      R"("rejected":{"code":"BAD_BASE64","offset":3})",
                                      R"("rejected":null)",
                                      R"("decoded":{})",
                                      R"("decoded":null)",
                                      R"("result":1)"};
  const auto* decoded = conformance::Decoded::descriptor();
  for (int i = 0; i < decoded->field_count(); ++i) {
    const std::string name = decoded->field(i)->json_name();
    const std::string other = decoded->field((i + 1) % decoded->field_count())->json_name();
    members.push_back(R"("decoded":{")" + name + R"(":{}})");
    members.push_back(R"("decoded":{")" + name + R"(":null})");
    members.push_back(R"("decoded":{")" + name + R"(":{"format":"x","version":"v1"}})");
    members.push_back(R"("decoded":{")" + name + R"(":{"colour":1}})");
    members.push_back(R"("decoded":{")" + name + R"(":{},")" + other + R"(":{}})");
  }
  const auto member = rc::gen::elementOf(members);
  return ObjectOf(member);
}

RC_GTEST_PROP(Json, ParsesOneofsExactlyAsProtobuf, ()) {
  conformance::Response fast;
  const bool ok = ParsesAsProtobuf(*GenResponseishJson(), &fast);
  RC_CLASSIFY(ok, "accepted");
  if (ok) RC_ASSERT(ToJson(fast) == internal::ProtobufJsonForTest(fast));
}

TEST(Json, IgnoresUnknownFieldsWhenAsked) {
  ModelHeader h;
  std::string error;
  ASSERT_TRUE(FromJson(R"({"format":"game","entries":[{"cell":1,"x":[{},[true,null,-1.5e3]]}],"version":"v0"})", &h,
                       {.ignore_unknown_fields = true})
                  .ok())
      << error;
  EXPECT_EQ(h.format(), "game");
  EXPECT_EQ(h.version(), "v0");
  EXPECT_FALSE(FromJson(R"({"format":"game","entries":[})", &h, {.ignore_unknown_fields = true}).ok());
}

// The mapping's liberties, which a format's own JSON reader need not take
// (a legacy link's JSON.parse emulation, for instance): a number in a
// string, and a key twice (the last value wins).
TEST(Json, ReadsNumbersInStringsAndRepeatedKeys) {
  json_test::Counter counter;
  ASSERT_TRUE(FromJson(R"({"h":"2","h":3})", &counter).ok());
  EXPECT_EQ(counter.h(), 3);
  ASSERT_TRUE(FromJson(R"({"h":"-7"})", &counter).ok());
  EXPECT_EQ(counter.h(), -7);
}

TEST(Json, DeepNestingIsRejectedNotRecursedForever) {
  ModelHeader h;
  const std::string deep = "{\"x\":" + std::string(100000, '[') + std::string(100000, ']') + "}";
  EXPECT_FALSE(FromJson(deep, &h, {.ignore_unknown_fields = true}).ok());
}

// Memory is bounded by the count of list elements, not by the text's size
// alone: 8 MiB of "{}," would be 2.8 million messages. The element past
// 500,000 is refused where it starts; 500,000 are read.
TEST(Json, ListElementsAreCountedBeforeTheyAreMade) {
  const auto entries = [](int n) {
    std::string text = R"({"entries":[)";
    for (int i = 0; i < n; ++i) text += i ? ",{}" : "{}";
    return text + "]}";
  };
  json_test::Sample sample;
  ASSERT_TRUE(FromJson(entries(500000), &sample).ok());
  EXPECT_EQ(sample.entries_size(), 500000);
  const Status refused = FromJson(entries(500001), &sample);
  EXPECT_EQ(refused.code(), BAD_MODEL);
  EXPECT_EQ(refused.offset(), 12 + 3 * 500000) << refused.message();
  EXPECT_NE(refused.message().find("500,000 list elements"), std::string::npos) << refused.message();
  EXPECT_EQ(sample.entries_size(), 0) << "a refused text leaves the message cleared";
  // The same bound for a google.protobuf.Value tree (the corpus's models).
  std::string zeros = "[0";
  for (int i = 1; i < 600000; ++i) zeros += ",0";
  google::protobuf::Value tree;
  EXPECT_EQ(FromJson(zeros + "]", &tree).code(), BAD_MODEL);
}

// JSON values for a google.protobuf.Struct field (the corpus's models):
// numbers a double holds exactly or rounds (but none out of its range),
// escapes, nesting. The keys of an object are distinct.
rc::Gen<std::string> GenJsonValue(int depth) {
  const auto scalar =
      rc::gen::element<std::string>("0", "-0", "1", "-7", "42", "0.1", "2.5e-3", "1e300", "1E2", "-1.5e-300",
                                    "12345678901234567890", "9007199254740993", "4294967295", "true", "false", "null",
                                    R"("")", R"("a\u00e9\n")", R"("\ud83d\ude00")", R"("F")", R"("\"<>\\")");
  if (depth == 0) return scalar;
  const auto inner = GenJsonValue(depth - 1);
  // At most 5 members a level, so that a tree stays small.
  const auto members = rc::gen::mapcat(rc::gen::inRange<size_t>(0, 6), [inner](size_t n) {
    return rc::gen::container<std::vector<std::string>>(n, inner);
  });
  const auto list = rc::gen::map(members, [](const auto& items) {
    std::string s = "[";
    for (size_t i = 0; i < items.size(); ++i) s += (i ? "," : "") + items[i];
    return s + "]";
  });
  const auto object = rc::gen::map(members, [](const auto& values) {
    std::string s = "{";
    for (size_t i = 0; i < values.size(); ++i) {
      s += (i ? "," : "") + std::string(i % 3 == 1 ? R"("k\u00e9)" : R"("k)") + std::to_string(i) + "\":" + values[i];
    }
    return s + "}";
  });
  return rc::gen::oneOf(scalar, list, object);
}

// A corpus vector's text whose model is any JSON object.
rc::Gen<std::string> GenVectorJson() {
  return rc::gen::map(rc::gen::tuple(GenJsonValue(3), rc::gen::arbitrary<bool>()), [](const auto& t) {
    const std::string& value = std::get<0>(t);
    const std::string model = value.front() == '{' ? value : R"({"board":)" + value + "}";
    return std::get<1>(t) ? R"({"id":"x","model":)" + model + R"(,"slug":"S!"})" : R"({"model":)" + model + "}";
  });
}

RC_GTEST_PROP(Json, ParsesStructsExactlyAsProtobuf, ()) {
  corpus::Vector fast;
  RC_CLASSIFY(ParsesAsProtobuf(*GenVectorJson(), &fast), "accepted");
}

RC_GTEST_PROP(Json, ParsesRootValueTreesExactlyAsProtobuf, ()) {
  const std::string json = *GenJsonValue(3);
  google::protobuf::Value value;
  ParsesAsProtobuf(json, &value);
  google::protobuf::Struct object;
  RC_CLASSIFY(ParsesAsProtobuf(json, &object), "an object");
}

RC_GTEST_PROP(Json, StructToJsonReadsBackAsTheSameStruct, ()) {
  const std::string json = *GenVectorJson();
  corpus::Vector vector;
  RC_ASSERT(FromJson(json, &vector).ok());
  std::string model;
  RC_ASSERT(StructToJson(vector.model(), &model));
  corpus::Vector again;
  RC_ASSERT(FromJson(R"({"model":)" + model + "}", &again).ok());
  RC_ASSERT(MessageDifferencer::Equals(vector.model(), again.model()));
}

// Where protobuf's parser and this one would keep different things, this one
// refuses: a key twice in one object, a null Struct, a number no double holds.
TEST(Json, RefusesStructTextsWhoseMeaningIsUnclear) {
  corpus::Vector v;
  for (const char* text : {R"({"model":{"a":1,"a":2}})", R"({"model":{"a":{"b":1,"b":1}}})", R"({"model":null})",
                           R"({"model":{"a":1e400}})", R"({"model":{"a":-1e400}})", R"({"model":[1]})",
                           R"({"model":{"a":01}})", R"({"model":{"a":[1,]}})"}) {
    EXPECT_FALSE(FromJson(text, &v).ok()) << text;
  }
  ASSERT_TRUE(FromJson(R"({"model":{"a":null,"b":[null,true,"x",{}],"c":-0.5}})", &v).ok());
  EXPECT_EQ(v.model().fields().at("a").kind_case(), google::protobuf::Value::kNullValue);
  EXPECT_EQ(v.model().fields().at("b").list_value().values_size(), 4);
  EXPECT_EQ(v.model().fields().at("c").number_value(), -0.5);
}

TEST(Json, StructToJsonRefusesWhatHasNoJson) {
  google::protobuf::Struct s;
  std::string json;
  (*s.mutable_fields())["n"].set_number_value(std::numeric_limits<double>::infinity());
  EXPECT_FALSE(StructToJson(s, &json));
  (*s.mutable_fields())["n"].Clear();  // a Value without a kind
  EXPECT_FALSE(StructToJson(s, &json));
  (*s.mutable_fields())["n"].set_number_value(3);
  ASSERT_TRUE(StructToJson(s, &json));
  EXPECT_EQ(json, R"({"n":3})");
}

}  // namespace
}  // namespace slugspec
