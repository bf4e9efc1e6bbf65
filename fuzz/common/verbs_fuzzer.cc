// The verbs (reference/verbs/verbs.h): what `slug` and the npm package do
// with an input from a person or a page, a slug or a whole link. The first
// byte chooses the profile and whether the input may be a link; the rest is
// the input. Checked:
//   1. every rejection points into the input (offset <= its size) and has a
//      code, whichever verb rejects;
//   2. a link found in an input is inside it: the located slug is a piece of
//      the input, at the offset it says;
//   3. decode and validate agree (valid exactly when decoded), and a decoded
//      game upgrades to a slug that decodes strictly to the same game;
//   4. the caret display has exactly two lines, the caret at most one
//      character past the shown input;
//   5. encoding the input as model JSON answers a slug or a rejection with a
//      code (the model encoder's reading of JSON).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "fuzz/fuzz_check.h"
#include "registry/format.h"
#include "verbs/verbs.h"

using slugspec::Status;
namespace verbs = slugspec::verbs;

namespace {

void CheckRejection(std::string_view input, const Status& s, const char* verb) {
  if (s.ok()) return;
  FUZZ_CHECK(s.code() != slugspec::ERROR_CODE_UNSPECIFIED, input, std::string(verb) + ": a rejection without a code");
  FUZZ_CHECK(s.offset() <= input.size(), input,
             std::string(verb) + ": offset " + std::to_string(s.offset()) + " past the input");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const uint8_t flags = data[0];
  const std::string_view input(reinterpret_cast<const char*>(data) + 1, size - 1);
  const verbs::Reading reading{.format = "",
                               .profile = (flags & 1) != 0 ? slugspec::Profile::kLenient : slugspec::Profile::kStrict,
                               .may_be_link = (flags & 2) != 0};

  verbs::ModelCache models;
  verbs::Located located;
  google::protobuf::Message* model = nullptr;
  const Status decoded = verbs::Decode(reading, input, &models, &located, &model);
  CheckRejection(input, decoded, "decode");
  if (located.format != nullptr) {
    FUZZ_CHECK(located.start <= input.size() && located.slug.data() == input.data() + located.start &&
                   located.start + located.slug.size() <= input.size(),
               input, "the located slug is not the piece of the input it says");
  }

  const slugspec::StatusOr<std::string> upgraded = verbs::Upgrade(reading, input);
  CheckRejection(input, upgraded.status(), "upgrade");
  if (decoded.ok()) {
    const verbs::Verdict v = verbs::Validate(reading, located, *model);
    FUZZ_CHECK(v.format == located.format->name(), input, "validate names another format");
    FUZZ_CHECK(v.strict_rejection.ok() || reading.profile == slugspec::Profile::kLenient, input,
               "a strict verdict with a strict rejection");
    if (upgraded.ok()) {
      const std::unique_ptr<google::protobuf::Message> again = located.format->NewModel();
      const Status read = located.format->Decode(*upgraded, slugspec::Profile::kStrict, again.get());
      FUZZ_CHECK(read.ok(), input, "the upgraded slug " + *upgraded + " does not decode strictly: " + read.ToString());
      FUZZ_CHECK(located.format->SameGame(*model, *again), input, "the upgraded slug is another game");
    }
  }

  const std::string caret = verbs::CaretDisplay(input, decoded.ok() ? 0 : decoded.offset());
  size_t lines = 0;
  for (const char c : caret) lines += c == '\n' ? 1 : 0;
  FUZZ_CHECK(lines == 2 && caret.back() == '\n', input, "the caret display is not two lines");
  const size_t second = caret.find('\n') + 1;
  FUZZ_CHECK(caret.size() - second <= second + 1, input, "the caret is past the shown input");

  // (A model's rejection by its format's encoder is at the index of an
  // element, not a byte of the text: only the code is checked.)
  const slugspec::StatusOr<std::string> encoded = verbs::EncodeJson(input, "", "");
  FUZZ_CHECK(encoded.ok() || encoded.status().code() != slugspec::ERROR_CODE_UNSPECIFIED, input,
             "encode: a rejection without a code");
  return 0;
}
