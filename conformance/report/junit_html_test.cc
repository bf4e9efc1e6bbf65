// The JUnit XML and HTML reports of the hand-made run, hostile answers in
// them, and the writers' files (report_test_support.h).
#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <gtest/gtest.h>

#include "conformance/report/report_test_support.h"

namespace slugspec::conformance {
namespace {

using namespace report_test;

// ---------------------------------------------------------------- JUnit

// Enough of XML to catch what a writer gets wrong: every tag closed in
// order, attributes quoted, '<' and '&' only as markup or entities.
::testing::AssertionResult WellFormedXml(const std::string& xml) {
  std::vector<std::string> open;
  size_t i = 0;
  if (xml.rfind("<?xml", 0) == 0) i = xml.find("?>") + 2;
  while (i < xml.size()) {
    if (xml[i] == '&') {
      const size_t end = xml.find(';', i);
      const std::string entity = xml.substr(i, end == std::string::npos ? 8 : end - i + 1);
      const bool known = entity == "&amp;" || entity == "&lt;" || entity == "&gt;" || entity == "&quot;" ||
                         entity == "&#39;" || entity == "&#10;" || entity == "&#13;" || entity == "&#9;";
      if (!known) return ::testing::AssertionFailure() << "bad entity " << entity << " at " << i;
      i = end + 1;
      continue;
    }
    if (xml[i] != '<') {
      ++i;
      continue;
    }
    const size_t end = xml.find('>', i);
    if (end == std::string::npos) return ::testing::AssertionFailure() << "unclosed tag at " << i;
    std::string tag = xml.substr(i + 1, end - i - 1);
    if (Count(tag, "\"") % 2 != 0 || tag.find('<') != std::string::npos) {
      return ::testing::AssertionFailure() << "bad tag " << tag;
    }
    i = end + 1;
    if (tag.front() == '/') {
      if (open.empty() || open.back() != tag.substr(1)) {
        return ::testing::AssertionFailure()
               << "</" << tag.substr(1) << "> does not close <" << (open.empty() ? "" : open.back()) << ">";
      }
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(tag.substr(0, tag.find(' ')));
    }
  }
  if (!open.empty()) return ::testing::AssertionFailure() << "<" << open.back() << "> never closed";
  return ::testing::AssertionSuccess();
}

TEST_F(ReportTest, JUnitIsWellFormedAndCountsCases) {
  const std::string xml = JUnitText(report_);
  EXPECT_TRUE(WellFormedXml(xml)) << xml;
  EXPECT_FALSE(HasRawControlBytes(xml));
  EXPECT_EQ(xml.find('\xff'), std::string::npos);
  EXPECT_EQ(Count(xml, "<testcase "), 7u);
  EXPECT_EQ(Count(xml, "<testsuite "), 5u);
  // Failures: only what fails the run (the two REQUIRED ones); the crash is
  // an error; the RECOMMENDED failure of a run that passes on REQUIRED is a
  // passing testcase that says what failed.
  EXPECT_NE(xml.find("<testsuites name=\"slugspec-conformance a-player.js\" tests=\"7\" failures=\"2\" "
                     "errors=\"1\" skipped=\"2\""),
            std::string::npos)
      << xml;
  const std::string suite = second_.name + "." + second_.version + ".decode.strict";
  EXPECT_NE(xml.find("<testsuite name=\"" + suite + "\" tests=\"1\" failures=\"1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<testcase name=\"" + board_id_ + "\" classname=\"" + suite + "\""), std::string::npos);
  EXPECT_EQ(Count(xml, "<failure "), 2u);
  EXPECT_EQ(Count(xml, "<error "), 1u);
  EXPECT_NE(xml.find("<error message=\"runtime error: the testee exited with status 139\" type=\"REQUIRED\">"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<system-out>RECOMMENDED failed: rejected with BAD_BASE64 (syntax) &lt;the spec says TRUNCATED "
                     "(syntax)&gt;"),
            std::string::npos)
      << xml;
  // With --fail-on-recommended, the RECOMMENDED failure fails the run: a <failure>.
  report_.info.fail_on_recommended = true;
  const std::string strict_xml = JUnitText(report_);
  EXPECT_EQ(Count(strict_xml, "<failure "), 3u);
  EXPECT_NE(strict_xml.find("message=\"rejected with BAD_BASE64 (syntax) &lt;the spec says TRUNCATED (syntax)&gt;\" "
                            "type=\"RECOMMENDED\""),
            std::string::npos)
      << strict_xml;
  report_.info.fail_on_recommended = false;
  // Times to the microsecond, and the start of the run.
  report_.info.started_at = "2026-11-23T22:55:28Z";
  EXPECT_NE(JUnitText(report_).find(" timestamp=\"2026-11-23T22:55:28Z\""), std::string::npos);
  EXPECT_NE(xml.find("<skipped message=\"expected failure: rejected a slug the profile accepts\"/>"),
            std::string::npos);
  EXPECT_NE(xml.find("<skipped message=\"skipped: encoding is not implemented\"/>"), std::string::npos);
  EXPECT_NE(xml.find("<system-err>standard error while this case ran:\nloading\nSegmentation "
                     "fault\\x01\\x1B[31m\\r\nat frame \\xFF\n</system-err>"),
            std::string::npos)
      << xml;
  // The wrong game's changed lines (XML-escaped).
  const std::string removed = LineNotIn(ModelLines(*board_), ModelLines(*wrong_board_));
  const std::string added = LineNotIn(ModelLines(*wrong_board_), ModelLines(*board_));
  if (!removed.empty()) {
    EXPECT_NE(xml.find("\n- " + Markup(removed)), std::string::npos) << removed << "\n" << xml;
  }
  if (!added.empty()) {
    EXPECT_NE(xml.find("\n+ " + Markup(added)), std::string::npos) << added << "\n" << xml;
  }
}

// ---------------------------------------------------------------- HTML

// The values of every id="..." attribute in `html`.
std::vector<std::string> Ids(const std::string& html) {
  std::vector<std::string> ids;
  for (size_t at = html.find(" id=\""); at != std::string::npos; at = html.find(" id=\"", at + 1)) {
    const size_t begin = at + 5;
    ids.push_back(html.substr(begin, html.find('"', begin) - begin));
  }
  return ids;
}

TEST_F(ReportTest, HtmlDrawsGamesAndEscapesEverything) {
  const std::string html = HtmlText(report_);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_TRUE(WellFormedXml(html.substr(html.find("<html")))) << "every tag closed";
  EXPECT_FALSE(HasRawControlBytes(html));
  EXPECT_EQ(html.find("<script"), std::string::npos);
  // Whatever a drawing let through would still run no script and load
  // nothing (the policy is the page's first word after its charset).
  EXPECT_NE(html.find("<meta charset=\"utf-8\"/>\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                      "'none'; style-src 'unsafe-inline'; img-src data:\"/>"),
            std::string::npos);
  // The failures of a format that draws: expected and received games as
  // inline SVG (two failures, two pictures each), each with ids of its own.
  // (The first format's one failure with a game draws one picture more.)
  const bool draws = !second_.format().RenderSvg(*board_).empty();
  const bool first_draws = !first_.format().RenderSvg(*puzzle_).empty();
  EXPECT_EQ(Count(html, "<svg "), (draws ? 4u : 0u) + (first_draws ? 1u : 0u));
  std::vector<std::string> ids = Ids(html);
  std::sort(ids.begin(), ids.end());
  EXPECT_EQ(std::adjacent_find(ids.begin(), ids.end()), ids.end()) << "an id used twice";
  // A format that draws no SVG: its text rendering stands in.
  if (first_.format().RenderSvg(*puzzle_).empty()) {
    const std::string text = first_.format().Render(*puzzle_, false);
    EXPECT_NE(html.find("<pre class=\"board\">" + Markup(text.substr(0, text.find('\n') + 1))), std::string::npos)
        << html;
  }
  EXPECT_NE(html.find("<p>runtime error: exited with status 139</p>"), std::string::npos);
  // Untrusted text escaped.
  EXPECT_NE(html.find("rejected with BAD_BASE64 (syntax) &lt;the spec says TRUNCATED (syntax)&gt;"), std::string::npos);
  EXPECT_EQ(html.find("<the spec says"), std::string::npos);
  EXPECT_NE(html.find("offset 6: bad &lt;base64&gt;"), std::string::npos);
  EXPECT_NE(html.find("Segmentation fault\\x01\\x1B[31m\\r"), std::string::npos);
  EXPECT_NE(html.find("<code>" + Markup(puzzle_slug_.substr(0, 8)) + "\\r\\n\\x01</code>"), std::string::npos);
  EXPECT_NE(html.find("<p class=\"note\">" + Markup(crash_note_) + "</p>"), std::string::npos);
  // The header and the certificates.
  EXPECT_NE(html.find("<h1>Conformance of a-player.js 1.2.0</h1>"), std::string::npos);
  EXPECT_NE(html.find(Sha256Hex("the corpus")), std::string::npos);
  EXPECT_NE(html.find("<li class=\"good\">CERTIFIED " + first_.name + " " + first_.version + " decoder (strict)"),
            std::string::npos);
  EXPECT_NE(html.find("<tr class=\"total\"><td>total</td>"), std::string::npos);
  // Encodes show the slugs beside the pictures.
  EXPECT_NE(html.find("<p>canonical slug: <code>" + Markup(board_slug_) + "</code></p>"), std::string::npos);
  EXPECT_NE(html.find("<p>slug: <code>" + Markup(wrong_slug_) + "</code></p>"), std::string::npos);
}

TEST_F(ReportTest, HtmlShowsWhatTheReferenceMakesOfAnUnreadableSlug) {
  // The canonical slug cut short: the reference says why it cannot read it.
  const std::string cut = board_slug_.substr(0, board_slug_.size() - 1);
  Status strict;
  {
    std::unique_ptr<Message> model = second_.format().NewModel();
    strict = second_.format().Decode(cut, Profile::kStrict, model.get());
  }
  ASSERT_FALSE(strict.ok()) << "the cut slug " << cut << " reads";
  report_.results[2].outcome.received.set_slug(cut);
  const std::string html = HtmlText(report_);
  EXPECT_NE(html.find("The reference rejects it (strict): " + CodeAndStage(strict.code())), std::string::npos) << html;
}

// A testee may answer with anything: a huge game, thousands of elements in a
// list, the other format's model. The reports stay bounded and draw only
// what the formats can take.
TEST_F(ReportTest, HostileAnswersStayBounded) {
  Message* huge = MutableDecoded(&report_.results[1].outcome.received);
  ASSERT_NE(huge, nullptr);
  // Every list of messages grown to 5,000 copies of its first element, every
  // unsigned number at 255: as large as a game gets, and far larger.
  const auto* reflection = huge->GetReflection();
  for (int i = 0; i < huge->GetDescriptor()->field_count(); ++i) {
    const auto* field = huge->GetDescriptor()->field(i);
    if (field->is_repeated() && field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE &&
        reflection->FieldSize(*huge, field) > 0) {
      const std::unique_ptr<Message> element(reflection->GetRepeatedMessage(*huge, field, 0).New());
      element->CopyFrom(reflection->GetRepeatedMessage(*huge, field, 0));
      for (int n = 0; n < 5000; ++n) reflection->AddMessage(huge, field)->CopyFrom(*element);
    } else if (!field->is_repeated() && field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_UINT32) {
      reflection->SetUInt32(huge, field, 255);
    }
  }
  // A game of one format where another's belongs.
  SetDecoded(*huge, &report_.results[4].outcome.received);

  std::ostringstream summary;
  PrintSummary(report_, 10, false, summary);
  EXPECT_LT(Count(summary.str(), "\n"), 250u) << summary.str();
  EXPECT_NE(summary.str().find("more changed lines"), std::string::npos);

  const std::string html = HtmlText(report_);
  EXPECT_LT(html.size(), size_t{4} << 20);
  // A picture too large for the report is left out, and said to be; a
  // format whose pictures stay small whatever the model (one that lists at
  // most so many elements beside its board) draws it.
  const std::string huge_svg = second_.format().RenderSvg(*huge);
  if (huge_svg.size() > kMaxPictureBytes) {
    EXPECT_NE(html.find("bytes of picture left out"), std::string::npos);
  } else if (!huge_svg.empty()) {
    EXPECT_NE(html.find(huge_svg.substr(0, huge_svg.find('>'))), std::string::npos);
  }
  EXPECT_TRUE(WellFormedXml(html.substr(html.find("<html"))));

  const std::string xml = JUnitText(report_);
  EXPECT_TRUE(WellFormedXml(xml));
  EXPECT_LT(xml.size(), size_t{1} << 20);
}

// A testee whose every failure is of a kind of its own (each problem a
// different text) draws boards for the first 200 kinds only, and lists the
// rest: the report stays bounded in boards, not in the number of cases.
TEST_F(ReportTest, HtmlDrawsAtMostTwoHundredKinds) {
  const CaseResult failing = report_.results[1];
  ASSERT_TRUE(failing.outcome.required == Verdict::kFail || failing.outcome.recommended == Verdict::kFail);
  for (int i = 0; i < 1000; ++i) {
    CaseResult r = failing;
    std::string name;  // letters, not digits: digits are one kind ('#')
    for (int n = i; name.empty() || n > 0; n /= 26) name += static_cast<char>('a' + n % 26);
    r.outcome.kind.clear();
    r.outcome.problem = "a problem of its own kind: " + name;
    report_.results.push_back(r);
  }
  const std::string html = HtmlText(report_);
  const size_t drawn = Count(html, "<section class=\"failure\"");
  EXPECT_GE(drawn, 200u);
  EXPECT_LE(drawn, 210u);  // the 200 kinds, and the hand-made run's own
  EXPECT_NE(html.find(" of this kind, not drawn"), std::string::npos);
  EXPECT_NE(html.find("a problem of its own kind: lmb"), std::string::npos) << "a kind past 200 is listed";
}

// ---------------------------------------------------------------- files

TEST_F(ReportTest, WritersWriteTheirTextToFiles) {
  const std::string dir = ::testing::TempDir();
  const auto read = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  };
  ASSERT_TRUE(WriteJsonReport(report_, dir + "/report.json").ok());
  EXPECT_EQ(read(dir + "/report.json"), JsonReportText(report_));
  ASSERT_TRUE(WriteJUnit(report_, dir + "/report.xml").ok());
  EXPECT_EQ(read(dir + "/report.xml"), JUnitText(report_));
  ASSERT_TRUE(WriteHtml(report_, dir + "/report.html").ok());
  EXPECT_EQ(read(dir + "/report.html"), HtmlText(report_));

  const Status error = WriteJsonReport(report_, dir + "/no/such/dir/report.json");
  EXPECT_FALSE(error.ok());
  EXPECT_NE(error.message().find("cannot write " + dir + "/no/such/dir/report.json: "), std::string::npos)
      << error.message();
}

}  // namespace
}  // namespace slugspec::conformance
