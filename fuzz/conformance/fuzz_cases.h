// A few cases of every format for the conformance fuzz targets, built once
// from each kit's generated model in the current version: its canonical
// slug decoded strictly and leniently, the slug cut short (mostly a
// rejection), and the model encoded. And the checks every outcome keeps,
// whatever the testee sent.
#ifndef SLUGSPEC_FUZZ_CONFORMANCE_FUZZ_CASES_H_
#define SLUGSPEC_FUZZ_CONFORMANCE_FUZZ_CASES_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/case/case.h"
#include "fuzz/fuzz_check.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance::fuzz_cases {

// Expects the reference's decoding of `slug` in `profile`.
inline Case DecodeCase(const std::string& format_name, const std::string& slug, const std::string& profile) {
  const Format* format = FindFormat(format_name);
  Case c;
  c.id = "decode." + profile + "/fuzz/" + format_name;
  c.check = profile == "strict" ? Check::kDecodeStrict : Check::kDecodeLenient;
  c.format = format_name;
  c.profile = profile;
  c.input = slug;
  c.request.mutable_decode()->set_format(format_name);
  c.request.mutable_decode()->set_slug(slug);
  c.request.mutable_decode()->set_profile(profile);
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

inline Case EncodeCase(const std::string& format_name, const std::string& slug) {
  Case c = DecodeCase(format_name, slug, "strict");
  c.id = "encode.canonical/fuzz/" + format_name;
  c.check = Check::kEncodeCanonical;
  c.expected.canonical = slug;
  c.input = ToJson(*c.expected.model);
  c.request.Clear();
  c.request.mutable_encode()->set_format(format_name);
  return c;
}

inline const std::vector<Case>& Cases() {
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

// What every outcome keeps: a failure says why, a runtime error fails, and
// what is kept of the answer is bounded (spec/conformance.md §7).
inline void CheckOutcome(std::string_view input, const Outcome& o) {
  if (Failed(o)) FUZZ_CHECK(!o.problem.empty(), input, "a failure without a problem line");
  if (o.received.has_runtime_error()) {
    FUZZ_CHECK(o.required == Verdict::kFail, input, "a runtime error that does not fail");
  }
  FUZZ_CHECK(o.received.ByteSizeLong() <= 64 * 1024 + 4096, input, "more than 64 KiB of an answer kept");
  FUZZ_CHECK(o.problem.size() <= 16 * 1024, input, "a problem line over 16 KiB");
  FUZZ_CHECK(o.stderr_tail.size() <= 16 * 1024, input, "more than 16 KiB of standard error kept");
}

}  // namespace slugspec::conformance::fuzz_cases

#endif  // SLUGSPEC_FUZZ_CONFORMANCE_FUZZ_CASES_H_
