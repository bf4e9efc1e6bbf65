// The HTML report: one self-contained page (inline CSS, no scripts) with the
// run's facts, certificates and summary, then each unexpected failure with
// the expected result drawn beside the received one. Boards are drawn by the
// format's RenderSvg when it has one, else as its text rendering. Everything
// from the testee or the corpus goes through MarkupText or VisibleBytes;
// only the reference's own SVG is inlined as it is.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/report/case_text.h"
#include "conformance/report/escape.h"
#include "conformance/report/output_file.h"
#include "conformance/report/run_report.h"
#include "conformance/report/text_diff.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

constexpr size_t kMaxFailuresShown = 200;
// A testee can answer with boards of 255 x 255 cells (the most Paint
// draws), megabytes of SVG each; past these sizes the text rendering is
// shown instead, so the page stays openable.
constexpr size_t kMaxPictureBytes = size_t{1} << 20;
constexpr size_t kMaxAllPicturesBytes = size_t{48} << 20;

constexpr std::string_view kStyle = R"(
body { font-family: sans-serif; margin: 2em; color: #222; max-width: 80em; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f6f6f6; padding: 0.5em; overflow-x: auto; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; }
td.n { text-align: right; }
tr.total td { font-weight: bold; }
.bad { color: #b00020; }
.good { color: #176f2c; }
li.good, li.bad { font-family: ui-monospace, monospace; }
section.failure { border-top: 1px solid #ccc; margin-top: 1.5em; }
.pair { display: flex; flex-wrap: wrap; gap: 2em; }
figure { margin: 0; }
figcaption { font-weight: bold; margin-bottom: 0.3em; }
pre.diff .del { background: #fde2e2; }
pre.diff .ins { background: #dcf5dc; }
pre.diff .note, p.note { color: #777; }
)";

// The string in attributes and text, escaped.
std::string Text(std::string_view untrusted) { return MarkupText(untrusted, false); }
// Slugs and case ids: every byte matters.
std::string Code(std::string_view slug) { return "<code>" + XmlEscape(VisibleBytes(slug), false) + "</code>"; }
// Commands and paths: people copy them, so backslashes stay single.
std::string CommandCode(std::string_view command) { return "<code>" + Text(command) + "</code>"; }

// Inlined pictures share the page's id space: each one's ids get a suffix,
// and so do the references to them, so one picture's pattern cannot paint
// another's cells.
std::string UniqueIds(std::string svg, std::string_view suffix) {
  if (svg.rfind("<?xml", 0) == 0) svg.erase(0, svg.find("?>") + 2);  // a prolog is not allowed inline
  std::vector<std::string> ids;
  for (size_t at = svg.find(" id=\""); at != std::string::npos; at = svg.find(" id=\"", at + 1)) {
    const size_t start = at + 5;
    const size_t end = svg.find('"', start);
    if (end == std::string::npos) break;
    ids.push_back(svg.substr(start, end - start));
  }
  for (const std::string& id : ids) {
    for (const std::string& form : {"id=\"" + id + "\"", "url(#" + id + ")", "\"#" + id + "\""}) {
      const std::string renamed = form.substr(0, form.size() - 1) + "-" + std::string(suffix) + form.back();
      for (size_t at = svg.find(form); at != std::string::npos; at = svg.find(form, at + renamed.size())) {
        svg.replace(at, form.size(), renamed);
      }
    }
  }
  return svg;
}

class Page {
 public:
  explicit Page(const RunReport& report) : report_(report) {}

  std::string Build() {
    const RunInfo& info = report_.info;
    const std::string title = "Conformance of " + Text(info.hello.name()) + " " + Text(info.hello.version());
    out_ += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>" + title +
            "</title>\n<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n";
    out_ += "<h1>" + title + "</h1>\n";
    Facts();
    Certificates();
    Summary();
    Failures();
    ExpectedFailures();
    Requirements();
    out_ += "<footer><p>Written by " + std::string(kRunnerName) + " " + kRunnerVersion + ".</p></footer>\n";
    out_ += "</body>\n</html>\n";
    return std::move(out_);
  }

 private:
  void Facts() {
    const RunInfo& info = report_.info;
    const std::vector<std::pair<std::string_view, std::string>> rows = {
        {"testee", Text(info.hello.name() + " " + info.hello.version()) + " (" + Text(info.mode) + ")"},
        {"command", CommandCode(info.testee_command)},
        {"runner", std::string(kRunnerName) + " " + kRunnerVersion},
        {"corpus sha256", Code(info.corpus_sha256)},
        {"seed", std::to_string(info.seed)},
        {"cases", WithThousands(static_cast<int64_t>(report_.results.size()))},
        {"filter", info.filter.empty() ? "none" : CommandCode(info.filter)},
        {"shard", info.shard.empty() ? "none" : Text(info.shard)},
        {"time", Fixed(info.seconds, 1) + " s"},
        {"testee restarts", std::to_string(info.restarts)},
    };
    out_ += "<table class=\"facts\">\n";
    for (const auto& [name, value] : rows) {
      out_ += "<tr><th>" + std::string(name) + "</th><td>" + value + "</td></tr>\n";
    }
    out_ += "</table>\n";
  }

  void Certificates() {
    out_ += "<h2>Certificates</h2>\n";
    if (report_.certificates.empty()) {
      out_ += "<p>None: no declared capability had cases.</p>\n";
      return;
    }
    out_ += "<ul>\n";
    for (const Certificate& c : report_.certificates) {
      out_ += "<li class=\"" + std::string(c.certified() ? "good" : "bad") + "\">" +
              Text(CertificateLine(c, report_.info)) + "</li>\n";
    }
    out_ += "</ul>\n";
  }

  void Summary() {
    out_ += "<h2>Summary</h2>\n<table class=\"summary\">\n<tr><th>format</th><th>version</th><th>check</th>"
            "<th>passed</th><th>failed</th><th>of which REQUIRED</th><th>skipped</th><th>expected failures</th></tr>\n";
    std::vector<SummaryRow> rows = Summarise(report_);
    const SummaryRow total = Totals(rows);
    rows.push_back(total);
    for (size_t i = 0; i < rows.size(); ++i) {
      const SummaryRow& r = rows[i];
      const auto number = [](int n, bool bad_if_positive) {
        return std::string("<td class=\"n") + (bad_if_positive && n > 0 ? " bad" : "") + "\">" + WithThousands(n) +
               "</td>";
      };
      out_ += i + 1 == rows.size() ? "<tr class=\"total\">" : "<tr>";
      out_ += "<td>" + Text(r.format) + "</td><td>" + Text(r.version) + "</td><td>" + Text(r.check) + "</td>" +
              number(r.passed, false) + number(r.failed, true) + number(r.required_failed, true) +
              number(r.skipped, false) + number(r.expected_failures, false) + "</tr>\n";
    }
    out_ += "</table>\n";
  }

  // A board: the format's SVG when it draws one and it is not too large,
  // else its text rendering.
  std::string Picture(const Message& model) {
    const Format* format = FormatOfModel(model);
    if (format == nullptr) {
      std::string lines;
      for (const std::string& line : ModelLines(model)) lines += line + "\n";
      return "<pre>" + XmlEscape(lines, false) + "</pre>";
    }
    std::string note;
    const std::string svg = format->RenderSvg(model);
    if (!svg.empty()) {
      if (svg.size() <= kMaxPictureBytes && picture_bytes_ + svg.size() <= kMaxAllPicturesBytes) {
        picture_bytes_ += svg.size();
        return UniqueIds(svg, "p" + std::to_string(++pictures_));
      }
      note = "<p>(" + WithThousands(static_cast<int64_t>(svg.size())) + " bytes of picture left out)</p>";
    }
    return note + "<pre class=\"board\">" + MarkupText(format->Render(model, false), true) + "</pre>";
  }

  std::string Paragraphs(const std::vector<std::string>& lines) {
    std::string html;
    for (const std::string& line : lines) html += "<p>" + XmlEscape(line, false) + "</p>";
    return html;
  }

  std::string ExpectedSide(const Case& c) {
    const Expectation& e = c.expected;
    if (!e.accept) return Paragraphs(ExpectedLines(c));
    std::string html;
    if (!IsDecodeCheck(c.check) && !e.canonical.empty()) html += "<p>canonical slug: " + Code(e.canonical) + "</p>";
    if (e.model != nullptr) html += Picture(*e.model);
    return html.empty() ? "<p>accepted</p>" : html;
  }

  std::string ReceivedSide(const Case& c, const Outcome& o) {
    const Response& r = o.received;
    if (const Message* model = DecodedModel(r)) return Picture(*model);
    if (!r.has_slug()) return Paragraphs(ReceivedLines(c, o));
    std::string html = "<p>slug: " + Code(r.slug()) + "</p>";
    const Format* format = FindFormat(c.format);
    if (format == nullptr) return html;
    const SlugReading reading = ReadSlug(*format, r.slug());
    if (!reading.strict.ok()) {
      html += "<p class=\"bad\">The reference rejects it (strict): " + Text(CodeAndStage(reading.strict.code())) +
              " at offset " + std::to_string(reading.strict.offset()) + ": " + Text(reading.strict.message()) + "</p>";
      if (reading.model != nullptr) html += "<p>Read leniently, it means:</p>";
    }
    if (reading.model != nullptr) html += Picture(*reading.model);
    return html;
  }

  std::string Diff(const Case& c, const Outcome& o) {
    std::string html = "<pre class=\"diff\">";
    for (const DiffLine& line : CaseDifference(c, o, 200)) {
      const std::string text = XmlEscape(std::string(1, line.op == '~' ? ' ' : line.op) + " " + line.text, false);
      const char* cls = line.op == '-' ? "del" : line.op == '+' ? "ins" : line.op == '~' ? "note" : nullptr;
      html += cls == nullptr ? text + "\n" : "<span class=\"" + std::string(cls) + "\">" + text + "</span>\n";
    }
    return html + "</pre>\n";
  }

  void Failure(size_t number, const CaseResult& r) {
    const Case& c = *r.test;
    const Outcome& o = r.outcome;
    out_ += "<section class=\"failure\" id=\"failure-" + std::to_string(number) + "\">\n";
    out_ += "<h3>" + std::to_string(number) + ". " + Code(c.id) + " <span class=\"bad\">" +
            std::string(FailedLevel(o)) + " failed</span></h3>\n";
    out_ += "<p>" + Text(o.problem) + "</p>\n";
    if (!c.note.empty()) out_ += "<p class=\"note\">" + Text(c.note) + "</p>\n";
    out_ += std::string(IsDecodeCheck(c.check) ? "<p>input: " : "<p>model: ") + Code(c.input) + "</p>\n";
    // In two statements: pictures are numbered as they are drawn.
    const std::string expected = ExpectedSide(c);
    const std::string received = ReceivedSide(c, o);
    out_ += "<div class=\"pair\">\n<figure><figcaption>expected</figcaption>" + expected +
            "</figure>\n<figure><figcaption>received</figcaption>" + received + "</figure>\n</div>\n";
    out_ += "<p>Expected (-) against received (+):</p>\n" + Diff(c, o);
    if (!o.stderr_tail.empty()) {
      out_ += "<details><summary>standard error, last lines</summary><pre>" + MarkupText(o.stderr_tail, true) +
              "</pre></details>\n";
    }
    out_ += "<p>rerun: " + CommandCode(RerunCommand(report_, c.id)) + "</p>\n</section>\n";
  }

  void Failures() {
    const std::vector<const CaseResult*> failures = UnexpectedFailures(report_.results);
    out_ += "<h2>Unexpected failures</h2>\n";
    if (failures.empty()) {
      out_ += "<p class=\"good\">None.</p>\n";
      return;
    }
    const size_t shown = std::min(failures.size(), kMaxFailuresShown);
    out_ += "<p>" + WithThousands(static_cast<int64_t>(failures.size())) +
            " unexpected failures, REQUIRED ones first.</p>\n";
    for (size_t i = 0; i < shown; ++i) Failure(i + 1, *failures[i]);
    if (shown < failures.size()) {
      out_ += "<p>... and " + WithThousands(static_cast<int64_t>(failures.size() - shown)) +
              " more, listed in the JSON report.</p>\n";
    }
  }

  void ExpectedFailures() {
    const ExpectedFailureCheck& check = report_.expected_failures;
    if (check.file.empty()) return;
    out_ += "<h2>Expected failures</h2>\n<p>List: " + Code(check.file) + "</p>\n";
    if (check.ok()) {
      out_ += "<p class=\"good\">Every listed case still fails.</p>\n";
      return;
    }
    out_ += "<ul>\n";
    for (const std::string& id : check.now_passing) out_ += "<li class=\"bad\">now passes: " + Code(id) + "</li>\n";
    for (const std::string& id : check.unknown) out_ += "<li class=\"bad\">no such case: " + Code(id) + "</li>\n";
    out_ += "</ul>\n";
    if (!check.update_command.empty()) {
      out_ += "<p>Update the list with " + CommandCode(check.update_command) + "</p>\n";
    }
  }

  void Requirements() {
    if (report_.requirements_total <= 0) return;
    const int64_t uncovered = static_cast<int64_t>(report_.uncovered_requirements.size());
    out_ += "<h2>Requirements</h2>\n<p>" + WithThousands(report_.requirements_total - uncovered) + " of " +
            WithThousands(report_.requirements_total) + " exercised.</p>\n";
    if (uncovered == 0) return;
    out_ += "<p>Not exercised:";
    for (const std::string& id : report_.uncovered_requirements) out_ += " " + Code(id);
    out_ += "</p>\n";
  }

  const RunReport& report_;
  std::string out_;
  size_t pictures_ = 0;
  size_t picture_bytes_ = 0;
};

}  // namespace

std::string HtmlText(const RunReport& report) { return Page(report).Build(); }

bool WriteHtml(const RunReport& report, const std::string& path, std::string* error) {
  return WriteTextFile(path, HtmlText(report), error);
}

}  // namespace slugspec::conformance
