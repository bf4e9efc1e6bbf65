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
        return ::testing::AssertionFailure() << "</" << tag.substr(1) << "> does not close <"
                                             << (open.empty() ? "" : open.back()) << ">";
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
  EXPECT_NE(xml.find("<testsuites name=\"slugspec-conformance sudoku-player.js\" tests=\"7\" failures=\"4\" "
                     "errors=\"0\" skipped=\"2\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testsuite name=\"pentomino.v3.1.decode.strict\" tests=\"1\" failures=\"1\""),
            std::string::npos);
  EXPECT_NE(xml.find("<testcase name=\"decode.strict/pentomino/v3/valid/surface/r\" "
                     "classname=\"pentomino.v3.1.decode.strict\""),
            std::string::npos);
  EXPECT_EQ(Count(xml, "<failure "), 4u);
  EXPECT_NE(xml.find("message=\"rejected with BAD_BASE64 (syntax) &lt;the spec says TRUNCATED (syntax)&gt;\" "
                     "type=\"RECOMMENDED\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<skipped message=\"expected failure: rejected a slug the profile accepts\"/>"),
            std::string::npos);
  EXPECT_NE(xml.find("<skipped message=\"skipped: encoding is not implemented\"/>"), std::string::npos);
  EXPECT_NE(xml.find("<system-err>loading\nSegmentation fault\\x01\\x1B[31m\\r\nat frame \\xFF\n</system-err>"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("\n-   {\"letter\":\"X\",\"x\":2,\"y\":2"), std::string::npos) << xml;
  EXPECT_NE(xml.find("\n+   {\"letter\":\"X\",\"x\":2,\"y\":3"), std::string::npos) << xml;
}

// ---------------------------------------------------------------- HTML

TEST_F(ReportTest, HtmlDrawsBoardsAndEscapesEverything) {
  const std::string html = HtmlText(report_);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_TRUE(WellFormedXml(html.substr(html.find("<html")))) << "every tag closed";
  EXPECT_FALSE(HasRawControlBytes(html));
  EXPECT_EQ(html.find("<script"), std::string::npos);
  // The pentomino failures: expected and received boards as inline SVG,
  // each picture with ids of its own.
  EXPECT_EQ(Count(html, "<svg "), 4u);
  EXPECT_EQ(Count(html, "id=\"hatch\""), 0u);
  EXPECT_EQ(Count(html, "id=\"hatch-p1\""), 1u);
  EXPECT_EQ(Count(html, "id=\"hatch-p4\""), 1u);
  // Sudoku draws no SVG: its text rendering stands in.
  EXPECT_NE(html.find("<pre class=\"board\">. . 3 | . . . | . 2 1\n"), std::string::npos) << html;
  EXPECT_NE(html.find("<p>runtime error: exited with status 139</p>"), std::string::npos);
  // Untrusted text escaped.
  EXPECT_NE(html.find("rejected with BAD_BASE64 (syntax) &lt;the spec says TRUNCATED (syntax)&gt;"),
            std::string::npos);
  EXPECT_EQ(html.find("<the spec says"), std::string::npos);
  EXPECT_NE(html.find("offset 6: bad &lt;base64&gt;"), std::string::npos);
  EXPECT_NE(html.find("Segmentation fault\\x01\\x1B[31m\\r"), std::string::npos);
  EXPECT_NE(html.find("<code>UyF2MQRh\\r\\n\\x01</code>"), std::string::npos);
  EXPECT_NE(html.find("<p class=\"note\">plus-as-space damage of &lt;sudoku/seed/example&gt;</p>"),
            std::string::npos);
  // The header and the certificates.
  EXPECT_NE(html.find("<h1>Conformance of sudoku-player.js 1.2.0</h1>"), std::string::npos);
  EXPECT_NE(html.find(Sha256Hex("the corpus")), std::string::npos);
  EXPECT_NE(html.find("<li class=\"good\">CERTIFIED sudoku v1 decoder (strict)"), std::string::npos);
  EXPECT_NE(html.find("<tr class=\"total\"><td>total</td>"), std::string::npos);
  // Encodes show the slugs beside the pictures.
  EXPECT_NE(html.find("<p>canonical slug: <code>R66I300X022R55</code></p>"), std::string::npos);
  EXPECT_NE(html.find("<p>slug: <code>R66I300X023R55</code></p>"), std::string::npos);
}

TEST_F(ReportTest, HtmlShowsWhatTheReferenceMakesOfAnUnreadableSlug) {
  report_.results[2].outcome.received.set_slug("R66I300X0");
  const std::string html = HtmlText(report_);
  EXPECT_NE(html.find("The reference rejects it (strict): TRUNCATED (syntax)"), std::string::npos) << html;
}

// A testee may answer with anything: a huge board, thousands of pieces, the
// other format's model. The reports stay bounded and draw only what the
// formats can take.
TEST_F(ReportTest, HostileAnswersStayBounded) {
  pentomino::Board* huge = report_.results[1].outcome.received.mutable_decoded()->mutable_pentomino();
  huge->set_height(255);
  huge->set_width(255);
  for (int i = 0; i < 5000; ++i) {
    pentomino::Piece* p = huge->add_pieces();
    p->set_letter("X");
    p->set_x(static_cast<uint32_t>(i % 250));
    p->set_y(static_cast<uint32_t>(i / 250 * 12));
  }
  // A pentomino board where a sudoku puzzle belongs.
  *report_.results[4].outcome.received.mutable_decoded()->mutable_pentomino() = *huge;

  std::ostringstream summary;
  PrintSummary(report_, 10, false, summary);
  EXPECT_LT(Count(summary.str(), "\n"), 250u) << summary.str();
  EXPECT_NE(summary.str().find("more changed lines"), std::string::npos);

  const std::string html = HtmlText(report_);
  EXPECT_LT(html.size(), size_t{4} << 20);
  EXPECT_NE(html.find("bytes of picture left out"), std::string::npos);
  EXPECT_TRUE(WellFormedXml(html.substr(html.find("<html"))));

  const std::string xml = JUnitText(report_);
  EXPECT_TRUE(WellFormedXml(xml));
  EXPECT_LT(xml.size(), size_t{1} << 20);
}

// ---------------------------------------------------------------- files

TEST_F(ReportTest, WritersWriteTheirTextToFiles) {
  const std::string dir = ::testing::TempDir();
  std::string error;
  const auto read = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  };
  ASSERT_TRUE(WriteJsonReport(report_, dir + "/report.json", &error)) << error;
  EXPECT_EQ(read(dir + "/report.json"), JsonReportText(report_));
  ASSERT_TRUE(WriteJUnit(report_, dir + "/report.xml", &error)) << error;
  EXPECT_EQ(read(dir + "/report.xml"), JUnitText(report_));
  ASSERT_TRUE(WriteHtml(report_, dir + "/report.html", &error)) << error;
  EXPECT_EQ(read(dir + "/report.html"), HtmlText(report_));

  EXPECT_FALSE(WriteJsonReport(report_, dir + "/no/such/dir/report.json", &error));
  EXPECT_NE(error.find("cannot write " + dir + "/no/such/dir/report.json: "), std::string::npos) << error;
}

}  // namespace
}  // namespace slugspec::conformance
