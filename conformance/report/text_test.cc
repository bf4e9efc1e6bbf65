// The report's text helpers: escaping untrusted bytes, the line diff, the
// JSON writer.
#include <limits>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <google/protobuf/struct.pb.h>
#include <gtest/gtest.h>

#include "common/escape.h"
#include "common/json_writer.h"
#include "conformance/report/case_text.h"
#include "conformance/report/text_diff.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

using ::testing::ElementsAre;

TEST(VisibleBytes, ShowsEveryByteThatIsNotPrintableAscii) {
  EXPECT_EQ(VisibleBytes("ab\r\n\t\x01\x7f\xc3\xa9\\q"), "ab\\r\\n\\t\\x01\\x7F\\xC3\\xA9\\\\q");
}

TEST(VisibleText, KeepsUtf8WordsButShowsControlsAndInvalidBytes) {
  EXPECT_EQ(VisibleText("caf\xc3\xa9 \x1b[31mred\xff\r\n", false), "caf\xc3\xa9 \\x1B[31mred\\xFF\\r\\n");
  EXPECT_EQ(VisibleText("one\ntwo\tthree\r", true), "one\ntwo\tthree\\r");
  // A right-to-left override and a C1 control are valid UTF-8 that hides text.
  EXPECT_EQ(VisibleText("a\xe2\x80\xae"
                        "b\xc2\x85",
                        false),
            "a\\u{202E}b\\u{0085}");
  // Overlong encodings and surrogates are not UTF-8.
  EXPECT_EQ(VisibleText("\xc0\xaf\xed\xa0\x80", false), "\\xC0\\xAF\\xED\\xA0\\x80");
}

TEST(ShellQuote, EscapesEmbeddedSingleQuotes) {
  EXPECT_EQ(ShellQuote("decode.strict/a b"), "'decode.strict/a b'");
  EXPECT_EQ(ShellQuote("it's"), "'it'\\''s'");
  EXPECT_EQ(ShellQuote(""), "''");
}

TEST(ShellWord, LeavesPlainWordsBare) {
  EXPECT_EQ(ShellWord("--seed"), "--seed");
  EXPECT_EQ(ShellWord("corpus/dir:v1,2+x@y%z=w"), "corpus/dir:v1,2+x@y%z=w");
  EXPECT_EQ(ShellWord("my codec.js"), "'my codec.js'");
  EXPECT_EQ(ShellWord("$HOME"), "'$HOME'");
  EXPECT_EQ(ShellWord(""), "''");
  EXPECT_EQ(ShellWord("a\nb"), "$'a\\x0Ab'");
}

TEST(WithThousands, SeparatesGroupsOfThree) {
  EXPECT_EQ(WithThousands(0), "0");
  EXPECT_EQ(WithThousands(999), "999");
  EXPECT_EQ(WithThousands(2400), "2,400");
  EXPECT_EQ(WithThousands(1234567), "1,234,567");
  EXPECT_EQ(WithThousands(-1000), "-1,000");
}

TEST(Fixed, IgnoresTheLocaleAndRejectsNonFinite) {
  EXPECT_EQ(Fixed(1.25, 1), "1.2");  // round half to even, as to_chars does
  EXPECT_EQ(Fixed(3.0, 3), "3.000");
  EXPECT_EQ(Fixed(std::numeric_limits<double>::infinity(), 3), "?");
}

TEST(XmlEscape, EscapesSpecialsAndAttributeWhitespace) {
  EXPECT_EQ(XmlEscape("<a href=\"x\">&'</a>", false), "&lt;a href=\"x\"&gt;&amp;'&lt;/a&gt;");
  EXPECT_EQ(XmlEscape("<a href=\"x\">&'</a>", true), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;");
  EXPECT_EQ(XmlEscape("a\nb", true), "a&#10;b");
  EXPECT_EQ(XmlEscape("a\nb", false), "a\nb");
  EXPECT_EQ(MarkupText("<\x01>", false), "&lt;\\x01&gt;");
}

TEST(DiffLines, MarksOnlyTheDifferingLines) {
  const std::vector<std::string> expected = {"a", "b", "c", "d", "e"};
  const std::vector<std::string> received = {"a", "c", "x", "d", "e", "f"};
  EXPECT_THAT(DiffLines(expected, received),
              ElementsAre(DiffLine{' ', "a"}, DiffLine{'-', "b"}, DiffLine{' ', "c"}, DiffLine{'+', "x"},
                          DiffLine{' ', "d"}, DiffLine{' ', "e"}, DiffLine{'+', "f"}));
}

TEST(DiffLines, HandlesEmptySides) {
  EXPECT_THAT(DiffLines({}, {"a"}), ElementsAre(DiffLine{'+', "a"}));
  EXPECT_THAT(DiffLines({"a"}, {}), ElementsAre(DiffLine{'-', "a"}));
  EXPECT_TRUE(DiffLines({}, {}).empty());
}

// Too large for the table: still a correct (if not minimal) difference.
TEST(DiffLines, FallsBackBeyondTheTableLimit) {
  std::vector<std::string> expected, received;
  for (int i = 0; i < 3000; ++i) {
    expected.push_back("e" + std::to_string(i));
    received.push_back("r" + std::to_string(i));
  }
  expected.push_back("same");
  received.push_back("same");
  const auto diff = DiffLines(expected, received);
  ASSERT_EQ(diff.size(), 6001u);
  EXPECT_EQ(diff[0], (DiffLine{'-', "e0"}));
  EXPECT_EQ(diff[3000], (DiffLine{'+', "r0"}));
  EXPECT_EQ(diff[6000], (DiffLine{' ', "same"}));
}

TEST(Abridge, KeepsContextAroundChangesAndCountsTheRest) {
  std::vector<std::string> expected, received;
  for (int i = 0; i < 20; ++i) expected.push_back(std::to_string(i));
  received = expected;
  received[10] = "ten";
  const auto abridged = Abridge(DiffLines(expected, received), 2, 100);
  EXPECT_THAT(abridged, ElementsAre(DiffLine{'~', "... 8 equal lines"}, DiffLine{' ', "8"}, DiffLine{' ', "9"},
                                    DiffLine{'-', "10"}, DiffLine{'+', "ten"}, DiffLine{' ', "11"}, DiffLine{' ', "12"},
                                    DiffLine{'~', "... 7 equal lines"}));
  const auto capped = Abridge(DiffLines({"a", "b", "c"}, {"x", "y", "z"}), 2, 2);
  EXPECT_THAT(capped,
              ElementsAre(DiffLine{'-', "a"}, DiffLine{'-', "b"}, DiffLine{'~', "... and 4 more changed lines"}));
}

TEST(Abridge, ShowsALoneSharedLineRatherThanANoteForIt) {
  const auto abridged = Abridge(DiffLines({"a", "b", "c", "d"}, {"a", "b", "c", "x"}), 2, 100);
  EXPECT_THAT(abridged, ElementsAre(DiffLine{' ', "a"}, DiffLine{' ', "b"}, DiffLine{' ', "c"}, DiffLine{'-', "d"},
                                    DiffLine{'+', "x"}));
}

TEST(SplitLines, DropsOnlyTheFinalNewline) {
  EXPECT_THAT(SplitLines("a\n\nb\n"), ElementsAre("a", "", "b"));
  EXPECT_THAT(SplitLines("a"), ElementsAre("a"));
  EXPECT_TRUE(SplitLines("").empty());
}

TEST(AppendJsonString, EscapesControlsAndStrayBytes) {
  std::string out;
  AppendJsonString("q\"\\\n\x01\x7f\xc3\xa9\xff", &out);
  EXPECT_EQ(out, "\"q\\\"\\\\\\n\\u0001\\u007f\xc3\xa9\\u00ff\"");
  // And a JSON parser reads it back, the stray byte as U+00FF.
  google::protobuf::Struct parsed;
  ASSERT_TRUE(FromJson("{\"s\":" + out + "}", &parsed).ok());
  EXPECT_EQ(parsed.fields().at("s").string_value(), "q\"\\\n\x01\x7f\xc3\xa9\xc3\xbf");
}

TEST(JsonWriter, WritesNestedDocumentsWithLinesForTheOuterLevels) {
  JsonWriter w(1);
  w.BeginObject();
  w.Key("a").Int(1);
  w.Key("b").BeginArray().String("x").Bool(true).Null().Double(0.5, 2).EndArray();
  w.Key("c").BeginObject().EndObject();
  w.Key("d").BeginArray().EndArray();
  w.EndObject();
  EXPECT_EQ(w.text(), "{\n  \"a\":1,\n  \"b\":[\"x\",true,null,0.50],\n  \"c\":{},\n  \"d\":[]\n}");
  google::protobuf::Struct parsed;
  EXPECT_TRUE(FromJson(w.text(), &parsed).ok());
}

TEST(JsonWriter, WritesNonFiniteNumbersAsNull) {
  JsonWriter w;
  w.BeginArray();
  w.Double(std::numeric_limits<double>::quiet_NaN(), 3).Double(std::numeric_limits<double>::infinity(), 3);
  w.EndArray();
  EXPECT_EQ(w.text(), "[\n  null,\n  null\n]");
}

// Failure kinds: REQUIRED ones first, each level's largest first, ties in
// the order met; a testee's own words never make a kind of their own.
TEST(GroupByKind, PutsRequiredFirstThenTheLargest) {
  Case c;
  c.check = Check::kDecodeStrict;
  auto failure = [&](const std::string& kind, bool required) {
    CaseResult r;
    r.test = &c;
    r.outcome.sent = true;
    (required ? r.outcome.required : r.outcome.recommended) = Verdict::kFail;
    r.outcome.problem = kind + ": the testee's words " + std::to_string(kind.size());
    r.outcome.kind = kind;
    return r;
  };
  const std::vector<CaseResult> results = {failure("small", true), failure("recommended", false),
                                           failure("big", true),   failure("recommended", false),
                                           failure("big", true),   failure("tie", true)};
  std::vector<const CaseResult*> pointers;
  for (const CaseResult& r : results) pointers.push_back(&r);
  const auto groups = GroupByKind(pointers);
  ASSERT_EQ(groups.size(), 4u);
  EXPECT_EQ(groups[0].front()->outcome.kind, "big");
  EXPECT_EQ(groups[0].size(), 2u);
  EXPECT_EQ(groups[1].front()->outcome.kind, "small");
  EXPECT_EQ(groups[2].front()->outcome.kind, "tie");
  EXPECT_EQ(groups[3].front()->outcome.kind, "recommended");
  EXPECT_EQ(groups[3].size(), 2u);
}

}  // namespace
}  // namespace slugspec::conformance
