// Certificate lines (spec/conformance.md §8). The form:
//
//   CERTIFIED sudoku v1 decoder (strict): REQUIRED 100% (2,400 cases),
//     RECOMMENDED 96.2% (2,310 of 2,400 cases) — slugspec-conformance 0.1.0,
//     corpus sha256:<64 hex digits>
//
// on one line, starting "NOT CERTIFIED " when some REQUIRED case failed,
// "INCOMPLETE " when none failed but the testee skipped some case of the
// role (a certificate covers the whole capability),
// "NO CASES " when none was judged (a filtered run, or a version whose slugs
// decode as another, as pentomino v1.1's do as v1.5): such a line certifies
// nothing and blames nothing; "PARTIAL " when none failed in a run that was
// not whole (filtered, sharded, fewer generated cases), whose selection it
// names; and "INSUFFICIENT CASES " when none failed but fewer than
// kMinAcceptingCases judged cases expected what the role produces (a game, a
// slug, a code), or one of the role's checks had fewer than
// kMinCasesPerCheck cases, which it names with their number. A level with no cases says "no cases". Percentages are
// floored to one decimal and the ".0" dropped, so 2,399 of 2,400 is 99.9%,
// never a rounded-up 100%: 100% means every case passed.
#include "common/escape.h"
#include "conformance/report/run_report.h"
#include "conformance/report/spec_release.h"

namespace slugspec::conformance {
namespace {

std::string Percent(int passed, int cases) {
  if (passed >= cases) return "100%";
  if (passed <= 0) return "0%";
  const int64_t tenths = int64_t{passed} * 1000 / cases;  // floor
  std::string text = std::to_string(tenths / 10);
  if (tenths % 10 != 0) text += "." + std::to_string(tenths % 10);
  return text + "%";
}

std::string Level(std::string_view name, int cases, int passed) {
  std::string text(name);
  if (cases <= 0) return text + " no cases";
  text += " " + Percent(passed, cases) + " (";
  if (passed < cases) text += WithThousands(passed) + " of ";
  return text + WithThousands(cases) + (cases == 1 ? " case)" : " cases)");
}

}  // namespace

std::string CertificateLine(const Certificate& c, const RunInfo& info) {
  return CertificateHead(c, info) + " \u2014 " + CertificateTail(info);
}

std::string CertificateTail(const RunInfo& info) {
  return "testee " + CertifiedTestee(info) + ", " + kRunnerName + " " + kRunnerVersion + ", spec " + kSpecRelease +
         ", corpus sha256:" + (info.corpus_sha256.empty() ? "unknown" : VisibleText(info.corpus_sha256, false));
}

std::string CertifiedTestee(const RunInfo& info) {
  // The Hello's words or the command are the testee's: untrusted, and cut.
  constexpr size_t kKeep = 200;
  auto cut = [](const std::string& text) {
    return VisibleText(text.size() > kKeep ? text.substr(0, kKeep) + "..." : text, false);
  };
  if (info.mode == "one-shot") return "`" + cut(info.testee_command) + "` (one-shot)";
  std::string name = info.hello.name().empty() ? "(no name)" : info.hello.name();
  if (!info.hello.version().empty()) name += " " + info.hello.version();
  return cut(name);
}

std::string_view Certificate::AcceptedOutcome() const {
  if (role == "encoder") return "slug";
  if (role == "level codes") return "code";
  return "game";
}

std::string CertificateStatus(const Certificate& c) {
  // A role whose cases the testee skipped is INCOMPLETE, also when it
  // skipped every one of them: that is the testee's doing, not the run's.
  return c.certified()                                  ? "CERTIFIED"
         : c.failed()                                   ? "NOT CERTIFIED"
         : c.required_cases == 0 && c.skipped_cases > 0 ? "INCOMPLETE"
         : c.required_cases == 0                        ? "NO CASES"
         : c.partial                                    ? "PARTIAL"
         : !c.complete()                                ? "INCOMPLETE"
                                                        : "INSUFFICIENT CASES";
}

std::string CertificateHead(const Certificate& c, const RunInfo& info) {
  std::string line = CertificateStatus(c) + " ";
  // Names come from the testee's Hello: untrusted.
  line += VisibleText(c.format, false) + " " + VisibleText(c.version, false) + " " + c.role + ": ";
  const auto cases = [](int n) { return WithThousands(n) + (n == 1 ? " case" : " cases"); };
  if (c.partial && !c.failed() && c.required_cases > 0 && info.interrupted_by != 0) {
    line += "from a run interrupted by " + SignalName(info.interrupted_by) + "; ";
  } else if (c.partial && !c.failed() && c.required_cases > 0) {
    line += "from the part of a run that " + VisibleText(info.partial_selection, false) + " selects; ";
  } else if (!c.failed() && !c.complete()) {
    line += "the testee skipped " + cases(c.skipped_cases) + "; ";
  } else if (!c.failed() && c.required_cases > 0 && c.accepting_cases < kMinAcceptingCases) {
    line += cases(c.accepting_cases) + " expected a " + std::string(c.AcceptedOutcome()) + ", at least " +
            std::to_string(kMinAcceptingCases) + " are needed; ";
  } else if (!c.failed() && c.required_cases > 0 && !c.sufficient()) {
    line += c.fewest_check + " had " + cases(c.fewest_cases) + ", at least " + std::to_string(kMinCasesPerCheck) +
            " are needed; ";
  }
  line += Level("REQUIRED", c.required_cases, c.required_passed) + ", ";
  line += Level("RECOMMENDED", c.recommended_cases, c.recommended_passed);
  if (c.version_unnamed_cases > 0) {
    line += "; versions not named (" + cases(c.version_unnamed_cases) + " judged on the game alone)";
  }
  if (c.link_cases > 0) {
    line += "; " + cases(c.link_cases) + " judged by the link the testee shows (a round trip)";
  }
  if (c.codeless_rejections > 0) {
    line += "; " + WithThousands(c.codeless_rejections) + (c.codeless_rejections == 1 ? " rejection" : " rejections") +
            " judged without codes (the testee gives none)";
  }
  if (c.unsendable_cases > 0) {
    line += "; " + cases(c.unsendable_cases) + " not sent (one-shot mode cannot pass a line break)";
  }
  return line;
}

std::string WhereTheRestIsListed(const RunInfo& info) {
  return info.json_report ? "listed in the JSON report" : "all listed in a JSON report (--json FILE)";
}

std::string SignalName(int signal) {
  switch (signal) {
    case 1:
      return "SIGHUP";
    case 2:
      return "SIGINT";
    case 15:
      return "SIGTERM";
    default:
      return "signal " + std::to_string(signal);
  }
}

}  // namespace slugspec::conformance
