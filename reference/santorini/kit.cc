// The santorini format's kit for the harnesses (kit/format_kit.h).
#include <functional>
#include <utility>

#include "kit/typed_kit.h"
#include "santorini/generators.h"
#include "santorini/kit_checks.h"
#include "santorini/santorini.h"

namespace slugspec {
namespace {

using google::protobuf::Message;

// The post's example (spec/santorini.md §6.2): the model every bad model spoils.
santorini::Position PostExample() {
  santorini::Position p;
  p.set_format(std::string(santorini::kFormatName));
  p.set_to_move(santorini::PLAYER_ONE);
  p.add_player_one(6);
  p.add_player_one(14);
  p.add_player_two(1);
  p.add_player_two(12);
  santorini::Heights heights{};
  heights[4] = 1;
  for (uint32_t s : {1, 6, 8, 11, 12, 13, 14, 17}) heights[s] = 2;
  heights[18] = santorini::kDome;
  santorini::SetBuildings(heights, &p);
  return p;
}

class SantoriniKitImpl final : public TypedKit<santorini::Position> {
 public:
  const Format& format() const override { return santorini::TheFormat(); }

  std::string EditCharacters() const override { return santorini::kEditChars; }

  CorpusMinimum MinimumCorpus() const override { return {.vectors = 400, .per_error_code = 3}; }

  KitRequirements Requirements() const override {
    return {
        .transit = {"SAN-T7", "SAN-T8", "GEN-3"}, .encode = {"SAN-E2", "SAN-C1", "GEN-4"}, .invalid_model = {"SAN-E1"}};
  }

  // The post's example, each spoiled in one way ([SAN-E1]). The list indices
  // of the buildings are those of ascending squares: 0 is square 1, 1 is 4,
  // 2 is 6.
  std::vector<BadModel> BadModels() const override {
    std::vector<BadModel> out;
    using santorini::Position;
    auto add = [&](std::string name, const std::function<void(Position*)>& spoil, bool protocol_only = false) {
      auto p = std::make_unique<Position>(PostExample());
      spoil(p.get());
      out.push_back({std::move(name), std::move(p), protocol_only});
    };
    add("height-five", [](Position* p) { p->mutable_buildings(1)->set_height(5); });
    add("height-zero", [](Position* p) { p->mutable_buildings(1)->set_height(0); });
    add("building-square-25", [](Position* p) { p->mutable_buildings(2)->set_square(25); });
    add("worker-square-25", [](Position* p) { p->set_player_two(1, 25); });
    add("worker-square-huge", [](Position* p) { p->set_player_one(0, 4294967295u); });
    add("two-workers-one-square", [](Position* p) { p->set_player_two(0, 6); });
    add("worker-on-dome", [](Position* p) { p->set_player_one(1, 18); });
    add("worker-on-tower", [](Position* p) { p->mutable_buildings(2)->set_height(3); });
    // Order of checks: a building's range before a worker's.
    add("range-before-worker", [](Position* p) {
      p->set_player_one(0, 30);
      p->mutable_buildings(2)->set_square(31);
    });
    // A board holds one height a square, two workers a player, a player to
    // move, and no format name: the protocol's model (BadModel::protocol_only).
    add(
        "square-twice", [](Position* p) { p->mutable_buildings(1)->set_square(1); }, true);
    add(
        "three-workers", [](Position* p) { p->add_player_one(20); }, true);
    add(
        "one-worker", [](Position* p) { p->mutable_player_two()->RemoveLast(); }, true);
    add(
        "nobody-to-move", [](Position* p) { p->set_to_move(santorini::PLAYER_UNSPECIFIED); }, true);
    // A number that names no player: out of range, as in every format.
    add("to-move-three", [](Position* p) { p->set_to_move(static_cast<santorini::Player>(3)); });
    add("to-move-negative", [](Position* p) { p->set_to_move(static_cast<santorini::Player>(-1)); });
    // Order of checks: to_move before the buildings.
    add("to-move-before-building", [](Position* p) {
      p->set_to_move(static_cast<santorini::Player>(3));
      p->mutable_buildings(1)->set_height(5);
    });
    add(
        "another-format", [](Position* p) { p->set_format("chess"); }, true);
    return out;
  }

  std::vector<Spelling> RepairableDamages(std::string_view slug) const override {
    return santorini::RepairableDamages(slug);
  }
  bool UntouchedByRepairs(std::string_view input) const override { return santorini::UntouchedByRepairs(input); }
  // Strict wants the canonical order and padding (§8); the post wrote no
  // slugs, so there are no writer spellings, and each version has its own
  // prefix, so a slug is reported as written (TypedKit's defaults). A slug
  // is at most 256 bytes and decodes in microseconds: round trips are cheap.

 protected:
  std::optional<santorini::Position> GenerateOf(Draw& draw, std::string_view) const override {
    return santorini::GeneratePosition(draw);
  }
  std::string CheckDecodedOf(std::string_view input, Profile profile, const Status& status,
                             const santorini::Position& p) const override {
    return santorini::CheckDetectVersion(input, profile, status, p);
  }
  std::string CheckCanonicalOf(const santorini::Position& p, std::string_view version,
                               std::string_view slug) const override {
    const std::optional<santorini::Version> v = santorini::ParseVersion(version);
    if (!v) return "not a santorini version: " + std::string(version);
    return santorini::CheckCanonicalLength(p, *v, slug);
  }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace santorini {
const FormatKit& TheKit() {
  static const SantoriniKitImpl kit;
  return kit;
}
}  // namespace santorini

}  // namespace slugspec
