// Decodes arbitrary bytes as a sudoku slug in both profiles and checks what
// the specification promises about any decode (spec/README.md §2, §4;
// spec/sudoku.md):
//   1. every rejection has a code, a message and an offset into the input;
//      INPUT_TOO_LONG exactly for inputs over 4096 bytes, at offset 4096;
//   2. a model is only returned on success, and then passes CheckModel (no
//      cell twice, all in range; lenient may keep slug order, which
//      CheckModel allows);
//   3. strict accepts ⇒ lenient accepts the same model [GEN-2], and encoding
//      that model in its version gives back the input byte for byte (strict
//      accepts only canonical slugs [SUD-E2]);
//   4. strict rejects with a canonical-only code ⇒ lenient accepts (§2: a
//      spelling complaint never hides a harder error);
//   5. on an input that no lenient repair touches (only base64 characters and
//      '='), both profiles run the same hard checks, so a lenient rejection
//      is also the strict one;
//   6. DetectVersion agrees with Decode: the decoded version on success, the
//      same rejection when the header or an earlier layer fails.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <google/protobuf/util/message_differencer.h>

#include "common/base64.h"
#include "fuzz/fuzz_check.h"
#include "sudoku/sudoku.h"

namespace {

using slugspec::Profile;
using slugspec::Status;
namespace sudoku = slugspec::sudoku;

const char* Name(Profile p) { return p == Profile::kStrict ? "strict" : "lenient"; }

bool SameRejection(const Status& a, const Status& b) {
  return a.code() == b.code() && a.offset() == b.offset();
}

// Oracles 1 and 2 for one profile's result.
void CheckResult(std::string_view input, Profile profile, const Status& s, const sudoku::Puzzle& model) {
  const std::string who = std::string(Name(profile)) + " decode: ";
  if (s.ok()) {
    const Status m = sudoku::CheckModel(model);
    FUZZ_CHECK(m.ok(), input, who + "accepted model fails CheckModel: " + m.ToString());
    FUZZ_CHECK(model.format() == sudoku::kFormatName, input, who + "format is \"" + model.format() + "\"");
    FUZZ_CHECK(sudoku::ParseVersion(model.version()), input, who + "version is \"" + model.version() + "\"");
    FUZZ_CHECK(input.size() <= sudoku::kMaxInputSize, input, who + "accepted an input over 4096 bytes");
    return;
  }
  FUZZ_CHECK(s.code() != slugspec::ERROR_CODE_UNSPECIFIED, input, who + "rejection without a code");
  FUZZ_CHECK(!s.message().empty(), input, who + "rejection without a message: " + s.ToString());
  FUZZ_CHECK(model.ByteSizeLong() == 0, input, who + "rejected but left a model: " + model.ShortDebugString());
  const bool too_long = input.size() > sudoku::kMaxInputSize;
  FUZZ_CHECK(too_long == (s.code() == slugspec::INPUT_TOO_LONG), input,
             who + "INPUT_TOO_LONG iff the input exceeds 4096 bytes, got " + s.ToString());
  if (too_long) {
    FUZZ_CHECK(s.offset() == sudoku::kMaxInputSize, input, who + "INPUT_TOO_LONG not at 4096: " + s.ToString());
  } else {
    FUZZ_CHECK(s.offset() <= input.size(), input, who + "offset past the input: " + s.ToString());
  }
  if (s.code() == slugspec::EMPTY_INPUT) {
    FUZZ_CHECK(s.offset() == 0, input, who + "EMPTY_INPUT not at 0: " + s.ToString());
  }
}

// Oracle 6 for one profile.
void CheckDetect(std::string_view input, Profile profile, const Status& s, const sudoku::Puzzle& model) {
  const std::string who = std::string(Name(profile)) + " DetectVersion: ";
  sudoku::Version version{};
  const Status d = sudoku::DetectVersion(input, profile, &version);
  if (s.ok()) {
    FUZZ_CHECK(d.ok(), input, who + "rejects a slug Decode accepts: " + d.ToString());
    FUZZ_CHECK(sudoku::VersionName(version) == model.version(), input,
               who + std::string(sudoku::VersionName(version)) + " but Decode says " + model.version());
  } else if (!d.ok()) {
    FUZZ_CHECK(SameRejection(s, d), input, who + d.ToString() + " but Decode says " + s.ToString());
  }
}

// Whether no lenient repair (spec/sudoku.md §3) can change the input.
bool UntouchedByRepairs(std::string_view input) {
  for (char c : input) {
    if (c != '=' && slugspec::Base64Value(static_cast<unsigned char>(c)) < 0) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  sudoku::Puzzle strict;
  sudoku::Puzzle lenient;
  const Status s = sudoku::Decode(input, Profile::kStrict, &strict);
  const Status l = sudoku::Decode(input, Profile::kLenient, &lenient);
  CheckResult(input, Profile::kStrict, s, strict);
  CheckResult(input, Profile::kLenient, l, lenient);
  CheckDetect(input, Profile::kStrict, s, strict);
  CheckDetect(input, Profile::kLenient, l, lenient);

  if (s.ok()) {  // oracle 3
    FUZZ_CHECK(l.ok(), input, "strict accepts, lenient rejects: " + l.ToString());
    FUZZ_CHECK(google::protobuf::util::MessageDifferencer::Equals(strict, lenient), input,
               "strict and lenient models differ: " + strict.ShortDebugString() + " vs " +
                   lenient.ShortDebugString());
    std::string encoded;
    const Status e = sudoku::Encode(strict, *sudoku::ParseVersion(strict.version()), &encoded);
    FUZZ_CHECK(e.ok(), input, "encoding a strictly decoded model fails: " + e.ToString());
    FUZZ_CHECK(encoded == input, input, "strict accepted a non-canonical slug; canonical is " + encoded);
  }
  if (s.code() == slugspec::NON_CANONICAL || s.code() == slugspec::TRAILING_DATA) {  // oracle 4
    FUZZ_CHECK(l.ok(), input, "strict says " + s.ToString() + " but lenient rejects: " + l.ToString());
  }
  if (!l.ok() && UntouchedByRepairs(input)) {  // oracle 5
    FUZZ_CHECK(SameRejection(s, l), input,
               "same text, different hard failure: strict " + s.ToString() + ", lenient " + l.ToString());
  }
  return 0;
}
