#include "sudoku/kit_checks.h"

#include "common/base64.h"
#include "kit/detect_check.h"
#include "kit/slug_edits.h"

namespace slugspec::sudoku {

// None creates a '%' escape by accident: canonical slugs contain no '%'.
std::vector<Spelling> RepairableDamages(std::string_view slug) {
  std::string unpadded(slug);
  while (!unpadded.empty() && unpadded.back() == '=') unpadded.pop_back();
  std::string all = ReplaceEach(ReplaceEach(slug, '+', " "), '/', "_");
  all = ReplaceEach("<'" + Wrapped(all, 7) + "'>.", '=', "%3d");
  const std::string quoted = "(\"" + std::string(slug) + "\").";
  return {
      {"escaped once", ReplaceEach(ReplaceEach(ReplaceEach(slug, '+', "%2B"), '/', "%2f"), '=', "%3D")},
      {"escaped twice", ReplaceEach(ReplaceEach(ReplaceEach(slug, '+', "%252B"), '/', "%252F"), '=', "%253d")},
      {"'+' as space", ReplaceEach(slug, '+', " ")},
      {"URL-safe", ReplaceEach(ReplaceEach(slug, '+', "-"), '/', "_")},
      {"unpadded", unpadded},
      {"wrapped", Wrapped(slug, 7)},
      {"quoted in prose", quoted},
      {"all at once", all},
  };
}

bool UntouchedByRepairs(std::string_view input) {
  for (char c : input) {
    if (c != '=' && Base64Value(static_cast<unsigned char>(c)) < 0) return false;
  }
  return true;
}

std::string CheckDetectVersion(std::string_view input, Profile profile, const Status& status, const Puzzle& model) {
  Version version{};
  const Status detected = DetectVersion(input, profile, &version);
  return CheckDetectionAgrees(detected, VersionName(version), status, model.version());
}

std::string CheckCanonicalLength(const Puzzle& model, Version version, std::string_view slug) {
  const size_t givens = static_cast<size_t>(model.givens_size());
  const size_t payload = version == Version::kV0 ? 2 * givens : (11 * givens + 7) / 8;
  const size_t expected = (4 + payload + 2) / 3 * 4;
  if (slug.size() == expected) return {};
  return "the canonical " + std::string(VersionName(version)) + " slug of " + std::to_string(givens) + " givens is " +
         std::to_string(slug.size()) + " bytes, not " + std::to_string(expected);
}

}  // namespace slugspec::sudoku
