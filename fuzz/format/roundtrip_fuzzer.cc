// Round trips from whatever lenient decoding of one format accepts, for every
// version of the format (spec/README.md §2, §5; the format's spec for what
// is canonical). Built once per format (fuzz/CMakeLists.txt). For the model
// M that lenient decoding gives, and each version v whose round trip the
// kit calls cheap for this input:
//   1. the model rules decide the encoder: CheckModel(M, v) passes exactly
//      when encoding M in v succeeds, and a refusal is the same rejection;
//   2. strict decoding accepts s (the canonical slug of M in v) as the same
//      game, reported in the version the kit expects (v itself unless the
//      format's spec says versions sharing a spelling report another), and
//      ClaimedVersions(s, strict) names v (the runner tries an encoder on a
//      vector's canonical slug only for the versions named);
//   3. re-encoding the strict model in the version it reports gives s back
//      (encoding is canonical and idempotent);
//   4. the format's own shape checks of s hold (kit CheckCanonical);
//   5. every transit damage the lenient profile repairs, applied to s,
//      decodes leniently to the very model strict read from s;
// and for the input itself:
//   6. Upgrade(input, lenient) succeeds exactly when M passes the current
//      version's model rules; its result decodes strictly to the same game
//      in the current version, and upgrading it again changes nothing.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/format/fuzzed_kit.h"
#include "fuzz/fuzz_check.h"
#include "fuzz/same_message.h"

namespace {

using google::protobuf::Message;
using slugspec::DisplayBytes;
using slugspec::Format;
using slugspec::FormatKit;
using slugspec::ModelVersion;
using slugspec::Profile;
using slugspec::Status;

// Oracles 1 to 5 for `model` in `version`.
void CheckVersion(const FormatKit& kit, std::string_view input, const Message& model, std::string_view version) {
  const Format& format = kit.format();
  const std::string v(version);
  const Status rules = format.CheckModel(model, version);
  std::string s;
  const Status e = format.Encode(model, version, &s);
  FUZZ_CHECK(rules.ok() == e.ok() && rules.code() == e.code() && rules.offset() == e.offset(), input,
             "in " + v + ", CheckModel says " + rules.ToString() + " but Encode " + e.ToString());
  if (!e.ok()) return;

  const std::unique_ptr<Message> again = format.NewModel();
  const Status d = format.Decode(s, Profile::kStrict, again.get());
  FUZZ_CHECK(d.ok(), input, "strict rejects the canonical " + v + " slug " + DisplayBytes(s) + ": " + d.ToString());
  FUZZ_CHECK(format.SameGame(model, *again), input,
             "canonical " + v + " slug " + DisplayBytes(s) + " is another game: " + again->ShortDebugString() +
                 " for " + model.ShortDebugString());
  const std::vector<std::string_view> claimed = format.ClaimedVersions(s, Profile::kStrict);
  FUZZ_CHECK(std::find(claimed.begin(), claimed.end(), version) != claimed.end(), input,
             "ClaimedVersions of the canonical " + v + " slug " + DisplayBytes(s) + " does not name " + v);
  const std::string reported = ModelVersion(*again);
  const std::string expected = kit.ReportedVersion(model, version, s);
  FUZZ_CHECK(reported == expected, input,
             "canonical " + v + " slug " + DisplayBytes(s) + " is reported as " + reported + ", not " + expected);

  std::string s2;
  const Status e2 = format.Encode(*again, reported, &s2);
  FUZZ_CHECK(e2.ok() && s2 == s, input,
             "re-encoding " + DisplayBytes(s) + " in its reported " + reported + " gives " + DisplayBytes(s2) + " " +
                 e2.ToString());
  const std::string shape = kit.CheckCanonical(*again, version, s);
  FUZZ_CHECK(shape.empty(), input, shape);

  for (const slugspec::Spelling& damaged : kit.RepairableDamages(s)) {
    const std::unique_ptr<Message> repaired = format.NewModel();
    const Status r = format.Decode(damaged.text, Profile::kLenient, repaired.get());
    // Damage can take a long slug past the input limit, which is checked
    // before any repair (spec/README.md §4): then it is INPUT_TOO_LONG.
    if (damaged.text.size() > format.max_input_size()) {
      FUZZ_CHECK(r.code() == slugspec::INPUT_TOO_LONG, input,
                 DisplayBytes(s) + " " + damaged.what + " is over the limit, yet lenient says " + r.ToString());
      continue;
    }
    FUZZ_CHECK(r.ok(), input,
               "lenient rejects " + DisplayBytes(s) + " " + damaged.what + " (\"" + DisplayBytes(damaged.text) +
                   "\"): " + r.ToString());
    FUZZ_CHECK(slugspec::fuzz::SameMessage(*again, *repaired), input,
               "lenient reads " + DisplayBytes(s) + " " + damaged.what + " as " + repaired->ShortDebugString() +
                   ", strict as " + again->ShortDebugString());
  }
}

// Oracle 6.
void CheckUpgrade(const Format& format, std::string_view input, const Message& model) {
  const std::string current(format.current_version());
  const Status rules = format.CheckModel(model, current);
  std::string upgraded;
  const Status u = format.Upgrade(input, Profile::kLenient, &upgraded);
  FUZZ_CHECK(rules.ok() == u.ok() && rules.code() == u.code(), input,
             "the " + current + " model rules say " + rules.ToString() + " but lenient upgrade " + u.ToString());
  if (!u.ok()) return;
  const std::unique_ptr<Message> back = format.NewModel();
  const Status d = format.Decode(upgraded, Profile::kStrict, back.get());
  FUZZ_CHECK(d.ok(), input, "upgraded slug " + DisplayBytes(upgraded) + " fails strict decode: " + d.ToString());
  FUZZ_CHECK(format.SameGame(model, *back), input, "upgrade to " + DisplayBytes(upgraded) + " changed the game");
  FUZZ_CHECK(ModelVersion(*back) == current, input,
             "upgraded slug " + DisplayBytes(upgraded) + " is reported as " + ModelVersion(*back));
  std::string again;
  const Status a = format.Upgrade(upgraded, Profile::kStrict, &again);
  FUZZ_CHECK(a.ok() && again == upgraded, input,
             "upgrading the upgrade " + DisplayBytes(upgraded) + " gives " + DisplayBytes(again) + " " + a.ToString());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const FormatKit& kit = slugspec::fuzz::FuzzedKit();
  const Format& format = kit.format();
  const std::unique_ptr<Message> model = format.NewModel();
  if (!format.Decode(input, Profile::kLenient, model.get()).ok()) return 0;
  for (std::string_view version : format.versions()) {
    if (kit.RoundTripIsCheap(input, *model, version)) CheckVersion(kit, input, *model, version);
  }
  CheckUpgrade(format, input, *model);
  return 0;
}
