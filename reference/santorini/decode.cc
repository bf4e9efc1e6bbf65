// Decoding, layer by layer (spec/santorini.md §2-§7). Offsets are computed in
// the repaired text and mapped back to the input as received at the end.
#include "common/decode_result.h"
#include "common/input_checks.h"
#include "santorini/message.h"

namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {

Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Position* out) {
  out->Clear();
  RepairedText text(slug);
  size_t index = 0;
  CanonicalFindings findings;
  Message message;
  Status s = ReadPrefixedHead(kSlug, slug, profile, &text, &index);
  const auto version = static_cast<Version>(index);
  if (s.ok()) s = ReadPayload(text.text(), kSeparatorAt, profile, quirks, &findings, &message);
  if (s.ok()) s = ReadFields(message, version, quirks, &findings, out);
  const auto canonical = [version](const Position& p, std::string* written) {
    return Encode(p, version, written).ok();
  };
  return FinishDecode(s, profile, findings, text, canonical, kFormatName, VersionName(version), out);
}

Status Decode(std::string_view slug, Profile profile, Position* out) { return DecodeWith(slug, profile, {}, out); }

Status DetectVersion(std::string_view slug, Profile profile, Version* version) {
  return DetectPrefixedVersion(kSlug, slug, profile, version);
}

bool Recognises(std::string_view slug) { return RecognisesPrefixed(kSlug, slug); }

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD
