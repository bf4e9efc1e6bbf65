// Decodes arbitrary bytes as a pentomino slug in both profiles and checks what
// the specification promises about any decode (spec/README.md §2, §4;
// spec/pentomino.md §3, §10):
//   1. every rejection has a code, a message and an offset into the input;
//      INPUT_TOO_LONG exactly for inputs over 65,536 bytes, at offset 65536
//      [PEN-T1]; EMPTY_INPUT at offset 0;
//   2. a model is only returned on success, and then has format "pentomino",
//      a version name of the format, and passes CheckModel for that version
//      (lenient may keep slug order, which CheckModel allows); painting it
//      (geometry.h) and listing its warnings never crash, and a lenient
//      success is a slug Recognises;
//   3. strict accepts ⇒ lenient accepts the same model [GEN-2], and encoding
//      that model in its version gives back the input byte for byte (strict
//      accepts only canonical slugs [PEN-C1]);
//   4. strict rejects with NON_CANONICAL ⇒ lenient accepts (§2: a spelling
//      complaint never hides a harder error);
//   5. on an input that no lenient repair touches ([PEN-T2]: no '%', no TAB,
//      LF, FF or CR, no prose punctuation at either end), both profiles run
//      the same hard checks, so a lenient rejection is also the strict one.
// The length limit itself (oracle 1 for inputs over 65,536 bytes) is reached
// only by the golden vectors: smoke runs keep max_len small (decode.options).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/util/message_differencer.h>

#include "common/transit.h"
#include "fuzz/fuzz_check.h"
#include "pentomino/geometry.h"
#include "pentomino/pentomino.h"

namespace {

using slugspec::Profile;
using slugspec::Status;
namespace pentomino = slugspec::pentomino;

const char* Name(Profile p) { return p == Profile::kStrict ? "strict" : "lenient"; }

bool SameRejection(const Status& a, const Status& b) {
  return a.code() == b.code() && a.offset() == b.offset();
}

// Oracles 1 and 2 for one profile's result.
void CheckResult(std::string_view input, Profile profile, const Status& s, const pentomino::Board& model) {
  const std::string who = std::string(Name(profile)) + " decode: ";
  if (s.ok()) {
    FUZZ_CHECK(model.format() == pentomino::kFormatName, input, who + "format is \"" + model.format() + "\"");
    const auto version = pentomino::ParseVersion(model.version());
    FUZZ_CHECK(version.has_value(), input, who + "version is \"" + model.version() + "\"");
    FUZZ_CHECK(*version != pentomino::Version::kV1_1, input, who + "reported v1.1, which [PEN-D2] never reports");
    const Status m = pentomino::CheckModel(model, *version);
    FUZZ_CHECK(m.ok(), input, who + "accepted model fails CheckModel(" + model.version() + "): " + m.ToString());
    FUZZ_CHECK(input.size() <= pentomino::kMaxInputSize, input, who + "accepted an input over 65536 bytes");
    // Painting is total; the board is small (sides <= 99), so this is cheap.
    const pentomino::PaintedBoard painted = pentomino::Paint(model);
    FUZZ_CHECK(painted.cells.size() == static_cast<size_t>(model.height()) * model.width(), input,
               who + "painted " + std::to_string(painted.cells.size()) + " cells for a " +
                   std::to_string(model.height()) + "x" + std::to_string(model.width()) + " board");
    const std::vector<std::string> warnings = pentomino::Warnings(model);
    FUZZ_CHECK(!warnings.empty(), input, who + "Warnings says nothing (not even solved / uncovered)");
    if (profile == Profile::kLenient) {
      FUZZ_CHECK(pentomino::Recognises(input), input, who + "accepted a slug that Recognises does not recognise");
    }
    return;
  }
  FUZZ_CHECK(s.code() != slugspec::ERROR_CODE_UNSPECIFIED, input, who + "rejection without a code");
  FUZZ_CHECK(!s.message().empty(), input, who + "rejection without a message: " + s.ToString());
  FUZZ_CHECK(model.ByteSizeLong() == 0, input, who + "rejected but left a model: " + model.ShortDebugString());
  const bool too_long = input.size() > pentomino::kMaxInputSize;
  FUZZ_CHECK(too_long == (s.code() == slugspec::INPUT_TOO_LONG), input,
             who + "INPUT_TOO_LONG iff the input exceeds 65536 bytes, got " + s.ToString());
  if (too_long) {
    FUZZ_CHECK(s.offset() == pentomino::kMaxInputSize, input, who + "INPUT_TOO_LONG not at 65536: " + s.ToString());
  } else {
    FUZZ_CHECK(s.offset() <= input.size(), input, who + "offset past the input: " + s.ToString());
  }
  if (s.code() == slugspec::EMPTY_INPUT) {
    FUZZ_CHECK(s.offset() == 0, input, who + "EMPTY_INPUT not at 0: " + s.ToString());
  }
  if (profile == Profile::kLenient) {
    FUZZ_CHECK(s.code() != slugspec::NON_CANONICAL, input, who + "lenient reports NON_CANONICAL: " + s.ToString());
  }
}

// Whether no lenient repair ([PEN-T2]) can change the input: nothing to
// percent-decode, no line break or tab, no punctuation trimmed from the ends
// (a leading '(' is kept when a "'" follows: every v0 slug begins "('").
bool UntouchedByRepairs(std::string_view input) {
  if (input.empty()) return true;
  if (input.find('%') != std::string_view::npos) return false;
  if (input.find_first_of(slugspec::kLineBreaksAndTabs) != std::string_view::npos) return false;
  const bool v0 = input.substr(0, 2) == "('";
  if (!v0 && slugspec::kProseLeading.find(input.front()) != std::string_view::npos) return false;
  if (v0 && std::string_view("[{<\"'`").find(input.front()) != std::string_view::npos) return false;
  return slugspec::kProseTrailing.find(input.back()) == std::string_view::npos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  pentomino::Board strict;
  pentomino::Board lenient;
  const Status s = pentomino::Decode(input, Profile::kStrict, &strict);
  const Status l = pentomino::Decode(input, Profile::kLenient, &lenient);
  CheckResult(input, Profile::kStrict, s, strict);
  CheckResult(input, Profile::kLenient, l, lenient);

  if (s.ok()) {  // oracle 3
    FUZZ_CHECK(l.ok(), input, "strict accepts, lenient rejects: " + l.ToString());
    FUZZ_CHECK(google::protobuf::util::MessageDifferencer::Equals(strict, lenient), input,
               "strict and lenient models differ: " + strict.ShortDebugString() + " vs " +
                   lenient.ShortDebugString());
    std::string encoded;
    const Status e = pentomino::Encode(strict, *pentomino::ParseVersion(strict.version()), &encoded);
    FUZZ_CHECK(e.ok(), input, "encoding a strictly decoded model fails: " + e.ToString());
    FUZZ_CHECK(encoded == input, input,
               "strict accepted a non-canonical " + strict.version() + " slug; canonical is " +
                   slugspec::DisplayBytes(encoded));
  }
  if (s.code() == slugspec::NON_CANONICAL) {  // oracle 4
    FUZZ_CHECK(l.ok(), input, "strict says " + s.ToString() + " but lenient rejects: " + l.ToString());
  }
  if (!l.ok() && UntouchedByRepairs(input)) {  // oracle 5
    FUZZ_CHECK(SameRejection(s, l), input,
               "same text, different hard failure: strict " + s.ToString() + ", lenient " + l.ToString());
  }
  return 0;
}
