// Decoding, layer by layer (spec/santorini.md §2-§7). Offsets are computed in
// the repaired text and mapped back to the input as received at the end.
#include "common/input_checks.h"
#include "santorini/message.h"

namespace slugspec::santorini {
namespace {

// The whole-input checks and the prefix: the repaired text and the version.
Status ReadHead(std::string_view slug, Profile profile, RepairedText* text, Version* version, size_t* separator) {
  SLUGSPEC_RETURN_IF_ERROR(CheckInputSize(slug, kMaxInputSize, kFormatName));  // SAN-T2
  Repair(text, profile);
  SLUGSPEC_RETURN_IF_ERROR(CheckNotEmpty(text->text()));  // SAN-T1
  return ReadPrefix(text->text(), version, separator);
}

}  // namespace

Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Position* out) {
  out->Clear();
  RepairedText text(slug);
  Version version{};
  size_t separator = 0;
  CanonicalFindings findings;
  Message message;
  Status s = ReadHead(slug, profile, &text, &version, &separator);
  if (s.ok()) s = ReadPayload(text.text(), separator, profile, quirks, &findings, &message);
  if (s.ok()) s = ReadFields(message, version, quirks, &findings, out);
  if (s.ok() && profile == Profile::kStrict && !findings.empty()) s = findings.first();
  if (!s.ok()) {
    out->Clear();
    return AtReceivedOffset(s, text);
  }
  out->set_format(std::string(kFormatName));
  out->set_version(std::string(VersionName(version)));
  return OkStatus();
}

Status Decode(std::string_view slug, Profile profile, Position* out) { return DecodeWith(slug, profile, {}, out); }

Status DetectVersion(std::string_view slug, Profile profile, Version* version) {
  RepairedText text(slug);
  size_t separator = 0;
  const Status s = ReadHead(slug, profile, &text, version, &separator);
  return s.ok() ? s : AtReceivedOffset(s, text);
}

bool Recognises(std::string_view slug) {
  if (slug.size() > kMaxInputSize) return false;
  RepairedText text(slug);
  RepairTransport(&text);
  return text.text().substr(0, 3) == "san";
}

}  // namespace slugspec::santorini
