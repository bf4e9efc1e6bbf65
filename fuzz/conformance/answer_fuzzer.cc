// A testee's answer as the runner judges and reports it (spec/conformance.md
// §3, §5, §8): the bytes are a Response payload (either framing) or a
// one-shot testee's output and exit status, for one of a few cases of each
// format;
// the answer is judged, and the terminal summary, JSON, JUnit and HTML
// reports are written from it. Testee text reaches every one of them, so:
//   1. nothing crashes, whatever the bytes;
//   2. a failing case always says why, and a runtime error never passes;
//   3. an answer is never judged both passed and failed at one level.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>

#include "conformance/protocol/framing.h"
#include "conformance/report/run_report.h"
#include "conformance/runner/judge.h"
#include "conformance/runner/one_shot.h"
#include "fuzz/conformance/fuzz_cases.h"

namespace {

using namespace slugspec;
using namespace slugspec::conformance;

void Report(const Case& c, const Outcome& o) {
  RunReport report;
  report.info.testee_command = "fuzz";
  report.info.hello.set_name(o.received.runtime_error());  // testee-chosen text in the header too
  report.results.push_back({&c, o});
  Certificate cert;
  cert.format = c.format;
  cert.version = "v1";
  cert.role = "decoder (strict)";
  cert.required_cases = 1;
  cert.required_passed = o.required == Verdict::kPass;
  report.certificates.push_back(cert);
  std::ostringstream out;
  PrintSummary(report, 5, true, out);
  // Written where nothing is kept: what is fuzzed is the writing.
  (void)WriteJsonReport(report, "/dev/null");
  (void)WriteJUnit(report, "/dev/null");
  (void)WriteHtml(report, "/dev/null");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const uint8_t selector = data[0];
  const std::string_view rest = input.substr(1);
  const Case& c = fuzz_cases::Cases()[selector % fuzz_cases::Cases().size()];
  Outcome o;
  if (selector & 0x80) {
    // One-shot: exit status 0, 1 or another, then the output.
    Response r;
    const int status = (selector >> 3) % 3 == 2 ? 3 : (selector >> 3) % 3;
    const slugspec::Status parsed = ParseOneShotAnswer(c, status, rest, &r);
    o = parsed.ok() ? Judge(c, r) : RuntimeFailure(c, parsed.message());
  } else {
    const Framing framing = selector & 0x40 ? BINARY : JSON_LINES;
    Response r;
    if (!DecodePayload(rest, framing, &r).ok()) return 0;
    o = Judge(c, r);
  }
  fuzz_cases::CheckOutcome(input, o);
  Report(c, o);
  return 0;
}
