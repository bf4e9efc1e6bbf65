#include "santorini/kit_checks.h"

#include <span>

#include "kit/detect_check.h"
#include "kit/transit_spellings.h"
#include "santorini/message.h"

namespace slugspec::santorini {
namespace {

// The payload in capitals; the prefix stays "san" (§3.2, repair 4).
std::string Upper(std::string_view s) {
  std::string out(s);
  for (char& c : out.size() > 5 ? std::span<char>(out).subspan(5) : std::span<char>()) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return out;
}

// The post's notation of a canonical slug: its message as 0 and 1, a space
// after the fixed fields and between the building fields.
std::string BitNotation(std::string_view slug) {
  Position p;
  if (!Decode(slug, Profile::kStrict, &p).ok()) return std::string(slug);
  const Version v = *ParseVersion(p.version());
  const std::vector<uint8_t> bits = MessageBits(p, v);
  // The fields' widths: turn, four workers, three counts, the buildings.
  std::vector<int> widths = {1,           kSquareBits, kSquareBits, kSquareBits,
                             kSquareBits, kSquareBits, kSquareBits, kSquareBits};
  for (int k = 1; k <= p.buildings_size(); ++k) widths.push_back(BuildingFieldWidth(v, k));
  std::string out = "san" + std::string(1, slug[3]);
  size_t i = 0;
  for (int width : widths) {
    out += ' ';
    for (int b = 0; b < width && i < bits.size(); ++b) out += static_cast<char>('0' + bits[i++]);
  }
  return out;
}

}  // namespace

std::vector<Spelling> RepairableDamages(std::string_view slug) {
  std::vector<Spelling> damages = UnderscoreSlugDamages(slug, Upper(slug));
  damages.insert(damages.end() - 1, {"the post's notation", BitNotation(slug)});  // before "all at once"
  return damages;
}

bool UntouchedByRepairs(std::string_view input) {
  for (char c : input) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  }
  return true;
}

std::string CheckDetectVersion(std::string_view input, Profile profile, const Status& status, const Position& model) {
  Version version{};
  const Status detected = DetectVersion(input, profile, &version);
  return CheckDetectionAgrees(detected, VersionName(version), status, model.version());
}

std::string CheckCanonicalLength(const Position& model, Version version, std::string_view slug) {
  size_t bits = kFixedBits;
  for (int k = 1; k <= model.buildings_size(); ++k) bits += static_cast<size_t>(BuildingFieldWidth(version, k));
  const size_t expected = 5 + (bits + 1 + 4) / 5;
  if (slug.size() == expected) return {};
  return "the canonical " + std::string(VersionName(version)) + " slug of " + std::to_string(model.buildings_size()) +
         " buildings is " + std::to_string(slug.size()) + " bytes, not " + std::to_string(expected);
}

}  // namespace slugspec::santorini
