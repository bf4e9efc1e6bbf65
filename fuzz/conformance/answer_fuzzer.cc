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
#include "fuzz/fuzz_check.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace {

using namespace slugspec;
using namespace slugspec::conformance;

// Expects the reference's decoding of `slug` in `profile`.
Case DecodeCase(const std::string& format_name, const std::string& slug, const std::string& profile) {
  const Format* format = FindFormat(format_name);
  Case c;
  c.id = "decode." + profile + "/fuzz/" + format_name;
  c.check = profile == "strict" ? Check::kDecodeStrict : Check::kDecodeLenient;
  c.format = format_name;
  c.profile = profile;
  c.input = slug;
  c.request.mutable_decode()->set_slug(slug);
  std::unique_ptr<google::protobuf::Message> model = format->NewModel();
  const Status s = format->Decode(slug, profile == "strict" ? Profile::kStrict : Profile::kLenient, model.get());
  c.expected.accept = s.ok();
  if (s.ok()) {
    c.expected.model = std::move(model);
  } else {
    c.expected.codes = {s.code()};
  }
  return c;
}

Case EncodeCase(const std::string& format_name, const std::string& slug) {
  Case c = DecodeCase(format_name, slug, "strict");
  c.id = "encode.canonical/fuzz/" + format_name;
  c.check = Check::kEncodeCanonical;
  c.expected.canonical = slug;
  c.input = ToJson(*c.expected.model);
  return c;
}

// For every format, from a model its kit generates in the current version:
// its canonical slug decoded strictly and leniently, the slug cut short
// (mostly a rejection), and the model encoded.
const std::vector<Case>& Cases() {
  static const auto* cases = [] {
    auto* all = new std::vector<Case>;
    for (const FormatKit* kit : AllKits()) {
      const Format& f = kit->format();
      const std::string name(f.name());
      const std::unique_ptr<google::protobuf::Message> model = kit->GenerateModel(f.current_version(), 1);
      std::string slug;
      FUZZ_CHECK(f.Encode(*model, "", &slug).ok(), "", name + ": the reference cannot encode its generated model");
      all->push_back(DecodeCase(name, slug, "strict"));
      all->push_back(DecodeCase(name, "(" + slug + ").", "lenient"));
      all->push_back(DecodeCase(name, slug.substr(0, slug.size() / 2), "strict"));
      all->push_back(EncodeCase(name, slug));
    }
    return all;
  }();
  return *cases;
}

void CheckOutcome(std::string_view input, const Case& c, const Outcome& o) {
  if (Failed(o)) FUZZ_CHECK(!o.problem.empty(), input, "a failure without a problem line");
  if (o.received.has_runtime_error()) {
    FUZZ_CHECK(o.required == Verdict::kFail, input, "a runtime error that does not fail");
  }
  (void)c;
}

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
  std::string error;
  WriteJsonReport(report, "/dev/null", &error);
  WriteJUnit(report, "/dev/null", &error);
  WriteHtml(report, "/dev/null", &error);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const uint8_t selector = data[0];
  const std::string_view rest = input.substr(1);
  const Case& c = Cases()[selector % Cases().size()];
  Outcome o;
  if (selector & 0x80) {
    // One-shot: exit status 0, 1 or another, then the output.
    Response r;
    std::string why;
    const int status = (selector >> 3) % 3 == 2 ? 3 : (selector >> 3) % 3;
    o = ParseOneShotAnswer(c, status, rest, &r, &why) ? Judge(c, r) : RuntimeFailure(c, why);
  } else {
    const Framing framing = selector & 0x40 ? BINARY : JSON_LINES;
    Response r;
    std::string error;
    if (!DecodePayload(rest, framing, &r, &error)) return 0;
    o = Judge(c, r);
  }
  CheckOutcome(input, c, o);
  Report(c, o);
  return 0;
}
