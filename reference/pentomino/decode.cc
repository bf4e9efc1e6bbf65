// Decoding: transport (§3), the family of the first character, the version
// reported ([PEN-D2]) and the canonical check ([PEN-C1]).
#include <string>

#include "common/display.h"
#include "common/repaired_text.h"
#include "common/transit.h"
#include "pentomino/alphabet.h"
#include "pentomino/parsers.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {
namespace {

// [PEN-T2]. Prose punctuation as for every format, except that a '(' before
// a "'" is kept: every v0 slug begins "('".
void RepairLenient(RepairedText* text) {
  text->PercentDecode(2);
  text->RemoveAll(kLineBreaksAndTabs);
  const bool v0 = text->text().substr(0, 2) == "('";
  text->TrimEnds(v0 ? "[{<\"'`" : kProseLeading, kProseTrailing);
}

Status ParseAny(std::string_view text, Board* out, Version* version) {
  const char first = text[0];
  if (first == '(') return internal::ParseV0(text, out, version);
  if (IsDigit(first)) return internal::ParseLegacy(text, out, version);
  if (SurfaceOfLetter(first)) {
    bool lines = false;
    SLUGSPEC_RETURN_IF_ERROR(internal::ParseV3Family(text, out, &lines));
    // [PEN-D2]: v3.1 when it uses a line form or is what v3.1 writes.
    *version = lines || internal::WriteV3Family(*out, Version::kV3_1) == text ? Version::kV3_1 : Version::kV3;
    return OkStatus();
  }
  return Status(UNKNOWN_VERSION, 0,
                QuoteByte(static_cast<unsigned char>(first)) +
                    " starts no pentomino version: '(' (v0), a digit (v1 to v2) or a surface letter (v3, v3.1)");
}

// [PEN-C1]: the first byte where `text` differs from the canonical slug.
Status CheckCanonical(std::string_view text, const Board& board, Version version) {
  std::string canonical;
  SLUGSPEC_RETURN_IF_ERROR(Encode(board, version, &canonical));
  if (canonical == text) return OkStatus();
  size_t i = 0;
  while (i < text.size() && i < canonical.size() && text[i] == canonical[i]) ++i;
  return Status(NON_CANONICAL, static_cast<uint32_t>(i),
                "not the canonical " + std::string(VersionName(version)) + " slug of its board, which is " + canonical);
}

}  // namespace

Status Decode(std::string_view slug, Profile profile, Board* out) {
  out->Clear();
  if (slug.size() > kMaxInputSize) {
    return Status(INPUT_TOO_LONG, static_cast<uint32_t>(kMaxInputSize),
                  "input is " + std::to_string(slug.size()) + " bytes; pentomino slugs are at most 65536");
  }
  RepairedText text(slug);
  if (profile == Profile::kLenient) RepairLenient(&text);
  if (text.text().empty()) return Status(EMPTY_INPUT, 0, "the slug is empty");
  Version version{};
  Status s = ParseAny(text.text(), out, &version);
  if (s.ok() && profile == Profile::kStrict) s = CheckCanonical(text.text(), *out, version);
  if (!s.ok()) {
    out->Clear();
    return s.WithOffset(text.RawOffset(s.offset()));
  }
  out->set_version(std::string(VersionName(version)));
  return OkStatus();
}

bool Recognises(std::string_view slug) {
  if (slug.size() > kMaxInputSize) return false;
  RepairedText text(slug);
  RepairLenient(&text);
  const std::string_view t = text.text();
  if (t.size() < 2) return false;
  if (t.substr(0, 2) == "('") return true;                                   // v0
  if (IsDigit(t[0])) return t.find_first_of("._") != std::string_view::npos;  // v1 to v2
  return SurfaceOfLetter(t[0]).has_value() && Base62Value(t[1]) >= 0;        // v3, v3.1
}

}  // namespace slugspec::pentomino
