// The verbs of slugspec, once, for every front end: what `slug` (the command
// line) and the JavaScript package (reference/js/) do with an input. Finding
// the slug in a whole link, detecting its format, decoding, upgrading,
// converting, validating, level codes and encoding a model read from JSON
// are decided here, so that the two front ends cannot read a link
// differently; each only words the results its own way (text lines, JSON
// objects). Generic: no format is named here, everything goes through Format.
#ifndef SLUGSPEC_VERBS_VERBS_H_
#define SLUGSPEC_VERBS_VERBS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/profile.h"
#include "common/status.h"
#include "registry/format.h"
#include "verbs/model_cache.h"

namespace slugspec::verbs {

// The longest input read as a slug or a link: every format's own limit
// (Format::max_input_size) is far below it, so an input cut after this many
// bytes and one more gets the answer the whole input gets (INPUT_TOO_LONG
// at the format's limit), and a front end keeps no more of it.
inline constexpr size_t kLongestSlugInput = size_t{1} << 20;
// The longest model JSON EncodeJson reads: a longer text is BAD_MODEL at
// this offset. The largest model any format allows is under 2 MB (a tetris
// board of 216 x 216 cells, all filled: 1.6 MB of JSON).
inline constexpr size_t kLongestModelJson = size_t{8} << 20;

// How one input is read.
struct Reading {
  std::string_view format;  // a format's name; empty: detected from the slug
  Profile profile = Profile::kStrict;
  // Whether the input may be a whole link (http:// or https://, as pasted
  // from an address bar), searched for its slug as link.h says. Off, the
  // input is the slug exactly as given: the machine interface, where the
  // spec rejects a whole URL as a slug (BAD_CHARACTER), and a decoder
  // certified on that rule must not be second-guessed by its wrapper.
  bool may_be_link = false;
};

// An input's slug (the input itself, or the slug inside the link it is) and
// its format.
struct Located {
  std::string_view slug;
  uint32_t start = 0;  // where the slug starts in the input
  const Format* format = nullptr;
};

// Every Status below refers to the input as given: offsets count from the
// start of the link, not of the slug in it.

// The slug of `input` and its format (the named one, else detected).
Status Locate(const Reading& reading, std::string_view input, Located* located);

// Locates and decodes `input` into `models`' model of its format (valid
// until that format's next decode from `models`).
Status Decode(const Reading& reading, std::string_view input, ModelCache* models, Located* located,
              ModelMessage** model);

// The canonical slug of the current version for a slug of any version.
StatusOr<std::string> Upgrade(const Reading& reading, std::string_view input);

// The canonical slug (current version) of the game that conversion `to`
// makes of `model`, a model of `format`.
StatusOr<std::string> Convert(const Format& format, const ModelMessage& model, std::string_view to);

// The canonical slug of the model in `json` (the proto3 JSON mapping). Its
// format is `format`, else the JSON's "format" field; its version `version`,
// else the JSON's "version", else the current one. Text that is no model is
// BAD_MODEL at the byte where it breaks.
StatusOr<std::string> EncodeJson(std::string_view json, std::string_view format, std::string_view version);

// What validation says about an accepted slug, beyond "valid".
struct Verdict {
  std::string format;
  std::string version;
  Profile profile = Profile::kStrict;
  // Lenient only: the strict profile's rejection of the same input, when it
  // has one, and then the canonical slug of the game (empty if none).
  Status strict_rejection;
  std::string canonical;
  // Lenient only: the transit repairs the decoding made, in order, for
  // people ("2 percent-escapes decoded"), and the text it then read; both
  // empty when it repaired nothing.
  std::vector<std::string> repairs;
  std::string repaired_text;
  std::vector<std::string> warnings;  // Format::Warnings of the game
};
Verdict Validate(const Reading& reading, const Located& located, const ModelMessage& model);
// "valid: FORMAT VERSION (PROFILE)".
std::string VerdictLine(const Verdict& verdict);
// One line each: "repaired: R1; R2" (lenient, when it repaired), "not
// canonical (strict: ...); canonical: SLUG", then "warning: ..." per warning.
std::vector<std::string> VerdictNotes(const Verdict& verdict);

// What validation prints for people, whole: the verdict line, then each
// note on a line of its own; or, for a rejected input, "invalid: CODE at N:
// message" and the input with a caret under byte N (CaretDisplay). Every
// line ends in a line break.
std::string VerdictText(const Verdict& verdict);
std::string RejectionText(std::string_view input, const Status& rejection);

// `input` with non-printable bytes shown as \xNN, indented two spaces, and
// under it a caret under byte `offset` (or just past the end): two lines.
std::string CaretDisplay(std::string_view input, uint32_t offset);

}  // namespace slugspec::verbs

#endif  // SLUGSPEC_VERBS_VERBS_H_
