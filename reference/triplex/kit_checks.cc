#include "triplex/kit_checks.h"

#include <algorithm>

#include "kit/detect_check.h"
#include "kit/transit_spellings.h"
#include "triplex/codec.h"

namespace slugspec::triplex {
namespace {

// The slug in capitals past the kind's '_'; the prefix is never folded ([TPX-T7]).
std::string Upper(std::string_view s) {
  std::string out(s);
  for (size_t i = kSlug.fold_from; i < out.size(); ++i) {
    if (out[i] >= 'a' && out[i] <= 'z') out[i] = static_cast<char>(out[i] - 'a' + 'A');
  }
  return out;
}

}  // namespace

std::vector<Spelling> RepairableDamages(std::string_view slug) { return UnderscoreSlugDamages(slug, Upper(slug)); }

bool UntouchedByRepairs(std::string_view input) {
  for (const char c : input) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  }
  return true;
}

std::string CheckDetectVersion(std::string_view input, Profile profile, const Status& status, const Puzzle& model) {
  Version version{};
  const Status detected = DetectVersion(input, profile, &version);
  return CheckDetectionAgrees(detected, kVersions.Name(version), status, model.version());
}

std::string CheckCanonicalShape(const Puzzle& model, std::string_view slug) {
  const uint32_t w = std::max(model.width(), model.height()), h = std::min(model.width(), model.height());
  std::string head =
      std::string("tpx1") + (model.has_solution() ? "s_" : "l_") + std::to_string(w) + "x" + std::to_string(h) + "_";
  if (slug.substr(0, head.size()) != head) return "the canonical slug does not begin with " + head;
  if (!model.has_solution()) {
    return slug.size() == head.size() + 10 ? ""
                                           : "a canonical level slug has 8 counts, '_' and a class after the rectangle";
  }
  const size_t faces_end = head.size() + static_cast<size_t>(FaceDigits(static_cast<int>(w), static_cast<int>(h)));
  const bool rotatable = std::any_of(model.solution().pieces().begin(), model.solution().pieces().end(),
                                     [](const Piece& p) { return p.rotatable(); });
  if (!rotatable) {
    return slug.size() == faces_end ? "" : "a canonical solution slug without a rotatable piece ends after its faces";
  }
  const std::string_view cell = slug.size() > faces_end + 2 ? slug.substr(faces_end + 2) : std::string_view();
  const bool number = !cell.empty() && cell.size() <= 2 && (cell.size() == 1 || cell[0] != '0') &&
                      std::all_of(cell.begin(), cell.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (slug.substr(faces_end, 2) != "_r" || !number) {
    return "a canonical solution slug with a rotatable piece ends \"_r\" and the cell, after exactly its faces";
  }
  return {};
}

}  // namespace slugspec::triplex
