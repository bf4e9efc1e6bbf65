// The HTML report: one self-contained page (inline CSS, no scripts) with the
// run's facts, certificates and summary, then each unexpected failure with
// the expected result drawn beside the received one. Boards are drawn by the
// format's RenderSvg when it has one, else as its text rendering. Everything
// from the testee or the corpus goes through MarkupText or VisibleBytes;
// only the reference's own SVG is inlined as it is.
#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/escape.h"
#include "conformance/report/case_text.h"
#include "conformance/report/output_file.h"
#include "conformance/report/run_report.h"
#include "conformance/report/spec_release.h"
#include "conformance/report/text_diff.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

// Failures drawn in full: the first of each kind, for the first
// kMaxKindsDrawn kinds, and at most kMaxDrawn in all otherwise. (A testee
// whose every failure is a kind of its own, as one answering garbage,
// would else draw thousands of boards.)
constexpr size_t kMaxDrawnPerKind = 3;
constexpr size_t kMaxDrawn = 100;
constexpr size_t kMaxKindsDrawn = 200;
// Failures listed in one line each, beyond those drawn: every one of a
// run up to this many (the JSON report lists them all).
constexpr size_t kMaxListed = 5000;
// Differences named under a failing case's boards.
constexpr size_t kMaxDifferences = 40;
// (kMaxPictureBytes: run_report.h.) Past this size of all pictures, the
// text rendering is shown instead, so the page stays openable.
constexpr size_t kMaxAllPicturesBytes = size_t{48} << 20;

constexpr std::string_view kStyle = R"(
body { font-family: sans-serif; margin: 2em; color: #222; max-width: 80em; overflow-wrap: anywhere; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
pre { background: #f6f6f6; padding: 0.5em; white-space: pre-wrap; }
pre.board { white-space: pre; overflow-x: auto; max-width: 38em; }
svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; margin: 0.5em 0; max-width: 100%; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; overflow-wrap: anywhere; }
.verdict { font-size: 1.2em; font-weight: bold; padding: 0.6em 1em; border-radius: 0.3em; }
.verdict.pass { background: #dcf5dc; color: #176f2c; }
.verdict.fail { background: #fde2e2; color: #b00020; }
mark { background: #ffd54f; }
ul.kinds li { margin: 0.2em 0; }
details.more li { font-size: 0.9em; }
td.n { text-align: right; }
tr.total td { font-weight: bold; }
.bad { color: #b00020; }
.good { color: #176f2c; }
ul.certificates li { font-family: ui-monospace, monospace; font-size: 0.9em; }
section.failure { border-top: 1px solid #ccc; margin-top: 1.5em; }
.pair { display: flex; flex-wrap: wrap; gap: 2em; }
figure { margin: 0; }
figcaption { font-weight: bold; margin-bottom: 0.3em; }
.del { background: #fde2e2; }
.ins { background: #dcf5dc; }
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
    // The report draws what testees answered: whatever escapes a drawing's
    // own defences (reference/common/escape.h, VersionLabel) still runs no
    // script and loads nothing; inline styles and SVG are all it uses.
    out_ +=
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
        "img-src data:\"/>\n<title>" +
        title + "</title>\n<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n";
    out_ += "<h1>" + title + "</h1>\n";
    const RunVerdict verdict = JudgeRun(report_);
    out_ += "<p class=\"verdict " + std::string(verdict.pass ? "pass" : "fail") + "\">" + Text(verdict.line) + "</p>\n";
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
        {"spec release", kSpecRelease},
        {"corpus sha256", Code(info.corpus_sha256)},
        {"seed", std::to_string(info.seed)},
        {"cases", WithThousands(static_cast<int64_t>(report_.results.size()))},
        {"filter", info.filter.empty() ? "none" : CommandCode(info.filter)},
        {"shard", info.shard.empty() ? "none" : Text(info.shard)},
        {"started", info.started_at.empty() ? "unknown" : Text(info.started_at)},
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
    out_ += "<ul class=\"certificates\">\n";
    for (const Certificate& c : report_.certificates) {
      const char* cls = c.certified() ? "good" : c.failed() ? "bad" : "plain";
      out_ += "<li class=\"" + std::string(cls) + "\">" + Text(CertificateLine(c, report_.info)) + "</li>\n";
    }
    out_ += "</ul>\n";
  }

  void Summary() {
    out_ +=
        "<h2>Summary</h2>\n<table class=\"summary\">\n<tr><th>format</th><th>version</th><th>check</th>"
        "<th>passed</th><th>failed</th><th>of which REQUIRED</th><th>skipped</th><th>expected failures</th></tr>\n";
    std::vector<SummaryRow> rows = Summarise(report_);
    rows.push_back(Totals(report_));
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
    if (CasesCountForSeveralVersions(report_)) out_ += "<p class=\"note\">" + Text(kSeveralVersionsNote) + "</p>\n";
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

  // The text rendering of `model` with each character that differs from
  // `other`'s rendering at the same line and column marked.
  std::string MarkedBoard(const Format& format, const Message& model, const Message& other) {
    const std::string mine = format.Render(model, false), theirs = format.Render(other, false);
    std::vector<std::string_view> other_lines;
    for (size_t at = 0; at <= theirs.size();) {
      const size_t end = std::min(theirs.find('\n', at), theirs.size());
      other_lines.push_back(std::string_view(theirs).substr(at, end - at));
      at = end + 1;
    }
    std::string html = "<pre class=\"board\">";
    size_t line = 0, column = 0;
    for (char ch : mine) {
      if (ch == '\n') {
        html += '\n';
        ++line;
        column = 0;
        continue;
      }
      const bool same =
          line < other_lines.size() && column < other_lines[line].size() && other_lines[line][column] == ch;
      const std::string text = MarkupText(std::string_view(&ch, 1), true);
      html += same ? text : "<mark>" + text + "</mark>";
      ++column;
    }
    return html + "</pre>";
  }

  // Both sides of a case that decoded or encoded to a game: each drawn, and
  // as text with the characters that differ marked.
  std::string Compared(const Message& model, const Message* other) {
    std::string html = Picture(model);
    const Format* format = FormatOfModel(model);
    if (other == nullptr || format == nullptr || FormatOfModel(*other) != format) return html;
    if (format->RenderSvg(model).empty()) return MarkedBoard(*format, model, *other);  // the picture is the text
    return html + "<details><summary>as text, differences marked</summary>" + MarkedBoard(*format, model, *other) +
           "</details>";
  }

  std::string Paragraphs(const std::vector<std::string>& lines) {
    std::string html;
    for (const std::string& line : lines) html += "<p>" + XmlEscape(line, false) + "</p>";
    return html;
  }

  std::string ExpectedSide(const Case& c, const Message* received) {
    const Expectation& e = c.expected;
    if (!e.accept) return Paragraphs(ExpectedLines(c));
    std::string html;
    if (!IsDecodeCheck(c.check) && !e.canonical.empty()) html += "<p>canonical slug: " + Code(e.canonical) + "</p>";
    if (e.model != nullptr) html += Compared(*e.model, received);
    return html.empty() ? "<p>accepted</p>" : html;
  }

  std::string ReceivedSide(const Case& c, const Outcome& o, const SlugReading* reading) {
    const Response& r = o.received;
    const Message* expected = c.expected.accept ? c.expected.model.get() : nullptr;
    if (const Message* model = DecodedModel(r)) return Compared(*model, expected);
    if (!r.has_slug()) return Paragraphs(ReceivedLines(c, o));
    std::string html = "<p>slug: " + Code(r.slug()) + "</p>";
    if (reading == nullptr) return html;
    if (!reading->strict.ok()) {
      html += "<p class=\"bad\">The reference rejects it (strict): " + Text(CodeAndStage(reading->strict.code())) +
              " at offset " + std::to_string(reading->strict.offset()) + ": " + Text(reading->strict.message()) +
              "</p>";
      if (reading->model != nullptr) html += "<p>Read leniently, it means:</p>";
    }
    if (reading->model != nullptr) html += Compared(*reading->model, expected);
    return html;
  }

  // What differs between the expected game and the received one, named by
  // the format: also what the board cannot show (a cell past the grid).
  std::string Differences(const Case& c, const Message* received) {
    const Message* expected = c.expected.model.get();
    if (!c.expected.accept || expected == nullptr || received == nullptr) return {};
    const Format* format = FormatOfModel(*expected);
    if (format == nullptr || format->SameGame(*expected, *received)) return {};
    std::string html = "<p>What differs (received against expected):</p>\n<ul>\n";
    for (const std::string& line : format->Differences(*expected, *received, kMaxDifferences)) {
      html += "<li>" + Text(line) + "</li>\n";
    }
    return html + "</ul>\n";
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

  // Requirement ids, each linked to the section of the spec that states it
  // when the run knows where the spec is.
  std::string Requirements(const std::vector<std::string>& ids) {
    std::string html;
    for (const std::string& id : ids) {
      if (!html.empty()) html += ", ";
      const std::string href = RequirementUrl(report_, id);
      if (href.empty()) {
        html += Code(id);
        continue;
      }
      const corpus::RequirementPlace& place = report_.requirement_places.at(id);
      html += "<a href=\"" + XmlEscape(href, true) + "\" title=\"" +
              XmlEscape(place.document + ".md, " + place.section, true) + "\">" + Code(id) + "</a>";
    }
    return html;
  }

  void Failure(const CaseResult& r) {
    const Case& c = *r.test;
    const Outcome& o = r.outcome;
    out_ += "<section class=\"failure\" id=\"failure-" + std::to_string(++sections_) + "\">\n";
    out_ += "<h4>" + Code(c.id) + " <span class=\"bad\">" + std::string(FailedLevel(o)) + " failed</span></h4>\n";
    out_ += "<p>" + Text(o.problem) + "</p>\n";
    if (!c.note.empty()) out_ += "<p class=\"note\">" + Text(c.note) + "</p>\n";
    out_ += std::string(IsDecodeCheck(c.check) ? "<p>input: " : "<p>model: ") + "<code>" +
            XmlEscape(ShownInput(c.input), false) + "</code></p>\n";
    if (!c.requirements.empty()) out_ += "<p>requires: " + Requirements(c.requirements) + "</p>\n";
    // The game the testee's answer means: its decoded model, or what its
    // slug opens as in the reference.
    const Format* format = FindFormat(c.format);
    std::unique_ptr<SlugReading> reading;
    if (o.received.has_slug() && format != nullptr)
      reading = std::make_unique<SlugReading>(ReadSlug(*format, o.received.slug()));
    const Message* received = DecodedModel(o.received);
    if (received == nullptr && reading != nullptr) received = reading->model.get();
    // In two statements: pictures are numbered as they are drawn.
    const std::string expected_html = ExpectedSide(c, received);
    const std::string received_html = ReceivedSide(c, o, reading.get());
    out_ += "<div class=\"pair\">\n<figure><figcaption>expected</figcaption>" + expected_html +
            "</figure>\n<figure><figcaption>received</figcaption>" + received_html + "</figure>\n</div>\n";
    out_ += Differences(c, received);
    out_ += "<p>Expected (-) against received (+):</p>\n" + Diff(c, o);
    if (!o.stderr_tail.empty() && !StderrAttributed(o)) {
      out_ += "<p class=\"note\">" + Text(StderrHeading(o)) + "</p>\n";
    } else if (!o.stderr_tail.empty()) {
      out_ += "<details><summary>" + Text(StderrHeading(o)) + "</summary><pre>" + MarkupText(o.stderr_tail, true) +
              "</pre></details>\n";
    }
    out_ += "<p>rerun: " + CommandCode(RerunCommand(report_, c.id)) + "</p>\n</section>\n";
  }

  // Failures grouped by kind (FailureKind), REQUIRED kinds first: a list of
  // the kinds with their counts, then each kind with its first cases drawn
  // in full and every other one listed with its problem, folded.
  void Failures() {
    const std::vector<const CaseResult*> failures = UnexpectedFailures(report_.results);
    out_ += "<h2>Unexpected failures</h2>\n";
    if (failures.empty()) {
      out_ += "<p class=\"good\">None.</p>\n";
      return;
    }
    const std::vector<std::vector<const CaseResult*>> kinds = GroupByKind(failures);
    out_ += "<p>" + WithThousands(static_cast<int64_t>(failures.size())) + " unexpected failures of " +
            WithThousands(static_cast<int64_t>(kinds.size())) +
            " kinds, REQUIRED ones first. Each kind shows its first cases in full; the others are listed under "
            "it. Boards: expected beside received, the characters that differ <mark>marked</mark>; in the "
            "difference, <span class=\"del\">- expected</span> and <span class=\"ins\">+ received</span>.</p>\n";
    out_ += "<ul class=\"kinds\">\n";
    for (size_t k = 0; k < kinds.size(); ++k) {
      out_ += "<li><a href=\"#kind-" + std::to_string(k + 1) + "\">" + Text(FailureKind(*kinds[k].front())) +
              "</a>: " + WithThousands(static_cast<int64_t>(kinds[k].size())) + "</li>\n";
    }
    out_ += "</ul>\n";
    size_t drawn = 0, listed = 0;
    for (size_t k = 0; k < kinds.size(); ++k) {
      const std::vector<const CaseResult*>& group = kinds[k];
      out_ += "<h3 id=\"kind-" + std::to_string(k + 1) + "\">" + std::to_string(k + 1) + ". " +
              Text(FailureKind(*group.front())) + " (" + WithThousands(static_cast<int64_t>(group.size())) + ")</h3>\n";
      size_t i = 0;
      for (; i < group.size() && i < kMaxDrawnPerKind && ((i == 0 && k < kMaxKindsDrawn) || drawn < kMaxDrawn);
           ++i, ++drawn) {
        Failure(*group[i]);
      }
      if (i == group.size()) continue;
      out_ += "<details class=\"more\"><summary>" + WithThousands(static_cast<int64_t>(group.size() - i)) +
              (i == 0 ? " of this kind, not drawn" : " more of this kind") + "</summary>\n<ul>\n";
      for (; i < group.size() && listed < kMaxListed; ++i, ++listed) {
        const CaseResult& r = *group[i];
        out_ += "<li>" + Code(r.test->id) + ": " + Text(r.outcome.problem) + "</li>\n";
      }
      if (i < group.size()) {
        out_ += "<li>... and " + WithThousands(static_cast<int64_t>(group.size() - i)) + " more, " +
                Text(WhereTheRestIsListed(report_.info)) + ".</li>\n";
      }
      out_ += "</ul>\n</details>\n";
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
  size_t sections_ = 0;
  size_t picture_bytes_ = 0;
};

}  // namespace

std::string HtmlText(const RunReport& report) { return Page(report).Build(); }

Status WriteHtml(const RunReport& report, const std::string& path) { return WriteTextFile(path, HtmlText(report)); }

}  // namespace slugspec::conformance
