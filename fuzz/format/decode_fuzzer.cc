// Decodes arbitrary bytes as a slug of one format in both profiles and checks
// what the specification promises about any decode (spec/README.md §2, §4),
// then the format's own decode checks (its kit's CheckDecoded). Built once
// per format (fuzz/CMakeLists.txt):
//   1. every rejection has a code, a message and an offset into the input;
//      INPUT_TOO_LONG exactly for inputs over the format's maximum size, at
//      that offset; EMPTY_INPUT at offset 0; lenient never says NON_CANONICAL;
//   2. a model is only returned on success, and then has the format's name,
//      one of its versions, and passes CheckModel for that version (lenient
//      may keep slug order, which CheckModel allows); rendering it and listing
//      its warnings never crash; a lenient success is a slug the format
//      Recognises;
//   3. strict accepts ⇒ lenient accepts the same model [GEN-2], and encoding
//      that model in its version gives back the input byte for byte (strict
//      accepts only canonical slugs), or the input is that slug but for the
//      writer spellings the format lists (the kit's IsWriterSpelling,
//      spec/README.md §2); and the other way round, lenient
//      accepts and the input is what encoding its model in the version it
//      reports gives ⇒ strict accepts (strict accepts every canonical slug).
//      This is the one contract of the canonical check for every format,
//      however a format implements it (findings while parsing, or decoding
//      and encoding again);
//   4. strict rejects with a spelling-only code ⇒ lenient accepts (§2: a
//      spelling complaint never hides a harder error);
//   5. on an input that no lenient repair touches, both profiles run the
//      same hard checks, so a lenient rejection is also the strict one.
//   6. a successful decode reports a version ClaimedVersions names for the
//      input in that profile (the runner relies on it to judge a testee
//      that rejects a version it never claimed), and ClaimedVersions names
//      only versions of the format;
//   7. Differences is empty exactly when SameGame holds: for the model and
//      itself (both hold), and for the models of the input and of the input
//      without its last byte, when both decode (a game and a near one).
//   8. level codes and conversions answer for any game: ReadLevelCode reads
//      any text without crashing, and what it returns reads back as itself;
//      for an accepted game, LevelCode either refuses with a code or gives
//      a code that ReadLevelCode returns unchanged, the same for the same
//      game (the input without its last byte, when SameGame holds); a
//      format without level codes refuses both with BAD_MODEL. Every
//      conversion of the format either refuses with a code or gives a model
//      of the format that passes CheckModel in its version and encodes, and
//      a conversion the format lacks is BAD_MODEL.
//   9. an accepted game's JSON (the proto3 JSON mapping the command line,
//      the corpus and the conformance protocol use) reads back as the same
//      message.
// The length limit itself is reached only by inputs over max_len in the
// golden vectors for formats whose limit is above the smoke run's max_len.
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
#include "registry/json.h"

namespace {

using google::protobuf::Message;
using slugspec::Format;
using slugspec::FormatKit;
using slugspec::Profile;
using slugspec::Status;

const char* Name(Profile p) { return p == Profile::kStrict ? "strict" : "lenient"; }

bool SameRejection(const Status& a, const Status& b) { return a.code() == b.code() && a.offset() == b.offset(); }

// Checks 1 and 2 for one profile's result, and the kit's own.
void CheckResult(const FormatKit& kit, std::string_view input, Profile profile, const Status& s, const Message& model) {
  const Format& format = kit.format();
  const std::string who = std::string(format.name()) + " " + Name(profile) + " decode: ";
  const size_t limit = format.max_input_size();
  if (s.ok()) {
    FUZZ_CHECK(slugspec::ModelFormat(model) == format.name(), input,
               who + "format is \"" + slugspec::ModelFormat(model) + "\"");
    const std::string version = slugspec::ModelVersion(model);
    const std::vector<std::string_view> versions = format.versions();
    FUZZ_CHECK(std::find(versions.begin(), versions.end(), version) != versions.end(), input,
               who + "version is \"" + version + "\"");
    const Status m = format.CheckModel(model, version);
    FUZZ_CHECK(m.ok(), input, who + "accepted model fails CheckModel(" + version + "): " + m.ToString());
    FUZZ_CHECK(input.size() <= limit, input, who + "accepted an input over " + std::to_string(limit) + " bytes");
    FUZZ_CHECK(!format.Render(model, false).empty(), input, who + "renders as nothing");
    (void)format.Render(model, true);
    (void)format.RenderSvg(model);
    (void)format.Warnings(model);
    if (profile == Profile::kLenient) {
      FUZZ_CHECK(format.Recognises(input), input, who + "accepted a slug that Recognises does not recognise");
    }
  } else {
    FUZZ_CHECK(s.code() != slugspec::ERROR_CODE_UNSPECIFIED, input, who + "rejection without a code");
    FUZZ_CHECK(!s.message().empty(), input, who + "rejection without a message: " + s.ToString());
    FUZZ_CHECK(model.ByteSizeLong() == 0, input, who + "rejected but left a model: " + model.ShortDebugString());
    const bool too_long = input.size() > limit;
    FUZZ_CHECK(too_long == (s.code() == slugspec::INPUT_TOO_LONG), input,
               who + "INPUT_TOO_LONG iff the input exceeds " + std::to_string(limit) + " bytes, got " + s.ToString());
    if (too_long) {
      FUZZ_CHECK(s.offset() == limit, input,
                 who + "INPUT_TOO_LONG not at " + std::to_string(limit) + ": " + s.ToString());
    } else {
      FUZZ_CHECK(s.offset() <= input.size(), input, who + "offset past the input: " + s.ToString());
    }
    if (s.code() == slugspec::EMPTY_INPUT)
      FUZZ_CHECK(s.offset() == 0, input, who + "EMPTY_INPUT not at 0: " + s.ToString());
    if (profile == Profile::kLenient) {
      FUZZ_CHECK(s.code() != slugspec::NON_CANONICAL, input, who + "lenient reports NON_CANONICAL: " + s.ToString());
    }
  }
  const std::string own = kit.CheckDecoded(input, profile, s, model);
  FUZZ_CHECK(own.empty(), input, who + own);

  // Check 6.
  const std::vector<std::string_view> versions = format.versions();
  const std::vector<std::string_view> claimed = format.ClaimedVersions(input, profile);
  for (std::string_view v : claimed) {
    FUZZ_CHECK(std::find(versions.begin(), versions.end(), v) != versions.end(), input,
               who + "ClaimedVersions names \"" + std::string(v) + "\", not a version of the format");
  }
  if (s.ok()) {
    const std::string version = slugspec::ModelVersion(model);
    std::string named;
    for (std::string_view v : claimed) named += " " + std::string(v);
    FUZZ_CHECK(std::find(claimed.begin(), claimed.end(), version) != claimed.end(), input,
               who + "decoded as " + version + ", which ClaimedVersions does not name (it names:" + named + ")");
  }
}

// Check 7 for two models of the format.
void CheckDifferences(const Format& format, std::string_view input, const Message& a, const Message& b) {
  const bool same = format.SameGame(a, b);
  const std::vector<std::string> differences = format.Differences(a, b, 8);
  FUZZ_CHECK(same == differences.empty(), input,
             std::string("SameGame says ") + (same ? "same" : "different") + " but Differences lists " +
                 std::to_string(differences.size()) + " lines: " + a.ShortDebugString() + " vs " +
                 b.ShortDebugString());
}

// Check 8: ReadLevelCode on any text.
void CheckReadLevelCode(const Format& format, std::string_view input) {
  std::string normalized;
  const Status r = format.ReadLevelCode(input, &normalized);
  if (!format.HasLevelCodes()) {
    FUZZ_CHECK(r.code() == slugspec::BAD_MODEL, input, "a format without level codes reads one: " + r.ToString());
    return;
  }
  if (!r.ok()) {
    FUZZ_CHECK(r.code() != slugspec::ERROR_CODE_UNSPECIFIED && r.offset() <= input.size(), input,
               "ReadLevelCode rejects without a code or past the text: " + r.ToString());
    return;
  }
  std::string again;
  const Status r2 = format.ReadLevelCode(normalized, &again);
  FUZZ_CHECK(r2.ok() && again == normalized, input,
             "the normalized level code " + slugspec::DisplayBytes(normalized) + " reads as " +
                 slugspec::DisplayBytes(again) + " " + r2.ToString());
}

// Check 8 for an accepted game: its level code (empty if refused).
std::string CheckLevelCodeAndConversions(const Format& format, std::string_view input, const Message& model) {
  std::string code;
  const Status c = format.LevelCode(model, &code);
  if (!format.HasLevelCodes()) {
    FUZZ_CHECK(c.code() == slugspec::BAD_MODEL, input, "a format without level codes gives one: " + c.ToString());
  } else if (!c.ok()) {
    FUZZ_CHECK(c.code() != slugspec::ERROR_CODE_UNSPECIFIED, input, "LevelCode refuses without a code");
    code.clear();
  } else {
    std::string normalized;
    const Status r = format.ReadLevelCode(code, &normalized);
    FUZZ_CHECK(r.ok() && normalized == code, input,
               "the level code " + slugspec::DisplayBytes(code) + " reads as " + slugspec::DisplayBytes(normalized) +
                   " " + r.ToString());
  }
  for (std::string_view to : format.Conversions()) {
    const std::unique_ptr<Message> out = format.NewModel();
    const Status v = format.Convert(model, to, out.get());
    const std::string who = "converting to " + std::string(to) + ": ";
    if (!v.ok()) {
      FUZZ_CHECK(v.code() != slugspec::ERROR_CODE_UNSPECIFIED, input, who + "refused without a code");
      continue;
    }
    const std::string version = slugspec::ModelVersion(*out);
    FUZZ_CHECK(slugspec::ModelFormat(*out) == format.name(), input, who + "a model of another format");
    const Status m = format.CheckModel(*out, version);
    FUZZ_CHECK(m.ok(), input, who + "the result fails CheckModel(" + version + "): " + m.ToString());
    std::string slug;
    const Status e = format.Encode(*out, version, &slug);
    FUZZ_CHECK(e.ok(), input, who + "the result does not encode in " + version + ": " + e.ToString());
  }
  const std::unique_ptr<Message> out = format.NewModel();
  const Status none = format.Convert(model, "no such conversion", out.get());
  FUZZ_CHECK(none.code() == slugspec::BAD_MODEL, input, "an unknown conversion is not BAD_MODEL: " + none.ToString());
  return code;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const FormatKit& kit = slugspec::fuzz::FuzzedKit();
  const Format& format = kit.format();
  const std::unique_ptr<Message> strict = format.NewModel();
  const std::unique_ptr<Message> lenient = format.NewModel();
  const Status s = format.Decode(input, Profile::kStrict, strict.get());
  const Status l = format.Decode(input, Profile::kLenient, lenient.get());
  CheckResult(kit, input, Profile::kStrict, s, *strict);
  CheckResult(kit, input, Profile::kLenient, l, *lenient);

  if (s.ok()) {  // check 3
    FUZZ_CHECK(l.ok(), input, "strict accepts, lenient rejects: " + l.ToString());
    FUZZ_CHECK(
        slugspec::fuzz::SameMessage(*strict, *lenient), input,
        "strict and lenient models differ: " + strict->ShortDebugString() + " vs " + lenient->ShortDebugString());
    std::string encoded;
    const Status e = format.Encode(*strict, slugspec::ModelVersion(*strict), &encoded);
    FUZZ_CHECK(e.ok(), input, "encoding a strictly decoded model fails: " + e.ToString());
    FUZZ_CHECK(encoded == input || kit.IsWriterSpelling(input, encoded, slugspec::ModelVersion(*strict)), input,
               "strict accepted a non-canonical " + slugspec::ModelVersion(*strict) + " slug; canonical is " +
                   slugspec::DisplayBytes(encoded));
  }
  if (l.ok() && !s.ok()) {  // check 3, the other way round
    std::string canonical;
    const Status e = format.Encode(*lenient, slugspec::ModelVersion(*lenient), &canonical);
    FUZZ_CHECK(!e.ok() || canonical != input, input,
               "strict rejects a canonical " + slugspec::ModelVersion(*lenient) + " slug: " + s.ToString());
  }
  const std::vector<slugspec::ErrorCode> spelling = kit.SpellingOnlyCodes();
  if (std::find(spelling.begin(), spelling.end(), s.code()) != spelling.end()) {  // check 4
    FUZZ_CHECK(l.ok(), input, "strict says " + s.ToString() + " but lenient rejects: " + l.ToString());
  }
  if (!l.ok() && kit.UntouchedByRepairs(input)) {  // check 5
    FUZZ_CHECK(SameRejection(s, l), input,
               "same text, different hard failure: strict " + s.ToString() + ", lenient " + l.ToString());
  }
  CheckReadLevelCode(format, input);  // check 8
  if (l.ok()) {                       // check 9
    const std::string json = slugspec::ToJson(*lenient);
    const std::unique_ptr<Message> back = format.NewModel();
    const slugspec::Status read = slugspec::FromJson(json, back.get());
    FUZZ_CHECK(read.ok(), input, "the model's JSON does not read back: " + read.message());
    FUZZ_CHECK(slugspec::fuzz::SameMessage(*lenient, *back), input,
               "the model's JSON " + json + " reads back as " + back->ShortDebugString());
  }
  if (l.ok()) {  // checks 7 and 8
    CheckDifferences(format, input, *lenient, *lenient);
    FUZZ_CHECK(format.SameGame(*lenient, *lenient), input, "a model is not the same game as itself");
    const std::string code = CheckLevelCodeAndConversions(format, input, *lenient);
    const std::unique_ptr<Message> shorter = format.NewModel();
    if (format.Decode(input.substr(0, input.size() - 1), Profile::kLenient, shorter.get()).ok()) {
      CheckDifferences(format, input, *lenient, *shorter);
      CheckDifferences(format, input, *shorter, *lenient);
      if (format.SameGame(*lenient, *shorter)) {
        std::string shorter_code;
        if (!format.LevelCode(*shorter, &shorter_code).ok()) shorter_code.clear();
        FUZZ_CHECK(shorter_code == code, input,
                   "the same game has the level codes " + slugspec::DisplayBytes(code) + " and " +
                       slugspec::DisplayBytes(shorter_code));
      }
    }
  }
  return 0;
}
