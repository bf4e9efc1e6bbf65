// Decoding: transport (§3), the family of the first character, the version
// reported ([PEN-D2]) and the canonical check ([PEN-C1]).
#include <algorithm>
#include <string>

#include "common/decode_result.h"
#include "common/display.h"
#include "common/input_checks.h"
#include "common/repaired_text.h"
#include "common/transit.h"
#include "pentomino/alphabet.h"
#include "pentomino/parsers.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {
namespace {

bool IsV0Text(std::string_view t) { return t.substr(0, 2) == "('"; }

// Prose punctuation at the ends, one character at a time; a '(' followed by
// a "'" stays: every v0 slug begins "('".
void TrimProse(RepairedText* text) {
  const std::string_view t = text->text();
  size_t start = 0;
  while (start < t.size() && kProseLeading.find(t[start]) != std::string_view::npos &&
         !(t[start] == '(' && start + 1 < t.size() && t[start + 1] == '\'')) {
    ++start;
  }
  text->Keep(start, t.size());
  text->TrimEnds("", kProseTrailing);
}

// [PEN-T2]. Raw line breaks go first, then prose punctuation. A v0 slug is
// percent-escaped by definition and its decoder reads its own escapes
// (decoding them here could turn an escaped '%' of its text into an escape);
// any other slug has no escapes, so they are transit damage, as are the
// line breaks and punctuation they may have hidden.
void RepairLenient(RepairedText* text) {
  text->RemoveAll(kLineBreaksAndTabs);
  TrimProse(text);
  if (IsV0Text(text->text())) return;
  text->PercentDecode(2);
  text->RemoveAll(kLineBreaksAndTabs);
  TrimProse(text);
}

// `canonical` is set when parsing already proved the text canonical;
// `terrain` gets the orientations the slug gives terrain blocks ([PEN-C2]).
Status ParseAny(std::string_view text, Board* out, Version* version, bool* canonical,
                internal::TerrainOrientations* terrain) {
  *canonical = false;
  terrain->clear();
  const char first = text[0];
  if (first == '(') return internal::ParseV0(text, out, version, terrain);
  if (IsDigit(first)) return internal::ParseLegacy(text, out, version, terrain);
  if (SurfaceOfLetter(first)) {
    bool lines = false;
    SLUGSPEC_RETURN_IF_ERROR(internal::ParseV3Family(text, out, &lines));
    // [PEN-D2]: v3.1 when it uses a line form, or when v3.1 writes its board
    // as v3 does; then the slug is canonical when it is that writing.
    const std::string v31 = internal::WriteV3Family(*out, Version::kV3_1);
    // The two writings differ only in how terrain is written, so a board
    // without terrain needs no second one.
    *version = lines || out->terrain_size() == 0 || v31 == internal::WriteV3Family(*out, Version::kV3) ? Version::kV3_1
                                                                                                       : Version::kV3;
    *canonical = *version == Version::kV3_1 && v31 == text;
    return OkStatus();
  }
  return Status(UNKNOWN_VERSION, 0,
                QuoteByte(static_cast<unsigned char>(first)) +
                    " starts no pentomino version: '(' (v0), a digit (v1 to v2) or a surface letter (v3, v3.1)");
}

// [PEN-C1]: notes the first byte where `text` differs from the canonical
// slug, written with the terrain orientations the text gives ([PEN-C2]).
// FinishDecode reports it, with the canonical slug.
Status NoteCanonical(std::string_view text, const Board& board, Version version,
                     const internal::TerrainOrientations& terrain, CanonicalFindings* findings) {
  std::string canonical;
  SLUGSPEC_RETURN_IF_ERROR(Encode(board, version, &canonical));
  std::string as_written = canonical;  // with the text's terrain orientations
  const bool any = std::any_of(terrain.begin(), terrain.end(), [](const auto& cell) { return cell.second != 0; });
  if (any && version <= Version::kV0b) {
    SLUGSPEC_RETURN_IF_ERROR(internal::WriteV0(board, version, &as_written, &terrain));
  } else if (any) {
    as_written = internal::WriteLegacy(board, version, &terrain);
  }
  if (as_written == text) return OkStatus();
  size_t i = 0;
  while (i < text.size() && i < as_written.size() && text[i] == as_written[i]) ++i;
  findings->Note(NON_CANONICAL, static_cast<uint32_t>(i),
                 "not the canonical " + std::string(VersionName(version)) + " slug of its board");
  return OkStatus();
}

}  // namespace

Status Decode(std::string_view slug, Profile profile, Board* out) {
  out->Clear();
  SLUGSPEC_RETURN_IF_ERROR(CheckInputSize(slug, kMaxInputSize, kFormatName));
  RepairedText text(slug);
  if (profile == Profile::kLenient) RepairLenient(&text);
  SLUGSPEC_RETURN_IF_ERROR(CheckNotEmpty(text.text()));
  Version version{};
  bool canonical = false;
  internal::TerrainOrientations terrain;
  Status s = ParseAny(text.text(), out, &version, &canonical, &terrain);
  if (!s.ok() && profile == Profile::kLenient && IsV0Text(text.text()) &&
      text.text().find('%') != std::string_view::npos) {
    // A v0 slug escaped once more in transit: the extra level is removed only
    // when the slug does not decode without removing it, so the repair never
    // changes what a decodable slug means.
    RepairedText again(slug);
    RepairLenient(&again);
    again.PercentDecode(1);
    if (ParseAny(again.text(), out, &version, &canonical, &terrain).ok()) s = OkStatus();
  }
  CanonicalFindings findings;
  if (s.ok() && profile == Profile::kStrict && !canonical)
    s = NoteCanonical(text.text(), *out, version, terrain, &findings);
  const auto canonical_slug = [version](const Board& board, std::string* written) {
    return Encode(board, version, written).ok();
  };
  return FinishDecode(s, profile, findings, text, canonical_slug, kFormatName, VersionName(version), out);
}

bool Recognises(std::string_view slug) {
  if (slug.size() > kMaxInputSize) return false;
  RepairedText text(slug);
  RepairLenient(&text);
  const std::string_view t = text.text();
  if (t.size() < 2) return false;
  if (t.substr(0, 2) == "('") return true;                                    // v0
  if (IsDigit(t[0])) return t.find_first_of("._") != std::string_view::npos;  // v1 to v2
  return SurfaceOfLetter(t[0]).has_value() && Base62Value(t[1]) >= 0;         // v3, v3.1
}

std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) {
  if (slug.size() > kMaxInputSize) return {};
  RepairedText text(slug);
  if (profile == Profile::kLenient) RepairLenient(&text);
  const std::string_view t = text.text();
  if (t.empty()) return {};
  if (t[0] == '(') return {"v0a", "v0b"};
  if (IsDigit(t[0])) return {"v1", "v1.1", "v1.5", "v2"};
  if (SurfaceOfLetter(t[0])) return {"v3", "v3.1"};
  return {};
}

}  // namespace slugspec::pentomino
