#include "tetris/kit_checks.h"

#include <set>

#include "kit/detect_check.h"
#include "kit/transit_spellings.h"
#include "tetris/codec.h"

namespace slugspec::tetris {

// No case folding ([TET-T7]): base64url is case-sensitive.
std::vector<Spelling> RepairableDamages(std::string_view slug) { return UnderscoreSlugDamages(slug); }

bool UntouchedByRepairs(std::string_view input) {
  for (const char c : input) {
    if (Base64UrlValue(static_cast<unsigned char>(c)) < 0) return false;
  }
  return true;
}

std::string CheckDecodedBoard(std::string_view input, Profile profile, const Status& status, const Puzzle& model) {
  Version version{};
  const Status detected = DetectVersion(input, profile, &version);
  std::string fault = CheckDetectionAgrees(detected, kVersions.Name(version), status, model.version());
  if (!fault.empty() || !status.ok() || !model.has_board() || !model.board().has_placements()) return fault;
  // The placements form and its occupancy agree (§1).
  std::set<std::pair<int64_t, int64_t>> covered, listed;
  for (const Placement& p : model.board().placements().placed()) {
    const std::optional<OrientationInfo> o = OrientationOfCode(p.orientation());
    if (!o) return "a decoded placement has orientation " + std::to_string(p.orientation());
    for (const CellOffset& d : o->cells) covered.insert({int64_t{p.column()} + d.dx, int64_t{p.row()} + d.dy});
  }
  for (const Cell& c : model.board().filled()) listed.insert({c.column(), c.row()});
  if (covered != listed || covered.size() != 4 * static_cast<size_t>(model.board().placements().placed_size())) {
    return "the decoded filled cells are not exactly the placements' cells";
  }
  return {};
}

std::string CheckCanonicalShape(const Puzzle& model, std::string_view slug) {
  if (model.has_piece()) {
    return slug.size() == 10 && slug.substr(0, 6) == "tet1p_" ? "" : "a canonical piece slug is tet1p_ and 4 digits";
  }
  const Board& b = model.board();
  const bool placements = b.has_placements();
  const std::string head = std::string(placements ? "tet1h_" : "tet1o_") + std::to_string(b.width()) + "x" +
                           std::to_string(b.height()) + "_";
  if (slug.substr(0, head.size()) != head) return "the canonical slug does not begin with " + head;
  const size_t bits =
      placements ? static_cast<size_t>(b.placements().placed_size()) *
                       static_cast<size_t>(PlacementBits(static_cast<int>(b.width()), static_cast<int>(b.height())))
                 : size_t{b.width()} * size_t{b.height()};
  if (slug.size() != head.size() + (bits + 5) / 6) {
    return "the canonical payload is " + std::to_string(slug.size() - head.size()) + " characters, not ceil(" +
           std::to_string(bits) + " / 6)";
  }
  return {};
}

}  // namespace slugspec::tetris
